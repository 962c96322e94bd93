// The spec's image loader (widgets spec sections 3, 4, 5, 8 and 9): an <img> whose source waits in
// `data-src` gets the ladder rendition its box needs (core's pickImageWidth and imageSrcForWidth, the
// server's `?format=750w`), through one queue of at most 16 loads at once on desktop and 1 on mobile.
// A rendition is only ever replaced by a larger one. For what the server renders, srcset does the
// same without JavaScript; this is for images that must not load until the runtime asks (offscreen
// gallery slides). How the image is laid out in its box (fixedRatio, stretch, useBgImage,
// useAdvancedPositioning, fitAlignment) is layout.ts's.
import {
  GALLERY_IMAGE_LOAD_CONCURRENCY,
  type ImageSizeFormat,
  imageSrcForWidth,
  isPhoneScreen,
  parseImageDimensions,
  pickImageWidth,
} from '@tessera/core';
import {
  type ImageLayout,
  type ImageLayoutOptions,
  imageLayoutOf,
  placeImage,
  placementOf,
  prepareImage,
  showAsBackground,
} from './layout.ts';

/** The spec's image configuration, as far as an <img> loaded from the size ladder uses it. */
export interface ImageLoadOptions extends ImageLayoutOptions {
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
  /** Where the width goes: `?format=750w` (default) or after the file's name, `/750w` */
  sizeFormat?: ImageSizeFormat;
}

export const LOADING_CLASS = 'loading';
export const LOADED_CLASS = 'loaded';

const waiting: (() => void)[] = [];
let running = 0;

function concurrency(): number {
  return GALLERY_IMAGE_LOAD_CONCURRENCY[isPhoneScreen(screen.width) ? 'mobile' : 'desktop'];
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

/** CSS pixels of the image's width as drawn: a cover crop may draw it wider than its box. */
function neededCssWidth(image: HTMLImageElement, layout: ImageLayout): number {
  const placement = placementOf(image, layout);
  if (placement) return placement.width;
  const box = image.getBoundingClientRect();
  const { natural } = layout;
  if (!natural || box.height <= 0) return box.width;
  const drawnWidth = box.height * (natural.width / natural.height);
  const widest = layout.stretch ? Number.POSITIVE_INFINITY : natural.width;
  if (layout.mode === 'cover') return Math.min(Math.max(box.width, drawnWidth), widest);
  if (layout.mode === 'contain') return Math.min(box.width, drawnWidth);
  return box.width;
}

function saveDataOn(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** The image's layout from its attributes and the options (layout.ts). */
function layoutOf(image: HTMLImageElement, options: ImageLoadOptions): ImageLayout {
  return imageLayoutOf(image, options, parseImageDimensions(image.dataset.imageDimensions ?? ''));
}

/** The ladder width for the image's box now. */
export function renditionWidth(
  image: HTMLImageElement,
  options: ImageLoadOptions = {},
  layout = layoutOf(image, options),
): number {
  const { dprMin, dprMax, sizeAdjustment } = options;
  const saving = options.allowSaveData === true && saveDataOn();
  return pickImageWidth(neededCssWidth(image, layout), saving ? 1 : devicePixelRatio, {
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
  const layout = layoutOf(image, options);
  prepareImage(image, layout);
  // Placed again on every call (a resize asks again): the box may have changed without a new rendition.
  placeImage(image, layout);
  const width = renditionWidth(image, options, layout);
  if (width <= currentWidth(image) && !options.forceImageUpdate) return false;
  const previous = image.dataset.imageResolution;
  image.dataset.imageResolution = `${width}w`;
  image.classList.add(LOADING_CLASS);
  enqueue((done) => {
    const settle = (event: Event) => {
      image.removeEventListener('load', settle);
      image.removeEventListener('error', settle);
      image.classList.remove(LOADING_CLASS);
      if (event.type === 'load') {
        image.classList.add(LOADED_CLASS);
        if (layout.useBgImage) showAsBackground(image, layout, image.src);
      }
      // A failed rendition is not shown: a later call may try it again.
      else if (previous === undefined) delete image.dataset.imageResolution;
      else image.dataset.imageResolution = previous;
      done();
    };
    image.addEventListener('load', settle);
    image.addEventListener('error', settle);
    image.src = imageSrcForWidth(source, width, options.sizeFormat);
  });
  return true;
}
