import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from './cache.ts';

const page = (kb: number) => `<!DOCTYPE html><p>${randomBytes(kb * 512).toString('hex')}</p>`;

describe('PageCache', () => {
  it('keeps what it was given, gzipped and with an etag', () => {
    const cache = new PageCache();
    const html = page(10);
    const stored = cache.set('site:1:/', 200, html);
    expect(cache.get('site:1:/')).toBe(stored);
    expect(stored.html.toString()).toBe(html);
    expect(gunzipSync(stored.gzip).toString()).toBe(html);
    expect(stored.etag).toMatch(/^"[\w-]+"$/);
  });

  it('holds no more bytes than its bound, however many pages pass through it', () => {
    const bound = 256 * 1024;
    const cache = new PageCache(bound);
    for (let i = 0; i < 200; i++) cache.set(`site:1:/page-${i}`, 200, page(10));
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    // 10 KB of html and ~10 KB gzipped (random text barely compresses): about a dozen fit.
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('site:1:/page-199')).toBeDefined();
    expect(cache.get('site:1:/page-0')).toBeUndefined();
  });

  it('counts keys too, so many tiny pages under long paths stay within the bound', () => {
    const bound = 64 * 1024;
    const cache = new PageCache(bound);
    for (let i = 0; i < 1000; i++) cache.set(`site:1:/${'x'.repeat(2000)}${i}`, 200, '<p>tiny</p>');
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    expect(cache.size).toBeLessThan(40);
  });

  it('evicts the least recently used page first', () => {
    const html = page(10);
    const probe = new PageCache();
    probe.set('k0', 200, html);
    const cache = new PageCache(Math.floor(probe.bytes * 3.5)); // room for three such pages
    for (const key of ['k0', 'k1', 'k2']) cache.set(key, 200, html);
    cache.get('k0');
    cache.set('k3', 200, html);
    expect(cache.size).toBe(3);
    expect(cache.get('k1')).toBeUndefined();
    for (const key of ['k0', 'k2', 'k3']) expect(cache.get(key)).toBeDefined();
  });

  it('replaces a page without counting it twice', () => {
    const cache = new PageCache();
    const html = page(10);
    cache.set('k', 200, html);
    const once = cache.bytes;
    cache.set('k', 200, html);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(once);
  });

  it('serves but does not keep a page larger than the whole bound (0 turns caching off)', () => {
    const cache = new PageCache(0);
    const stored = cache.set('k', 200, page(1));
    expect(stored.html.length).toBeGreaterThan(0);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps buffers that own their bytes, not views that pin a larger allocation', () => {
    const cache = new PageCache();
    for (const html of ['<p>small</p>', page(3), page(40)]) {
      const stored = cache.set(html.slice(0, 40), 200, html);
      expect(stored.gzip.buffer.byteLength).toBe(stored.gzip.length);
      expect(stored.html.buffer.byteLength).toBe(stored.html.length);
    }
  });
});
