// The stacked slideshow design (block design 'slideshow'): one slide at a time, the first shown by
// the server. The island (motion/) moves between them with the design's transition; without it, the
// numbered links (or the thumbnail strip) show each slide in the first one's place (CSS :target).
import type { GalleryDesignProps, GallerySettings } from '../model.ts';
import {
  Controls,
  type DesignOptions,
  galleryId,
  rootAttributes,
  SlideMedia,
  Status,
  slideAttributes,
  slideId,
} from './slideshow-parts.tsx';
import { SLIDESHOW_CSS } from './slideshow-styles.ts';
import { ThumbnailStrip } from './strip.tsx';

const STACKED_SIZES = '(min-width: 68rem) 68rem, 100vw';

/** A fixed ratio keeps every slide that shape from the start (the server crops to it as well). */
function ratioRule(blockId: string, settings: GallerySettings): string {
  const ratio = settings.imageAspectRatio;
  if (ratio === 'auto' || !(ratio > 0)) return '';
  return `#${galleryId(blockId)} .gm-viewport img{aspect-ratio:${+ratio.toFixed(4)};object-fit:cover}`;
}

export function StackedDesign(props: GalleryDesignProps & { options?: DesignOptions }) {
  const { blockId, slides, settings, options } = props;
  const captions = settings.metaPosition !== 'none';
  return (
    <section
      className={`gallery-motion gallery-stacked gm-meta-${settings.metaPosition}`}
      data-transition={options?.transition ?? 'fade'}
      {...rootAttributes(props, 'stacked', options)}
    >
      <style>{SLIDESHOW_CSS + ratioRule(blockId, settings)}</style>
      <div className="gm-stage">
        <div className="gm-viewport">
          {slides.map((slide, index) => (
            <figure
              key={slide.id}
              className="gm-slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              {...slideAttributes(blockId, slide, index)}
            >
              <SlideMedia slide={slide} settings={settings} sizes={STACKED_SIZES} />
              {captions && slide.caption && <figcaption className="gm-caption">{slide.caption}</figcaption>}
            </figure>
          ))}
        </div>
        <Controls />
      </div>
      <Status />
      {settings.thumbnails ? (
        <ThumbnailStrip blockId={blockId} slides={slides} settings={settings} />
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
