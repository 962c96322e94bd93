// A gallery collection's settings in the config area: its design, and whether and in which theme
// its pictures open in the lightbox. Saving refreshes its published page (its collection tag).
import type { GalleryCollectionSettings } from '@tessera/site/gallery/GalleryCollection.tsx';
import { findCollectionById, lockCollectionById } from '../content/index.ts';
import { updatePageRow } from '../content/pages-panel/index.ts';
import { publishSiteChange } from '../content/publish.ts';
import type { Collection, Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { Tags } from '../shared/cache-tags.ts';
import { mergeGallerySettings, readGallerySettings } from './settings.ts';

export const GALLERY_NOT_FOUND = 'This gallery does not exist.';

export async function readGallery(
  ctx: Pick<AppContext, 'db'>,
  website: Website,
  galleryId: string,
): Promise<GalleryCollectionSettings> {
  const gallery = await findCollectionById(ctx.db, website.id, galleryId);
  if (!isGallery(gallery)) throw new HttpError(404, GALLERY_NOT_FOUND);
  return readGallerySettings(gallery.settings);
}

export async function saveGallery(
  ctx: AppContext,
  website: Website,
  galleryId: string,
  change: Partial<GalleryCollectionSettings>,
): Promise<GalleryCollectionSettings> {
  const now = ctx.now();
  const settings = await inTransaction(ctx.db, async (trx) => {
    const before = await lockCollectionById(trx, website.id, galleryId);
    if (!isGallery(before)) return undefined;
    const merged = mergeGallerySettings(before.settings, change);
    await updatePageRow(trx, website.id, galleryId, { settings: merged }, now);
    return merged;
  });
  if (settings === undefined) throw new HttpError(404, GALLERY_NOT_FOUND);
  await publishSiteChange(ctx, website.id, [Tags.collection(galleryId)]);
  return readGallerySettings(settings);
}

function isGallery(collection: Collection | undefined): collection is Collection {
  return collection?.type === 'gallery';
}
