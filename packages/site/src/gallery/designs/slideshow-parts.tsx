// What the stacked and strip designs share: the gallery element with its block data for the island
// (motion/), a slide's picture, the previous and next buttons, the live status and the per-block
// variables. Without JavaScript every slide stays reachable through a link to it (#its-id).
import { focalClasses } from '../../blocks/values.ts';
import { Picture } from '../../page/Picture.tsx';
import type { GalleryDesignProps, GallerySettings, GallerySlide } from '../model.ts';
import type { GalleryBlockData } from '../motion/options.ts';
import { BLOCK_DATA_ATTRIBUTE } from '../motion/options.ts';
import { GALLERY_MOTION_ISLAND } from '../motion/trigger.ts';
import type { ScopedStyle } from './scoped-style.tsx';

export type DesignOptions = GalleryBlockData['designOptions'];

/** An id made only of characters safe in an id and in a CSS selector. */
function safe(id: string): string {
  return id.replace(/[^\w-]/g, '');
}

export function galleryId(blockId: string): string {
  return `gallery-${safe(blockId)}`;
}

export function slideId(blockId: string, slide: GallerySlide): string {
  return `${galleryId(blockId)}-slide-${safe(slide.id)}`;
}

/** A setting as a length in px no smaller than 0, for the per-block variables. */
export function px(value: number): string {
  return `${Number.isFinite(value) ? Math.max(0, value) : 0}px`;
}

/**
 * The design options the island reads: the block's slideshow settings that are set (the transition and
 * the click only for the stacked design, which alone reads them), then any the design is given.
 */
function designOptionsOf(
  settings: GallerySettings,
  design: 'stacked' | 'strip',
  given: DesignOptions,
): DesignOptions {
  const { transition, clickBehavior, randomize, loop } = settings;
  const fromSettings =
    design === 'stacked' ? { transition, clickBehavior, randomize, loop } : { randomize, loop };
  const set = Object.entries(fromSettings).filter(([, value]) => value !== undefined);
  const options = { ...Object.fromEntries(set), ...given };
  return Object.keys(options).length > 0 ? options : undefined;
}

/** The block design names that map to the two moving widget designs (core's blockDesignOf). */
const BLOCK_DESIGN_NAMES = { stacked: 'slideshow', strip: 'slider' } as const;

function blockData(settings: GallerySettings, design: 'stacked' | 'strip', given: DesignOptions) {
  const options = designOptionsOf(settings, design, given);
  const data: GalleryBlockData = {
    // The block design name the island reads back through the spec's mapping: slideshow, slider.
    design: BLOCK_DESIGN_NAMES[design],
    autoplay: settings.autoplay,
    'autoplay-duration': settings.autoplayDuration,
    'active-alignment': settings.activeAlignment,
    thumbnails: settings.thumbnails,
    ...(options && { designOptions: options }),
  };
  return JSON.stringify(data);
}

/**
 * The gallery element's attributes: a labelled region, the island's trigger and its block data, and
 * the classes of the shared gallery rules and of its per-block variables (scoped-style.tsx).
 */
export function rootAttributes(
  props: GalleryDesignProps,
  design: 'stacked' | 'strip',
  options: DesignOptions,
  style: ScopedStyle,
) {
  return {
    id: galleryId(props.blockId),
    className: `gallery gallery-${design} gallery-motion ${style.scope}`,
    style: style.rootStyle,
    'aria-label': props.label,
    'aria-roledescription': 'carousel',
    'data-island': GALLERY_MOTION_ISLAND,
    [BLOCK_DATA_ATTRIBUTE]: blockData(props.settings, design, options),
  };
}

/** The slide's image (a video's thumbnail), cropped by the server and the shared rules to --g-ratio. */
export function SlidePicture({
  slide,
  cropped,
  sizes,
}: {
  slide: GallerySlide;
  cropped: boolean;
  sizes: string;
}) {
  const asset = slide.kind === 'image' ? slide.image : slide.thumbnail;
  if (!asset) return <span className="gallery-video-thumb gallery-video-empty">{slide.alt || 'Video'}</span>;
  if (slide.kind === 'video')
    return <Picture image={{ ...asset, alt: slide.alt }} sizes={sizes} className="gallery-video-thumb" />;
  const className = cropped ? `gallery-crop ${focalClasses(slide.focalPoint)}` : 'gallery-image';
  return <Picture image={{ ...asset, alt: slide.alt }} sizes={sizes} className={className} />;
}

/** Previous and next: hidden until the island makes them work. Its live status says where it is. */
export function Controls() {
  return (
    <>
      <button
        type="button"
        className="gm-step gm-previous"
        data-gm-step="previous"
        aria-label="Previous slide"
        hidden
      >
        ‹
      </button>
      <button type="button" className="gm-step gm-next" data-gm-step="next" aria-label="Next slide" hidden>
        ›
      </button>
    </>
  );
}

/**
 * A slideshow that autoplays has a pause button (WCAG 2.2.2), first in the gallery's tab order so
 * it is reached before the moving slides. Drawn hidden (and positioned over the stage, so showing it
 * moves nothing); the island shows it where autoplay can run and names it Pause or Play slideshow.
 */
export function PauseButton(props: GalleryDesignProps) {
  if (!props.settings.autoplay || props.slides.length < 2) return null;
  return (
    <button
      type="button"
      className="gm-autoplay"
      data-gm-autoplay="pause"
      aria-label="Pause slideshow"
      hidden
    >
      <span aria-hidden="true" />
    </button>
  );
}

export function Status() {
  return <p className="gm-status" aria-live="polite" aria-atomic="true" />;
}

/** The slide's data attributes of the spec's slide element (section 3). */
export function slideAttributes(blockId: string, slide: GallerySlide, index: number) {
  return {
    id: slideId(blockId, slide),
    'data-slide-id': slide.id,
    'data-slide-url': slide.slideUrl || undefined,
    'data-type': slide.kind,
    'data-caption': slide.caption || undefined,
    'data-click-through-url': slide.clickThroughUrl || undefined,
    'data-current': index === 0 ? '' : undefined,
  };
}
