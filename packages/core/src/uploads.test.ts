import { describe, expect, it } from 'vitest';
import {
  FILE_PROCESSING_DEADLINE_MS,
  FILE_PROCESSING_MESSAGES,
  FILE_TYPES,
  fileProcessingMessage,
  fileProcessingStateAt,
  fileTooLargeMessage,
  imageDimensions,
  MAX_UPLOAD_BYTES,
  processedWidths,
  sniffFileType,
  UPLOAD_LIMITS,
  unsupportedFileTypeMessage,
  uploadProblem,
} from './uploads.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

const png = (w: number, h: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(w),
    be32(h),
    [8, 6, 0, 0, 0],
  );
const jpeg = (w: number, h: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0, 16],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc4, 0, 4, 0, 0],
    [0xff, 0xc2, 0, 11, 8],
    [h >> 8, h & 255, w >> 8, w & 255],
    [1, 1, 0x11, 0],
  );
const ftyp = (brand: string) => bytes(be32(24), 'ftyp', brand, be32(0), brand, 'mif1');

describe('sniffFileType', () => {
  it.each([
    ['PNG', png(1, 1), FILE_TYPES.png],
    ['JPEG', jpeg(1, 1), FILE_TYPES.jpeg],
    ['GIF', bytes('GIF89a', le16(3), le16(2)), FILE_TYPES.gif],
    ['WebP', bytes('RIFF', be32(0), 'WEBPVP8 '), FILE_TYPES.webp],
    ['AVIF', ftyp('avif'), FILE_TYPES.avif],
    ['MP4', ftyp('isom'), FILE_TYPES.mp4],
    ['M4A', ftyp('M4A '), FILE_TYPES.m4a],
    ['PDF', bytes('%PDF-1.7\n'), FILE_TYPES.pdf],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0]), FILE_TYPES.mp3],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), FILE_TYPES.mp3],
    ['WAV', bytes('RIFF', be32(0), 'WAVEfmt '), FILE_TYPES.wav],
    ['Ogg', bytes('OggS', [0, 2]), FILE_TYPES.ogg],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3]), FILE_TYPES.webm],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), FILE_TYPES.svg],
    [
      'SVG after a declaration, comment and doctype',
      bytes(
        [0xef, 0xbb, 0xbf],
        '<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
      ),
      FILE_TYPES.svg,
    ],
    ['plain text', bytes('Mugs: 24 EUR\nBowls: 30 EUR\n'), FILE_TYPES.text],
    ['UTF-8 text', new TextEncoder().encode('Glasur — grün, 24 €'), FILE_TYPES.text],
    ['HTML (served as plain text)', bytes('<!doctype html><script>alert(1)</script>'), FILE_TYPES.text],
  ])('knows %s by its content', (_name, content, type) => {
    expect(sniffFileType(content)).toEqual(type);
  });

  it.each([
    ['empty', bytes()],
    ['an executable', bytes([0x7f], 'ELF', [2, 1, 1, 0])],
    ['a ZIP archive', bytes('PK', [3, 4, 20, 0])],
    ['not UTF-8', bytes([0xc3, 0x28, 0x41])],
    ['text with NUL', bytes('abc\0def')],
    ['QuickTime', ftyp('qt  ')],
    ['HEIC', ftyp('heic')],
  ])('refuses %s', (_name, content) => {
    expect(sniffFileType(content)).toBeNull();
  });

  it('does not mind a multi-byte character cut off at the end of the head', () => {
    const text = new TextEncoder().encode('price: 24 €');
    expect(sniffFileType(text.subarray(0, text.length - 1))).toEqual(FILE_TYPES.text);
  });

  it('ignores the name: a PNG is a PNG', () => {
    expect(uploadProblem('notes.txt', png(1, 1), 10)).toBeNull();
    expect(uploadProblem('photo.png', bytes([0x7f], 'ELF'), 10)).toBe(
      'The file photo.png is not a supported file type.',
    );
  });
});

describe('upload limits and messages', () => {
  it('allows 20 MB images and 50 MB of anything else, shown 1024-based', () => {
    expect(UPLOAD_LIMITS).toEqual({
      image: 20_000_000,
      document: 50_000_000,
      audio: 50_000_000,
      video: 50_000_000,
    });
    expect(MAX_UPLOAD_BYTES).toBe(50_000_000);
    expect(fileTooLargeMessage('big.png', UPLOAD_LIMITS.image)).toBe(
      'The file big.png is too large. The maximum allowed file size is 19.1 MB.',
    );
    expect(unsupportedFileTypeMessage('tool.exe')).toBe('The file tool.exe is not a supported file type.');
  });

  it('measures each file against its own kind', () => {
    expect(uploadProblem('a.png', png(1, 1), 20_000_000)).toBeNull();
    expect(uploadProblem('a.png', png(1, 1), 20_000_001)).toBe(
      'The file a.png is too large. The maximum allowed file size is 19.1 MB.',
    );
    expect(uploadProblem('a.pdf', bytes('%PDF-1.4'), 20_000_001)).toBeNull();
    expect(uploadProblem('a.pdf', bytes('%PDF-1.4'), 50_000_001)).toBe(
      'The file a.pdf is too large. The maximum allowed file size is 47.7 MB.',
    );
  });
});

describe('imageDimensions', () => {
  it.each([
    ['PNG', png(640, 480), { width: 640, height: 480 }],
    ['JPEG (progressive frame after other segments)', jpeg(1200, 800), { width: 1200, height: 800 }],
    ['GIF', bytes('GIF89a', le16(300), le16(200)), { width: 300, height: 200 }],
    [
      'WebP lossy',
      bytes('RIFF', be32(0), 'WEBPVP8 ', be32(0), [0, 0, 0, 0x9d, 0x01, 0x2a], le16(400), le16(300)),
      { width: 400, height: 300 },
    ],
    [
      'WebP lossless',
      // 14 bits each of width − 1 and height − 1, after the 0x2f signature.
      bytes('RIFF', be32(0), 'WEBPVP8L', be32(0), [0x2f], le24(((300 - 1) << 14) | (400 - 1)), [0]),
      { width: 400, height: 300 },
    ],
    [
      'WebP extended',
      bytes('RIFF', be32(0), 'WEBPVP8X', be32(10), [0, 0, 0, 0], le24(1999), le24(999)),
      { width: 2000, height: 1000 },
    ],
    [
      'AVIF (the largest spatial extent, not the thumbnail)',
      bytes(
        [...ftyp('avif')],
        be32(20),
        'ispe',
        be32(0),
        be32(160),
        be32(90),
        be32(20),
        'ispe',
        be32(0),
        be32(1920),
        be32(1080),
      ),
      { width: 1920, height: 1080 },
    ],
    [
      'SVG width and height',
      bytes('<svg width="120px" height="80" viewBox="0 0 12 8">'),
      { width: 120, height: 80 },
    ],
    ['SVG viewBox', bytes("<svg viewBox='0 0 1200,800' width='100%'>"), { width: 1200, height: 800 }],
  ])('reads %s', (_name, content, size) => {
    expect(imageDimensions(content)).toEqual(size);
  });

  it('says nothing when the header does not', () => {
    expect(imageDimensions(bytes('<svg width="10em">'))).toBeNull();
    expect(imageDimensions(bytes('%PDF-1.4'))).toBeNull();
    expect(imageDimensions(png(0, 10))).toBeNull();
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('spec 2 §8: file processing after upload', () => {
  it("words 'File processing failed', 'File processing failed to complete', 'File processing cancelled'", () => {
    expect(fileProcessingMessage('failed')).toBe('File processing failed');
    expect(fileProcessingMessage('incomplete')).toBe('File processing failed to complete');
    expect(fileProcessingMessage('cancelled')).toBe('File processing cancelled');
    expect(fileProcessingMessage('processing')).toBe('Processing…');
    expect(fileProcessingMessage('done')).toBeNull();
    expect(FILE_PROCESSING_MESSAGES.noResponse).toBe('No response data from job request');
  });

  it('makes only the ladder widths smaller than the original, none when its width is unknown', () => {
    expect(processedWidths(1600)).toEqual([1500, 1000, 750, 500, 300, 100]);
    expect(processedWidths(500)).toEqual([300, 100]);
    expect(processedWidths(100)).toEqual([]);
    expect(processedWidths(null)).toEqual([]);
  });

  it('counts a file still processing past the deadline as failed to complete', () => {
    const uploaded = Date.UTC(2030, 0, 1);
    expect(fileProcessingStateAt('processing', uploaded, uploaded + FILE_PROCESSING_DEADLINE_MS)).toBe(
      'processing',
    );
    expect(fileProcessingStateAt('processing', uploaded, uploaded + FILE_PROCESSING_DEADLINE_MS + 1)).toBe(
      'incomplete',
    );
    expect(fileProcessingStateAt('done', uploaded, uploaded + 2 * FILE_PROCESSING_DEADLINE_MS)).toBe('done');
  });
});
