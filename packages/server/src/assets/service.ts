// The assets feature's operations for the config area: the site's uploaded images, for the editor's
// image pickers (the asset field of blocks and sections).
import type { SiteImage } from '@tessera/site';
import type { Website } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { AppContext } from '../http/context.ts';
import { listImageAssets } from './repository.ts';

/** Images without a recorded size get the size templates use, so a block can still reserve space. */
const FALLBACK_SIZE = { width: 1200, height: 800 };

export async function listSiteImages(ctx: AppContext, website: Website): Promise<SiteImage[]> {
  const rows = await listImageAssets(siteScoped(ctx.db, website.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.title || row.name,
    src: `/s/${row.name}`,
    width: row.width ?? FALLBACK_SIZE.width,
    height: row.height ?? FALLBACK_SIZE.height,
    alt: row.alt,
  }));
}
