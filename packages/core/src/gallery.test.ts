import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GALLERY_DESIGNS } from './enums.ts';
import {
  autocolumnsColumnCount,
  autoplayTimeoutMs,
  blockDesignOf,
  carouselControls,
  carouselGroupCount,
  carouselSlidesPerRow,
  DEFAULT_AUTOPLAY_TIMEOUT_MS,
  GALLERY_DEFAULTS,
  GALLERY_IMAGE_LOAD_CONCURRENCY,
  GALLERY_KEY_CODES,
  GALLERY_MOTION,
  GALLERY_RESIZE_TIMEOUT_MS,
  galleryDesignFor,
  LIGHTBOX_DEFAULTS,
  lightboxClickAction,
  lightboxIndexAfter,
  lightboxKeyAllowed,
  lightboxThemeFor,
  normalizeGalleryIndex,
  normalizeStripAlignment,
  STACKED_TRANSITIONS,
  stepGallery,
  swipeDirection,
  THUMBNAIL_STRIP_MAX_PADDING_PX,
  UNKNOWN_GALLERY_DESIGN,
  VIDEO_THUMBNAIL_ASPECT_RATIO,
  validateColumnWidth,
  validateStackedTransition,
  widgetDesignNamed,
} from './gallery.ts';

describe('galleryDesignFor', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
  ])('maps block design %s to %s', (blockDesign, design) => {
    expect(galleryDesignFor(blockDesign)).toBe(design);
  });

  it.each(['autorows', 'strip', 'base', '', 'Grid', 'constructor', '__proto__', 'toString'])(
    'maps anything else (%j) to base',
    (blockDesign) => {
      expect(galleryDesignFor(blockDesign)).toBe('base');
    },
  );

  it('maps a non-string to base', () => {
    expect(galleryDesignFor(undefined as unknown as string)).toBe('base');
  });
});

describe('blockDesignOf', () => {
  it('gives the block design name each widget design is reached by, none for autorows', () => {
    expect(GALLERY_DESIGNS.map((design) => [design, blockDesignOf(design)])).toEqual([
      ['grid', 'grid'],
      ['autogrid', 'autogrid'],
      ['autocolumns', 'autocolumns'],
      ['autorows', null],
      ['carousel', 'carousel'],
      ['list', 'list'],
      ['stacked', 'slideshow'],
      ['strip', 'slider'],
      ['base', 'stacked'],
    ]);
    for (const design of GALLERY_DESIGNS) {
      const name = blockDesignOf(design);
      if (name !== null) expect(galleryDesignFor(name)).toBe(design);
    }
  });
});

describe("spec 2 §8: the widget API refuses an unknown design, 'These are not the gallery designs you are looking for'", () => {
  it('names each of the nine, and throws for anything else where block data would fall to base', () => {
    for (const design of GALLERY_DESIGNS) expect(widgetDesignNamed(design)).toBe(design);
    expect(UNKNOWN_GALLERY_DESIGN).toBe('These are not the gallery designs you are looking for');
    for (const name of ['slideshow', 'mosaic', '', 3]) {
      expect(() => widgetDesignNamed(name)).toThrow('These are not the gallery designs you are looking for');
    }
    // Section 2's fallback, for the same unknown name given as block data.
    expect(galleryDesignFor('mosaic')).toBe('base');
  });
});

describe('GALLERY_DEFAULTS', () => {
  it('has the spec defaults per design', () => {
    expect(GALLERY_DEFAULTS.autocolumns).toEqual({ columnWidth: 250, gutter: 0 });
    expect(GALLERY_DEFAULTS.autorows).toEqual({ rowHeight: 250, gutter: 20 });
    expect(GALLERY_DEFAULTS.grid).toEqual({ perRow: 4, lightbox: true, padding: 20, thumbnailsPerRow: 4 });
    expect(GALLERY_DEFAULTS.carousel).toEqual({ gutter: 1, slidesPerRow: 3 });
    expect(GALLERY_DEFAULTS.stacked).toEqual({
      speed: 1,
      preloadCount: 1,
      autoHeight: true,
      clickBehavior: 'next',
      transition: 'fade',
    });
    expect(GALLERY_DEFAULTS.strip).toEqual({ speed: 0.5, preloadCount: 1, alignment: 'middle', vSize: 10 });
  });

  it('has an entry for every design galleryDesignFor can return', () => {
    for (const blockDesign of [
      'stacked',
      'slider',
      'slideshow',
      'grid',
      'autogrid',
      'autocolumns',
      'carousel',
      'list',
      'x',
    ]) {
      expect(GALLERY_DEFAULTS).toHaveProperty(galleryDesignFor(blockDesign));
    }
  });
});

describe('constants', () => {
  it('has the gallery constants of the spec', () => {
    expect(DEFAULT_AUTOPLAY_TIMEOUT_MS).toBe(5000);
    expect(GALLERY_KEY_CODES).toEqual({ previous: 37, next: 39 });
    expect(GALLERY_IMAGE_LOAD_CONCURRENCY).toEqual({ desktop: 16, mobile: 1 });
    expect(GALLERY_RESIZE_TIMEOUT_MS).toEqual({ default: 300, gallery: 100 });
    expect(GALLERY_MOTION.swipeMinDistancePx).toBe(50);
    expect(GALLERY_MOTION.swipeMaxDurationMs).toBe(250);
    expect(GALLERY_MOTION.swipeAnimationSeconds).toBe(0.28);
    expect(GALLERY_MOTION.scrollTransitionSeconds).toBe(0.4);
    expect(GALLERY_MOTION.kenBurnsZoom).toBe(1.075);
    expect(GALLERY_MOTION.newSwipeAxisDetectionPx).toBe(10);
    expect(GALLERY_MOTION.newSwipeVelocitySamples).toBe(5);
    expect(GALLERY_MOTION.newSwipeNarrowBelowPx).toBe(767);
    expect(GALLERY_MOTION.newSwipeSnapSecondsNarrow).toEqual({ min: 0.2, max: 0.3 });
    expect(GALLERY_MOTION.newSwipeSnapSecondsWide).toEqual({ min: 0.3, max: 0.5 });
    expect(THUMBNAIL_STRIP_MAX_PADDING_PX).toBe(5);
    expect(VIDEO_THUMBNAIL_ASPECT_RATIO).toBeCloseTo(16 / 9);
  });
});

describe('normalizeGalleryIndex', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [7, 5, 2],
    [-1, 5, 4],
    [-5, 5, 0],
    [-6, 5, 4],
    [-0, 5, 0],
    [2.7, 5, 2],
    [-0.5, 5, 4],
    [3, 1, 0],
  ])('normalises %d among %d slides to %d', (index, count, expected) => {
    expect(normalizeGalleryIndex(index, count)).toBe(expected);
  });

  it.each([
    [3, 0],
    [3, -2],
    [3, Number.NaN],
    [3, Number.POSITIVE_INFINITY],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
  ])('gives 0 for index %d and count %d', (index, count) => {
    expect(normalizeGalleryIndex(index, count)).toBe(0);
  });

  it('always lands in [0, count) on the same slide modulo count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        (index, count) => {
          const normalized = normalizeGalleryIndex(index, count);
          expect(Number.isInteger(normalized)).toBe(true);
          expect(normalized).toBeGreaterThanOrEqual(0);
          expect(normalized).toBeLessThan(count);
          expect((((index - normalized) % count) + count) % count).toBe(0);
        },
      ),
    );
  });

  it('never returns NaN or leaves the range, whatever the numbers', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (index, count) => {
        const normalized = normalizeGalleryIndex(index, count);
        expect(Number.isInteger(normalized)).toBe(true);
        expect(normalized).toBeGreaterThanOrEqual(0);
        expect(normalized).toBeLessThan(Number.isFinite(count) && count >= 1 ? count : 1);
        expect(Object.is(normalized, -0)).toBe(false);
      }),
    );
  });
});

describe('stepGallery', () => {
  it('moves forward and back within the gallery', () => {
    expect(stepGallery(1, 4, 1, false)).toEqual({ index: 2 });
    expect(stepGallery(1, 4, -1, false)).toEqual({ index: 0 });
  });

  it('wraps from the last to the first and back when looping', () => {
    expect(stepGallery(3, 4, 1, true)).toEqual({ index: 0 });
    expect(stepGallery(0, 4, -1, true)).toEqual({ index: 3 });
  });

  it('signals the ends when not looping', () => {
    expect(stepGallery(3, 4, 1, false)).toEqual({ reachedEnd: true });
    expect(stepGallery(0, 4, -1, false)).toEqual({ reachedBeginning: true });
  });

  it('stays on a single looping slide, and signals on a single non-looping one', () => {
    expect(stepGallery(0, 1, 1, true)).toEqual({ index: 0 });
    expect(stepGallery(0, 1, 1, false)).toEqual({ reachedEnd: true });
    expect(stepGallery(0, 1, -1, false)).toEqual({ reachedBeginning: true });
  });

  it('normalises an out-of-range current index first', () => {
    expect(stepGallery(-1, 4, 1, false)).toEqual({ reachedEnd: true });
    expect(stepGallery(9, 4, 1, false)).toEqual({ index: 2 });
  });

  it('signals the ends in an empty gallery, looping or not', () => {
    expect(stepGallery(0, 0, 1, true)).toEqual({ reachedEnd: true });
    expect(stepGallery(0, 0, -1, true)).toEqual({ reachedBeginning: true });
    expect(stepGallery(0, 0, 1, false)).toEqual({ reachedEnd: true });
  });

  it('always gives an index in range when looping', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom(1 as const, -1 as const),
        (current, count, direction) => {
          const step = stepGallery(current, count, direction, true);
          expect(step).toEqual({
            index: normalizeGalleryIndex(normalizeGalleryIndex(current, count) + direction, count),
          });
        },
      ),
    );
  });

  it('without loop, either moves by one or signals the end it hit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 199 }),
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom(1 as const, -1 as const),
        (start, count, direction) => {
          const current = start % count;
          const step = stepGallery(current, count, direction, false);
          if ('index' in step) expect(step.index).toBe(current + direction);
          else if ('reachedEnd' in step) expect([direction, current]).toEqual([1, count - 1]);
          else expect([direction, current]).toEqual([-1, 0]);
        },
      ),
    );
  });
});

describe('carouselGroupCount', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 1],
    [3, 3, 1],
    [4, 3, 2],
    [9, 3, 3],
    [10, 3, 4],
    [5, 1, 5],
  ])('%d slides at %d per row make %d groups', (total, perRow, groups) => {
    expect(carouselGroupCount(total, perRow)).toBe(groups);
  });

  it('counts slidesPerRow below 1 as 1 and never gives Infinity or NaN', () => {
    expect(carouselGroupCount(4, 0)).toBe(4);
    expect(carouselGroupCount(4, -2)).toBe(4);
    expect(carouselGroupCount(4, Number.NaN)).toBe(4);
    expect(carouselGroupCount(Number.NaN, 3)).toBe(0);
    expect(carouselGroupCount(-4, 3)).toBe(0);
  });

  it('is the ceiling of total over slides per row', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 50 }), (total, perRow) => {
        const groups = carouselGroupCount(total, perRow);
        expect(groups * perRow).toBeGreaterThanOrEqual(total);
        expect((groups - 1) * perRow).toBeLessThan(Math.max(total, 1));
      }),
    );
  });
});

describe('carouselControls', () => {
  it('hides the controls when every slide fits in one row', () => {
    expect(carouselControls(0, 1).hidden).toBe(true);
    expect(carouselControls(0, 0).hidden).toBe(true);
    expect(carouselControls(0, 2).hidden).toBe(false);
  });

  it('disables previous on the first group and next on the last', () => {
    expect(carouselControls(0, 3)).toEqual({ hidden: false, previousDisabled: true, nextDisabled: false });
    expect(carouselControls(1, 3)).toEqual({ hidden: false, previousDisabled: false, nextDisabled: false });
    expect(carouselControls(2, 3)).toEqual({ hidden: false, previousDisabled: false, nextDisabled: true });
  });
});

describe('carouselSlidesPerRow', () => {
  it.each([
    [3, 1024, 3],
    [5, 724, 5],
    [5, 723, 3],
    [3, 723, 3],
    [2, 723, 2],
    [5, 480, 3],
    [5, 479, 2],
    [3, 479, 2],
    [2, 479, 2],
    [1, 479, 1],
    [1, 300, 1],
  ])('setting %d at %d px gives %d', (setting, viewportWidth, expected) => {
    expect(carouselSlidesPerRow(setting, viewportWidth)).toBe(expected);
  });

  it('takes the carousel default for a setting below 1 or not a number', () => {
    expect(carouselSlidesPerRow(0, 1024)).toBe(3);
    expect(carouselSlidesPerRow(Number.NaN, 1024)).toBe(3);
    expect(carouselSlidesPerRow(0, 400)).toBe(2);
  });

  it('rounds a fractional setting down', () => {
    expect(carouselSlidesPerRow(4.8, 1024)).toBe(4);
  });

  it('never exceeds the setting on narrower viewports', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 3000 }), (setting, width) => {
        const perRow = carouselSlidesPerRow(setting, width);
        expect(perRow).toBeLessThanOrEqual(setting);
        expect(perRow).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('autoplayTimeoutMs', () => {
  it.each([
    [undefined, 5000],
    [null, 5000],
    [3, 3000],
    [2.5, 2500],
    [1.1, 1100],
    ['4', 4000],
    [' 1.5 ', 1500],
    [0, 5000],
    [-2, 5000],
    ['', 5000],
    ['  ', 5000],
    ['fast', 5000],
    [Number.NaN, 5000],
    [Number.POSITIVE_INFINITY, 5000],
    [true, 5000],
    [[3], 5000],
    [0.0001, 5000],
  ])('autoplay-duration %j gives %d ms', (seconds, ms) => {
    expect(autoplayTimeoutMs(seconds)).toBe(ms);
  });

  it('caps the timer at the longest delay a browser timer honours', () => {
    expect(autoplayTimeoutMs(10_000_000)).toBe(2_147_483_647);
  });
});

describe('normalizeStripAlignment', () => {
  it.each([
    ['start', 'start'],
    ['middle', 'middle'],
    ['end', 'end'],
    ['left', 'start'],
    ['center', 'middle'],
    ['right', 'end'],
    ['top', 'middle'],
    ['', 'middle'],
    [undefined, 'middle'],
    [1, 'middle'],
  ])('%j aligns to %s', (value, expected) => {
    expect(normalizeStripAlignment(value)).toBe(expected);
  });
});

describe('validateStackedTransition', () => {
  it('lists the five transitions with fade first', () => {
    expect(STACKED_TRANSITIONS).toEqual(['fade', 'kenBurns', 'newSwipe', 'scroll', 'swipe']);
  });

  it.each(STACKED_TRANSITIONS)('accepts %s', (name) => {
    expect(() => validateStackedTransition(name)).not.toThrow();
  });

  it.each(['zoom', 'Fade', 'kenburns', ''])('rejects %j with the spec message', (name) => {
    expect(() => validateStackedTransition(name)).toThrow(
      new Error(`Could not find transition named ${name}`),
    );
  });
});

describe('autocolumnsColumnCount', () => {
  it('fits whole columns of at least columnWidth with behaviour min or up', () => {
    expect(autocolumnsColumnCount(1000, 250, 0, 'min')).toBe(4);
    expect(autocolumnsColumnCount(999, 250, 0, 'min')).toBe(3);
    expect(autocolumnsColumnCount(999, 250, 0, 'up')).toBe(3);
  });

  it('uses columns of at most columnWidth with any other behaviour', () => {
    expect(autocolumnsColumnCount(1000, 250, 0, 'max')).toBe(4);
    expect(autocolumnsColumnCount(1001, 250, 0, 'max')).toBe(5);
    expect(autocolumnsColumnCount(1001, 250, 0, 'down')).toBe(5);
  });

  it('counts the gutters between columns', () => {
    // 3 columns of 300 with two gutters of 20 need exactly 940.
    expect(autocolumnsColumnCount(940, 300, 20, 'min')).toBe(3);
    expect(autocolumnsColumnCount(939, 300, 20, 'min')).toBe(2);
    expect(autocolumnsColumnCount(940, 300, 20, 'max')).toBe(3);
  });

  it('gives at least 1 column', () => {
    expect(autocolumnsColumnCount(100, 250, 0, 'min')).toBe(1);
    expect(autocolumnsColumnCount(0, 250, 0, 'max')).toBe(1);
    expect(autocolumnsColumnCount(500, 0, 0, 'min')).toBe(1);
    expect(autocolumnsColumnCount(Number.NaN, 250, 0, 'min')).toBe(1);
  });

  it('is a whole number of at least 1, and floor never exceeds ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100 }),
        (width, columnWidth, gutter) => {
          const floored = autocolumnsColumnCount(width, columnWidth, gutter, 'min');
          const ceiled = autocolumnsColumnCount(width, columnWidth, gutter, 'max');
          expect(Number.isInteger(floored) && floored >= 1).toBe(true);
          expect(floored).toBeLessThanOrEqual(ceiled);
          expect(ceiled - floored).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('validateColumnWidth', () => {
  it.each([
    [250, 250],
    [12.5, 12.5],
    ['300', 300],
    ['300px', 300],
    [' 42', 42],
    ['2.9', 2],
  ])('accepts %j as %d', (value, expected) => {
    expect(validateColumnWidth(value)).toBe(expected);
  });

  it.each([
    0,
    -10,
    '0',
    '-5',
    'wide',
    '',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    true,
    [250],
  ])('rejects %j', (value) => {
    expect(validateColumnWidth(value)).toBeNull();
  });
});

describe('LIGHTBOX_DEFAULTS', () => {
  it('has the spec’s lightbox numbers', () => {
    expect(LIGHTBOX_DEFAULTS).toEqual({
      overlayFadeSeconds: 0.35,
      contentFadeSeconds: 0.6,
      speedSeconds: 0.6,
      padding: 100,
      overlayOpacity: 0.95,
      keyThrottleMs: 200,
      edgeDeadZone: 0.02,
    });
  });
});

describe('lightboxClickAction', () => {
  it.each([
    [0.1, 'previous'],
    [0.49, 'previous'],
    [0.5, 'next'],
    [0.9, 'next'],
    [0.02, 'previous'],
    [0.98, 'next'],
    [0.019, 'none'],
    [0.981, 'none'],
    [0, 'none'],
    [1, 'none'],
    [-0.3, 'none'],
    [1.5, 'none'],
    [Number.NaN, 'none'],
  ])('a click at %d does %s', (x, action) => {
    expect(lightboxClickAction(x)).toBe(action);
  });
});

describe('lightboxThemeFor', () => {
  it.each(['light', 'dark'])('keeps %s', (theme) => {
    expect(lightboxThemeFor(theme)).toBe(theme);
  });

  it.each([undefined, null, '', 'Dark', 'sepia', 1])('takes dark for %j', (value) => {
    expect(lightboxThemeFor(value)).toBe('dark');
  });
});

describe('lightboxKeyAllowed', () => {
  it('lets the first key through', () => {
    expect(lightboxKeyAllowed(undefined, 0)).toBe(true);
  });

  it.each([
    [1000, 1000, false],
    [1000, 1199, false],
    [1000, 1200, true],
    [1000, 5000, true],
  ])('after a move at %d, a key at %d moves: %s', (last, now, allowed) => {
    expect(lightboxKeyAllowed(last, now)).toBe(allowed);
  });
});

describe('lightboxIndexAfter', () => {
  it.each([
    [0, 6, 1, 1],
    [5, 6, 1, 0],
    [0, 6, -1, 5],
    [3, 6, -1, 2],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
  ] as const)('from %d of %d by %d is %d', (current, count, direction, index) => {
    expect(lightboxIndexAfter(current, count, direction)).toBe(index);
  });

  it('always lands inside the gallery', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(1 as const, -1 as const),
        (current, count, direction) => {
          const index = lightboxIndexAfter(current, count, direction);
          return index >= 0 && index < count;
        },
      ),
    );
  });
});

describe('swipeDirection', () => {
  it.each([
    [-50, 250, 'next'],
    [-120, 100, 'next'],
    [50, 250, 'previous'],
    [80, 10, 'previous'],
    [-49, 100, 'none'],
    [49, 100, 'none'],
    [-200, 251, 'none'],
    [200, -1, 'none'],
    [Number.NaN, 100, 'none'],
  ] as const)('%d px in %d ms is %s', (deltaX, ms, direction) => {
    expect(swipeDirection(deltaX, ms)).toBe(direction);
  });
});
