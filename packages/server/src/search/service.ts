// Site search: keeping the index current as content changes, and answering a visitor's query.
// Callers: the template seeding (reindexSite), the config API's writes (reindexCollection,
// reindexLayoutOwner), the search page type (search), and the server's start (ensureSearchIndex).

import { readableText, upgradeSections } from '@tessera/site';
import { sanitizeRichText } from '../content/rich-text.ts';
import type { Db } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import { collectionPath, itemPath } from '../shared/page-paths.ts';
import { readPlatformSetting, writePlatformSetting } from '../system/index.ts';
import {
  collectionDocument,
  highlight,
  itemDocument,
  queryWords,
  SEARCH_INDEX_VERSION,
  type StoredDocument,
  snippet,
} from './documents.ts';
import {
  deleteDocuments,
  findCollectionsOfItems,
  type IndexSources,
  insertDocuments,
  listWebsiteIds,
  loadIndexSources,
  lockSiteDocuments,
  searchDocuments,
} from './repository.ts';

export const SEARCH_RESULT_LIMIT = 50;

/** The documents for what was loaded. Nothing behind a password is indexed. */
function documentsOf(websiteId: string, { collections, items, layouts }: IndexSources): StoredDocument[] {
  // The blocks as a page shows them (every block at its current version), read through their fields.
  const layout = (id: string | null) =>
    id
      ? readableText(
          upgradeSections(parseJsonColumn<unknown>(layouts.get(id), []), { sanitizeHtml: sanitizeRichText }),
        )
      : '';
  const open = collections.filter((c) => !c.password_hash);
  const openIds = new Set(open.map((c) => c.id));
  return [
    ...open.map((c) => collectionDocument(websiteId, c, layout(c.layout_id))),
    ...items
      .filter((i) => openIds.has(i.collection_id))
      .map((i) => itemDocument(websiteId, i, layout(i.layout_id))),
  ];
}

/** Rebuilds a whole site's documents, e.g. after it was made from a template. */
export async function reindexSite(db: Db, websiteId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSiteDocuments(trx, websiteId);
    const documents = documentsOf(websiteId, await loadIndexSources(trx, websiteId));
    await deleteDocuments(trx, websiteId);
    await insertDocuments(trx, documents);
  });
}

/**
 * A collection's own document (its title, description or layout changed), and with `items` its
 * items' too (its password changed, or which items it holds). Visibility is read at query time, so a
 * change of publication needs no reindex.
 */
export async function reindexCollection(
  db: Db,
  websiteId: string,
  collectionId: string,
  { items = false } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSiteDocuments(trx, websiteId);
    const sources = await loadIndexSources(trx, websiteId, { collectionId, items });
    await deleteDocuments(trx, websiteId, items ? { collectionId } : { collectionId, itemId: '' });
    await insertDocuments(trx, documentsOf(websiteId, sources));
  });
}

/** One item's document (its title, excerpt or blocks changed; it was added or removed). */
export const reindexItem = (db: Db, websiteId: string, itemId: string): Promise<void> =>
  reindexItems(db, websiteId, [itemId]);

/** These items' documents, in one transaction (several pictures added to a gallery at once). */
export async function reindexItems(db: Db, websiteId: string, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await lockSiteDocuments(trx, websiteId);
    const [collections, sources] = await Promise.all([
      findCollectionsOfItems(trx, websiteId, itemIds),
      loadIndexSources(trx, websiteId, { itemIds }),
    ]);
    const documents = documentsOf(websiteId, { ...sources, collections });
    await deleteDocuments(trx, websiteId, { itemIds });
    await insertDocuments(
      trx,
      documents.filter((d) => d.itemId !== ''),
    );
  });
}

/** The document of the page a layout belongs to (a block in it changed). */
export function reindexLayoutOwner(
  db: Db,
  websiteId: string,
  owner: { collectionId: string; itemId: string | null },
): Promise<void> {
  return owner.itemId
    ? reindexItem(db, websiteId, owner.itemId)
    : reindexCollection(db, websiteId, owner.collectionId);
}

/** The platform setting that names the documents' version the index was built by. */
const INDEX_VERSION_KEY = 'search_index_version';

/**
 * Builds every site's index when it was built by an older version of documents.ts (or never: a
 * database from before 0003_search). Run at start; cheap when the index is current.
 */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const version = String(SEARCH_INDEX_VERSION);
  if ((await readPlatformSetting(db, INDEX_VERSION_KEY)) === version) return false;
  for (const websiteId of await listWebsiteIds(db)) await reindexSite(db, websiteId);
  await writePlatformSetting(db, INDEX_VERSION_KEY, version);
  return true;
}

export interface SearchResult {
  /** The title, matched words between MATCH_START and MATCH_END */
  title: string;
  /** About thirty words of the document around its first match, marked the same way */
  excerpt: string;
  href: string;
  /** For an item, its collection's title */
  meta: string;
}

/**
 * A visitor's query, read as words (never as query syntax): documents containing every word, each
 * word matching the start of a word ("plu" finds "Plum"), best first, at most SEARCH_RESULT_LIMIT.
 */
export async function search(
  db: Db,
  websiteId: string,
  query: string,
  options: { canPreview: boolean; now: number; homeCollectionId: string | null },
): Promise<SearchResult[]> {
  const words = queryWords(query);
  const rows = await searchDocuments(db, websiteId, words, { ...options, limit: SEARCH_RESULT_LIMIT });
  return rows.map((row) => ({
    title: highlight(row.title, words),
    excerpt: snippet(row.body, words),
    href: row.item_id
      ? itemPath(
          { url_id: row.collection_url_id, type: row.collection_type, settings: row.collection_settings },
          {
            url_id: row.item_url_id ?? '',
            published_at: row.item_published_at,
            created_at: row.item_created_at ?? 0,
          },
        )
      : collectionPath({ id: row.collection_id, url_id: row.collection_url_id }, options),
    meta: row.item_id ? row.collection_title : '',
  }));
}
