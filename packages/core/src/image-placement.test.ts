import { describe, expect, it } from 'vitest';
import {
  FIT_ALIGNMENTS,
  fitAlignmentPosition,
  imageFlag,
  imagePlacement,
  normalizeFitAlignment,
} from './images.ts';

const natural = { width: 1000, height: 500 };
const centre = { x: 0.5, y: 0.5 };
const place = (overrides: Partial<Parameters<typeof imagePlacement>[0]>) =>
  imagePlacement({
    box: { width: 400, height: 400 },
    natural,
    mode: 'contain',
    focalPoint: centre,
    fitAlignment: 'center',
    stretch: true,
    ...overrides,
  });

describe("spec 2 §3 Image configuration: 'fitAlignment (top, left, center, right, bottom)'", () => {
  it('has the five, center for anything else', () => {
    expect(FIT_ALIGNMENTS).toEqual(['top', 'left', 'center', 'right', 'bottom']);
    expect(normalizeFitAlignment('bottom')).toBe('bottom');
    expect(normalizeFitAlignment('middle')).toBe('center');
    expect(normalizeFitAlignment(undefined)).toBe('center');
  });

  it('puts a contained image at the top, left, centre, right or bottom of its box', () => {
    expect(fitAlignmentPosition('top')).toEqual({ x: 0.5, y: 0 });
    expect(fitAlignmentPosition('left')).toEqual({ x: 0, y: 0.5 });
    // A 2:1 image contained in a 400 × 400 box is 400 × 200: 200 px of free height.
    expect(place({ fitAlignment: 'top' })).toEqual({ width: 400, height: 200, left: 0, top: 0 });
    expect(place({ fitAlignment: 'center' })).toEqual({ width: 400, height: 200, left: 0, top: 100 });
    expect(place({ fitAlignment: 'bottom' })).toEqual({ width: 400, height: 200, left: 0, top: 200 });
    const tall = { width: 500, height: 1000 };
    expect(place({ natural: tall, fitAlignment: 'left' })).toEqual({
      width: 200,
      height: 400,
      left: 0,
      top: 0,
    });
    expect(place({ natural: tall, fitAlignment: 'right' })).toMatchObject({ left: 200 });
  });
});

describe("spec 2 §3 Image configuration: 'stretch (default true)'", () => {
  it('lets cover and contain scale an image past its own size only with stretch', () => {
    const big = { width: 2000, height: 1000 };
    const small = { width: 200, height: 100 };
    expect(place({ box: big, natural: small })).toMatchObject({ width: 2000, height: 1000 });
    expect(place({ box: big, natural: small, stretch: false })).toEqual({
      width: 200,
      height: 100,
      left: 900,
      top: 450,
    });
    expect(place({ box: big, natural: small, mode: 'cover', stretch: false })).toMatchObject({
      width: 200,
      height: 100,
    });
    // Shrinking is never stretching.
    expect(place({ stretch: false })).toMatchObject({ width: 400, height: 200 });
  });
});

describe('imagePlacement for advanced positioning and background images', () => {
  it('covers the box, the free space shared at the focal point', () => {
    // 2:1 covering 400 × 400 is 800 × 400: 400 px overflow sideways.
    expect(place({ mode: 'cover' })).toEqual({ width: 800, height: 400, left: -200, top: 0 });
    expect(place({ mode: 'cover', focalPoint: { x: 0, y: 0.5 } })).toMatchObject({ left: 0 });
    expect(place({ mode: 'cover', focalPoint: { x: 1, y: 0.5 } })).toMatchObject({ left: -400 });
  });

  it('keeps the image’s own size with no crop mode, placed by the fit alignment', () => {
    expect(place({ mode: 'none', fitAlignment: 'top' })).toEqual({
      width: 1000,
      height: 500,
      left: -300,
      top: 0,
    });
  });
});

describe('imageFlag: a boolean image configuration given as an attribute', () => {
  it.each([
    [undefined, true, true],
    [null, false, false],
    ['', false, true],
    ['true', false, true],
    ['false', true, false],
    [' FALSE ', true, false],
  ])('%j with default %s is %s', (text, fallback, value) => {
    expect(imageFlag(text, fallback)).toBe(value);
  });
});
