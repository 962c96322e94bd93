// The strip design (block design 'slider'): a row of slides at one height that scrolls sideways, the
// current one marked and placed at the start, middle or end by the island (core's
// normalizeStripAlignment). Each slide is a link to itself, so it is reachable without JavaScript
// and activated by Enter (and Space, by the island). Also the slideshow's linked thumbnail strip.
import type { GalleryDesignProps, GallerySettings, GallerySlide } from '../model.ts';
import {
  Controls,
  type DesignOptions,
  galleryId,
  px,
  rootAttributes,
  SlidePicture,
  Status,
  slideAttributes,
  slideId,
} from './slideshow-parts.tsx';
import { SLIDESHOW_CSS } from './slideshow-styles.ts';

// The strip's height: vSize (10 by default, core's GALLERY_DEFAULTS.strip) steps of 2.5 rem, so the
// default is 25 rem, never taller than most of the window.
const STRIP_STEP_REM = 2.5;
const STRIP_SIZES = '(min-width: 68rem) 34rem, 70vw';
const THUMB_SIZES = '12rem';

function stripRule(blockId: string, settings: GallerySettings): string {
  return `#${galleryId(blockId)} .gm-viewport img{height:min(${px(settings.vSize) * STRIP_STEP_REM}rem,70vh)}`;
}

export function StripDesign(props: GalleryDesignProps & { options?: DesignOptions }) {
  const { blockId, slides, settings } = props;
  return (
    <section className="gallery-motion gallery-strip" {...rootAttributes(props, 'strip', props.options)}>
      <style>{SLIDESHOW_CSS + stripRule(blockId, settings)}</style>
      <div className="gm-stage">
        <div className="gm-viewport gm-scroller">
          <ol className="gm-track">
            {slides.map((slide, index) => (
              <li key={slide.id} className="gm-slide" {...slideAttributes(blockId, slide, index)}>
                <a
                  className="gm-item"
                  href={`#${slideId(blockId, slide)}`}
                  aria-current={index === 0 ? 'true' : undefined}
                  aria-label={slide.alt || slide.caption || `Slide ${index + 1}`}
                >
                  <SlidePicture slide={slide} settings={settings} sizes={STRIP_SIZES} />
                </a>
              </li>
            ))}
          </ol>
        </div>
        <Controls />
      </div>
      <Status />
    </section>
  );
}

function thumbsRule(blockId: string, settings: GallerySettings): string {
  const id = galleryId(blockId);
  return `#${id} .gm-thumbs{margin-top:${px(settings.thumbnailStripMargin)}px}#${id} .gm-thumbs .gm-track{gap:${Math.min(px(settings.padding), 5)}px}#${id} .gm-thumbs img{height:${px(settings.thumbnailStripHeight)}px}`;
}

/**
 * The slideshow's linked thumbnail strip: a link to each of its slides, moved with it by the
 * slideshow's island, whose keyboard it shares (the child's own is off, spec section 4).
 */
export function ThumbnailStrip(props: {
  blockId: string;
  slides: readonly GallerySlide[];
  settings: GallerySettings;
}) {
  const { blockId, slides, settings } = props;
  return (
    <div className={`gm-thumbs${settings.squareThumbs ? ' gm-square' : ''}`}>
      <style>{thumbsRule(blockId, settings)}</style>
      <div className="gm-scroller">
        <ol className="gm-track" aria-label="Slides">
          {slides.map((slide, index) => (
            <li key={slide.id} className="gm-thumb" data-type={slide.kind}>
              <a
                className="gm-item"
                href={`#${slideId(blockId, slide)}`}
                aria-current={index === 0 ? 'true' : undefined}
                aria-label={`Slide ${index + 1}${slide.caption ? `: ${slide.caption}` : ''}`}
              >
                <SlidePicture
                  slide={slide}
                  settings={{ ...settings, imageAspectRatio: 'auto' }}
                  sizes={THUMB_SIZES}
                />
              </a>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
