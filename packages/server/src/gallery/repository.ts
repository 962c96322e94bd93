// The SQL of a gallery collection's pictures that the items' own (content/repository.ts listItems)
// does not cover: the uploaded images they may show, a new picture (an image item), its changes and
// the pictures' order (the items' `ordering`). Writes run in a transaction that first locks the
// gallery's row (content/repository.ts lockCollectionById), so two changes to one gallery take turns.
import { ContentItemType, ItemPublicationState } from '@tessera/core';
import type { Db } from '../db/database.ts';
import type { Item, ItemsTable } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';

/** Of `ids`, the site's uploaded images, with the names a new picture takes its caption from. */
export function findImageAssets(db: Db, websiteId: string, ids: string[]) {
  return siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['id', 'title', 'name'])
    .where('id', 'in', ids)
    .where('content_type', 'like', 'image/%')
    .execute();
}

export interface NewPicture {
  id: string;
  galleryId: string;
  urlId: string;
  caption: string;
  assetId: string;
  data: string;
  ordering: number;
}

/** A published image item: a picture is on the gallery's page once added. */
export async function insertPictureRow(db: Db, websiteId: string, picture: NewPicture, now: number) {
  await siteScoped(db, websiteId)
    .insertInto('items', {
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
    })
    .execute();
}

export type PictureColumns = Partial<Pick<ItemsTable, 'title' | 'data' | 'publication_state' | 'deleted_at'>>;

export async function updatePictureRow(
  db: Db,
  websiteId: string,
  pictureId: string,
  columns: PictureColumns,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('items')
    .set({ ...columns, updated_at: now })
    .where('id', '=', pictureId)
    .execute();
}

/** Numbers the pictures 0, 1, 2… in the order given, writing only the places that change. */
export async function renumberPictures(
  db: Db,
  websiteId: string,
  ordered: readonly Pick<Item, 'id' | 'ordering'>[],
  now: number,
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  for (const [ordering, picture] of ordered.entries()) {
    if (picture.ordering === ordering) continue;
    await scope
      .updateTable('items')
      .set({ ordering, updated_at: now })
      .where('id', '=', picture.id)
      .execute();
  }
}
