// Images on a published page. The page's first image (in document order) is usually the largest
// thing on screen, so it loads at once with high priority; every other image waits until it is
// near the viewport. The decision is made here and nowhere else: the page counts its images while
// it renders, through the sequence Document puts around the page.
import { createContext, useContext } from 'react';
import type { ImageRef } from './model.ts';

/** Counts one page's images in the order they render. One per rendering; never shared. */
export class ImageSequence {
  private rendered = 0;

  /** The position of the image about to render: 0 for the page's first. */
  next(): number {
    return this.rendered++;
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

/** An image with its dimensions (no layout shift) and the page's loading decision. */
export function Picture({ image, className }: { image: ImageRef; className?: string | undefined }) {
  const loading = useImageLoading();
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      {...loading}
    />
  );
}
