// Rendered pages for visitors, keyed by site and path, each with the tags of what it read (the site's
// chrome, the page, each collection or item it lists: shared/cache-tags.ts Tags). A change drops exactly
// the pages carrying the tags it touches, here and, through the change bus, in every other process
// (changes/bus.ts): editing a page's text does not evict the shop.
//
// Bounded by the bytes it holds, not by a count: pages range from a few kilobytes to megabytes, and
// a probe's made-up paths must not push real pages out (only a page's one canonical spelling is kept).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ANY_CHANGE_TAG } from '../shared/cache-tags.ts';
import { HTML_TYPE, JSON_TYPE, type PreparedPage, preparePage } from './cached-response.ts';

export const DEFAULT_PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** The cache of query pages (search) holds a quarter of what the page cache does. */
export function queryPageCacheBytes(pageCacheBytes = DEFAULT_PAGE_CACHE_BYTES): number {
  return Math.floor(pageCacheBytes / 4);
}

// What an entry costs beyond its buffers and key: the Map entries, the page object, two Buffer objects.
const ENTRY_OVERHEAD_BYTES = 300;
/** Sites whose last change is remembered (for renders in flight); past it, all are taken as changed. */
const TRACKED_SITES = 10_000;

/** A page as sent (its encodings, headers and ETag: cached-response.ts) and what it depends on. */
export interface CachedPage extends PreparedPage {
  /** What the rendering depends on; a change to any of them drops it */
  tags: readonly string[];
}

/**
 * Brotli's best quality (11) takes about 10 ms for a 12 KB page, once per page and change, and saves
 * a tenth of the bytes against quality 6 for every visitor after; past this size a page is compressed
 * at a quality that takes a fraction of the time, so one big page cannot hold the event loop.
 */
const BEST_BROTLI_MAX_BYTES = 64 * 1024;

function compressed(body: Buffer): { gzip: Buffer; br: Buffer } {
  const quality = body.length <= BEST_BROTLI_MAX_BYTES ? 11 : 5;
  return {
    gzip: owned(gzipSync(body, { level: 9 })),
    br: owned(
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ),
  };
}

/** A page with its policy, or a JSON answer the same for every caller of its site (routes/shared-answer.ts). */
export type PageToCache = { status: number; tags: readonly string[] } & (
  | { html: string; csp: string }
  | { json: string }
);

interface Entry {
  page: CachedPage;
  bytes: number;
  /** The tags as indexed: prefixed with the site's id */
  indexed: string[];
}

/**
 * Whether a path is the one spelling of what it names: lower case, unescaped, single slashes.
 * /ABOUT, /%61bout and //about reach the same page as /about; only /about is cached, so a probe's
 * endless spellings cannot fill the page cache or push real pages out of it.
 */
export function isCanonicalPath(path: string): boolean {
  return path === '/' || /^(?:\/[a-z0-9-]+)+$/.test(path);
}

/**
 * A buffer that owns exactly its bytes. gzipSync returns a view of a 16 KB output chunk and small
 * Buffer.from results share an 8 KB pool slab; kept for long, such views hold the whole allocation.
 */
function owned(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private heldBytes = 0;
  /** Counts changes; a render notes it before reading, and is not kept if its site changed since. */
  private sequence = 0;
  private readonly changedAt = new Map<string, number>();
  /** Sites no longer tracked are taken to have changed at this point. */
  private untrackedSince = 0;

  constructor(private readonly maxBytes = DEFAULT_PAGE_CACHE_BYTES) {}

  static key(websiteId: string, path: string): string {
    return `${websiteId}:${path}`;
  }

  /** Taken before a rendering reads anything; `set` keeps the page only if its site has not changed since. */
  mark(): number {
    return this.sequence;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit?.page;
  }

  /**
   * Builds the cached form of a page (gzip, ETag) and keeps it if it fits and its site did not change
   * while it was rendered (a page read before a change must not outlive the change). The caller sends
   * what it returns either way.
   */
  set(websiteId: string, key: string, page: PageToCache, since: number): CachedPage {
    const identity = owned(Buffer.from('html' in page ? page.html : page.json));
    const bodies = { identity, ...compressed(identity) };
    const csp = 'csp' in page ? page.csp : '';
    const cached: CachedPage = {
      ...preparePage({
        status: page.status,
        ...('html' in page ? { contentType: HTML_TYPE, csp } : { contentType: JSON_TYPE }),
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        bodies,
      }),
      tags: page.tags,
    };
    const bytes =
      identity.length +
      bodies.gzip.length +
      bodies.br.length +
      csp.length +
      cached.etag.length +
      // Eight header lists (four variants, http and https) of shared strings: their arrays.
      8 * 200 +
      key.length +
      ENTRY_OVERHEAD_BYTES;
    this.delete(key);
    if (bytes > this.maxBytes || (this.changedAt.get(websiteId) ?? this.untrackedSince) > since)
      return cached;
    const indexed = page.tags.map((tag) => `${websiteId}|${tag}`);
    this.entries.set(key, { page: cached, bytes, indexed });
    for (const tag of indexed) {
      const keys = this.byTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.byTag.set(tag, keys);
    }
    this.heldBytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.heldBytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return cached;
  }

  /** Drops the site's pages that carry any of the tags, and those that go with any change; how many went. */
  invalidate(websiteId: string, tags: readonly string[]): number {
    this.noteChange(websiteId);
    let dropped = 0;
    for (const tag of [...tags, ANY_CHANGE_TAG]) {
      for (const key of [...(this.byTag.get(`${websiteId}|${tag}`) ?? [])]) {
        this.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  /** Drops everything (the change bus lost its connection: changes may have been missed). */
  clear(): void {
    this.sequence++;
    this.untrackedSince = this.sequence;
    this.changedAt.clear();
    this.entries.clear();
    this.byTag.clear();
    this.heldBytes = 0;
  }

  private noteChange(websiteId: string): void {
    this.sequence++;
    if (this.changedAt.size >= TRACKED_SITES && !this.changedAt.has(websiteId)) {
      this.changedAt.clear();
      this.untrackedSince = this.sequence;
    }
    this.changedAt.set(websiteId, this.sequence);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
    for (const tag of entry.indexed) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as counted against the bound. */
  get bytes(): number {
    return this.heldBytes;
  }
}
