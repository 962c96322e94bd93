// The assets feature's operations: the site's uploaded images for the editor's image pickers (the
// asset field of blocks and sections), and a file as /s/ serves it.

import type { FastifyRequest } from 'fastify';
import { isFileForSale } from '../commerce/catalogue/index.ts';
import type { Website } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { type CropQuery, cropKey, parseCrop } from './crop.ts';
import { markedAreaIds, requestMayOpen } from './members-only.ts';
import { listImageAssets } from './repository.ts';
import type { SiteImage } from './schemas.ts';
import { ASSET_NAME_PATTERN } from './store.ts';
import { isResizable, NOT_AN_IMAGE_MESSAGE, parseLadderWidth, type Variant } from './variants.ts';

/**
 * A file of the site at its public address, or null: none by that name, or one sold as a digital
 * product (its buyers download it from their order's page).
 */
export async function openPublicFile(ctx: AppContext, websiteId: string, name: string) {
  const file = ASSET_NAME_PATTERN.test(name) ? await ctx.assets.open(websiteId, name) : null;
  if (!file || (await isFileForSale(ctx.db, websiteId, file.row.id))) return null;
  return file;
}

type PublicFile = NonNullable<Awaited<ReturnType<typeof openPublicFile>>>;

/**
 * The file at its address as this request may see it, and whether it is members-only; null when
 * there is none, or when it is members-only and the request may not open it. Both are the same null,
 * so the answer tells nobody that a members-only file of that name exists.
 */
export async function openFileFor(
  ctx: AppContext,
  request: FastifyRequest,
  site: Website,
  name: string,
): Promise<{ file: PublicFile; membersOnly: boolean } | null> {
  const file = await openPublicFile(ctx, site.id, name);
  if (!file) return null;
  const areaIds = markedAreaIds(file.row.member_area_ids);
  if (areaIds === null) return { file, membersOnly: false };
  return (await requestMayOpen(ctx, request, site, areaIds)) ? { file, membersOnly: true } : null;
}

/**
 * The rendition `?format=750w` asks for (cropped by `crop`, `ratio` and `focal`), in the best format
 * the Accept header allows, with its own ETag; null when the original is served as it is (SVG and GIF). 400 for a width off the ladder or a
 * file that is no image, 422 for an image sharp cannot read.
 */
export async function publicVariant(
  ctx: AppContext,
  file: PublicFile,
  query: CropQuery & { format: string },
  accept: string | undefined,
): Promise<(Variant & { etag: string }) | null> {
  const width = parseLadderWidth(query.format);
  const crop = parseCrop(query);
  const contentType = file.row.content_type;
  if (!contentType.startsWith('image/')) throw new HttpError(400, NOT_AN_IMAGE_MESSAGE);
  if (!isResizable(contentType)) return null;
  const variant = await ctx.assets.variants.get(
    { path: file.path, contentType, folder: `${file.row.website_id}/${file.row.id}`, version: file.etag },
    width,
    accept,
    crop,
  );
  const kind = `${width}w${cropKey(crop)}-${variant.contentType.slice('image/'.length)}`;
  const etag = `${file.etag.slice(0, -1)}-${kind}"`;
  return { ...variant, etag };
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
    placeholder: row.placeholder,
    alt: row.alt,
  }));
}
