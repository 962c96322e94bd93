import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCanonicalPath, PageCache, type PageToCache } from './cache.ts';

const html = (kb: number) => `<!DOCTYPE html><p>${randomBytes(kb * 512).toString('hex')}</p>`;
const page = (content = html(10), tags: string[] = ['site']): PageToCache => ({
  status: 200,
  html: content,
  csp: "default-src 'self'",
  tags,
});

/** Stores a page rendered after the last change (the usual case). */
function put(cache: PageCache, key: string, value = page(), site = 'site') {
  return cache.set(site, key, value, cache.mark());
}

describe('PageCache', () => {
  it('keeps what it was given, brotli- and gzip-compressed and with an etag', () => {
    const cache = new PageCache();
    const content = html(10);
    const stored = put(cache, 'site:/', page(content));
    expect(cache.get('site:/')).toBe(stored);
    expect(stored.bodies.identity.toString()).toBe(content);
    expect(gunzipSync(stored.bodies.gzip).toString()).toBe(content);
    expect(brotliDecompressSync(stored.bodies.br).toString()).toBe(content);
    expect(stored.etag).toMatch(/^"[\w-]+"$/);
  });

  it('holds no more bytes than its bound, however many pages pass through it', () => {
    const bound = 256 * 1024;
    const cache = new PageCache(bound);
    for (let i = 0; i < 200; i++) put(cache, `site:/page-${i}`);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    // 10 KB of html and ~10 KB gzipped (random text barely compresses): about a dozen fit.
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('site:/page-199')).toBeDefined();
    expect(cache.get('site:/page-0')).toBeUndefined();
  });

  it('counts keys too, so many tiny pages under long paths stay within the bound', () => {
    const bound = 64 * 1024;
    const cache = new PageCache(bound);
    for (let i = 0; i < 1000; i++) put(cache, `site:/${'x'.repeat(2000)}${i}`, page('<p>tiny</p>'));
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    expect(cache.size).toBeLessThan(40);
  });

  it('evicts the least recently used page first', () => {
    const content = html(10);
    const probe = new PageCache();
    put(probe, 'k0', page(content));
    const cache = new PageCache(Math.floor(probe.bytes * 3.5)); // room for three such pages
    for (const key of ['k0', 'k1', 'k2']) put(cache, key, page(content));
    cache.get('k0');
    put(cache, 'k3', page(content));
    expect(cache.size).toBe(3);
    expect(cache.get('k1')).toBeUndefined();
    for (const key of ['k0', 'k2', 'k3']) expect(cache.get(key)).toBeDefined();
  });

  it('replaces a page without counting it twice', () => {
    const cache = new PageCache();
    const content = html(10);
    put(cache, 'k', page(content));
    const once = cache.bytes;
    put(cache, 'k', page(content));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(once);
  });

  it('serves but does not keep a page larger than the whole bound (0 turns caching off)', () => {
    const cache = new PageCache(0);
    const stored = put(cache, 'k', page(html(1)));
    expect(stored.bodies.identity.length).toBeGreaterThan(0);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps buffers that own their bytes, not views that pin a larger allocation', () => {
    const cache = new PageCache();
    for (const content of ['<p>small</p>', html(3), html(40)]) {
      const stored = put(cache, content.slice(0, 40), page(content));
      expect(stored.bodies.gzip.buffer.byteLength).toBe(stored.bodies.gzip.length);
      expect(stored.bodies.br.buffer.byteLength).toBe(stored.bodies.br.length);
      expect(stored.bodies.identity.buffer.byteLength).toBe(stored.bodies.identity.length);
    }
  });
});

describe('PageCache tags', () => {
  function shop() {
    const cache = new PageCache();
    put(cache, 'a:/about', page('<p>about</p>', ['site', 'collection:about']), 'a');
    put(cache, 'a:/shop', page('<p>shop</p>', ['site', 'collection:shop']), 'a');
    put(cache, 'a:/shop/mug', page('<p>mug</p>', ['site', 'collection:shop', 'item:mug']), 'a');
    put(cache, 'b:/about', page('<p>b about</p>', ['site', 'collection:about']), 'b');
    return cache;
  }

  it('drops only the pages carrying a changed tag, and only on that site', () => {
    const cache = shop();
    expect(cache.invalidate('a', ['collection:about'])).toBe(1);
    expect(cache.get('a:/about')).toBeUndefined();
    expect(cache.get('a:/shop')).toBeDefined();
    expect(cache.get('a:/shop/mug')).toBeDefined();
    expect(cache.get('b:/about')).toBeDefined();
    expect(cache.invalidate('a', ['item:mug'])).toBe(1);
    expect(cache.get('a:/shop')).toBeDefined();
  });

  it('drops every page of a site on `site`, which every page carries, and its bytes with them', () => {
    const cache = shop();
    const before = cache.bytes;
    expect(cache.invalidate('a', ['site'])).toBe(3);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThan(before);
    // An entry evicted for space leaves no tag behind: invalidating again drops nothing.
    expect(cache.invalidate('a', ['site', 'collection:shop'])).toBe(0);
  });

  it('does not keep a page rendered from what a change made stale meanwhile', () => {
    const cache = new PageCache();
    const since = cache.mark();
    cache.invalidate('a', ['collection:about']); // the change lands while the page renders
    const served = cache.set('a', 'a:/about', page('<p>old</p>', ['site', 'collection:about']), since);
    expect(served.bodies.identity.toString()).toBe('<p>old</p>');
    expect(cache.get('a:/about')).toBeUndefined();
    // Another site's change does not hold this site's pages back; a render begun after it is kept.
    cache.invalidate('b', ['site']);
    expect(cache.set('a', 'a:/shop', page(), cache.mark())).toBeDefined();
    expect(cache.get('a:/shop')).toBeDefined();
  });

  it('drops everything on clear, and keeps nothing rendered before it', () => {
    const cache = shop();
    const since = cache.mark();
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.set('a', 'a:/about', page(), since);
    expect(cache.get('a:/about')).toBeUndefined();
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
