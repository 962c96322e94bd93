// The stacked slideshow design (block design 'slideshow'): one slide at a time, the first shown by
// the server. The island (motion/) moves between them with the design's transition; without it, the
// numbered links (or the thumbnail strip) show each slide in the first one's place (CSS :target).
import { GALLERY_DEFAULTS } from '@tessera/core';
import { DEFAULT_IMAGE_SIZES } from '../../page/Picture.tsx';
import type { GalleryDesignProps } from '../model.ts';
import { cropRatio, frameVars } from './frame.tsx';
import { useScopedVars } from './scoped-style.tsx';
import { GallerySlideView } from './slide.tsx';
import {
  Controls,
  type DesignOptions,
  PauseButton,
  rootAttributes,
  Status,
  slideAttributes,
  slideId,
} from './slideshow-parts.tsx';
import { ThumbnailStrip, thumbnailVars } from './strip.tsx';

export { stackedCss } from './slideshow-styles.ts';

export function StackedDesign(props: GalleryDesignProps & { options?: DesignOptions }) {
  const { blockId, slides, settings, options } = props;
  const ratio = cropRatio(settings);
  const style = useScopedVars(blockId, {
    root: { ...frameVars(settings, ratio, 0), ...thumbnailVars(settings) },
  });
  const look = {
    sizes: DEFAULT_IMAGE_SIZES,
    cropped: ratio !== null,
    lightbox: false,
    caption: settings.metaPosition,
  };
  return (
    <section
      data-transition={options?.transition ?? settings.transition ?? GALLERY_DEFAULTS.stacked.transition}
      {...rootAttributes(props, 'stacked', options, style)}
    >
      {style.sheet}
      <div className="gm-stage">
        <PauseButton {...props} />
        <ul className="gm-viewport">
          {slides.map((slide, index) => (
            <li
              key={slide.id}
              className="gm-slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              {...slideAttributes(blockId, slide, index)}
            >
              <GallerySlideView slide={slide} index={index} look={look} />
            </li>
          ))}
        </ul>
        <Controls />
      </div>
      <Status />
      {settings.thumbnails ? (
        <ThumbnailStrip blockId={blockId} slides={slides} squareThumbs={settings.squareThumbs} />
      ) : (
        <ol className="gm-pager" aria-label="Slides">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <a
                className="gm-item"
                href={`#${slideId(blockId, slide)}`}
                aria-current={index === 0 ? 'true' : undefined}
                aria-label={`Slide ${index + 1}${slide.caption ? `: ${slide.caption}` : ''}`}
              >
                {index + 1}
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
