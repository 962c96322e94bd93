// The root every static design shares: the gallery's element (named for assistive technology, the
// lightbox island's container when the lightbox is on, a size container for width rules), its own
// rules, and the list of slides.
import { VIDEO_THUMBNAIL_ASPECT_RATIO } from '@tessera/core';
import type { ReactNode } from 'react';
import type { GalleryDesignProps, GallerySettings, GallerySlide } from '../model.ts';
import { LIGHTBOX_ISLAND } from '../trigger.ts';
import type { CssVars, ScopedStyle } from './scoped-style.tsx';

/** The widest the page draws its content (the page's --max, 68rem), for images' `sizes`. */
export const CONTENT_MAX_PX = 1088;

/** `sizes` for a picture drawn `fraction` of the content's width. */
export function sizesForFraction(fraction: number): string {
  return `(min-width: ${CONTENT_MAX_PX}px) ${Math.ceil(CONTENT_MAX_PX * fraction)}px, ${Math.ceil(100 * fraction)}vw`;
}

/** `sizes` for a picture at most `px` wide. */
export function sizesAtMost(px: number): string {
  const width = Math.ceil(px);
  return `(max-width: ${width}px) 100vw, ${width}px`;
}

/** The width-over-height the design crops its images to, or null to keep each image's own shape. */
export function cropRatio(settings: GallerySettings, square = false): number | null {
  if (square) return 1;
  return settings.imageAspectRatio === 'auto' ? null : settings.imageAspectRatio;
}

/** The variables the shared rules read: the crop's ratio and fit, and the gap between slides. */
export function frameVars(settings: GallerySettings, ratio: number | null, gap: number): CssVars {
  return {
    '--g-gap': `${gap}px`,
    ...(ratio !== null && {
      '--g-ratio': +ratio.toFixed(4),
      '--g-fit': settings.autoCrop ? 'cover' : 'contain',
    }),
  };
}

/** A slide's shape as drawn: the crop's ratio, else its own (a video's thumbnail is 16:9). */
export function slideRatio(slide: GallerySlide, ratio: number | null): number {
  if (ratio !== null) return ratio;
  if (slide.kind === 'video') return VIDEO_THUMBNAIL_ASPECT_RATIO;
  return slide.image.width / slide.image.height;
}

/** Whether the lightbox island is on: asked for, and some slide opens in it. */
export function offersLightbox({ settings, slides }: GalleryDesignProps): boolean {
  return settings.lightbox && slides.some((slide) => slide.kind === 'image' && !slide.clickThroughUrl);
}

export function GalleryFrame({
  props,
  style,
  className,
  renderSlide,
}: {
  props: GalleryDesignProps;
  style: ScopedStyle;
  /** The design's own classes on the root */
  className?: string;
  renderSlide: (index: number) => ReactNode;
}) {
  const { settings, slides, label } = props;
  const lightbox = offersLightbox(props);
  return (
    <div
      className={['gallery', `gallery-${settings.design}`, className, style.scope].filter(Boolean).join(' ')}
      style={style.rootStyle}
      data-design={settings.design}
      {...(lightbox && {
        'data-island': LIGHTBOX_ISLAND,
        'data-lightbox-theme': settings.lightboxTheme,
        'data-lightbox-label': label,
      })}
    >
      {style.sheet}
      <ul className="gallery-slides" aria-label={label}>
        {slides.map((slide, index) => (
          <li key={slide.id} style={style.slideStyle(index)}>
            {renderSlide(index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
