// How the image loader lays an image out (widgets spec section 3, "Image configuration"): fixedRatio,
// stretch, useBgImage, useAdvancedPositioning and fitAlignment, each read from the image's data
// attribute (data-fixed-ratio, data-stretch, data-use-bg-image, data-use-advanced-positioning,
// data-fit-alignment), else the loader's option, else the spec's default. The element's own attribute
// wins over the call's options: the options are what a caller asks of all its images, the attribute
// what the markup asks of this one. The spec names these options without saying what each does; what
// they do here is ours, as a site builder's user would expect:
// - fixedRatio (default false): the image's box keeps the ratio of data-image-dimensions, whatever
//   is drawn in it (the parent's box when the parent draws the image, below).
// - stretch (default true): false never draws the image larger than its own size.
// - useBgImage (default false): the rendition is drawn as the parent's background (cover, contain or
//   the image's size, at the focal point or fit alignment); the <img> stays, visually hidden, for its
//   alternative text.
// - useAdvancedPositioning (default false): the image is sized and placed in its parent by explicit
//   pixels (core's imagePlacement) instead of object-fit and object-position.
// - fitAlignment (top, left, center, right, bottom; default center): where a contained image sits.
import {
  type FitAlignment,
  fitAlignmentPosition,
  imageFlag,
  imagePlacement,
  normalizeCropMode,
  normalizeFitAlignment,
  parseFocalPoint,
} from '@tessera/core';

export interface ImageLayoutOptions {
  /** The box keeps the image's ratio (default false) */
  fixedRatio?: boolean;
  /** The image may be drawn larger than its own size (default true) */
  stretch?: boolean;
  /** Draw the rendition as the parent's background (default false) */
  useBgImage?: boolean;
  /** Size and place the image in its parent by pixels rather than object-fit (default false) */
  useAdvancedPositioning?: boolean;
  /** Where a contained image sits (default center) */
  fitAlignment?: FitAlignment;
  /** How the image fills its box (default: its data-crop-mode, else its CSS object-fit) */
  cropMode?: 'cover' | 'contain' | 'none';
}

export interface ImageLayout {
  fixedRatio: boolean;
  stretch: boolean;
  useBgImage: boolean;
  useAdvancedPositioning: boolean;
  fitAlignment: FitAlignment;
  /** Whether a fit alignment was asked for (else a plain image keeps its CSS object-position) */
  aligned: boolean;
  mode: 'cover' | 'contain' | 'none';
  focalPoint: { x: number; y: number };
  /** The image's own size, from data-image-dimensions */
  natural: { width: number; height: number } | null;
}

/** The image's layout: its attributes, else the options, else the spec's defaults. */
export function imageLayoutOf(
  image: HTMLImageElement,
  options: ImageLayoutOptions,
  natural: { width: number; height: number } | null,
): ImageLayout {
  const data = image.dataset;
  const alignment = data.fitAlignment ?? options.fitAlignment;
  const cropMode = data.cropMode !== undefined ? normalizeCropMode(data.cropMode) : options.cropMode;
  return {
    fixedRatio: imageFlag(data.fixedRatio, options.fixedRatio ?? false),
    stretch: imageFlag(data.stretch, options.stretch ?? true),
    useBgImage: imageFlag(data.useBgImage, options.useBgImage ?? false),
    useAdvancedPositioning: imageFlag(data.useAdvancedPositioning, options.useAdvancedPositioning ?? false),
    fitAlignment: normalizeFitAlignment(alignment),
    aligned: alignment !== undefined,
    mode: cropMode ?? normalizeCropMode(getComputedStyle(image).objectFit),
    focalPoint: parseFocalPoint(data.imageFocalPoint),
    natural,
  };
}

/** The element whose box the image fills: its parent when the parent draws it or places it. */
function boxOf(image: HTMLImageElement, layout: ImageLayout): HTMLElement {
  const drawnByParent = layout.useBgImage || layout.useAdvancedPositioning;
  return (drawnByParent && image.parentElement) || image;
}

/**
 * Sets the image and its box up before the box is measured: the fixed ratio, the size cap without
 * stretch, the parent made the positioning context, or the image hidden for a background.
 */
export function prepareImage(image: HTMLImageElement, layout: ImageLayout): void {
  const box = boxOf(image, layout);
  const { natural } = layout;
  if (layout.fixedRatio && natural) box.style.aspectRatio = `${natural.width} / ${natural.height}`;
  if (box !== image) {
    const { position } = getComputedStyle(box);
    if (!position || position === 'static') box.style.position = 'relative';
    box.style.overflow = 'hidden';
    image.style.position = 'absolute';
    image.style.maxWidth = 'none';
  } else if (!layout.stretch && natural) {
    // A box no larger than the image: neither cover nor contain scales it past its own size.
    image.style.maxWidth = `${natural.width}px`;
    image.style.maxHeight = `${natural.height}px`;
  }
  if (layout.useBgImage) {
    // Out of sight and out of the layout, but still read out by its alternative text.
    Object.assign(image.style, {
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    });
  }
}

/** Where the image is drawn in its parent (core's imagePlacement), or null when its box draws it. */
export function placementOf(image: HTMLImageElement, layout: ImageLayout) {
  const box = boxOf(image, layout);
  if (box === image || !layout.natural) return null;
  const { width, height } = box.getBoundingClientRect();
  return imagePlacement({
    box: { width, height },
    natural: layout.natural,
    mode: layout.mode,
    focalPoint: layout.focalPoint,
    fitAlignment: layout.fitAlignment,
    stretch: layout.stretch,
  });
}

const px = (value: number) => `${Math.round(value * 100) / 100}px`;
const percent = ({ x, y }: { x: number; y: number }) => `${x * 100}% ${y * 100}%`;

/** Places the image: explicit pixels with advanced positioning, else object-position. */
export function placeImage(image: HTMLImageElement, layout: ImageLayout): void {
  if (layout.useBgImage) return;
  const placement = layout.useAdvancedPositioning ? placementOf(image, layout) : null;
  if (placement) {
    Object.assign(image.style, {
      width: px(placement.width),
      height: px(placement.height),
      left: px(placement.left),
      top: px(placement.top),
      objectFit: 'fill',
    });
    return;
  }
  // A fit alignment places what is not cropped; otherwise the focal point, as before it was asked.
  if (layout.mode !== 'cover' && layout.aligned)
    image.style.objectPosition = percent(fitAlignmentPosition(layout.fitAlignment));
  else if (image.dataset.imageFocalPoint !== undefined)
    image.style.objectPosition = percent(layout.focalPoint);
}

/** Draws the loaded rendition `src` as the parent's background, sized and placed as the image would be. */
export function showAsBackground(image: HTMLImageElement, layout: ImageLayout, src: string): void {
  const parent = image.parentElement;
  if (!parent) return;
  const at = layout.mode === 'cover' ? layout.focalPoint : fitAlignmentPosition(layout.fitAlignment);
  const placement = placementOf(image, layout);
  // With stretch the keywords follow the box as it resizes; without it, the capped size in pixels.
  const size =
    layout.stretch && layout.mode !== 'none'
      ? layout.mode
      : placement
        ? `${px(placement.width)} ${px(placement.height)}`
        : 'auto';
  Object.assign(parent.style, {
    backgroundImage: `url("${src.replace(/["\\\n]/g, encodeURIComponent)}")`,
    backgroundRepeat: 'no-repeat',
    backgroundSize: size,
    backgroundPosition: percent(at),
  });
}
