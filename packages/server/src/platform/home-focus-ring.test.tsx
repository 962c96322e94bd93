// The platform home's focus ring (issue 33, "Keyboard and focus": 'The focus ring is amber on
// near-white at about 1.8:1; WCAG 2.2 asks 3:1 (2.4.11/1.4.11)'): core's two-tone ring, as the
// published site draws it, standing 3:1 on every colour the home's stylesheet names.
import {
  FOCUS_RING,
  FOCUS_RING_DECLARATIONS,
  FOCUS_RING_MIN_CONTRAST,
  focusRingContrast,
  hexChannels,
} from '@tessera/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HOME_STYLES, Home } from './Home.tsx';

const focusRules = (css: string) => [...css.matchAll(/([^{}]*:focus(?:-visible)?[^{}]*)\{([^}]*)\}/g)];

describe("issue 33: 'The focus ring is amber on near-white at about 1.8:1; WCAG 2.2 asks 3:1' on the platform home", () => {
  it('draws core’s two-tone ring on focus, and no amber one', () => {
    const rules = focusRules(HOME_STYLES);
    expect(rules.length).toBeGreaterThan(0);
    for (const [, selector, body] of rules) {
      expect([selector?.trim(), body]).toEqual([selector?.trim(), FOCUS_RING_DECLARATIONS]);
      expect(body).not.toMatch(/#f0b429/i);
    }
    // The notice's amber border stays: it marks a notice, it is no focus indicator.
    expect(HOME_STYLES).toMatch(/\.notice\{[^}]*border:1px solid #f0b429/);
  });

  it('stands at 3:1 or more on every colour the home names', () => {
    const colours = [...new Set(HOME_STYLES.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi) ?? [])];
    expect(colours.length).toBeGreaterThan(5);
    const weak = colours.filter(
      (colour) => focusRingContrast(hexChannels(colour) ?? [0, 0, 0]) < FOCUS_RING_MIN_CONTRAST,
    );
    expect(weak).toEqual([]);
  });

  it('is in the page the home serves', () => {
    const html = renderToStaticMarkup(<Home crumb="c" account={null} sites={[]} appDomain="tessera.test" />);
    expect(html).toContain(`:focus-visible{outline:${FOCUS_RING.widthPx}px solid ${FOCUS_RING.dark}`);
  });
});
