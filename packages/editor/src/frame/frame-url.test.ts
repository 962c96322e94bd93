import { describe, expect, it } from 'vitest';
import { addressWithFrameUrl, frameUrlFromAddress, sanitizeFrameUrl, viewSiteHref } from './frame-url.ts';

const ORIGIN = 'http://demo.localhost:3000';

describe('sanitizeFrameUrl', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/blog/first-post?tag=news', '/blog/first-post?tag=news'],
    ['/configuration', '/configuration'],
  ])('keeps the site path %s', (value, expected) => {
    expect(sanitizeFrameUrl(value, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'about',
    '//evil.example/',
    '//demo.localhost:3000/about',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'https://evil.example/about',
    `${ORIGIN}/about`,
    '/config/',
    '/config?frameUrl=/',
    // Dot segments that the URL parser collapses into a protocol-relative '//host'.
    '/..//evil.example/',
    '/.//evil.example/',
    '/a/..//evil.example/',
    '/%2e%2e//evil.example/',
    '/%2E%2E//evil.example/',
    '/a/%2e%2e//evil.example/',
    // The config area spelled with escapes, which the server decodes.
    '/%63onfig/',
    '/%63%6F%6E%66%69%67/?frameUrl=%2F',
    '/config/../config/',
  ])('falls back to / for %j', (value) => {
    expect(sanitizeFrameUrl(value, ORIGIN)).toBe('/');
  });

  it('drops the hash, which the frame never reports back', () => {
    expect(sanitizeFrameUrl('/about#team', ORIGIN)).toBe('/about');
  });
});

describe('frameUrlFromAddress', () => {
  it('reads and sanitises the frameUrl parameter', () => {
    expect(frameUrlFromAddress(`${ORIGIN}/config/?frameUrl=%2Fabout%3Fx%3D1`)).toBe('/about?x=1');
    expect(frameUrlFromAddress(`${ORIGIN}/config/?frameUrl=https%3A%2F%2Fevil.example`)).toBe('/');
    expect(frameUrlFromAddress(`${ORIGIN}/config/`)).toBe('/');
  });
});

describe('addressWithFrameUrl', () => {
  it('replaces frameUrl and keeps the rest of the address', () => {
    expect(addressWithFrameUrl(`${ORIGIN}/config/?frameUrl=%2F&panel=1#top`, '/blog?page=2')).toBe(
      '/config/?frameUrl=%2Fblog%3Fpage%3D2&panel=1#top',
    );
  });
});

describe('viewSiteHref', () => {
  it('never points off the site, whatever path it is given', () => {
    for (const path of ['//evil.example/', '/..//evil.example/', 'https://evil.example/']) {
      expect(viewSiteHref(path, ORIGIN)).toBe('/?noredirect=1');
    }
  });

  it('adds noredirect to the framed page', () => {
    expect(viewSiteHref('/about', ORIGIN)).toBe('/about?noredirect=1');
    expect(viewSiteHref('/shop?category=tea', ORIGIN)).toBe('/shop?category=tea&noredirect=1');
  });
});
