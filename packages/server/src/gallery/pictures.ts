// A gallery collection's pictures in the config area: listed in their order, added from the site's
// uploaded images, captioned, described and given a focal point, moved, and moved to the trash. Every
// write locks the gallery's row first, so two owners' changes take turns and none loses a picture;
// each refreshes the gallery's published page (its collection tag) and the picture's own.
import {
  ContentItemType,
  captionFromFileName,
  freeUrlId,
  GALLERY_FULL,
  ItemPublicationState,
  MAX_GALLERY_PICTURES,
  movedTo,
  urlIdFromTitle,
} from '@tessera/core';
import {
  insertItemRow,
  listItems,
  loadImages,
  lockCollectionById,
  renumberItems,
  updateItemColumns,
} from '../content/index.ts';
import { publishSiteChange } from '../content/publish.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Item, Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { reindexItem, reindexItems } from '../search/service.ts';
import { Tags } from '../shared/cache-tags.ts';
import { mergePictureData, shownPicture } from './picture-data.ts';
import type { GalleryPicture, GalleryPictureChange } from './picture-routes.ts';
import { findImageAssets } from './repository.ts';
import { GALLERY_NOT_FOUND, readGallery } from './service.ts';

export const PICTURE_NOT_FOUND = 'This picture is not in this gallery (it may have been removed).';
export const NOT_SITE_IMAGES = 'Choose images from the site’s asset library.';

export async function listPictures(
  ctx: AppContext,
  website: Website,
  galleryId: string,
): Promise<GalleryPicture[]> {
  await readGallery(ctx, website, galleryId);
  return picturesOf(ctx.db, website.id, livePictures(await listItems(ctx.db, website.id, galleryId)));
}

/** The gallery's items not in the trash, in their order (listItems gives the page's order). */
const livePictures = (items: readonly Item[]) =>
  items.filter((item) => item.publication_state !== ItemPublicationState.deleted);

/** Adds the images, in the order given, after the gallery's last picture; the gallery's pictures. */
export async function addPictures(
  ctx: AppContext,
  website: Website,
  galleryId: string,
  assetIds: readonly string[],
): Promise<GalleryPicture[]> {
  const wanted = [...new Set(assetIds)];
  const assets = new Map((await findImageAssets(ctx.db, website.id, wanted)).map((a) => [a.id, a]));
  if (wanted.some((id) => !assets.has(id))) throw badRequest({ assetIds: NOT_SITE_IMAGES }, NOT_SITE_IMAGES);
  const now = ctx.now();
  const { result: added, pictures } = await lockedGallery(ctx, website, galleryId, async (trx, items) => {
    if (livePictures(items).length + wanted.length > MAX_GALLERY_PICTURES)
      throw badRequest({ assetIds: GALLERY_FULL }, GALLERY_FULL);
    // Trashed items keep their address and place until purged.
    const taken = new Set(items.map((item) => item.url_id));
    let ordering = Math.max(-1, ...items.map((item) => item.ordering)) + 1;
    const ids: string[] = [];
    for (const assetId of wanted) {
      const asset = assets.get(assetId);
      if (!asset) continue;
      // Named as the asset library names it; its alt text stays the image's until given its own.
      const caption = captionFromFileName(asset.title || asset.name);
      const urlId = freeUrlId(urlIdFromTitle(caption, 'picture'), taken);
      taken.add(urlId);
      const id = newId();
      await insertPictureRow(
        trx,
        website.id,
        { id, galleryId, urlId, caption, assetId, data: '{}', ordering },
        now,
      );
      ordering++;
      ids.push(id);
    }
    return ids;
  });
  await publishSiteChange(ctx, website.id, [Tags.collection(galleryId)]);
  // The added pictures' documents in one transaction, not one for each.
  await reindexItems(ctx.db, website.id, added);
  return picturesOf(ctx.db, website.id, pictures);
}

/** Changes a picture's caption (its item's title), alt text or focal point; the picture as saved. */
export async function changePicture(
  ctx: AppContext,
  website: Website,
  galleryId: string,
  pictureId: string,
  change: GalleryPictureChange,
): Promise<GalleryPicture> {
  const now = ctx.now();
  const { pictures } = await lockedGallery(ctx, website, galleryId, async (trx, items) => {
    const before = pictureIn(livePictures(items), pictureId);
    const { caption, ...data } = change;
    await updateItemColumns(
      trx,
      website.id,
      pictureId,
      {
        ...(caption !== undefined ? { title: caption } : {}),
        ...(Object.keys(data).length > 0 ? { data: mergePictureData(before.data, data) } : {}),
      },
      now,
    );
  });
  await publishSiteChange(ctx, website.id, [Tags.collection(galleryId), Tags.item(pictureId)]);
  if (change.caption !== undefined) await reindexItem(ctx.db, website.id, pictureId);
  const [saved] = await picturesOf(ctx.db, website.id, [pictureIn(pictures, pictureId)]);
  if (!saved) throw new HttpError(404, PICTURE_NOT_FOUND);
  return saved;
}

/** Moves a picture to `index` (0 is first) among the gallery's pictures as they are now. */
export async function movePicture(
  ctx: AppContext,
  website: Website,
  galleryId: string,
  pictureId: string,
  index: number,
): Promise<GalleryPicture[]> {
  const now = ctx.now();
  const { pictures } = await lockedGallery(ctx, website, galleryId, async (trx, items) => {
    const pictures = livePictures(items);
    const from = pictures.indexOf(pictureIn(pictures, pictureId));
    if (index >= pictures.length) {
      const message = `This gallery has ${pictures.length} pictures: choose a place from 0 to ${pictures.length - 1}.`;
      throw badRequest({ index: message }, message);
    }
    await renumberItems(trx, website.id, movedTo(pictures, from, index), now);
  });
  await publishSiteChange(ctx, website.id, [Tags.collection(galleryId)]);
  return picturesOf(ctx.db, website.id, pictures);
}

/** Moves a picture to the trash (purged with the trash's other items after TRASH_DAYS). */
export async function trashPicture(
  ctx: AppContext,
  website: Website,
  galleryId: string,
  pictureId: string,
): Promise<GalleryPicture[]> {
  const now = ctx.now();
  const { pictures } = await lockedGallery(ctx, website, galleryId, async (trx, items) => {
    pictureIn(livePictures(items), pictureId);
    const columns = { publication_state: ItemPublicationState.deleted, deleted_at: now };
    await updateItemColumns(trx, website.id, pictureId, columns, now);
  });
  await publishSiteChange(ctx, website.id, [Tags.collection(galleryId), Tags.item(pictureId)]);
  await reindexItem(ctx.db, website.id, pictureId);
  return picturesOf(ctx.db, website.id, pictures);
}

/**
 * Runs `work` in a transaction holding the gallery's row, with its items (trashed ones too) as they
 * are then; answers what `work` returns and the gallery's pictures as the transaction leaves them.
 */
async function lockedGallery<T>(
  ctx: AppContext,
  website: Website,
  galleryId: string,
  work: (trx: Db, items: Item[]) => Promise<T>,
): Promise<{ result: T; pictures: Item[] }> {
  return inTransaction(ctx.db, async (trx) => {
    const gallery = await lockCollectionById(trx, website.id, galleryId);
    if (gallery?.type !== 'gallery') throw new HttpError(404, GALLERY_NOT_FOUND);
    const result = await work(trx, await listItems(trx, website.id, galleryId));
    return { result, pictures: livePictures(await listItems(trx, website.id, galleryId)) };
  });
}

function pictureIn(pictures: readonly Item[], pictureId: string): Item {
  const picture = pictures.find((p) => p.id === pictureId);
  if (!picture) throw new HttpError(404, PICTURE_NOT_FOUND);
  return picture;
}

async function picturesOf(db: Db, websiteId: string, rows: readonly Item[]): Promise<GalleryPicture[]> {
  const images = await loadImages(
    db,
    websiteId,
    rows.map((row) => row.asset_id),
  );
  return rows.map((row) => {
    const image = row.asset_id ? images.get(row.asset_id) : undefined;
    return {
      id: row.id,
      caption: row.title,
      ...shownPicture(row.data, image?.alt ?? ''),
      image:
        image && row.asset_id
          ? { assetId: row.asset_id, src: image.src, width: image.width, height: image.height }
          : null,
    };
  });
}

interface NewPicture {
  id: string;
  galleryId: string;
  urlId: string;
  caption: string;
  assetId: string;
  data: string;
  ordering: number;
}

/** A published image item: a picture is on the gallery's page once added. */
function insertPictureRow(db: Db, websiteId: string, picture: NewPicture, now: number): Promise<void> {
  return insertItemRow(db, websiteId, {
    id: picture.id,
    collection_id: picture.galleryId,
    record_type: ContentItemType.image,
    publication_state: ItemPublicationState.published,
    url_id: picture.urlId,
    title: picture.caption,
    excerpt: '',
    layout_id: null,
    asset_id: picture.assetId,
    data: picture.data,
    ordering: picture.ordering,
    published_at: now,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  });
}
