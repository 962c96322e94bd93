// Image loading rules (widgets spec sections 3, 4, 5 and 9): which rendition width to fetch, crop
// modes, the dimension and focal point attributes, and the lazy-load margin.

/** Rendition widths the image service offers, largest first. */
export const IMAGE_SIZE_LADDER = [2500, 1500, 1000, 750, 500, 300, 100] as const;
export type ImageSizeWidth = (typeof IMAGE_SIZE_LADDER)[number];

/** Lazy loading starts when an image comes within this distance of the viewport. */
export const LAZY_LOAD_MARGIN_PX = 200;

const LADDER_ASCENDING: readonly ImageSizeWidth[] = [...IMAGE_SIZE_LADDER].reverse();
const LARGEST_WIDTH: ImageSizeWidth = 2500;
const SMALLEST_WIDTH: ImageSizeWidth = 100;

export interface ImageWidthOptions {
  /** Lowest device pixel ratio to plan for (default 0). */
  dprMin?: number;
  /** Highest device pixel ratio to plan for (default unlimited). */
  dprMax?: number;
  /** Multiplier on the needed width (default 1, minimum 0). */
  sizeAdjustment?: number;
}

/**
 * The smallest ladder width that covers the needed pixels: css width × device pixel ratio (clamped to
 * dprMin..dprMax) × sizeAdjustment. Needs above the largest rendition get the largest; zero, negative
 * or non-numeric needs get the smallest. A non-numeric ratio, bound or adjustment takes its default.
 */
export function pickImageWidth(
  neededCssWidth: number,
  devicePixelRatio = 1,
  { dprMin = 0, dprMax = Number.POSITIVE_INFINITY, sizeAdjustment = 1 }: ImageWidthOptions = {},
): ImageSizeWidth {
  const low = finiteOr(dprMin, 0);
  const high = numberOr(dprMax, Number.POSITIVE_INFINITY);
  const ratio = Math.min(Math.max(finiteOr(devicePixelRatio, 1), low), high);
  const needed = neededCssWidth * ratio * finiteOr(sizeAdjustment, 1);
  // A negative adjustment acts as its minimum, 0: the smallest rendition.
  if (!(needed > 0)) return SMALLEST_WIDTH;
  return LADDER_ASCENDING.find((width) => needed <= width) ?? LARGEST_WIDTH;
}

/** The spec's `sizeFormat`: the width in the query string (the default) or after the file name. */
export type ImageSizeFormat = 'queryString' | 'filename';

/** A width segment the file-name form appended: '/750w' at the end of the path. */
const FILENAME_WIDTH = /\/\d+w$/;

/**
 * The address of the rendition `width` wide: `format={width}w` as a query parameter (queryString,
 * the default) or `/{width}w` after the file name (filename: `/s/kiln.jpg/750w`, which the server
 * answers alike). A width already there, in either form, is replaced; any other query parameter and
 * the #fragment are kept. Empty sources and data: or blob: URLs come back unchanged.
 */
export function imageSrcForWidth(
  src: string,
  width: number,
  sizeFormat: ImageSizeFormat = 'queryString',
): string {
  if (src === '' || /^(data|blob):/i.test(src)) return src;
  const hashAt = src.indexOf('#');
  const beforeHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = (queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)).replace(FILENAME_WIDTH, '');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((pair) => pair !== '' && pair.split('=')[0] !== 'format');
  if (sizeFormat === 'filename') return `${path}/${width}w${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
  return `${path}?${[...kept, `format=${width}w`].join('&')}${hash}`;
}

const CROP_MODES: ReadonlyMap<unknown, 'cover' | 'contain'> = new Map([
  ['content-fill', 'cover'],
  ['fill', 'cover'],
  ['cover', 'cover'],
  ['content-fit', 'contain'],
  ['fit', 'contain'],
  ['contain', 'contain'],
]);

export function normalizeCropMode(value: unknown): 'cover' | 'contain' | 'none' {
  return CROP_MODES.get(value) ?? 'none';
}

/** 'widthxheight' in whole pixels, e.g. '800x600'; null when missing, malformed or zero-sized. */
export function parseImageDimensions(text: string): { width: number; height: number } | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

const CENTRE = { x: 0.5, y: 0.5 } as const;

/**
 * 'x,y' as fractions of the width and height, each clamped to [0, 1]. Missing or malformed text
 * (either half not a number) gives the centre, 0.5,0.5.
 */
export function parseFocalPoint(text?: string): { x: number; y: number } {
  if (typeof text !== 'string') return { ...CENTRE };
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return { ...CENTRE };
  const [x, y] = parts.map(Number);
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return { ...CENTRE };
  return { x: clampFraction(x), y: clampFraction(y) };
}

function clampFraction(value: number): number {
  return Math.min(Math.max(value, 0), 1);
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Like finiteOr, but Infinity is a meaningful bound ("unlimited"). */
function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && !Number.isNaN(value) ? value : fallback;
}
