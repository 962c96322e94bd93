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

/** Where a contained ("fit") image sits in a box it does not fill (the spec's fitAlignment). */
export const FIT_ALIGNMENTS = ['top', 'left', 'center', 'right', 'bottom'] as const;
export type FitAlignment = (typeof FIT_ALIGNMENTS)[number];

/** A fitAlignment as one of the five; anything else is center (the spec gives no default: ours). */
export function normalizeFitAlignment(value: unknown): FitAlignment {
  return FIT_ALIGNMENTS.find((alignment) => alignment === value) ?? 'center';
}

const FIT_POSITIONS: Record<FitAlignment, { x: number; y: number }> = {
  top: { x: 0.5, y: 0 },
  left: { x: 0, y: 0.5 },
  center: { x: 0.5, y: 0.5 },
  right: { x: 1, y: 0.5 },
  bottom: { x: 0.5, y: 1 },
};

/** The alignment as fractions of the free space, as CSS object-position reads percentages. */
export function fitAlignmentPosition(alignment: FitAlignment): { x: number; y: number } {
  return { ...FIT_POSITIONS[alignment] };
}

/**
 * An image configuration's flag given as element attribute text: absent keeps the default, 'false'
 * (any case) is false, anything else ('', 'true') true — as HTML's boolean attributes read.
 */
export function imageFlag(text: string | null | undefined, fallback: boolean): boolean {
  if (text === null || text === undefined) return fallback;
  return text.trim().toLowerCase() !== 'false';
}

export interface ImagePlacementInput {
  box: { width: number; height: number };
  /** The image's own size (data-image-dimensions) */
  natural: { width: number; height: number };
  mode: 'cover' | 'contain' | 'none';
  /** Kept in view by a cover crop (fractions, 0.5,0.5 the centre) */
  focalPoint: { x: number; y: number };
  /** Where a contained (or natural-size) image sits */
  fitAlignment: FitAlignment;
  /** May the image be drawn larger than its own size (the spec's stretch, default true) */
  stretch: boolean;
}

/**
 * Where an image is drawn in its box, in CSS pixels from the box's top left (what useAdvancedPositioning
 * sets, and useBgImage's background size and position): cover fills the box, contain fits inside it,
 * none keeps the image's own size; without stretch the scale never passes 1. The free space (negative
 * when the image overflows) is shared as object-position shares it: at the focal point for cover, at
 * the fit alignment otherwise.
 */
export function imagePlacement({
  box,
  natural,
  mode,
  focalPoint,
  fitAlignment,
  stretch,
}: ImagePlacementInput): { width: number; height: number; left: number; top: number } {
  const across = box.width / natural.width;
  const down = box.height / natural.height;
  const fitted = mode === 'cover' ? Math.max(across, down) : mode === 'contain' ? Math.min(across, down) : 1;
  const scale = stretch ? fitted : Math.min(fitted, 1);
  const width = natural.width * scale;
  const height = natural.height * scale;
  const at = mode === 'cover' ? focalPoint : fitAlignmentPosition(fitAlignment);
  // `+ 0` turns the -0 of no free space at position 0 into 0.
  return { width, height, left: (box.width - width) * at.x + 0, top: (box.height - height) * at.y + 0 };
}
