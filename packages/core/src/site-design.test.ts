import { describe, expect, it } from 'vitest';
import { isValidLink } from './links.ts';
import { isValidSocialLink, SOCIAL_NETWORK_IDS, SOCIAL_NETWORKS } from './site-design.ts';

describe('header and footer links (isValidLink, the one link rule)', () => {
  it('takes the links core allows elsewhere', () => {
    for (const href of ['/about', '#contact', 'https://example.com/x', 'mailto:a@b.co', 'tel:+15035550100']) {
      expect(isValidLink(href), href).toBe(true);
    }
  });

  it('refuses javascript: links and what core refuses', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:void(0)',
      'about',
      'example.com',
      'http://',
      '',
    ]) {
      expect(isValidLink(href), href).toBe(false);
    }
  });
});

describe('isValidSocialLink', () => {
  it('takes absolute https profiles only', () => {
    expect(isValidSocialLink('https://instagram.com/fernandkiln')).toBe(true);
    expect(isValidSocialLink('http://instagram.com/fernandkiln')).toBe(false);
    expect(isValidSocialLink('/instagram')).toBe(false);
    expect(isValidSocialLink('mailto:a@b.co')).toBe(false);
  });
});

describe('SOCIAL_NETWORKS', () => {
  it('names every network it lists', () => {
    expect(SOCIAL_NETWORK_IDS.length).toBeGreaterThan(5);
    for (const id of SOCIAL_NETWORK_IDS) expect(SOCIAL_NETWORKS[id].length).toBeGreaterThan(0);
  });
});
