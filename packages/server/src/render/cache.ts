// Rendered pages for visitors, keyed by site, site version and path. Publishing bumps the site's
// version, so stale entries are never served and simply age out of this bounded LRU.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  /** The page's Content-Security-Policy (it names the page's inline styles by hash) */
  csp: string;
  /** What the rendering depends on (pages/define.ts, Tags): the tagged cache drops entries by these */
  tags: readonly string[];
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 2000) {}

  static key(websiteId: string, version: number, path: string): string {
    return `${websiteId}:${version}:${path}`;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(
    key: string,
    { status, html, csp, tags }: { status: number; html: string; csp: string; tags: readonly string[] },
  ): CachedPage {
    const body = Buffer.from(html);
    const page: CachedPage = {
      status,
      csp,
      tags,
      html: body,
      gzip: gzipSync(body),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    this.entries.set(key, page);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return page;
  }

  get size(): number {
    return this.entries.size;
  }
}
