import { describe, expect, it } from 'vitest';
import { contrastRatio, FOCUS_RING_DECLARATIONS, focusRingContrast, hexChannels } from './focus-ring.ts';

describe('WCAG contrast, as the focus ring is checked with', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([47, 93, 80], [47, 93, 80])).toBe(1);
  });

  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(hexChannels('#fff')).toEqual([255, 255, 255]);
    expect(hexChannels('#2f5d50')).toEqual([47, 93, 80]);
    expect(hexChannels('rgb(0,0,0)')).toBeNull();
  });

  it('finds the two-tone ring at 3:1 or more on black, white and the mid-grey between them', () => {
    for (const background of [
      [0, 0, 0],
      [255, 255, 255],
      [118, 118, 118],
    ] as const)
      expect(focusRingContrast(background)).toBeGreaterThanOrEqual(3);
    expect(FOCUS_RING_DECLARATIONS).toMatch(
      /^outline:3px solid #111111;outline-offset:2px;box-shadow:0 0 0 2px #ffffff$/,
    );
  });
});
