// Business constants and limits of both spec documents (section 9 of each, plus the few timings
// given elsewhere). Gallery, image, consent and overlay constants live in their own modules.
import { MapStyle } from './enums.ts';

// --- Content limits ---

/** Blocks in one layout (cover page, lock screen, popup overlay). */
export const MAX_BLOCKS_PER_LAYOUT = 60;
export const MAX_TRACKS_PER_ALBUM = 60;
/** Items in a collection whose order the owner sets by hand. */
export const MAX_ITEMS_USER_ORDERABLE_COLLECTION = 250;
export const MAX_NESTED_CATEGORIES = 10_000;
export const MAX_PRODUCTS_PER_COLLECTION = 200;
/** Photo-sharing integration: galleries imported, and images per gallery. */
export const PHOTO_SHARING_MAX_GALLERY_COUNT = 20;
export const PHOTO_SHARING_MAX_GALLERY_SIZE = 50;
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;
/** Cart counts above this show as `${CART_COUNT_DISPLAY_CAP}+`. */
export const CART_COUNT_DISPLAY_CAP = 100;
/** Largest number of integer digits a money amount may have. */
export const MONEY_MAX_INTEGER_PLACES = 15;
/** Upload limits count a megabyte as 1,000,000 bytes; sizes are displayed 1024-based (see formatFileSize). */
export const BYTES_PER_MEGABYTE = 1_000_000;
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

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

export const SCROLL_END_TIMEOUT_MS = 300;
/** Social follow-button script. */
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;
/** On-demand script chunks. */
export const CHUNK_SCRIPT_TIMEOUT_MS = 120_000;
export const LIBRARY_BASE_PATH = '/universal/yui3/3.17.2/';

// --- Widgets ---

export const ACCORDION_ANIMATION_MS = 250;
export const MAP_OPTION_UPDATE_DEBOUNCE_MS = 60;

/** The spec allows direction left or right without naming the default; left is the usual ticker. */
export const MARQUEE_DEFAULTS = {
  waveFrequency: 1,
  waveIntensity: 0,
  animationSpeed: 1,
  pausedOnHover: false,
  direction: 'left',
} as const;
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;
export const MARQUEE_MIN_REGION_WIDTH = 50;
export const MARQUEE_WAVELENGTH_RANGE = { min: 250, max: 1000 } as const;

/** Intersection thresholds of the block-animation observer, and the ratio that marks a block loaded. */
export const ANIMATION_OBSERVER_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
export const ANIMATION_VISIBLE_RATIO = 0.5;
/** Layout engine animations, in seconds. */
export const LAYOUT_ENGINE_ANIMATION_SECONDS = 0.3;

export const DIALOG_BASE_Z_INDEX = 30_000;
export const CONFIRMATION_DIALOG_DEFAULTS = {
  width: 350,
  padding: 20,
  hideFallbackMs: 600,
  informationAutoHideMs: 2000,
} as const;

export const TOOLTIP_DEFAULTS = {
  showDelayMs: 1200,
  width: 250,
  mouseOffset: 15,
  edgeMargin: 20,
} as const;

/** Height as a percentage of width. */
export const DEFAULT_VIDEO_ASPECT_RATIO_PERCENT = 56.3;
/** How often relative times ('about 5 seconds ago') are refreshed. */
export const RELATIVE_TIME_REFRESH_MS = 5000;
export const TEXT_SHRINK_MIN_FONT_SIZE = 11;
export const TEXT_SHRINK_RESIZE_DEBOUNCE_MS = 100;

/** Mask height relative to a width of 100. */
export const SHAPE_MASK_HEIGHTS = { square: 100, tall: 150, wide: 67 } as const;

export const MAP_DEFAULTS = {
  center: { lat: 40.720882, lng: -74.000988 },
  zoom: 12,
  style: MapStyle.grayscale,
} as const;
/** The marker image is 48×64 and drawn at half size. */
export const MAP_MARKER_ICON = { width: 48, height: 64, scale: 0.5 } as const;
export const MAP_SCRIPT_TIMEOUT_MS = 30_000;

export const SCROLL_DEFAULTS = { offset: 30, durationClampMs: 50, easing: 'easeOutSine' } as const;
export const TWEEN_DEFAULT_DURATION_MS = 300;

// --- Breakpoints (px) ---

/** Mobile is a screen width up to 432 px; desktop starts at 433 px. */
export const MOBILE_MAX_SCREEN_WIDTH = 432;
export const DESKTOP_MIN_SCREEN_WIDTH = 433;
export const DESKTOP_BREAKPOINTS = [800, 1024] as const;
export const DEVICE_HEIGHTS = { phone: 926, tablet: 1024, largeTablet: 1366 } as const;
/** The mobile info bar shows at this width or less. */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;
/** Booking blocks: narrow layout at this width or less; wide theme at widths above BOOKING_WIDE_ABOVE_WIDTH. */
export const BOOKING_NARROW_MAX_WIDTH = 750;
export const BOOKING_WIDE_ABOVE_WIDTH = 850;
/** Image blocks narrower than this get the narrow class. */
export const IMAGE_BLOCK_NARROW_BELOW_WIDTH = 415;
/** Newsletter forms narrower than this count as small. */
export const NEWSLETTER_SMALL_BELOW_WIDTH = 320;

// --- Design tokens ---

export const DESIGN_TOKENS = {
  fontSizeRange: { min: 9.75, max: 28 },
  fontWeights: [400, 500, 600],
  radii: [0, 4, 8],
  spacingRange: { min: 0, max: 55 },
  durationRangeMs: { min: 0, max: 600 },
  colorScales: ['blue', 'green', 'red', 'pink', 'orange', 'gray'],
  shadowLevels: 5,
} as const;
