// All SQL of a site's content: collections, items, layouts, navigation and the images they point at.
// Every query goes through the site's scope (db/site-scoped.ts), so none can forget its site.
import { blogTermKey, ItemPublicationState } from '@tessera/core';
import type { Insertable } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import type { Collection, Item } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { CollectionsTable, ItemsTable, ItemTermsTable } from './tables.ts';

export function findCollectionByUrlId(
  db: Db,
  websiteId: string,
  urlId: string,
): Promise<Collection | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .selectAll()
    .where('url_id', '=', urlId)
    .executeTakeFirst();
}

export function findCollectionById(db: Db, websiteId: string, id: string): Promise<Collection | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The page, locked until the transaction ends (PostgreSQL; SQLite's transaction holds the write lock
 * already): a change checked against what it was (a publication move, a title the navigation
 * follows) is made against that, not against a row another writer is changing meanwhile.
 */
export function lockCollectionById(trx: Db, websiteId: string, id: string): Promise<Collection | undefined> {
  return siteScoped(trx, websiteId)
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
}

export function listCollections(db: Db, websiteId: string): Promise<Collection[]> {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .selectAll()
    .orderBy('ordering')
    .orderBy('created_at')
    .execute();
}

/** The site's first collection in its order: the home page when the settings name none. */
export function findFirstCollection(db: Db, websiteId: string): Promise<Collection | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .selectAll()
    .orderBy('ordering')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

export function findItem(
  db: Db,
  websiteId: string,
  collectionId: string,
  urlId: string,
): Promise<Item | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('items')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
    .executeTakeFirst();
}

export function listItems(db: Db, websiteId: string, collectionId: string): Promise<Item[]> {
  return siteScoped(db, websiteId)
    .selectFrom('items')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .orderBy('ordering')
    .orderBy('published_at', 'desc')
    .execute();
}

export interface NavigationEntry {
  area: string;
  label: string;
  collectionId: string | null;
  /** The linked collection's url id, read in the same query */
  collectionUrlId: string | null;
  /** The linked collection's type (a products collection in the navigation makes a shop) */
  collectionType: string | null;
  /** The linked collection's publication state and time (whether visitors may follow the link) */
  collectionState: number | null;
  collectionPublishedAt: number | null;
  url: string | null;
}

export async function loadNavigation(db: Db, websiteId: string): Promise<NavigationEntry[]> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('navigation')
    .leftJoin('collections', (join) =>
      join
        .onRef('collections.website_id', '=', 'navigation.website_id')
        .onRef('collections.id', '=', 'navigation.collection_id'),
    )
    .select([
      'navigation.area',
      'navigation.label',
      'navigation.collection_id',
      'navigation.url',
      'collections.url_id',
      'collections.type',
      'collections.publication_state',
      'collections.published_at',
    ])
    .orderBy('navigation.area')
    .orderBy('navigation.ordering')
    .execute();
  return rows.map((r) => ({
    area: r.area,
    label: r.label,
    collectionId: r.collection_id,
    collectionUrlId: r.url_id,
    collectionType: r.type,
    collectionState: r.publication_state,
    collectionPublishedAt: r.published_at === null ? null : Number(r.published_at),
    url: r.url,
  }));
}

export async function loadFooterText(db: Db, websiteId: string): Promise<string> {
  const row = await siteScoped(db, websiteId).selectFrom('header_footer').select('footer').executeTakeFirst();
  const footer = parseJsonColumn<{ text?: unknown }>(row?.footer, {});
  return typeof footer.text === 'string' ? footer.text : '';
}

export interface AssetImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** '#rrggbb' for raster uploads; undefined for SVG and uploads older than 0031 not yet backfilled */
  placeholder: string | undefined;
}

export async function loadImages(
  db: Db,
  websiteId: string,
  assetIds: (string | null)[],
): Promise<Map<string, AssetImage>> {
  const ids = [...new Set(assetIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const rows = await siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['id', 'name', 'alt', 'width', 'height', 'placeholder'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        src: `/s/${r.name}`,
        alt: r.alt,
        width: r.width ?? 1200,
        height: r.height ?? 800,
        placeholder: r.placeholder ?? undefined,
      },
    ]),
  );
}

/**
 * Changes a collection's columns; the row as it now is, or undefined when the site has no such
 * collection. Made published, its published_at becomes "since when": now, unless it already was
 * published (then it keeps its date); moved to the trash, deleted_at is now. Scheduling goes through
 * jobs/publication (schedulePublication).
 */
export async function updateCollection(
  db: Db,
  websiteId: string,
  id: string,
  changes: { title?: string; publication_state?: number },
  now = Date.now(),
): Promise<Collection | undefined> {
  const scope = siteScoped(db, websiteId);
  await scope
    .updateTable('collections')
    .set((eb) => ({
      ...changes,
      ...(changes.publication_state === ItemPublicationState.published
        ? {
            published_at: eb
              .case()
              .when('publication_state', '=', ItemPublicationState.published)
              .then(eb.ref('published_at'))
              .else(now)
              .end(),
          }
        : {}),
      // The trash remembers since when (a job purges it after TRASH_DAYS); leaving it forgets.
      ...(changes.publication_state !== undefined
        ? { deleted_at: changes.publication_state === ItemPublicationState.deleted ? now : null }
        : {}),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
  return scope.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The page a layout belongs to: a collection's, or an item's (with its collection). */
export async function findLayoutOwner(
  db: Db,
  websiteId: string,
  layoutId: string,
): Promise<{ collectionId: string; itemId: string | null } | undefined> {
  const scope = siteScoped(db, websiteId);
  const collection = await scope
    .selectFrom('collections')
    .select('id')
    .where('layout_id', '=', layoutId)
    .executeTakeFirst();
  if (collection) return { collectionId: collection.id, itemId: null };
  const item = await scope
    .selectFrom('items')
    .select(['id', 'collection_id'])
    .where('layout_id', '=', layoutId)
    .executeTakeFirst();
  return item ? { collectionId: item.collection_id, itemId: item.id } : undefined;
}

/** Relabels the collection's navigation links that carried its old title; whether any did. */
export async function followTitleInNavigation(
  db: Db,
  websiteId: string,
  collectionId: string,
  oldTitle: string,
  newTitle: string,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('navigation')
    .set({ label: newTitle })
    .where('collection_id', '=', collectionId)
    .where('label', '=', oldTitle)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ——— Rows written for the collection types and the seed: a blog's posts, a shop's products and a
// gallery's pictures are items, and a template's pages are collections, items and layouts; those
// features write them here (content/index.ts), content being the one writer of its tables ———

type SiteRow<T> = Omit<Insertable<T>, 'website_id'>;

/** What a post, a product or a picture changes of its item. */
export type ItemColumns = Pick<
  ItemsTable,
  'title' | 'url_id' | 'excerpt' | 'asset_id' | 'data' | 'publication_state' | 'published_at' | 'deleted_at'
>;

export async function insertLayoutRow(
  db: Db,
  websiteId: string,
  id: string,
  sections: unknown,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .insertInto('layouts', { id, sections: JSON.stringify(sections), version: 1, updated_at: now })
    .execute();
}

export async function insertCollectionRow(
  db: Db,
  websiteId: string,
  row: SiteRow<CollectionsTable>,
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('collections', row).execute();
}

/** Changes a collection's settings JSON (a blog's post URL format). */
export async function updateCollectionSettings(
  db: Db,
  websiteId: string,
  id: string,
  settings: string,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('collections')
    .set({ settings, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertItemRow(db: Db, websiteId: string, row: SiteRow<ItemsTable>): Promise<void> {
  await siteScoped(db, websiteId).insertInto('items', row).execute();
}

export async function updateItemColumns(
  db: Db,
  websiteId: string,
  itemId: string,
  columns: Partial<ItemColumns>,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('items')
    .set({ ...columns, updated_at: now })
    .where('id', '=', itemId)
    .execute();
}

/** Numbers the items 0, 1, 2… in the order given, writing only the places that change. */
export async function renumberItems(
  db: Db,
  websiteId: string,
  ordered: readonly Pick<Item, 'id' | 'ordering'>[],
  now: number,
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  for (const [ordering, item] of ordered.entries()) {
    if (item.ordering === ordering) continue;
    await scope.updateTable('items').set({ ordering, updated_at: now }).where('id', '=', item.id).execute();
  }
}

/** Replaces an item's tags or categories (a post's, a product's) with `names`, in their order. */
export async function replaceItemTerms(
  db: Db,
  websiteId: string,
  item: { id: string; collectionId: string },
  kind: ItemTermsTable['kind'],
  names: readonly string[],
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  await scope.deleteFrom('item_terms').where('item_id', '=', item.id).where('kind', '=', kind).execute();
  if (names.length === 0) return;
  await scope
    .insertInto(
      'item_terms',
      names.map((name, position) => ({
        item_id: item.id,
        collection_id: item.collectionId,
        kind,
        term_key: blogTermKey(name),
        name,
        position,
      })),
    )
    .execute();
}

export async function insertItemTermRows(
  db: Db,
  websiteId: string,
  rows: SiteRow<ItemTermsTable>[],
): Promise<void> {
  if (rows.length > 0) await siteScoped(db, websiteId).insertInto('item_terms', rows).execute();
}
