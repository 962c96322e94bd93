// The strip design (block design 'slider'): a row of slides at one height that scrolls sideways, the
// current one marked and placed at the start, middle or end by the island (core's
// normalizeStripAlignment). Each slide is a link to itself, so it is reachable without JavaScript
// and activated by Enter (and Space, by the island). Also the slideshow's linked thumbnail strip.
import { THUMBNAIL_STRIP_MAX_PADDING_PX } from '@tessera/core';
import type { GalleryDesignProps, GallerySettings, GallerySlide } from '../model.ts';
import { cropRatio, frameVars } from './frame.tsx';
import { type CssVars, useScopedVars } from './scoped-style.tsx';
import {
  Controls,
  type DesignOptions,
  PauseButton,
  px,
  rootAttributes,
  SlidePicture,
  Status,
  slideAttributes,
  slideId,
} from './slideshow-parts.tsx';

export { stripCss } from './slideshow-styles.ts';

// The strip's height: vSize (10 by default, core's GALLERY_DEFAULTS.strip) steps of 2.5 rem, so the
// default is 25 rem; never taller than most of the window.
const STRIP_STEP_REM = 2.5;
const STRIP_SIZES = '(min-width: 68rem) 34rem, 70vw';
const THUMB_SIZES = '12rem';

/** The linked thumbnail strip's sizes: its height and margin, and at most 5 px between thumbnails. */
export function thumbnailVars(settings: GallerySettings): CssVars {
  return {
    '--gm-thumb-height': px(settings.thumbnailStripHeight),
    '--gm-thumb-margin': px(settings.thumbnailStripMargin),
    '--gm-thumb-gap': px(Math.min(settings.padding, THUMBNAIL_STRIP_MAX_PADDING_PX)),
  };
}

export function StripDesign(props: GalleryDesignProps & { options?: DesignOptions }) {
  const { blockId, slides, settings } = props;
  const ratio = cropRatio(settings);
  const vSize = Number.isFinite(settings.vSize) ? Math.max(1, settings.vSize) : 10;
  const style = useScopedVars(blockId, {
    root: { ...frameVars(settings, ratio, 0), '--gm-strip-height': `${vSize * STRIP_STEP_REM}rem` },
  });
  return (
    <section {...rootAttributes(props, 'strip', props.options, style)}>
      {style.sheet}
      <div className="gm-stage">
        <PauseButton {...props} />
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
                  <SlidePicture slide={slide} cropped={ratio !== null} sizes={STRIP_SIZES} />
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

/**
 * The slideshow's linked thumbnail strip: a link to each of its slides, moved with it by the
 * slideshow's island, whose keyboard it shares (the child's own is off, spec section 4).
 */
export function ThumbnailStrip(props: {
  blockId: string;
  slides: readonly GallerySlide[];
  squareThumbs: boolean;
}) {
  const { blockId, slides, squareThumbs } = props;
  return (
    <div className={`gm-thumbs${squareThumbs ? ' gm-square' : ''}`}>
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
                <SlidePicture slide={slide} cropped={false} sizes={THUMB_SIZES} />
              </a>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
