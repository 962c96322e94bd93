// The spec's image loader (widgets spec sections 3, 4, 5, 8 and 9): an <img> whose source waits in
// `data-src` gets the ladder rendition its box needs (core's pickImageWidth and imageSrcForWidth, the
// server's `?format=750w`), through one queue of at most 16 loads at once on desktop and 1 on mobile.
// A rendition is only ever replaced by a larger one. For what the server renders, srcset does the
// same without JavaScript; this is for images that must not load until the runtime asks (offscreen
// gallery slides).
import {
  GALLERY_IMAGE_LOAD_CONCURRENCY,
  type ImageSizeFormat,
  imageSrcForWidth,
  MOBILE_MAX_SCREEN_WIDTH,
  normalizeCropMode,
  parseFocalPoint,
  parseImageDimensions,
  pickImageWidth,
} from '@tessera/core';

/** The spec's image configuration, as far as an <img> loaded from the size ladder uses it. */
export interface ImageLoadOptions {
  /** Lowest device pixel ratio to plan for (default 0) */
  dprMin?: number;
  /** Highest device pixel ratio to plan for (default unlimited) */
  dprMax?: number;
  /** Multiplier on the needed width (default 1, minimum 0) */
  sizeAdjustment?: number;
  /** With the visitor's Save-Data on, plan for one device pixel per CSS pixel (default false) */
  allowSaveData?: boolean;
  /** Start another load of an image still loading (default false: it is skipped) */
  allowConcurrentLoads?: boolean;
  /** Load even when the rendition is no larger than the current one (default false) */
  forceImageUpdate?: boolean;
  /** How the image fills its box (default: its CSS object-fit) */
  cropMode?: 'cover' | 'contain' | 'none';
  /** Where the width goes: `?format=750w` (default) or after the file's name, `/750w` */
  sizeFormat?: ImageSizeFormat;
}

export const LOADING_CLASS = 'loading';
export const LOADED_CLASS = 'loaded';

const waiting: (() => void)[] = [];
let running = 0;

function concurrency(): number {
  const mobile = screen.width <= MOBILE_MAX_SCREEN_WIDTH;
  return GALLERY_IMAGE_LOAD_CONCURRENCY[mobile ? 'mobile' : 'desktop'];
}

function pump(): void {
  while (running < concurrency() && waiting.length > 0) {
    running++;
    waiting.shift()?.();
  }
}

/** Runs `start` when the queue has room; it calls the `done` it is given once its load ends. */
function enqueue(start: (done: () => void) => void): void {
  waiting.push(() => {
    let finished = false;
    start(() => {
      if (finished) return;
      finished = true;
      running--;
      pump();
    });
  });
  pump();
}

/** The <img> to load, or the spec's error for what it is not. */
export function imageElement(node: unknown): HTMLImageElement {
  if (node === null || node === undefined) throw new Error('No image');
  if (!(node instanceof HTMLImageElement)) throw new Error('Element is not a valid image element.');
  return node;
}

function sourceOf(image: HTMLImageElement): string {
  const source = image.dataset.src?.trim() ?? '';
  if (source === '' || /^(javascript|data):/i.test(source))
    throw new Error('Invalid or missing image source.');
  return source;
}

/** CSS pixels of the image's width its box shows: a cover crop may draw it wider than the box. */
function neededCssWidth(image: HTMLImageElement, options: ImageLoadOptions): number {
  const box = image.getBoundingClientRect();
  const dimensions = parseImageDimensions(image.dataset.imageDimensions ?? '');
  if (!dimensions || box.height <= 0) return box.width;
  const drawnWidth = box.height * (dimensions.width / dimensions.height);
  const mode = options.cropMode ?? normalizeCropMode(getComputedStyle(image).objectFit);
  if (mode === 'cover') return Math.max(box.width, drawnWidth);
  if (mode === 'contain') return Math.min(box.width, drawnWidth);
  return box.width;
}

function saveDataOn(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** The ladder width for the image's box now. */
export function renditionWidth(image: HTMLImageElement, options: ImageLoadOptions = {}): number {
  const { dprMin, dprMax, sizeAdjustment } = options;
  const saving = options.allowSaveData === true && saveDataOn();
  return pickImageWidth(neededCssWidth(image, options), saving ? 1 : devicePixelRatio, {
    ...(!saving && dprMin !== undefined && { dprMin }),
    ...(dprMax !== undefined && { dprMax }),
    ...(sizeAdjustment !== undefined && { sizeAdjustment }),
  });
}

/** The width of the rendition the image shows or is loading (0 for none). */
function currentWidth(image: HTMLImageElement): number {
  return Number.parseInt(image.dataset.imageResolution ?? '', 10) || 0;
}

/**
 * Queues the image's rendition for its box. False when nothing is to load: the image is still
 * loading (without allowConcurrentLoads) or already shows at least that width (without
 * forceImageUpdate). Throws the spec's errors for no image, a non-image and a bad source.
 */
export function loadImage(node: unknown, options: ImageLoadOptions = {}): boolean {
  const image = imageElement(node);
  const source = sourceOf(image);
  if (image.classList.contains(LOADING_CLASS) && !options.allowConcurrentLoads) return false;
  const width = renditionWidth(image, options);
  if (width <= currentWidth(image) && !options.forceImageUpdate) return false;
  const previous = image.dataset.imageResolution;
  image.dataset.imageResolution = `${width}w`;
  image.classList.add(LOADING_CLASS);
  enqueue((done) => {
    const settle = (event: Event) => {
      image.removeEventListener('load', settle);
      image.removeEventListener('error', settle);
      image.classList.remove(LOADING_CLASS);
      if (event.type === 'load') image.classList.add(LOADED_CLASS);
      // A failed rendition is not shown: a later call may try it again.
      else if (previous === undefined) delete image.dataset.imageResolution;
      else image.dataset.imageResolution = previous;
      done();
    };
    image.addEventListener('load', settle);
    image.addEventListener('error', settle);
    const focal = image.dataset.imageFocalPoint;
    if (focal !== undefined) {
      const { x, y } = parseFocalPoint(focal);
      image.style.objectPosition = `${x * 100}% ${y * 100}%`;
    }
    image.src = imageSrcForWidth(source, width, options.sizeFormat);
  });
  return true;
}
