// All SQL of a site's content: collections, items, layouts, navigation and the images they point at.
// Every query goes through the site's scope (db/site-scoped.ts), so none can forget its site.
import { ItemPublicationState } from '@tessera/core';
import type { Block } from '@tessera/site';
import { type Db, isPostgres } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import type { Collection, Item } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';

/** Published, or scheduled and its time has come. */
export function isPubliclyVisible(state: number, publishedAt: number | null, now = Date.now()): boolean {
  if (state === ItemPublicationState.published) return true;
  return state === ItemPublicationState.scheduled && publishedAt !== null && publishedAt <= now;
}

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

/**
 * A layout's blocks. `forUpdate` (inside a transaction that will write them back) locks the row, so a
 * concurrent save waits for this one instead of overwriting it with what it read before.
 */
export async function loadLayout(
  db: Db,
  websiteId: string,
  layoutId: string | null,
  { forUpdate = false } = {},
): Promise<Block[]> {
  if (!layoutId) return [];
  const row = await siteScoped(db, websiteId)
    .selectFrom('layouts')
    .select('blocks')
    .where('id', '=', layoutId)
    .$if(forUpdate && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
  const blocks = parseJsonColumn<unknown>(row?.blocks, []);
  return Array.isArray(blocks) ? (blocks as Block[]) : [];
}

export interface NavigationEntry {
  area: string;
  label: string;
  collectionId: string | null;
  /** The linked collection's url id, read in the same query */
  collectionUrlId: string | null;
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
    ])
    .orderBy('navigation.area')
    .orderBy('navigation.ordering')
    .execute();
  return rows.map((r) => ({
    area: r.area,
    label: r.label,
    collectionId: r.collection_id,
    collectionUrlId: r.url_id,
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
    .select(['id', 'name', 'alt', 'width', 'height'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { src: `/s/${r.name}`, alt: r.alt, width: r.width ?? 1200, height: r.height ?? 800 },
    ]),
  );
}

export async function bumpSiteVersion(db: Db, websiteId: string): Promise<void> {
  await db
    .updateTable('websites')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: Date.now() }))
    .where('id', '=', websiteId)
    .execute();
}

/** Changes a collection's columns; the row as it now is, or undefined when the site has no such collection. */
export async function updateCollection(
  db: Db,
  websiteId: string,
  id: string,
  changes: { title?: string; publication_state?: number },
): Promise<Collection | undefined> {
  const scope = siteScoped(db, websiteId);
  await scope
    .updateTable('collections')
    .set({ ...changes, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
  return scope.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A read-modify-write of a layout's blocks: `change` gets the blocks as they are, with the row
 * locked (on PostgreSQL; SQLite's transaction holds the write lock), and returns what to store.
 */
export async function saveLayoutBlocks<R>(
  db: Db,
  websiteId: string,
  layoutId: string,
  change: (blocks: Block[]) => { blocks: Block[]; result: R },
): Promise<R> {
  return siteScoped(db, websiteId).transaction(async (scope) => {
    const blocks = await loadLayout(scope.db, websiteId, layoutId, { forUpdate: true });
    const { blocks: changed, result } = change(blocks);
    await scope
      .updateTable('layouts')
      .set({ blocks: JSON.stringify(changed), updated_at: Date.now() })
      .where('id', '=', layoutId)
      .execute();
    return result;
  });
}
