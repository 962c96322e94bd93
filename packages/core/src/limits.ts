// Business constants and limits of both spec documents (section 9 of each, plus the few timings
// given elsewhere). Gallery, image, consent and overlay constants live in their own modules.
//
// Constants of widgets and integrations this product does not have were deleted rather than kept
// unused (issue 33, "Constants with no effect"): each deletion is noted where it stood, with the
// spec's number, so whoever builds the feature takes it from the spec again.

// --- Content limits ---

/** Blocks in one layout (cover page, lock screen, popup overlay). */
export const MAX_BLOCKS_PER_LAYOUT = 60;
// Deleted: max tracks per album 60 (there is no audio album block).
/** Items in a collection whose order the owner sets by hand. */
export const MAX_ITEMS_USER_ORDERABLE_COLLECTION = 250;
// Deleted: nested categories 10000 (categories here are flat names on posts and products).
export const MAX_PRODUCTS_PER_COLLECTION = 200;
/** Said when a shop page is full: the spec gives the limit (section 9 of both), not the words. */
export const SHOP_PAGE_FULL_MESSAGE = `A shop page holds at most ${MAX_PRODUCTS_PER_COLLECTION} products. Add another shop page for more products.`;

/** Whether a shop page holding `count` products (the trashed not counted) may take one more. */
export function shopPageHasRoom(count: number): boolean {
  return count < MAX_PRODUCTS_PER_COLLECTION;
}
// Deleted: photo-sharing integration max gallery count 20 and gallery size 50 (no such integration).
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;
/** Cart counts above this show as `${CART_COUNT_DISPLAY_CAP}+`. */
export const CART_COUNT_DISPLAY_CAP = 100;
/** Largest number of integer digits a money amount may have. */
export const MONEY_MAX_INTEGER_PLACES = 15;
/** Upload limits count a megabyte as 1,000,000 bytes; sizes are displayed 1024-based (see formatFileSize). */
export const BYTES_PER_MEGABYTE = 1_000_000;
// Deleted: default slider aspect ratio 50 (the strip, the spec's slider, is sized by its vSize height
// steps, core's GALLERY_DEFAULTS.strip, not by a ratio).

// --- Cookies ---

/** Visitor record cookie ss_cvr: 2 years. */
export const VISITOR_COOKIE_CVR_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
/** Visitor session cookie ss_cvt: 30 minutes. */
export const VISITOR_COOKIE_CVT_MAX_AGE_SECONDS = 30 * 60;
export const ANALYTICS_COOKIE_MAX_AGE_SECONDS = 390 * 24 * 60 * 60;

// --- Error reporting, logging, tracking ---

export const ERROR_REPORTS_PER_PAGE = 20;
export const ERROR_QUEUE_SIZE = 10;
/** Stack traces are cut to this many characters before sending. */
export const ERROR_STACK_MAX_LENGTH = 5000;
export const ERROR_SEND_DEBOUNCE_MS = 1000;
/** The trace logger flushes this often, and on page unload. */
export const LOGGER_FLUSH_INTERVAL_MS = 30_000;
/** Census tracking calls (e.g. button-render) give up after this. */
export const TRACKING_TIMEOUT_MS = 2500;
/** Page tracing keeps this many samples to throttle itself. */
export const PAGE_TRACE_THROTTLE_SAMPLES = 22;
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
/** Performance records are flushed this long after load (or when the page is hidden). */
export const PERFORMANCE_FLUSH_DELAY_MS = 30_000;
export const PERFORMANCE_METRICS_MAX_WAIT_MS = 60_000;
export const PERFORMANCE_USER_MARK_PREFIX = 'rum-';

// --- Loading and timeouts ---

// Deleted: a 300 ms scroll-end time-out (the carousel hears the browser's scrollend, or scroll where
// it has none).
// Deleted: follow script timeout 10 s (no social follow-button block loads a provider's script).
/** On-demand script chunks. */
export const CHUNK_SCRIPT_TIMEOUT_MS = 120_000;
// Deleted: library base path /universal/yui3/3.17.2/ (the runtime uses no YUI library).

// --- Widgets ---

export const ACCORDION_ANIMATION_MS = 250;
// Deleted, for widgets this product does not have: map option update debounce 60 ms; the marquee's
// defaults (waveFrequency 1, waveIntensity 0, animationSpeed 1, pausedOnHover false, direction left
// or right), minimum region width 50 and wavelength 250 to 1000; the block-animation observer's
// thresholds 0, .1, .25, .5, 1 and ratio 0.5 (blocks do not animate in); the layout engine's 0.3 s.

export const DIALOG_BASE_Z_INDEX = 30_000;
export const CONFIRMATION_DIALOG_DEFAULTS = {
  width: 350,
  padding: 20,
  hideFallbackMs: 600,
  informationAutoHideMs: 2000,
} as const;

// Deleted: tooltip show delay 1200 ms, width 250, mouse offset 15, edge margin 20 (no tooltips; the
// editor and the site use titles and visible labels).

/** Height as a percentage of width. */
export const DEFAULT_VIDEO_ASPECT_RATIO_PERCENT = 56.3;
/** How often relative times ('about 5 seconds ago') are refreshed. */
export const RELATIVE_TIME_REFRESH_MS = 5000;
// Deleted: text shrink minimum font size 11 and resize debounce 100 ms (no text is shrunk to fit).

/** Mask height relative to a width of 100. */
export const SHAPE_MASK_HEIGHTS = { square: 100, tall: 150, wide: 67 } as const;

// Deleted: the map's default centre 40.720882,-74.000988, zoom 12 and Grayscale style, its 48×64
// marker drawn at half size and its 30 s script time-out (there is no map block; MapStyle stays in
// enums.ts as the spec's enumeration). The scripted scroll's offset 30 px, duration clamp 50 ms,
// easeOutSine and tween 300 ms (nothing scrolls by tween: the carousel scrolls natively, CSS
// scroll-behavior).

// --- Breakpoints (px) ---

/** Mobile is a screen width up to 432 px; desktop starts at 433 px, the next pixel (isPhoneScreen). */
export const MOBILE_MAX_SCREEN_WIDTH = 432;
/** The editor's device views: a tablet is the first breakpoint wide, the desktop past the second. */
export const DESKTOP_BREAKPOINTS = [800, 1024] as const;
/** The device views' heights (the large tablet's is the spec's; the editor shows no such view). */
export const DEVICE_HEIGHTS = { phone: 926, tablet: 1024, largeTablet: 1366 } as const;
// The mobile info bar's 1024 px is site-bars.ts's MOBILE_INFO_BAR_MAX_WIDTH_PX.
// Deleted: booking layout narrow at 750 px or less, wide over 850 px (no restaurant booking block).
/** Image blocks narrower than this get the narrow class. */
export const IMAGE_BLOCK_NARROW_BELOW_WIDTH = 415;
// Deleted: newsletter small under 320 px, a second copy of NEWSLETTER_SMALL_WIDTH_PX (newsletters.ts),
// which the block's container query uses.

// --- Design tokens ---

// Deleted: the design tokens (font sizes 9.75 to 28, weights 400/500/600, radii 0/4/8, spacing 0 to
// 55, durations 0 to 600 ms, six colour scales, five shadow levels) were declared and read by
// nothing: the site's design (site-design.ts) and the editor's CSS have their own scales.
