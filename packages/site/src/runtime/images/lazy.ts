// Lazy loading of the image loader's images: each loads once it comes within 200 px of the viewport
// (core's LAZY_LOAD_MARGIN_PX, also inside scrolling containers such as a carousel's row, through the
// observer's scrollMargin), or at once where the browser has no IntersectionObserver. After a resize
// the images already loaded ask again, and take a larger rendition if their boxes grew.
import { GALLERY_RESIZE_TIMEOUT_MS, LAZY_LOAD_MARGIN_PX } from '@tessera/core';
import { type ImageLoadOptions, imageElement, loadImage } from './loader.ts';

/** The images whose source waits in data-src. */
export const DEFERRED_IMAGE_SELECTOR = 'img[data-src]';

/** Loads one image, logging the spec's error for a bad one rather than stopping the others. */
function loadLogged(image: Element, options: ImageLoadOptions): void {
  try {
    loadImage(image, options);
  } catch (error) {
    console.error((error as Error).message, image);
  }
}

/**
 * Loads each of `images` when it comes near the viewport. Throws 'No images' without a list and the
 * loader's errors for an entry that is not an image. Returns the function that stops watching.
 */
export function lazyLoadImages(
  images: ArrayLike<Element> | null | undefined,
  options: ImageLoadOptions = {},
): () => void {
  if (!images) throw new Error('No images');
  const list = Array.from(images, imageElement);
  const margin = `${LAZY_LOAD_MARGIN_PX}px`;
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries.filter((each) => each.isIntersecting)) {
              observer?.unobserve(entry.target);
              loadLogged(entry.target, options);
            }
          },
          { rootMargin: margin, scrollMargin: margin } as IntersectionObserverInit,
        )
      : null;
  for (const image of list) {
    if (observer) observer.observe(image);
    else loadLogged(image, options);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const image of list) if (image.dataset.imageResolution) loadLogged(image, options);
    }, GALLERY_RESIZE_TIMEOUT_MS.gallery);
  };
  addEventListener('resize', onResize);
  return () => {
    observer?.disconnect();
    clearTimeout(timer);
    removeEventListener('resize', onResize);
  };
}

/**
 * lazyLoadImages for every deferred image under `root`. Throws 'No root node' without one and
 * '{node} is not a valid node.' for something that is not a document or element.
 */
export function lazyLoadImagesIn(root: unknown, options: ImageLoadOptions = {}): () => void {
  if (root === null || root === undefined) throw new Error('No root node');
  if (!(root instanceof Element || root instanceof Document))
    throw new Error(`${String(root)} is not a valid node.`);
  return lazyLoadImages(root.querySelectorAll(DEFERRED_IMAGE_SELECTOR), options);
}
