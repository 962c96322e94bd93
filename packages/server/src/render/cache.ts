// Rendered pages for visitors, keyed by site, site version and path. Publishing bumps the site's
// version, so stale entries are never served and simply age out of this LRU. It is bounded by the
// bytes it holds, not by a count: pages range from a few kilobytes to megabytes, and every publish
// adds a version's worth of entries.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export const DEFAULT_PAGE_CACHE_BYTES = 16 * 1024 * 1024;

// What an entry costs beyond its buffers and key: the Map entry, the page object, two Buffer objects.
const ENTRY_OVERHEAD_BYTES = 300;

export interface CachedPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
  etag: string;
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
  private readonly entries = new Map<string, { page: CachedPage; bytes: number }>();
  private heldBytes = 0;

  constructor(private readonly maxBytes = DEFAULT_PAGE_CACHE_BYTES) {}

  static key(websiteId: string, version: number, path: string): string {
    return `${websiteId}:${version}:${path}`;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit?.page;
  }

  /** Builds the cached form of a page and keeps it if it fits; the caller sends what it returns. */
  set(key: string, status: number, html: string): CachedPage {
    const body = owned(Buffer.from(html));
    const page: CachedPage = {
      status,
      html: body,
      gzip: owned(gzipSync(body)),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    const bytes = body.length + page.gzip.length + key.length + page.etag.length + ENTRY_OVERHEAD_BYTES;
    this.delete(key);
    if (bytes > this.maxBytes) return page;
    this.entries.set(key, { page, bytes });
    this.heldBytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.heldBytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return page;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as counted against the bound. */
  get bytes(): number {
    return this.heldBytes;
  }
}
