import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidUrlId, URL_ID_MAX_LENGTH } from './links.ts';
import { copyTitle, freeUrlId, urlIdFromTitle } from './pages.ts';

describe('a page URL from its title', () => {
  it('lower-cases, drops accents and joins words with one hyphen', () => {
    expect(urlIdFromTitle('Our Café & Bakery!')).toBe('our-cafe-bakery');
    expect(urlIdFromTitle('  --Spring   2030-- ')).toBe('spring-2030');
    expect(urlIdFromTitle('Crème brûlée')).toBe('creme-brulee');
  });

  it('falls back to "page" when the title leaves nothing, and steps around the platform’s routes', () => {
    expect(urlIdFromTitle('!!!')).toBe('page');
    expect(urlIdFromTitle('日本語')).toBe('page');
    // An item of a collection falls back to its own kind of name (a gallery's picture).
    expect(urlIdFromTitle('写真', 'picture')).toBe('picture');
    expect(urlIdFromTitle('Search')).toBe('search-page');
    expect(urlIdFromTitle('API')).toBe('api-page');
  });

  it('always makes a valid URL, whatever the title', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (title) => isValidUrlId(urlIdFromTitle(title))));
    expect(urlIdFromTitle('a'.repeat(150))).toHaveLength(URL_ID_MAX_LENGTH);
  });
});

describe('a free URL', () => {
  it('keeps the URL when no page uses it and counts up from 2 when one does', () => {
    expect(freeUrlId('about', new Set(['home']))).toBe('about');
    expect(freeUrlId('about', new Set(['about']))).toBe('about-2');
    expect(freeUrlId('about', new Set(['about', 'about-2', 'about-3']))).toBe('about-4');
  });

  it('cuts a long URL so its number fits, and stays valid', () => {
    const long = `${'a'.repeat(98)}-b`;
    const free = freeUrlId(long, new Set([long]));
    expect(free).toHaveLength(URL_ID_MAX_LENGTH);
    expect(free.endsWith('-2')).toBe(true);
    expect(isValidUrlId(free)).toBe(true);
  });
});

describe('a copy’s title', () => {
  it('adds “(copy)” within the title limit', () => {
    expect(copyTitle('About', 200)).toBe('About (copy)');
    expect(copyTitle('x'.repeat(200), 200)).toHaveLength(200);
  });
});
