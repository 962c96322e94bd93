import { describe, expect, it } from 'vitest';
import * as limits from './limits.ts';

describe('content limits (section 9)', () => {
  it('has the spec numbers', () => {
    expect(limits.MAX_BLOCKS_PER_LAYOUT).toBe(60);
    expect(limits.MAX_ITEMS_USER_ORDERABLE_COLLECTION).toBe(250);
    expect(limits.MAX_PRODUCTS_PER_COLLECTION).toBe(200);
    expect(limits.MAX_TAG_LENGTH).toBe(50);
    expect(limits.MAX_CATEGORY_LENGTH).toBe(25);
    expect(limits.CART_COUNT_DISPLAY_CAP).toBe(100);
    expect(limits.MONEY_MAX_INTEGER_PLACES).toBe(15);
    expect(limits.BYTES_PER_MEGABYTE).toBe(1_000_000);
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
    expect(limits.CHUNK_SCRIPT_TIMEOUT_MS).toBe(120_000);
  });
});

describe('widgets', () => {
  it('has the accordion number', () => {
    expect(limits.ACCORDION_ANIMATION_MS).toBe(250);
  });

  it('has the dialog, video, relative time and shape numbers', () => {
    expect(limits.DIALOG_BASE_Z_INDEX).toBe(30_000);
    expect(limits.CONFIRMATION_DIALOG_DEFAULTS).toEqual({
      width: 350,
      padding: 20,
      hideFallbackMs: 600,
      informationAutoHideMs: 2000,
    });
    expect(limits.DEFAULT_VIDEO_ASPECT_RATIO_PERCENT).toBe(56.3);
    expect(limits.RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(limits.SHAPE_MASK_HEIGHTS).toEqual({ square: 100, tall: 150, wide: 67 });
  });
});

describe('breakpoints', () => {
  it('splits mobile and desktop at 432/433 px', () => {
    expect(limits.MOBILE_MAX_SCREEN_WIDTH).toBe(432);
  });

  it('has the other widths and heights', () => {
    expect(limits.DESKTOP_BREAKPOINTS).toEqual([800, 1024]);
    expect(limits.DEVICE_HEIGHTS).toEqual({ phone: 926, tablet: 1024, largeTablet: 1366 });
    expect(limits.IMAGE_BLOCK_NARROW_BELOW_WIDTH).toBe(415);
  });
});
