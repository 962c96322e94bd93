// All SQL of a gallery collection's pictures: its items (record type image), their order (the items'
// `ordering`) and the uploaded images they may show. Writes run in a transaction that first locks the
// gallery's row (content/repository.ts lockCollectionById), so two changes to one gallery take turns.
import { ContentItemType, ItemPublicationState } from '@tessera/core';
import type { Db } from '../db/database.ts';
import type { Item, ItemsTable } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';

/** The gallery's items not in the trash, in their order. */
export function listPictureRows(db: Db, websiteId: string, galleryId: string): Promise<Item[]> {
  return siteScoped(db, websiteId)
    .selectFrom('items')
    .selectAll()
    .where('collection_id', '=', galleryId)
    .where('publication_state', '!=', ItemPublicationState.deleted)
    .orderBy('ordering')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Of `ids`, the site's uploaded images, with the names a new picture takes its caption from. */
export function findImageAssets(db: Db, websiteId: string, ids: string[]) {
  return siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['id', 'title', 'alt'])
    .where('id', 'in', ids)
    .where('content_type', 'like', 'image/%')
    .execute();
}

/** The next place at the end of the gallery, trashed items counted (a restored one keeps its place). */
export async function nextPictureOrdering(db: Db, websiteId: string, galleryId: string): Promise<number> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('items')
    .select((eb) => eb.fn.max('ordering').as('last'))
    .where('collection_id', '=', galleryId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
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

/** Every URL the gallery's items hold, trashed ones too (they keep theirs until purged). */
export async function takenPictureUrlIds(db: Db, websiteId: string, galleryId: string): Promise<Set<string>> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('items')
    .select('url_id')
    .where('collection_id', '=', galleryId)
    .execute();
  return new Set(rows.map((row) => row.url_id));
}
