// Gallery rules (widgets spec sections 2, 4, 5 and 9): design mapping, per-design defaults, index
// arithmetic, carousel grouping, autoplay timing, strip alignment, stacked transitions, lightbox
// clicks and the gallery and lightbox constants.
import { GALLERY_DESIGNS, type GalleryDesign } from './enums.ts';

/**
 * Lightbox timings are in seconds unless named otherwise; the edge dead zone is a fraction of the
 * width. Here rather than in limits.ts, which the runtime's entry uses: the bundler would put them in
 * every page's entry instead of the lightbox's own chunk.
 */
export const LIGHTBOX_DEFAULTS = {
  overlayFadeSeconds: 0.35,
  contentFadeSeconds: 0.6,
  speedSeconds: 0.6,
  padding: 100,
  overlayOpacity: 0.95,
  keyThrottleMs: 200,
  edgeDeadZone: 0.02,
} as const;

type StripAlignment = 'start' | 'middle' | 'end';

/** The block's design name to the widget design. Only these names map; autorows is not among them. */
const BLOCK_DESIGN_TO_GALLERY_DESIGN: ReadonlyMap<string, GalleryDesign> = new Map([
  ['stacked', 'base'],
  ['slider', 'strip'],
  ['slideshow', 'stacked'],
  ['grid', 'grid'],
  ['autogrid', 'autogrid'],
  ['autocolumns', 'autocolumns'],
  ['carousel', 'carousel'],
  ['list', 'list'],
]);

export function galleryDesignFor(blockDesign: string): GalleryDesign {
  return BLOCK_DESIGN_TO_GALLERY_DESIGN.get(blockDesign) ?? 'base';
}

/**
 * The block design name that maps to a widget design (galleryDesignFor's inverse): slideshow for
 * stacked, slider for strip, stacked for base, the other six their own. Null for autorows, which no
 * block design name maps to.
 */
export function blockDesignOf(design: GalleryDesign): string | null {
  for (const [blockDesign, widgetDesign] of BLOCK_DESIGN_TO_GALLERY_DESIGN) {
    if (widgetDesign === design) return blockDesign;
  }
  return null;
}

/**
 * The spec says two things of a design it does not know. Section 2 (the block design mapping): block
 * data's "anything else to base" — galleryDesignFor, which block data is read through, never refuses.
 * Section 8: 'These are not the gallery designs you are looking for' (unknown design; throws) — the
 * widget API: a widget design named directly (the gallery collection's settings, the block's stored
 * widget design, the slideshow island's options) that is none of the nine is refused with it.
 */
export const UNKNOWN_GALLERY_DESIGN = 'These are not the gallery designs you are looking for';

export function isGalleryDesign(value: unknown): value is GalleryDesign {
  return (GALLERY_DESIGNS as readonly unknown[]).includes(value);
}

/** A widget design by its own name (section 8): one of the nine, else it throws UNKNOWN_GALLERY_DESIGN. */
export function widgetDesignNamed(value: unknown): GalleryDesign {
  if (!isGalleryDesign(value)) throw new Error(UNKNOWN_GALLERY_DESIGN);
  return value;
}

export const STACKED_TRANSITIONS = ['fade', 'kenBurns', 'newSwipe', 'scroll', 'swipe'] as const;
export type StackedTransition = (typeof STACKED_TRANSITIONS)[number];

/** What a click on a stacked slideshow's slide does (spec section 4, 'Slide click in stacked mode'). */
export const SLIDE_CLICK_BEHAVIORS = ['next', 'previous', 'halves'] as const;
export type SlideClickBehavior = (typeof SLIDE_CLICK_BEHAVIORS)[number];

/** A slideshow's and a strip's order: in sequence, and round again after the last (the gallery
 * manager's instances always loop, spec section 4). */
export const SLIDESHOW_ORDER_DEFAULTS = { randomize: false, loop: true } as const;

/** Per-design defaults. Speeds are seconds; the carousel gutter is a percentage of the width. */
export const GALLERY_DEFAULTS = {
  base: {},
  grid: { perRow: 4, lightbox: true, padding: 20, thumbnailsPerRow: 4 },
  autogrid: {},
  autocolumns: { columnWidth: 250, gutter: 0 },
  autorows: { rowHeight: 250, gutter: 20 },
  carousel: { gutter: 1, slidesPerRow: 3 },
  list: {},
  stacked: {
    speed: 1,
    preloadCount: 1,
    autoHeight: true,
    clickBehavior: 'next' satisfies SlideClickBehavior,
    transition: 'fade' satisfies StackedTransition,
  },
  strip: { speed: 0.5, preloadCount: 1, alignment: 'middle' satisfies StripAlignment, vSize: 10 },
} as const satisfies Record<GalleryDesign, object>;

/** Autoplay timer when the block sets no usable autoplay-duration. */
export const DEFAULT_AUTOPLAY_TIMEOUT_MS = 5000;
// Browsers fire longer setTimeout delays at once, which would turn a very slow autoplay into a fast one.
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Key codes of the gallery keyboard controls (left and right arrows). */
export const GALLERY_KEY_CODES = { previous: 37, next: 39 } as const;

/** Images loaded at once by the gallery load queue. */
export const GALLERY_IMAGE_LOAD_CONCURRENCY = { desktop: 16, mobile: 1 } as const;

/** Resize emitter time-outs: its own default, and the shorter one gallery widgets use. */
export const GALLERY_RESIZE_TIMEOUT_MS = { default: 300, gallery: 100 } as const;

/** Gesture and animation constants of the slide transitions. */
export const GALLERY_MOTION = {
  /** A swipe is at least this far ... */
  swipeMinDistancePx: 50,
  /** ... within this long. */
  swipeMaxDurationMs: 250,
  swipeAnimationSeconds: 0.28,
  scrollTransitionSeconds: 0.4,
  kenBurnsZoom: 1.075,
  newSwipeAxisDetectionPx: 10,
  newSwipeVelocitySamples: 5,
  /** Snap animation range below this viewport width ... */
  newSwipeNarrowBelowPx: 767,
  newSwipeSnapSecondsNarrow: { min: 0.2, max: 0.3 },
  /** ... and at or above it. */
  newSwipeSnapSecondsWide: { min: 0.3, max: 0.5 },
} as const;

export const THUMBNAIL_STRIP_MAX_PADDING_PX = 5;
/** Width over height of a video thumbnail. */
export const VIDEO_THUMBNAIL_ASPECT_RATIO = 16 / 9;

/**
 * The index within [0, count): negative values wrap from the end, values past the end wrap modulo
 * the count, fractions round down. An empty (or nonsensical) count gives 0, the index a gallery
 * starts from, so callers never see NaN.
 */
export function normalizeGalleryIndex(index: number, count: number): number {
  const slides = slideCount(count);
  if (slides === 0 || !Number.isFinite(index)) return 0;
  const wrapped = Math.floor(index) % slides;
  // `+ 0` turns the -0 that -5 % 5 gives into 0.
  return wrapped < 0 ? wrapped + slides : wrapped + 0;
}

export type GalleryStep = { index: number } | { reachedBeginning: true } | { reachedEnd: true };

/**
 * One step back (-1) or forward (1) from the current index. Without loop, stepping past the first or
 * last slide signals reachedBeginning or reachedEnd instead. An empty gallery has no slide to move to
 * and always signals, even when looping.
 */
export function stepGallery(current: number, count: number, direction: 1 | -1, loop: boolean): GalleryStep {
  const slides = slideCount(count);
  const forward = direction > 0;
  if (slides > 0) {
    const target = normalizeGalleryIndex(current, slides) + (forward ? 1 : -1);
    if (loop || (target >= 0 && target < slides)) return { index: normalizeGalleryIndex(target, slides) };
  }
  return forward ? { reachedEnd: true } : { reachedBeginning: true };
}

/** Number of groups a carousel moves through; slidesPerRow below 1 counts as 1. */
export function carouselGroupCount(total: number, slidesPerRow: number): number {
  const perRow = Number.isFinite(slidesPerRow) ? Math.max(1, Math.floor(slidesPerRow)) : 1;
  return Math.ceil(slideCount(total) / perRow);
}

/** State of the carousel's previous and next controls on a group. */
export function carouselControls(
  groupIndex: number,
  groupCount: number,
): { hidden: boolean; previousDisabled: boolean; nextDisabled: boolean } {
  return {
    hidden: groupCount <= 1,
    previousDisabled: groupIndex <= 0,
    nextDisabled: groupIndex >= groupCount - 1,
  };
}

/**
 * The viewport widths below which the carousel caps its slides per row, narrowest first (what
 * carouselSlidesPerRow applies; the carousel's media queries are written from it).
 */
export const CAROUSEL_VIEWPORT_CAPS = [
  { below: 480, perRow: 2 },
  { below: 724, perRow: 3 },
] as const;

/**
 * Slides per row for the viewport: 2 below 480 px when the setting is above 1, 3 below 724 px when it
 * is above 2. A setting below 1 (or not a number) takes the carousel default.
 */
export function carouselSlidesPerRow(setting: number, viewportWidth: number): number {
  const perRow =
    Number.isFinite(setting) && setting >= 1 ? Math.floor(setting) : GALLERY_DEFAULTS.carousel.slidesPerRow;
  const cap = CAROUSEL_VIEWPORT_CAPS.find(({ below }) => viewportWidth < below);
  return cap ? Math.min(perRow, cap.perRow) : perRow;
}

/**
 * The autoplay timer in milliseconds from autoplay-duration in seconds (a number or a numeric string,
 * as block data attributes give it). Missing, zero, negative or junk values take the 5000 ms default.
 */
export function autoplayTimeoutMs(autoplayDurationSeconds?: unknown): number {
  const seconds =
    typeof autoplayDurationSeconds === 'string' && autoplayDurationSeconds.trim() !== ''
      ? Number(autoplayDurationSeconds)
      : autoplayDurationSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return DEFAULT_AUTOPLAY_TIMEOUT_MS;
  const ms = Math.round(seconds * 1000);
  return ms > 0 ? Math.min(ms, MAX_TIMER_DELAY_MS) : DEFAULT_AUTOPLAY_TIMEOUT_MS;
}

const STRIP_ALIGNMENTS: ReadonlyMap<unknown, StripAlignment> = new Map([
  ['start', 'start'],
  ['middle', 'middle'],
  ['end', 'end'],
  ['left', 'start'],
  ['center', 'middle'],
  ['right', 'end'],
]);

export function normalizeStripAlignment(value: unknown): StripAlignment {
  return STRIP_ALIGNMENTS.get(value) ?? 'middle';
}

export function validateStackedTransition(name: string): asserts name is StackedTransition {
  if (!(STACKED_TRANSITIONS as readonly string[]).includes(name)) {
    throw new Error(`Could not find transition named ${name}`);
  }
}

/**
 * Columns of an autocolumns gallery. columnWidth is the target width of a column; n columns need
 * n × columnWidth + (n − 1) × gutter. With behaviour 'min' or 'up' the count rounds down (columns
 * at least columnWidth wide), with any other behaviour up (columns at most columnWidth wide). At least 1.
 */
export function autocolumnsColumnCount(
  containerWidth: number,
  columnWidth: number,
  gutter: number,
  rounding: string,
): number {
  const exact = (containerWidth + gutter) / (columnWidth + gutter);
  if (!Number.isFinite(exact) || exact <= 0) return 1;
  const columns = rounding === 'min' || rounding === 'up' ? Math.floor(exact) : Math.ceil(exact);
  return Math.max(1, columns);
}

/**
 * The autocolumns columnWidth as a positive number, or null when it is not one (the caller keeps
 * the default). A string is parsed as an integer, so '300px' is 300.
 */
export function validateColumnWidth(value: unknown): number | null {
  const width = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof width === 'number' && Number.isFinite(width) && width > 0 ? width : null;
}

/**
 * What a click in the open lightbox does, from its horizontal position as a fraction of the width
 * (0 left edge, 1 right edge): the left half goes back, the right half (from the middle) forward, and
 * the outer 2% on either side, or a position outside the lightbox, does nothing.
 */
export function lightboxClickAction(xFraction: number): 'previous' | 'next' | 'none' {
  const deadZone = LIGHTBOX_DEFAULTS.edgeDeadZone;
  if (!(xFraction >= deadZone && xFraction <= 1 - deadZone)) return 'none';
  return xFraction < 0.5 ? 'previous' : 'next';
}

/** The lightbox's two themes. The spec names them but gives no default: dark, as photographs are
 * usually shown, is ours. */
export const LIGHTBOX_THEMES = ['light', 'dark'] as const;
export type LightboxTheme = (typeof LIGHTBOX_THEMES)[number];
export const DEFAULT_LIGHTBOX_THEME: LightboxTheme = 'dark';

/** A stored lightboxTheme as one of the themes; anything else is the default. */
export function lightboxThemeFor(value: unknown): LightboxTheme {
  return LIGHTBOX_THEMES.find((theme) => theme === value) ?? DEFAULT_LIGHTBOX_THEME;
}

/**
 * Whether an arrow key pressed at `now` (ms) may move the lightbox, given when the last accepted one
 * was (undefined: none yet): one move per 200 ms, the rest are dropped, not queued.
 */
export function lightboxKeyAllowed(lastAcceptedAt: number | undefined, now: number): boolean {
  return lastAcceptedAt === undefined || now - lastAcceptedAt >= LIGHTBOX_DEFAULTS.keyThrottleMs;
}

/**
 * Where the lightbox goes from `current` in a gallery of `count`: it always loops (the gallery
 * manager's instances do), so back from the first is the last and on from the last is the first.
 */
export function lightboxIndexAfter(current: number, count: number, direction: 1 | -1): number {
  const step = stepGallery(current, count, direction, true);
  return 'index' in step ? step.index : 0;
}

/**
 * What a touch gesture is: a swipe when it travels at least 50 px sideways within 250 ms; a swipe to
 * the left shows the next slide, to the right the previous one. Anything slower or shorter is none.
 */
export function swipeDirection(deltaX: number, durationMs: number): 'previous' | 'next' | 'none' {
  const { swipeMinDistancePx, swipeMaxDurationMs } = GALLERY_MOTION;
  if (!(Math.abs(deltaX) >= swipeMinDistancePx && durationMs >= 0 && durationMs <= swipeMaxDurationMs)) {
    return 'none';
  }
  return deltaX < 0 ? 'next' : 'previous';
}

/**
 * A slide count as a whole non-negative number; anything else is an empty gallery. Capped at the
 * largest safe integer so index arithmetic stays exact.
 */
function slideCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.min(Math.floor(count), Number.MAX_SAFE_INTEGER) : 0;
}
