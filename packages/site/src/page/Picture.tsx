// Images on a published page. The page's first image (in document order) is usually the largest
// thing on screen, so it loads at once with high priority; every other image waits until it is
// near the viewport. The decision is made here and nowhere else: the page counts its images while
// it renders, through the sequence Document puts around the page.
import { IMAGE_SIZE_LADDER, imageSrcForWidth } from '@tessera/core';
import { createContext, useContext } from 'react';
import type { ImageRef } from './model.ts';

/** Counts one page's images in the order they render. One per rendering; never shared. */
export class ImageSequence {
  private rendered = 0;
  private readonly placeholders = new Set<string>();

  /** The position of the image about to render: 0 for the page's first. */
  next(): number {
    return this.rendered++;
  }

  /** True the first time a placeholder colour is seen on the page: its rule is written then. */
  firstUseOf(colour: string): boolean {
    if (this.placeholders.has(colour)) return false;
    this.placeholders.add(colour);
    return true;
  }
}

const ImageSequenceContext = createContext<ImageSequence | null>(null);

/** Around a page's whole tree: its images are counted from here. */
export const ImageSequenceScope = ImageSequenceContext.Provider;

export type ImageLoading =
  | { loading: 'eager'; fetchPriority: 'high' }
  | { loading: 'lazy'; decoding: 'async' };

/**
 * The loading attributes of the next image on the page. Outside a page (the editor's previews, a
 * block rendered alone) every image is lazy.
 */
export function useImageLoading(): ImageLoading {
  const sequence = useContext(ImageSequenceContext);
  return sequence?.next() === 0
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: 'lazy', decoding: 'async' };
}

/**
 * Whether this renders as part of a published page on the server (inside the image sequence), where
 * an inline <style> is allowed by its hash; outside it (the editor's canvas) only CSSOM styles are.
 */
export function useOnPage(): boolean {
  return useContext(ImageSequenceContext) !== null;
}

/** Uploaded images the server makes ladder renditions of (SVG and GIF are served as they are). */
const RESIZABLE_UPLOAD = /^\/s\/[\w.-]+\.(jpg|png|webp|avif)$/;

/** The slot a page image fills when nothing narrower is known: the full width up to the page's --max. */
export const DEFAULT_IMAGE_SIZES = '(min-width: 68rem) 68rem, 100vw';

/** A crop the server makes: width/height ratio, and the focal point in percent (the blocks' unit). */
export interface PictureCrop {
  ratio: number;
  focalPoint: { x: number; y: number };
}

/**
 * The `srcset` of an uploaded raster image over the size ladder: every rung narrower than the
 * image (the crop's width when cropped), then that width itself, asked for by the next rung up,
 * which the server never enlarges. Undefined for anything else.
 */
export function ladderSrcset(image: { src: string; width: number; height: number }, crop?: PictureCrop) {
  if (!RESIZABLE_UPLOAD.test(image.src)) return undefined;
  const full = crop ? Math.min(image.width, Math.round(image.height * crop.ratio)) : image.width;
  const base = crop
    ? `${image.src}?crop=fill&ratio=${+crop.ratio.toFixed(4)}&focal=${crop.focalPoint.x / 100},${crop.focalPoint.y / 100}`
    : image.src;
  const covering = [...IMAGE_SIZE_LADDER].reverse().find((width) => width >= full) ?? 2500;
  const narrower = IMAGE_SIZE_LADDER.filter((width) => width < full && width !== covering);
  return [
    `${imageSrcForWidth(base, covering)} ${Math.min(full, covering)}w`,
    ...narrower.map((width) => `${imageSrcForWidth(base, width)} ${width}w`),
  ].join(', ');
}

const PLACEHOLDER_COLOUR = /^#[0-9a-f]{6}$/;

/**
 * A placeholder colour's class and, the first time the page uses it, its rule. A <style> element
 * rather than style="": the page's Content-Security-Policy allows inline <style> by hash only, which
 * the server's page render (the sequence's scope) counts. Outside it (the editor's canvas, which
 * React draws in a frame under the site's policy) a <style> would be refused: no rule there.
 */
export function usePlaceholder(colour: string | undefined): { className?: string; rule?: string } {
  const sequence = useContext(ImageSequenceContext);
  if (!colour || !PLACEHOLDER_COLOUR.test(colour)) return {};
  const className = `ph-${colour.slice(1)}`;
  if (!sequence?.firstUseOf(colour)) return { className };
  return { className, rule: `.${className}{background-color:${colour}}` };
}

/**
 * An image with its dimensions (no layout shift), the ladder renditions the browser picks from, its
 * placeholder colour while it loads, and the page's loading decision.
 */
export function Picture({
  image,
  className,
  sizes = DEFAULT_IMAGE_SIZES,
  crop,
}: {
  image: ImageRef;
  className?: string | undefined;
  sizes?: string;
  /** Renditions cropped by the server to the shape the page shows (the CSS crop stays as a fallback) */
  crop?: PictureCrop | undefined;
}) {
  const loading = useImageLoading();
  const placeholder = usePlaceholder(image.placeholder);
  const srcSet = ladderSrcset(image, crop);
  const classes = [className, placeholder.className].filter(Boolean).join(' ') || undefined;
  return (
    <>
      {placeholder.rule && <style>{placeholder.rule}</style>}
      <img
        src={image.src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={classes}
        {...loading}
      />
    </>
  );
}
