import type { AppContext } from '../http/context.ts';
import { bumpSiteVersion } from './repository.ts';

/** After any change to what a site shows: a new version (so cached pages miss) and a fresh host lookup. */
export async function publishSiteChange(
  ctx: Pick<AppContext, 'db' | 'hosts'>,
  websiteId: string,
): Promise<void> {
  await bumpSiteVersion(ctx.db, websiteId);
  ctx.hosts.forget(websiteId);
}
