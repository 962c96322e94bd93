import type { AppContext } from '../http/context.ts';
import { bumpSiteVersion } from '../websites/index.ts';

/**
 * After a change to what a site shows: its version goes up (the site's revision: tests and later
 * features such as export read it; nothing caches by it) and the change
 * goes to every process, naming what it touched (shared/cache-tags.ts Tags), so each drops exactly the
 * cached pages that showed it; `site` (the site's record, navigation, chrome) drops them all.
 */
export async function publishSiteChange(
  ctx: Pick<AppContext, 'db' | 'changes'>,
  websiteId: string,
  tags: readonly string[],
): Promise<void> {
  await bumpSiteVersion(ctx.db, websiteId);
  await ctx.changes.publish({ websiteId, tags });
}
