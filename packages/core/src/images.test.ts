import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_SIZE_LADDER,
  imageSrcForWidth,
  LAZY_LOAD_MARGIN_PX,
  normalizeCropMode,
  parseFocalPoint,
  parseImageDimensions,
  pickImageWidth,
} from './images.ts';

describe('constants', () => {
  it('lists the size ladder largest first', () => {
    expect(IMAGE_SIZE_LADDER).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  it('starts lazy loading 200 px from the viewport', () => {
    expect(LAZY_LOAD_MARGIN_PX).toBe(200);
  });
});

describe('pickImageWidth', () => {
  it.each([
    [1, 100],
    [100, 100],
    [101, 300],
    [300, 300],
    [301, 500],
    [500, 500],
    [500.5, 750],
    [750, 750],
    [999, 1000],
    [1000, 1000],
    [1001, 1500],
    [1500, 1500],
    [2400, 2500],
    [2500, 2500],
    [2501, 2500],
    [10_000, 2500],
    [Number.POSITIVE_INFINITY, 2500],
  ])('a need of %d css px at ratio 1 fetches %d', (css, width) => {
    expect(pickImageWidth(css)).toBe(width);
  });

  it.each([0, -50, Number.NaN, Number.NEGATIVE_INFINITY])(
    'fetches the smallest width for a need of %d',
    (css) => {
      expect(pickImageWidth(css)).toBe(100);
    },
  );

  it('multiplies by the device pixel ratio', () => {
    expect(pickImageWidth(400, 2)).toBe(1000);
    expect(pickImageWidth(500, 3)).toBe(1500);
    expect(pickImageWidth(400, 0.5)).toBe(300);
  });

  it('clamps the ratio to dprMin and dprMax', () => {
    expect(pickImageWidth(400, 3, { dprMax: 1 })).toBe(500);
    expect(pickImageWidth(400, 1, { dprMin: 2 })).toBe(1000);
    expect(pickImageWidth(400, 2, { dprMin: 1, dprMax: 1.5 })).toBe(750);
  });

  it('applies the size adjustment, never below 0', () => {
    expect(pickImageWidth(800, 1, { sizeAdjustment: 0.5 })).toBe(500);
    expect(pickImageWidth(800, 1, { sizeAdjustment: 2 })).toBe(2500);
    expect(pickImageWidth(800, 1, { sizeAdjustment: -1 })).toBe(100);
  });

  it('takes the default for a non-numeric ratio, bound or adjustment', () => {
    const junk = Number.NaN;
    expect(pickImageWidth(400, junk)).toBe(500);
    expect(pickImageWidth(400, 2, { dprMin: junk, dprMax: junk, sizeAdjustment: junk })).toBe(1000);
    expect(pickImageWidth(400, 'x' as unknown as number)).toBe(500);
  });

  it('always returns a ladder width that is the smallest covering the need', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -100, max: 5000 }),
        fc.double({ noNaN: true, min: 0, max: 4 }),
        (css, ratio) => {
          const width = pickImageWidth(css, ratio);
          const needed = css * ratio;
          expect(IMAGE_SIZE_LADDER).toContain(width);
          if (needed > 0 && needed <= 2500) {
            expect(width).toBeGreaterThanOrEqual(needed);
            const smaller = IMAGE_SIZE_LADDER.filter((entry) => entry < width);
            for (const entry of smaller) expect(entry).toBeLessThan(needed);
          }
        },
      ),
    );
  });

  it('never fetches less for a larger need', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(pickImageWidth(small)).toBeLessThanOrEqual(pickImageWidth(large));
      }),
    );
  });
});

describe('imageSrcForWidth', () => {
  it.each([
    ['/img/a.jpg', '/img/a.jpg?format=500w'],
    ['https://images.example.com/a.jpg', 'https://images.example.com/a.jpg?format=500w'],
    ['/img/a.jpg?v=2', '/img/a.jpg?v=2&format=500w'],
    ['/img/a.jpg?format=100w', '/img/a.jpg?format=500w'],
    ['/img/a.jpg?format=100w&v=2', '/img/a.jpg?v=2&format=500w'],
    ['/img/a.jpg?', '/img/a.jpg?format=500w'],
    ['/img/a.jpg#top', '/img/a.jpg?format=500w#top'],
    ['/img/a.jpg?v=2#top', '/img/a.jpg?v=2&format=500w#top'],
    ['/img/a.jpg?formats=x', '/img/a.jpg?formats=x&format=500w'],
  ])('%s becomes %s', (src, expected) => {
    expect(imageSrcForWidth(src, 500)).toBe(expected);
  });

  it.each([
    '',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://example.com/1234',
    'DATA:image/gif;base64,R0',
  ])('leaves %j unchanged', (src) => {
    expect(imageSrcForWidth(src, 500)).toBe(src);
  });

  it('is stable when applied twice', () => {
    expect(imageSrcForWidth(imageSrcForWidth('/a.jpg?v=1', 300), 1000)).toBe('/a.jpg?v=1&format=1000w');
  });
});

describe('imageSrcForWidth in the file-name form', () => {
  it.each([
    ['/s/kiln.jpg', '/s/kiln.jpg/500w'],
    ['/s/kiln.jpg?format=100w', '/s/kiln.jpg/500w'],
    ['/s/kiln.jpg/100w', '/s/kiln.jpg/500w'],
    ['/s/kiln.jpg?crop=fill&ratio=1#top', '/s/kiln.jpg/500w?crop=fill&ratio=1#top'],
  ])('%s becomes %s', (src, expected) => {
    expect(imageSrcForWidth(src, 500, 'filename')).toBe(expected);
  });

  it('switches between the forms without leaving the other’s width behind', () => {
    const named = imageSrcForWidth('/s/kiln.jpg?v=1', 300, 'filename');
    expect(imageSrcForWidth(named, 1000, 'filename')).toBe('/s/kiln.jpg/1000w?v=1');
    expect(imageSrcForWidth(named, 1000)).toBe('/s/kiln.jpg?v=1&format=1000w');
  });
});

describe('normalizeCropMode', () => {
  it.each([
    ['content-fill', 'cover'],
    ['fill', 'cover'],
    ['cover', 'cover'],
    ['content-fit', 'contain'],
    ['fit', 'contain'],
    ['contain', 'contain'],
    ['none', 'none'],
    ['stretch', 'none'],
    ['', 'none'],
    [undefined, 'none'],
    [null, 'none'],
    [1, 'none'],
  ])('%j gives %s', (value, expected) => {
    expect(normalizeCropMode(value)).toBe(expected);
  });
});

describe('parseImageDimensions', () => {
  it.each([
    ['800x600', { width: 800, height: 600 }],
    ['1x1', { width: 1, height: 1 }],
    [' 1920 x 1080 ', { width: 1920, height: 1080 }],
    ['800X600', { width: 800, height: 600 }],
  ])('reads %j', (text, expected) => {
    expect(parseImageDimensions(text)).toEqual(expected);
  });

  it.each([
    '',
    '800',
    '800x',
    'x600',
    '0x600',
    '800x0',
    '-800x600',
    '800.5x600',
    '800x600x3',
    'axb',
    '800*600',
  ])('rejects %j', (text) => {
    expect(parseImageDimensions(text)).toBeNull();
  });

  it('rejects a non-string', () => {
    expect(parseImageDimensions(800 as unknown as string)).toBeNull();
  });
});

describe('parseFocalPoint', () => {
  it.each([
    ['0.3,0.7', { x: 0.3, y: 0.7 }],
    [' 0.25 , 1 ', { x: 0.25, y: 1 }],
    ['0,0', { x: 0, y: 0 }],
    ['1.5,-0.2', { x: 1, y: 0 }],
    ['-3,7', { x: 0, y: 1 }],
  ])('reads %j', (text, expected) => {
    expect(parseFocalPoint(text)).toEqual(expected);
  });

  it.each([
    undefined,
    '',
    ',',
    '0.3',
    '0.3,',
    ',0.7',
    '0.3,abc',
    'a,b',
    '0.1,0.2,0.3',
    'NaN,0.5',
    'Infinity,0',
  ])('gives the centre for %j', (text) => {
    expect(parseFocalPoint(text)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('gives a fresh centre each time', () => {
    const first = parseFocalPoint();
    first.x = 0;
    expect(parseFocalPoint()).toEqual({ x: 0.5, y: 0.5 });
  });

  it('always lands in the unit square', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { x, y } = parseFocalPoint(text);
        expect(x >= 0 && x <= 1 && y >= 0 && y <= 1).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const { x, y } = parseFocalPoint(`${a},${b}`);
        expect(x >= 0 && x <= 1 && y >= 0 && y <= 1).toBe(true);
      }),
    );
  });
});
