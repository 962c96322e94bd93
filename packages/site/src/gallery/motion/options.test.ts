import { afterEach, describe, expect, it, vi } from 'vitest';
import { motionOptions, readBlockData, validateBoundaries, validateSnapPoint } from './options.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function element(attribute: string | null): HTMLElement {
  const div = document.createElement('div');
  if (attribute !== null) div.setAttribute('data-gallery', attribute);
  return div;
}

// The block design name of the stacked slideshow (spec section 2: slideshow to stacked).
const stacked = {
  design: 'slideshow',
  autoplay: true,
  'autoplay-duration': 0,
  'active-alignment': 'center',
  thumbnails: false,
};

describe('gallery block data', () => {
  it('is read from the element’s JSON attribute', () => {
    expect(readBlockData(element(JSON.stringify(stacked)))).toEqual(stacked);
  });

  it('says "Error decoding gallery block data." for malformed JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readBlockData(element('{design:'))).toBeNull();
    expect(error).toHaveBeenCalledWith('Error decoding gallery block data.');
  });

  it('says "Error evaluating gallery block data." when there is none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readBlockData(element(null))).toBeNull();
    expect(error).toHaveBeenCalledWith('Error evaluating gallery block data.');
  });
});

describe('motion options', () => {
  it('take the design’s defaults from core: speed 1 s stacked, 0.5 s strip, fade, 5000 ms', () => {
    const options = motionOptions(stacked);
    expect(options).toMatchObject({
      speed: 1,
      transition: 'fade',
      clickBehavior: 'next',
      autoplayMs: 5000,
      alignment: 'middle',
      loop: true,
    });
    expect(motionOptions({ ...stacked, design: 'slider' }).speed).toBe(0.5);
  });

  it('convert autoplay-duration seconds and map the strip alignment', () => {
    const options = motionOptions({ ...stacked, 'autoplay-duration': 2.5, 'active-alignment': 'right' });
    expect(options.autoplayMs).toBe(2500);
    expect(options.alignment).toBe('end');
  });

  it("spec 2 §2: read the block data's design through the mapping ('slideshow to stacked', 'slider to strip')", () => {
    expect(motionOptions({ ...stacked, design: 'slideshow' }).design).toBe('stacked');
    expect(motionOptions({ ...stacked, design: 'slider' }).design).toBe('strip');
  });

  it.each(['grid', 'stacked', 'strip', 'mosaic'])(
    "spec 2 §8: refuse block data's design %j, which the mapping does not make a slideshow, with 'These are not the gallery designs you are looking for'",
    (design) => {
      // stacked and strip are block design names too: stacked maps to base, strip (anything else) to base.
      expect(() => motionOptions({ ...stacked, design })).toThrow(
        'These are not the gallery designs you are looking for',
      );
    },
  );

  it('refuse an unknown transition with the spec’s words', () => {
    expect(() => motionOptions({ ...stacked, designOptions: { transition: 'wobble' } })).toThrow(
      'Could not find transition named wobble',
    );
  });
});

describe('newSwipe settings (spec section 5)', () => {
  it('take boundaries none, hard or inertial, one for both ends or one each', () => {
    expect(validateBoundaries('hard')).toEqual(['hard', 'hard']);
    expect(validateBoundaries(['none', 'inertial'])).toEqual(['none', 'inertial']);
    expect(() => validateBoundaries('soft')).toThrow('none, hard or inertial');
    expect(() => validateBoundaries(['hard'])).toThrow();
  });

  it('take snap points as a percentage or none', () => {
    expect(validateSnapPoint('35%')).toBe(35);
    expect(validateSnapPoint('12.5%')).toBe(12.5);
    expect(validateSnapPoint('none')).toBeNull();
    for (const bad of ['35', '%', 'abc%', 35]) expect(() => validateSnapPoint(bad)).toThrow();
  });
});
