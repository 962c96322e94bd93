// The canvas's focus ring (issue 33, "Keyboard and focus": 'The focus ring is amber on near-white at
// about 1.8:1; WCAG 2.2 asks 3:1 (2.4.11/1.4.11): make it visible on every palette'): a block on the
// canvas takes core's two-tone ring, as the published page does, never the amber one.
import { FOCUS_RING, FOCUS_RING_DECLARATIONS } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { canvasStyles } from './CanvasFrame.tsx';

describe("issue 33: 'The focus ring is amber on near-white at about 1.8:1; WCAG 2.2 asks 3:1' on the canvas", () => {
  it('rings a focused block with core’s two-tone ring', () => {
    expect(canvasStyles([])).toContain(`[data-puck-component]:focus-visible{${FOCUS_RING_DECLARATIONS}}`);
  });

  it('draws no amber ring: every focus rule of the canvas uses core’s', () => {
    const css = canvasStyles([]);
    expect(css).not.toMatch(/#f0b429/i);
    const rules = [...css.matchAll(/([^{}]*:focus(?:-visible)?[^{}]*)\{([^}]*)\}/g)];
    expect(rules.length).toBeGreaterThan(1);
    for (const [, selector, body] of rules)
      if (body?.includes('outline:') && !body.includes('outline:none'))
        expect([selector?.trim(), body.includes(FOCUS_RING.dark)]).toEqual([selector?.trim(), true]);
  });
});
