import { describe, expect, it } from 'vitest';
import { MapStyle } from './enums.ts';
import * as limits from './limits.ts';

describe('content limits (section 9)', () => {
  it('has the spec numbers', () => {
    expect(limits.MAX_BLOCKS_PER_LAYOUT).toBe(60);
    expect(limits.MAX_TRACKS_PER_ALBUM).toBe(60);
    expect(limits.MAX_ITEMS_USER_ORDERABLE_COLLECTION).toBe(250);
    expect(limits.MAX_NESTED_CATEGORIES).toBe(10_000);
    expect(limits.MAX_PRODUCTS_PER_COLLECTION).toBe(200);
    expect(limits.PHOTO_SHARING_MAX_GALLERY_COUNT).toBe(20);
    expect(limits.PHOTO_SHARING_MAX_GALLERY_SIZE).toBe(50);
    expect(limits.MAX_TAG_LENGTH).toBe(50);
    expect(limits.MAX_CATEGORY_LENGTH).toBe(25);
    expect(limits.CART_COUNT_DISPLAY_CAP).toBe(100);
    expect(limits.MONEY_MAX_INTEGER_PLACES).toBe(15);
    expect(limits.BYTES_PER_MEGABYTE).toBe(1_000_000);
    expect(limits.DEFAULT_SLIDER_ASPECT_RATIO).toBe(50);
  });
});

describe('cookie lifetimes', () => {
  it('are 2 years, 30 minutes and 390 days, in seconds', () => {
    expect(limits.VISITOR_COOKIE_CVR_MAX_AGE_SECONDS).toBe(63_072_000);
    expect(limits.VISITOR_COOKIE_CVT_MAX_AGE_SECONDS).toBe(1800);
    expect(limits.ANALYTICS_COOKIE_MAX_AGE_SECONDS).toBe(33_696_000);
  });
});

describe('error reporting, logging and tracking', () => {
  it('has the spec numbers', () => {
    expect(limits.ERROR_REPORTS_PER_PAGE).toBe(20);
    expect(limits.ERROR_QUEUE_SIZE).toBe(10);
    expect(limits.ERROR_STACK_MAX_LENGTH).toBe(5000);
    expect(limits.ERROR_SEND_DEBOUNCE_MS).toBe(1000);
    expect(limits.LOGGER_FLUSH_INTERVAL_MS).toBe(30_000);
    expect(limits.TRACKING_TIMEOUT_MS).toBe(2500);
    expect(limits.PAGE_TRACE_THROTTLE_SAMPLES).toBe(22);
    expect(limits.PERFORMANCE_SETTINGS_TIMEOUT_MS).toBe(30_000);
    expect(limits.PERFORMANCE_FLUSH_DELAY_MS).toBe(30_000);
    expect(limits.PERFORMANCE_METRICS_MAX_WAIT_MS).toBe(60_000);
    expect(limits.PERFORMANCE_USER_MARK_PREFIX).toBe('rum-');
    expect(limits.SCROLL_END_TIMEOUT_MS).toBe(300);
    expect(limits.FOLLOW_SCRIPT_TIMEOUT_MS).toBe(10_000);
    expect(limits.CHUNK_SCRIPT_TIMEOUT_MS).toBe(120_000);
    expect(limits.LIBRARY_BASE_PATH).toBe('/universal/yui3/3.17.2/');
  });
});

describe('widgets', () => {
  it('has the accordion, map, marquee and animation numbers', () => {
    expect(limits.ACCORDION_ANIMATION_MS).toBe(250);
    expect(limits.MAP_OPTION_UPDATE_DEBOUNCE_MS).toBe(60);
    expect(limits.MARQUEE_DEFAULTS).toEqual({
      waveFrequency: 1,
      waveIntensity: 0,
      animationSpeed: 1,
      pausedOnHover: false,
      direction: 'left',
    });
    expect(limits.MARQUEE_DIRECTIONS).toContain(limits.MARQUEE_DEFAULTS.direction);
    expect(limits.MARQUEE_MIN_REGION_WIDTH).toBe(50);
    expect(limits.MARQUEE_WAVELENGTH_RANGE).toEqual({ min: 250, max: 1000 });
    expect(limits.ANIMATION_OBSERVER_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(limits.ANIMATION_OBSERVER_THRESHOLDS).toContain(limits.ANIMATION_VISIBLE_RATIO);
    expect(limits.ANIMATION_VISIBLE_RATIO).toBe(0.5);
    expect(limits.LAYOUT_ENGINE_ANIMATION_SECONDS).toBe(0.3);
  });

  it('has the dialog, tooltip and video numbers', () => {
    expect(limits.DIALOG_BASE_Z_INDEX).toBe(30_000);
    expect(limits.CONFIRMATION_DIALOG_DEFAULTS).toEqual({
      width: 350,
      padding: 20,
      hideFallbackMs: 600,
      informationAutoHideMs: 2000,
    });
    expect(limits.TOOLTIP_DEFAULTS).toEqual({
      showDelayMs: 1200,
      width: 250,
      mouseOffset: 15,
      edgeMargin: 20,
    });
    expect(limits.DEFAULT_VIDEO_ASPECT_RATIO_PERCENT).toBe(56.3);
    expect(limits.RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(limits.TEXT_SHRINK_MIN_FONT_SIZE).toBe(11);
    expect(limits.TEXT_SHRINK_RESIZE_DEBOUNCE_MS).toBe(100);
    expect(limits.SHAPE_MASK_HEIGHTS).toEqual({ square: 100, tall: 150, wide: 67 });
  });

  it('has the map defaults, with grayscale as the default style', () => {
    expect(limits.MAP_DEFAULTS).toEqual({ center: { lat: 40.720882, lng: -74.000988 }, zoom: 12, style: 2 });
    expect(limits.MAP_DEFAULTS.style).toBe(MapStyle.grayscale);
    expect(limits.MAP_MARKER_ICON).toEqual({ width: 48, height: 64, scale: 0.5 });
    expect(limits.MAP_SCRIPT_TIMEOUT_MS).toBe(30_000);
  });

  it('has the scroll and tween defaults', () => {
    expect(limits.SCROLL_DEFAULTS).toEqual({ offset: 30, durationClampMs: 50, easing: 'easeOutSine' });
    expect(limits.TWEEN_DEFAULT_DURATION_MS).toBe(300);
  });
});

describe('breakpoints', () => {
  it('splits mobile and desktop at 432/433 px', () => {
    expect(limits.MOBILE_MAX_SCREEN_WIDTH).toBe(432);
    expect(limits.DESKTOP_MIN_SCREEN_WIDTH).toBe(limits.MOBILE_MAX_SCREEN_WIDTH + 1);
  });

  it('has the other widths and heights', () => {
    expect(limits.DESKTOP_BREAKPOINTS).toEqual([800, 1024]);
    expect(limits.DEVICE_HEIGHTS).toEqual({ phone: 926, tablet: 1024, largeTablet: 1366 });
    expect(limits.MOBILE_INFO_BAR_MAX_WIDTH).toBe(1024);
    expect(limits.BOOKING_NARROW_MAX_WIDTH).toBe(750);
    expect(limits.BOOKING_WIDE_ABOVE_WIDTH).toBe(850);
    expect(limits.IMAGE_BLOCK_NARROW_BELOW_WIDTH).toBe(415);
    expect(limits.NEWSLETTER_SMALL_BELOW_WIDTH).toBe(320);
  });
});

describe('design tokens', () => {
  it('has the spec ranges and scales', () => {
    expect(limits.DESIGN_TOKENS).toEqual({
      fontSizeRange: { min: 9.75, max: 28 },
      fontWeights: [400, 500, 600],
      radii: [0, 4, 8],
      spacingRange: { min: 0, max: 55 },
      durationRangeMs: { min: 0, max: 600 },
      colorScales: ['blue', 'green', 'red', 'pink', 'orange', 'gray'],
      shadowLevels: 5,
    });
  });
});

describe('module shape', () => {
  it('exports only constants, no functions', () => {
    for (const value of Object.values(limits)) expect(typeof value).not.toBe('function');
  });
});
