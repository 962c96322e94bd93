// All of search's SQL. The documents live in search_documents on both engines (original text for
// showing, folded words for matching; see documents.ts); the full-text index over the words is
// engine-specific: an FTS5 table kept in step by triggers on SQLite, a generated tsvector column
// with a GIN index on PostgreSQL (migration 0003_search).
import { ItemPublicationState } from '@tessera/core';
import { type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import type { Collection, Item } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { StoredDocument } from './documents.ts';

// ——— What the index is built from ———

export interface IndexSources {
  collections: Collection[];
  items: Item[];
  /** Layout id → its stored sections JSON */
  layouts: Map<string, string>;
}

/**
 * A site's collections, items and their layouts; or one collection's (with its items when `items`),
 * or these items'.
 */
export async function loadIndexSources(
  db: Db,
  websiteId: string,
  only: { collectionId?: string; itemIds?: readonly string[]; items?: boolean } = {},
): Promise<IndexSources> {
  const scope = siteScoped(db, websiteId);
  const [collections, items] = await Promise.all([
    only.itemIds
      ? Promise.resolve([])
      : scope
          .selectFrom('collections')
          .selectAll()
          .$if(!!only.collectionId, (q) => q.where('id', '=', only.collectionId ?? ''))
          .execute(),
    only.collectionId && !only.items
      ? Promise.resolve([])
      : scope
          .selectFrom('items')
          .selectAll()
          .$if(!!only.collectionId, (q) => q.where('collection_id', '=', only.collectionId ?? ''))
          .$if(!!only.itemIds, (q) => q.where('id', 'in', only.itemIds ?? []))
          .execute(),
  ]);
  const layoutIds = [...collections, ...items].flatMap((row) => (row.layout_id ? [row.layout_id] : []));
  const layouts = layoutIds.length
    ? await scope
        .selectFrom('layouts')
        .select(['id', 'sections'])
        .where('id', 'in', [...new Set(layoutIds)])
        .execute()
    : [];
  return { collections, items, layouts: new Map(layouts.map((l) => [l.id, l.sections])) };
}

/** The collections holding these items. */
export async function findCollectionsOfItems(
  db: Db,
  websiteId: string,
  itemIds: readonly string[],
): Promise<Collection[]> {
  return db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', 'in', (items) =>
      items
        .selectFrom('items')
        .select('collection_id')
        .where('website_id', '=', websiteId)
        .where('id', 'in', itemIds),
    )
    .execute();
}

export async function listWebsiteIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('websites').select('id').orderBy('id').execute()).map((w) => w.id);
}

// ——— Writing documents ———

/**
 * Makes this transaction the only one writing the site's documents until it ends, so concurrent
 * reindexes never collide and the last to run, which read the newest content, is the one that
 * stays. SQLite's transactions already hold the database's write lock from their start.
 */
export async function lockSiteDocuments(trx: Db, websiteId: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`search:${websiteId}`}))`.execute(trx);
  }
}

export async function deleteDocuments(
  db: Db,
  websiteId: string,
  which: { collectionId?: string; itemId?: string; itemIds?: readonly string[] } = {},
): Promise<void> {
  await db
    .deleteFrom('search_documents')
    .where('website_id', '=', websiteId)
    .$if(which.collectionId !== undefined, (q) => q.where('collection_id', '=', which.collectionId ?? ''))
    .$if(which.itemId !== undefined, (q) => q.where('item_id', '=', which.itemId ?? ''))
    .$if(which.itemIds !== undefined, (q) => q.where('item_id', 'in', which.itemIds ?? []))
    .execute();
}

export async function insertDocuments(db: Db, documents: readonly StoredDocument[]): Promise<void> {
  // In slices: SQLite takes at most 32766 parameters a statement.
  for (let start = 0; start < documents.length; start += 200) {
    await db
      .insertInto('search_documents')
      .values(
        documents.slice(start, start + 200).map((d) => ({
          website_id: d.websiteId,
          collection_id: d.collectionId,
          item_id: d.itemId,
          title: d.title,
          body: d.body,
          title_words: d.titleWords,
          body_words: d.bodyWords,
        })),
      )
      .execute();
  }
}

// ——— Searching ———

export interface SearchRow {
  collection_id: string;
  item_id: string;
  title: string;
  body: string;
  collection_url_id: string;
  collection_title: string;
  collection_type: string;
  collection_settings: string;
  item_url_id: string | null;
  item_published_at: number | null;
  item_created_at: number | null;
}

export interface SearchOptions {
  /** Owners and editors also find unpublished collections and items (the editor previews them) */
  canPreview: boolean;
  now: number;
  limit: number;
}

/**
 * The documents matching every word (each as a prefix), best first: one query. Visibility is read
 * from the collections and items themselves, so an unpublished page or a scheduled item whose time
 * has not come is never found, whatever the index still holds; nothing behind a password or a member
 * area is found.
 */
export async function searchDocuments(
  db: Db,
  websiteId: string,
  words: readonly string[],
  options: SearchOptions,
): Promise<SearchRow[]> {
  if (words.length === 0) return [];
  const { published, scheduled } = ItemPublicationState;
  // isPubliclyVisible (@tessera/core) in SQL, for the collection and the item alike.
  const publiclyVisible = (table: 'c' | 'i') =>
    sql`(${sql.ref(`${table}.publication_state`)} = ${published} OR (${sql.ref(`${table}.publication_state`)} = ${scheduled} AND ${sql.ref(`${table}.published_at`)} <= ${options.now}))`;
  // A page a member area protects is found by no visitor (members included: results are shared).
  const membersOnly = sql`EXISTS (SELECT 1 FROM member_area_collections m
    WHERE m.website_id = d.website_id AND m.collection_id = d.collection_id)`;
  const visible: RawBuilder<unknown> = options.canPreview
    ? sql`1 = 1`
    : sql`${publiclyVisible('c')} AND (d.item_id = '' OR ${publiclyVisible('i')}) AND NOT ${membersOnly}`;
  const shown = sql`d.website_id = ${websiteId}
    AND c.password_hash IS NULL
    AND (d.item_id = '' OR (i.id IS NOT NULL AND c.type <> 'page'))
    AND ${visible}`;
  const columns = sql`d.collection_id, d.item_id, d.title, d.body, c.url_id AS collection_url_id,
    c.title AS collection_title, c.type AS collection_type, c.settings AS collection_settings,
    i.url_id AS item_url_id, i.published_at AS item_published_at, i.created_at AS item_created_at`;
  const joins = sql`JOIN collections c ON c.website_id = d.website_id AND c.id = d.collection_id
    LEFT JOIN items i ON i.website_id = d.website_id AND i.id = d.item_id AND d.item_id <> ''`;
  // Ties (equal rank) in the site's own order: pages and collections first, then items.
  const order = sql`CASE WHEN d.item_id = '' THEN 0 ELSE 1 END, c.ordering, i.ordering, d.collection_id, d.item_id`;
  if (isPostgres(db)) {
    const tsquery = words.map((word) => `'${word}':*`).join(' & ');
    const { rows } = await sql<SearchRow>`
      SELECT ${columns}
      FROM search_documents d ${joins}, to_tsquery('simple', ${tsquery}) q
      WHERE d.tsv @@ q AND ${shown}
      ORDER BY ts_rank(d.tsv, q) DESC, ${order}
      LIMIT ${options.limit}`.execute(db);
    return rows;
  }
  // The site's id is a column of the full-text index too, so the match starts from this site's documents.
  const match = `website_id : "${websiteId.replaceAll('"', '""')}" AND {title_words body_words} : (${words
    .map((word) => `"${word}"*`)
    .join(' AND ')})`;
  const { rows } = await sql<SearchRow>`
    SELECT ${columns}
    FROM search_fts JOIN search_documents d ON d.doc = search_fts.rowid ${joins}
    WHERE search_fts MATCH ${match} AND ${shown}
    ORDER BY bm25(search_fts, 0, 10, 1), ${order}
    LIMIT ${options.limit}`.execute(db);
  return rows;
}
