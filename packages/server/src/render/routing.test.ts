import { describe, expect, it } from 'vitest';
import { isCanonicalPath, routeOf } from './routing.ts';

describe('routeOf', () => {
  it('names the home, search, page-by-id, collection and item paths', () => {
    expect(routeOf('/')).toEqual({ kind: 'home' });
    expect(routeOf('/search')).toEqual({ kind: 'search' });
    expect(routeOf('/pages/0123456789abcdef01234567')).toEqual({
      kind: 'collection-id',
      id: '0123456789abcdef01234567',
    });
    expect(routeOf('/journal')).toEqual({ kind: 'collection', urlId: 'journal' });
    expect(routeOf('/Journal/Chasing-Plum')).toEqual({
      kind: 'item',
      collectionUrlId: 'journal',
      itemUrlId: 'chasing-plum',
    });
  });

  it('names nothing for bad or reserved segments, deep paths and bad escapes', () => {
    for (const path of [
      '/pages/short',
      '/a/b/c',
      '/-lead',
      '/trail-',
      '/under_score',
      '/%E0%A4%A',
      '/api',
      '/static',
      '/s',
    ]) {
      expect(routeOf(path)).toEqual({ kind: 'none' });
    }
  });
});

describe('isCanonicalPath', () => {
  it('accepts only the lower-case, unescaped, single-slash spelling of a page', () => {
    for (const path of ['/', '/about', '/journal/chasing-plum', '/pages/0123456789abcdef01234567'])
      expect(isCanonicalPath(path)).toBe(true);
    for (const path of ['/ABOUT', '/About', '/%61bout', '//about', '/journal//chasing-plum', '/a%2Fb', ''])
      expect(isCanonicalPath(path)).toBe(false);
  });
});
