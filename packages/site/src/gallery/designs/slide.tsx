// One slide as every static design draws it: the spec's slide element (data-slide-id, data-slide-url, data-type,
// data-image-dimensions, data-image-focal-point, data-click-through-url) around the picture. A slide
// with a click-through URL links there; otherwise, with the lightbox on, it links to its image and
// the lightbox island opens it there (what the link stays without JavaScript).

import { focalClasses } from '../../blocks/values.ts';
import { Picture } from '../../page/Picture.tsx';
import { DeferredPicture, isDeferrable } from '../../runtime/images/deferred-picture.tsx';
import type { GalleryImageSlide, GallerySlide } from '../model.ts';
import { VideoSlideFigure } from './video-slide.tsx';

export interface SlideLook {
  /** The `sizes` of the slide's picture: how wide the design draws it */
  sizes: string;
  /** Crop to the root's --g-ratio (at the focal point); false keeps the image's own shape */
  cropped: boolean;
  lightbox: boolean;
  /** Where the caption goes; 'none' leaves it out */
  caption: 'top' | 'bottom' | 'none';
  /** Leave the picture to the runtime's image loader (an offscreen carousel slide) */
  deferred?: boolean;
}

export function GallerySlideView({
  slide,
  index,
  look,
}: {
  slide: GallerySlide;
  index: number;
  look: SlideLook;
}) {
  if (slide.kind === 'video') return <VideoSlideFigure slide={slide} />;
  const SlidePicture = look.deferred && isDeferrable(slide.image) ? DeferredPicture : Picture;
  const caption = look.caption !== 'none' && slide.caption && <figcaption>{slide.caption}</figcaption>;
  return (
    <figure
      className="gallery-slide"
      data-type="image"
      data-slide-id={slide.id}
      data-slide-url={slide.slideUrl || undefined}
      data-image-dimensions={`${slide.image.width}x${slide.image.height}`}
      data-image-focal-point={`${slide.focalPoint.x / 100},${slide.focalPoint.y / 100}`}
      data-click-through-url={slide.clickThroughUrl || undefined}
    >
      {look.caption === 'top' && caption}
      <SlideLink slide={slide} index={index} lightbox={look.lightbox}>
        <SlidePicture
          image={{ ...slide.image, alt: slide.alt }}
          sizes={look.sizes}
          className={look.cropped ? `gallery-crop ${focalClasses(slide.focalPoint)}` : 'gallery-image'}
        />
      </SlideLink>
      {look.caption === 'bottom' && caption}
    </figure>
  );
}

function SlideLink({
  slide,
  index,
  lightbox,
  children,
}: {
  slide: GalleryImageSlide;
  index: number;
  lightbox: boolean;
  children: React.ReactNode;
}) {
  // A link is named by the slide's caption (the lightbox's title for it), else its image's alt text,
  // else its place.
  const name = slide.caption || (slide.alt ? undefined : `Image ${index + 1}`);
  if (slide.clickThroughUrl) {
    return (
      <a href={slide.clickThroughUrl} aria-label={name}>
        {children}
      </a>
    );
  }
  if (!lightbox) return <>{children}</>;
  return (
    <a href={slide.image.src} aria-label={name} data-lightbox-item="" data-caption={slide.caption}>
      {children}
    </a>
  );
}
