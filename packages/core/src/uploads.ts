// Uploads (issue 9, part 4; widgets spec section 8 for the messages): which files a site may hold,
// told apart by their content, never their name (a PNG is a PNG whatever it is called), the size
// limit of each kind, and the messages shown when a file is refused. Pure functions over bytes, so
// the config area can check a file before sending it and the server checks it again.
import { IMAGE_SIZE_LADDER, type ImageSizeWidth } from './images.ts';
import { BYTES_PER_MEGABYTE } from './limits.ts';
import { formatFileSize } from './text.ts';

export type UploadKind = 'image' | 'document' | 'audio' | 'video';

/** Largest file of each kind, in bytes (a megabyte is 1,000,000 bytes; shown 1024-based). */
export const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = {
  image: 20 * BYTES_PER_MEGABYTE,
  document: 50 * BYTES_PER_MEGABYTE,
  audio: 50 * BYTES_PER_MEGABYTE,
  video: 50 * BYTES_PER_MEGABYTE,
};

/** The largest file of any kind: what the server reads at most. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));

/** How many leading bytes the sniffers look at. */
export const SNIFF_BYTES = 4096;

export interface FileType {
  contentType: string;
  kind: UploadKind;
  /** The extension the file is stored under, whatever it was called */
  extension: string;
}

export const FILE_TYPES = {
  png: { contentType: 'image/png', kind: 'image', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', kind: 'image', extension: 'jpg' },
  gif: { contentType: 'image/gif', kind: 'image', extension: 'gif' },
  webp: { contentType: 'image/webp', kind: 'image', extension: 'webp' },
  avif: { contentType: 'image/avif', kind: 'image', extension: 'avif' },
  svg: { contentType: 'image/svg+xml', kind: 'image', extension: 'svg' },
  pdf: { contentType: 'application/pdf', kind: 'document', extension: 'pdf' },
  text: { contentType: 'text/plain', kind: 'document', extension: 'txt' },
  mp3: { contentType: 'audio/mpeg', kind: 'audio', extension: 'mp3' },
  m4a: { contentType: 'audio/mp4', kind: 'audio', extension: 'm4a' },
  wav: { contentType: 'audio/wav', kind: 'audio', extension: 'wav' },
  ogg: { contentType: 'audio/ogg', kind: 'audio', extension: 'ogg' },
  mp4: { contentType: 'video/mp4', kind: 'video', extension: 'mp4' },
  webm: { contentType: 'video/webm', kind: 'video', extension: 'webm' },
} as const satisfies Record<string, FileType>;

// --- Messages ---

export const UPLOAD_FAILED_MESSAGE = 'There was a problem while uploading your file.';
export const RENAME_FAILED_MESSAGE = 'There was a problem while renaming your file.';
export const FILE_NAME_REQUIRED_MESSAGE = 'Please enter a file name';

export function fileTooLargeMessage(fileName: string, maxBytes: number): string {
  return `The file ${fileName} is too large. The maximum allowed file size is ${formatFileSize(maxBytes)}.`;
}

/** The spec names an unsupported-file-type message without wording it; this is ours. */
export function unsupportedFileTypeMessage(fileName: string): string {
  return `The file ${fileName} is not a supported file type.`;
}

/**
 * Why a file cannot be uploaded, or null: its first bytes (at least SNIFF_BYTES of them when it is
 * that long) say what it is, and its kind how large it may be.
 */
export function uploadProblem(fileName: string, head: Uint8Array, size: number): string | null {
  const type = sniffFileType(head);
  if (!type) return unsupportedFileTypeMessage(fileName);
  const max = UPLOAD_LIMITS[type.kind];
  return size > max ? fileTooLargeMessage(fileName, max) : null;
}

// --- Sniffing ---

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ']);

/** The ISO base media file (ftyp box) types: AVIF images, MP4 video and M4A audio. */
function sniffFtyp(bytes: Uint8Array): FileType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const major = ascii(bytes, 8, 4);
  if (major === 'avif' || major === 'avis') return FILE_TYPES.avif;
  if (major === 'M4A ') return FILE_TYPES.m4a;
  if (MP4_BRANDS.has(major)) return FILE_TYPES.mp4;
  return null;
}

function isMp3Frame(bytes: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = bytes;
  // Frame sync (11 bits), a version that is not reserved, a layer that is not reserved, a bitrate
  // index that is neither free nor bad.
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0 && b2 >> 4 !== 0xf;
}

/** What the bytes are, by their signature; null for anything not on the list. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpeg;
  const head = ascii(bytes, 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return FILE_TYPES.gif;
  if (head.startsWith('RIFF') && head.slice(8) === 'WEBP') return FILE_TYPES.webp;
  if (head.startsWith('RIFF') && head.slice(8) === 'WAVE') return FILE_TYPES.wav;
  if (head.startsWith('%PDF-')) return FILE_TYPES.pdf;
  if (head.startsWith('OggS')) return FILE_TYPES.ogg;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return FILE_TYPES.webm;
  if (head.startsWith('ID3') || isMp3Frame(bytes)) return FILE_TYPES.mp3;
  const ftyp = sniffFtyp(bytes);
  if (ftyp) return ftyp;
  const text = textOf(bytes);
  if (text === null) return null;
  return svgRootAt(text) >= 0 ? FILE_TYPES.svg : FILE_TYPES.text;
}

// Text: UTF-8 without controls other than tab, line feed, form feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** The bytes as text, or null when they are not UTF-8 text (or are empty). A cut last character is fine. */
function textOf(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return null;
  let text: string;
  try {
    // stream: a multi-byte character cut off at the end of the sniffed head is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return null;
  }
  return BINARY_CONTROL.test(text) ? null : text;
}

const SVG_PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^[>]*(?:\[[\s\S]*?\])?\s*>)/i;

/** Where the root <svg> element starts after the prologue (declaration, comments, doctype), or -1. */
function svgRootAt(text: string): number {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    const match = SVG_PROLOGUE.exec(text.slice(at));
    if (!match || match[0] === '') break;
    at += match[0].length;
  }
  return /^<svg[\s>/]/.test(text.slice(at, at + 5)) ? at : -1;
}

// --- Image dimensions ---

export interface Dimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);

const sized = (width: number, height: number): Dimensions | null =>
  width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)
    ? { width: Math.round(width), height: Math.round(height) }
    : null;

function jpegDimensions(b: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // Markers without a length: restarts, start and end of image, TEM.
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += 2;
      continue;
    }
    // Start of frame (any coding, not DHT, JPG or DAC): the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return sized(u16be(b, at + 7), u16be(b, at + 5));
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpDimensions(b: Uint8Array): Dimensions | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (chunk === 'VP8L') {
    const [b1 = 0, b2 = 0, b3 = 0, b4 = 0] = b.subarray(21, 25);
    return sized(1 + (((b2 & 0x3f) << 8) | b1), 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)));
  }
  if (chunk === 'VP8X') return sized(1 + u24le(b, 24), 1 + u24le(b, 27));
  return null;
}

/** The largest image spatial extents ('ispe') property: the primary image, not a thumbnail. */
function avifDimensions(b: Uint8Array): Dimensions | null {
  let best: Dimensions | null = null;
  // The meta box comes before the image data: the first megabyte holds it.
  const end = Math.min(b.length, 1 << 20);
  for (let at = 4; at + 16 <= end; at++) {
    if (b[at] !== 0x69 || ascii(b, at, 4) !== 'ispe') continue;
    const found = sized(u32be(b, at + 8), u32be(b, at + 12));
    if (found && (!best || found.width * found.height > best.width * best.height)) best = found;
  }
  return best;
}

/** A length in user units: a plain number or pixels; percentages and other units say nothing. */
function svgLength(value: string | undefined): number {
  const match = /^\s*([\d.]+(?:e[+-]?\d+)?)\s*(px)?\s*$/i.exec(value ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

function svgDimensions(text: string): Dimensions | null {
  const at = svgRootAt(text);
  if (at < 0) return null;
  const tag = /^<svg\b([^>]*)>/.exec(text.slice(at))?.[1] ?? '';
  const attribute = (name: string) =>
    new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)?.slice(1).find(Boolean);
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  const fromSize = sized(width, height);
  if (fromSize) return fromSize;
  const box = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 ? sized(box[2] ?? 0, box[3] ?? 0) : null;
}

/**
 * An image's size in pixels read from its header (the SVG root's width and height, else its
 * viewBox), or null when the bytes do not say. JPEG orientation (EXIF) is not applied.
 */
export function imageDimensions(bytes: Uint8Array): Dimensions | null {
  const type = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
  switch (type?.extension) {
    case 'png':
      return ascii(bytes, 12, 4) === 'IHDR' ? sized(u32be(bytes, 16), u32be(bytes, 20)) : null;
    case 'gif':
      return sized(u16le(bytes, 6), u16le(bytes, 8));
    case 'jpg':
      return jpegDimensions(bytes);
    case 'webp':
      return webpDimensions(bytes);
    case 'avif':
      return avifDimensions(bytes);
    case 'svg':
      return svgDimensions(textOf(bytes) ?? '');
    default:
      return null;
  }
}

// --- Processing after upload (spec 2 §8's processing strings) ---
// A raster image's standard renditions are made by a job on the worker after its upload, so a
// visitor's first view of a new image does not pay for the resizing. The asset library shows the
// job's state on the file's row, in the spec's words.

/**
 * Where a file's processing stands. 'incomplete': the job did not finish in time, or its worker gave
 * up after its tries. 'cancelled': the file was deleted while it was being processed (the library
 * learns it from the file being gone).
 */
export type FileProcessingState = 'processing' | 'done' | 'failed' | 'incomplete' | 'cancelled';

/** Spec 2 §8, word for word (core interface-strings.ts names them from here). */
export const FILE_PROCESSING_MESSAGES = {
  failed: 'File processing failed',
  incomplete: 'File processing failed to complete',
  cancelled: 'File processing cancelled',
  noResponse: 'No response data from job request',
} as const;

/**
 * How long processing may take from the upload before it counts as not completing. The spec gives no
 * time; ten minutes is far beyond a 20 MB photo's few renditions, even behind a queue of uploads.
 */
export const FILE_PROCESSING_DEADLINE_MS = 10 * 60_000;

/** The state to show now: one still processing past the deadline has failed to complete. */
export function fileProcessingStateAt(
  stored: Exclude<FileProcessingState, 'cancelled'>,
  uploadedAt: number,
  now: number,
): Exclude<FileProcessingState, 'cancelled'> {
  return stored === 'processing' && now - uploadedAt > FILE_PROCESSING_DEADLINE_MS ? 'incomplete' : stored;
}

/** What the file's row says of its processing; null once done (nothing to say). */
export function fileProcessingMessage(state: FileProcessingState): string | null {
  if (state === 'processing') return 'Processing…';
  return state === 'done' ? null : FILE_PROCESSING_MESSAGES[state];
}

/**
 * The ladder widths made ahead for an image `width` pixels wide: only those smaller than it (a
 * larger one would be the original again, never enlarged), none when its width is unknown.
 */
export function processedWidths(width: number | null): ImageSizeWidth[] {
  return width === null ? [] : IMAGE_SIZE_LADDER.filter((rung) => rung < width);
}
