// The assets feature's operations: the site's uploaded images for the editor's image pickers (the
// asset field of blocks and sections), and a file as /s/ serves it.
import type { SiteImage } from '@tessera/site';
import { isFileForSale } from '../commerce/order-page/repository.ts';
import type { Website } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { AppContext } from '../http/context.ts';
import { listImageAssets } from './repository.ts';
import { ASSET_NAME_PATTERN } from './store.ts';

/**
 * A file of the site at its public address, or null: none by that name, or one sold as a digital
 * product (its buyers download it from their order's page).
 */
export async function openPublicFile(ctx: AppContext, websiteId: string, name: string) {
  const file = ASSET_NAME_PATTERN.test(name) ? await ctx.assets.open(websiteId, name) : null;
  if (!file || (await isFileForSale(ctx.db, websiteId, file.row.id))) return null;
  return file;
}

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
