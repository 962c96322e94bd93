import { describe, expect, it } from 'vitest';
import { logoutLandingFromConfig } from './logout-landing.ts';

describe("spec 2 'Logout': 'sent to the site root (or the preview frame URL) with a logout=true query'", () => {
  it('lands on the page the preview frame shows', () => {
    expect(
      logoutLandingFromConfig('https://fern.tessera.test/config/?frameUrl=%2Fjournal%2Fchasing-plum'),
    ).toBe('/journal/chasing-plum?logout=true');
    expect(logoutLandingFromConfig('https://fern.tessera.test/config/?frameUrl=%2Fshop%3Fx%3D1')).toBe(
      '/shop?x=1&logout=true',
    );
  });

  it('lands on the site root without a frame URL, or with one that is not on this site', () => {
    expect(logoutLandingFromConfig('https://fern.tessera.test/config/')).toBe('/?logout=true');
    expect(logoutLandingFromConfig('https://fern.tessera.test/config/?frameUrl=%2F%2Fevil.example')).toBe(
      '/?logout=true',
    );
    expect(logoutLandingFromConfig('https://fern.tessera.test/config/?frameUrl=%2Fconfig%2F')).toBe(
      '/?logout=true',
    );
  });
});
