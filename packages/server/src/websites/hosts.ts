// Multi-site by Host: {identifier}.{APP_DOMAIN} or a custom domain mapped to a site; the bare
// APP_DOMAIN is the platform home.
import type { Db } from '../db/database.ts';
import type { HostTarget } from '../http/site-request.ts';
import { findWebsiteByDomain, findWebsiteByIdentifier } from './repository.ts';

export const IDENTIFIER_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

export async function resolveHost(db: Db, appDomain: string, rawHost: string): Promise<HostTarget> {
  const host = rawHost.trim().toLowerCase();
  if (host === appDomain) return { kind: 'platform' };
  const suffix = `.${appDomain}`;
  if (host.endsWith(suffix)) {
    const identifier = host.slice(0, -suffix.length);
    if (!IDENTIFIER_PATTERN.test(identifier)) return { kind: 'unknown' };
    const website = await findWebsiteByIdentifier(db, identifier);
    return website ? { kind: 'site', website } : { kind: 'unknown' };
  }
  const withoutPort = host.replace(/:\d+$/, '');
  const website = await findWebsiteByDomain(db, [host, withoutPort]);
  return website ? { kind: 'site', website } : { kind: 'unknown' };
}

export function siteBaseUrl(protocol: string, identifier: string, appDomain: string): string {
  return `${protocol}://${identifier}.${appDomain}`;
}

// What an entry costs beyond its host and site row: the Map entry, the entry and target objects.
const ENTRY_OVERHEAD_BYTES = 200;
// A DNS name (253) and a port. Longer Host headers are looked up every time rather than kept.
const MAX_CACHED_HOST_LENGTH = 260;

function entryBytes(host: string, target: HostTarget): number {
  const row = target.kind === 'site' ? 400 + target.website.settings.length + target.website.title.length : 0;
  return ENTRY_OVERHEAD_BYTES + host.length + row;
}

/**
 * Host → site, remembered for a moment so a cached page costs no database read. Every process forgets
 * a site when the change bus says its record changed (changes/apply.ts); the time-to-live bounds how
 * long a change the bus missed can last. A least-recently-used map bounded by bytes: a
 * probe sending endless made-up hosts pushes out only the hosts nobody asked for lately.
 */
export class HostCache {
  // Map order is recency: the least recently used host comes first.
  private readonly entries = new Map<string, { target: HostTarget; expires: number; bytes: number }>();
  private heldBytes = 0;

  constructor(
    private readonly db: Db,
    private readonly appDomain: string,
    private readonly ttlMs = 1000,
    private readonly maxBytes = 4 * 1024 * 1024,
  ) {}

  /** The host's target if it is remembered and fresh. Most Host headers arrive in their stored spelling. */
  peek(rawHost: string, now = Date.now()): HostTarget | undefined {
    const host = this.entries.has(rawHost) ? rawHost : rawHost.trim().toLowerCase();
    const hit = this.entries.get(host);
    if (!hit || hit.expires <= now) return undefined;
    this.entries.delete(host);
    this.entries.set(host, hit);
    return hit.target;
  }

  async resolve(rawHost: string, now = Date.now()): Promise<HostTarget> {
    const hit = this.peek(rawHost, now);
    if (hit) return hit;
    const host = rawHost.trim().toLowerCase();
    const target = await resolveHost(this.db, this.appDomain, host);
    if (host.length > MAX_CACHED_HOST_LENGTH) return target;
    this.delete(host); // expired, or looked up meanwhile by another request
    const bytes = entryBytes(host, target);
    this.entries.set(host, { target, expires: now + this.ttlMs, bytes });
    this.heldBytes += bytes;
    // Least recently used first: past the bound, or past its time-to-live (it would not be served).
    for (const [oldest, entry] of this.entries) {
      if (this.heldBytes <= this.maxBytes && entry.expires > now) break;
      this.delete(oldest);
    }
    return target;
  }

  /** Forget one site (after changing it), or everything (after creating a site or mapping a domain). */
  forget(websiteId?: string): void {
    for (const [host, { target }] of this.entries) {
      if (!websiteId || (target.kind === 'site' && target.website.id === websiteId)) this.delete(host);
    }
  }

  private delete(host: string): void {
    const entry = this.entries.get(host);
    if (!entry) return;
    this.entries.delete(host);
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
