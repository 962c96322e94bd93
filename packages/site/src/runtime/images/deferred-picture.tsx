// The server's markup for an image the loader loads (loader.ts): its source in data-src, so nothing
// downloads until the runtime asks, with its dimensions (no layout shift) and placeholder colour.
// Without JavaScript the same picture in <noscript> shows instead (srcset, loading=lazy).
import type { ImageRef } from '../../page/model.ts';
import { ladderSrcset, Picture, usePlaceholder } from '../../page/Picture.tsx';

export const DEFERRED_PICTURE_CLASS = 'img-deferred';

/** Hides the alt text of an image not loaded yet, and the deferred image itself without scripting. */
export const DEFERRED_PICTURE_CSS = `.${DEFERRED_PICTURE_CLASS}:not([src]){color:transparent}
@media (scripting:none){.${DEFERRED_PICTURE_CLASS}{display:none}}`;

/** Whether the loader can load this image: an upload the server makes ladder renditions of. */
export function isDeferrable(image: { src: string; width: number; height: number }): boolean {
  return ladderSrcset(image) !== undefined;
}

export function DeferredPicture({
  image,
  className,
  sizes,
}: {
  image: ImageRef;
  className?: string | undefined;
  /** The `sizes` of the <noscript> picture */
  sizes?: string;
}) {
  const placeholder = usePlaceholder(image.placeholder);
  const classes = [DEFERRED_PICTURE_CLASS, className, placeholder.className].filter(Boolean).join(' ');
  return (
    <>
      {placeholder.rule && <style>{placeholder.rule}</style>}
      <img
        data-src={image.src}
        data-image-dimensions={`${image.width}x${image.height}`}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={classes}
      />
      <noscript>
        <Picture image={image} className={className} {...(sizes !== undefined && { sizes })} />
      </noscript>
    </>
  );
}
