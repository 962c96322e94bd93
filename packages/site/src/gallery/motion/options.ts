// The slideshow's block data (widgets spec section 3), as the designs write it into the gallery
// element's data-gallery attribute (JSON, as the spec reads block data) and the island reads it back.
// Bad data is reported with the spec's console texts (section 8) and leaves the markup as the server
// drew it, which works without JavaScript.
import {
  autoplayTimeoutMs,
  GALLERY_DEFAULTS,
  galleryDesignFor,
  normalizeStripAlignment,
  SLIDESHOW_ORDER_DEFAULTS,
  type SlideClickBehavior,
  UNKNOWN_GALLERY_DESIGN,
  validateStackedTransition,
} from '@tessera/core';

export const BLOCK_DATA_ATTRIBUTE = 'data-gallery';

export type ActiveSlideClickBehavior = 'next' | 'previous' | 'none';
export type SwipeBoundary = 'none' | 'hard' | 'inertial';

/**
 * The JSON the designs write: the spec's block data names, plus the design's options. `design` is the
 * block design name (slideshow for the stacked widget, slider for the strip), read through the spec's
 * mapping (section 2) as all block data is.
 */
export interface GalleryBlockData {
  design: string;
  autoplay: boolean;
  'autoplay-duration': number;
  'active-alignment': string;
  thumbnails: boolean;
  designOptions?: Partial<Omit<DesignOptions, 'boundaries' | 'snapPoint'>> & {
    boundaries?: SwipeBoundary | [SwipeBoundary, SwipeBoundary];
    /** A percentage such as '50%', or 'none' */
    snapPoints?: string;
  };
}

export interface DesignOptions {
  /** Seconds a change takes; the design's default from core */
  speed: number;
  transition: string;
  clickBehavior: SlideClickBehavior;
  activeSlideClickBehavior: ActiveSlideClickBehavior;
  /** newSwipe: what dragging past the first (left) and last (right) slide does when not looping */
  boundaries: [SwipeBoundary, SwipeBoundary];
  /** newSwipe: how far (a percentage of the width) a drag must go to move on; null: velocity only */
  snapPoint: number | null;
  randomize: boolean;
  loop: boolean;
}

export interface MotionOptions extends DesignOptions {
  design: 'stacked' | 'strip';
  autoplay: boolean;
  autoplayMs: number;
  alignment: 'start' | 'middle' | 'end';
}

const BOUNDARIES: readonly string[] = ['none', 'hard', 'inertial'];

/** newSwipe boundaries (spec section 5): each none, hard or inertial; anything else is refused. */
export function validateBoundaries(value: unknown): [SwipeBoundary, SwipeBoundary] {
  const pair = Array.isArray(value) ? value : [value, value];
  if (pair.length !== 2 || !pair.every((boundary) => BOUNDARIES.includes(boundary))) {
    throw new Error('newSwipe boundaries must each be none, hard or inertial');
  }
  return pair as [SwipeBoundary, SwipeBoundary];
}

/** A newSwipe snap point (spec section 5): a number ending in a percent sign, or none. */
export function validateSnapPoint(value: unknown): number | null {
  if (value === 'none') return null;
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)%$/.exec(value) : null;
  if (!match) throw new Error('newSwipe snapPoints must be a percentage or none');
  return Number(match[1]);
}

/** The element's block data, or null after the spec's console text when there is none or it is not JSON. */
export function readBlockData(element: HTMLElement): GalleryBlockData | null {
  const text = element.getAttribute(BLOCK_DATA_ATTRIBUTE);
  if (!text) {
    console.error('Error evaluating gallery block data.');
    return null;
  }
  try {
    return JSON.parse(text) as GalleryBlockData;
  } catch {
    console.error('Error decoding gallery block data.');
    return null;
  }
}

/**
 * Block data to the island's options: the design's defaults from core, each value checked. The design
 * is read through the spec's mapping (section 2: anything else is base); this widget draws only the
 * stacked slideshow and the strip, and refuses any other design with section 8's words.
 */
export function motionOptions(data: GalleryBlockData): MotionOptions {
  const design = galleryDesignFor(typeof data.design === 'string' ? data.design : '');
  if (design !== 'stacked' && design !== 'strip') throw new Error(UNKNOWN_GALLERY_DESIGN);
  const given = data.designOptions ?? {};
  const transition = given.transition ?? GALLERY_DEFAULTS.stacked.transition;
  validateStackedTransition(transition);
  return {
    design,
    autoplay: data.autoplay === true,
    autoplayMs: autoplayTimeoutMs(data['autoplay-duration']),
    alignment: normalizeStripAlignment(data['active-alignment']),
    speed: given.speed ?? GALLERY_DEFAULTS[design].speed,
    transition,
    clickBehavior: given.clickBehavior ?? GALLERY_DEFAULTS.stacked.clickBehavior,
    activeSlideClickBehavior: given.activeSlideClickBehavior ?? 'next',
    boundaries: validateBoundaries(given.boundaries ?? 'inertial'),
    snapPoint: validateSnapPoint(given.snapPoints ?? '50%'),
    randomize: given.randomize ?? SLIDESHOW_ORDER_DEFAULTS.randomize,
    loop: given.loop ?? SLIDESHOW_ORDER_DEFAULTS.loop,
  };
}
