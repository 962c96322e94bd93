// Multi-site by Host: {identifier}.{APP_DOMAIN} or a custom domain mapped to a site; the bare
// APP_DOMAIN is the platform home.
import type { Db } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import { findWebsiteByDomain, findWebsiteByIdentifier } from './repository.ts';

export type HostTarget = { kind: 'platform' } | { kind: 'site'; website: Website } | { kind: 'unknown' };

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

/**
 * Host → site, remembered for a moment so a cached page costs no database read. This process forgets
 * a site as soon as it changes it (publishing bumps its version); another process serving the same
 * database sees the change within the time-to-live.
 */
export class HostCache {
  private readonly entries = new Map<string, { target: HostTarget; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly appDomain: string,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {}

  async resolve(rawHost: string, now = Date.now()): Promise<HostTarget> {
    const host = rawHost.trim().toLowerCase();
    const hit = this.entries.get(host);
    if (hit && hit.expires > now) return hit.target;
    const target = await resolveHost(this.db, this.appDomain, host);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(host, { target, expires: now + this.ttlMs });
    return target;
  }

  /** Forget one site (after changing it), or everything (after creating a site or mapping a domain). */
  forget(websiteId?: string): void {
    if (!websiteId) {
      this.entries.clear();
      return;
    }
    for (const [host, { target }] of this.entries) {
      if (target.kind === 'site' && target.website.id === websiteId) this.entries.delete(host);
    }
  }
}
