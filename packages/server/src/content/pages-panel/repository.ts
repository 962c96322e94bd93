// All SQL of the pages panel: new and copied pages with their layouts, a page's URL, settings and
// password, the trash's list and the navigation saved whole (the home page is the site's setting:
// websites/index.ts).
// A read-modify-write locks what it reads on PostgreSQL; SQLite's transactions hold the write lock.
import { ItemPublicationState } from '@tessera/core';
import type { Insertable } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import type { Collection } from '../../db/schema.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import type { CollectionsTable, NavigationTable } from '../tables.ts';

type SiteRow<T> = Omit<Insertable<T>, 'website_id'>;

/** The URLs the site's pages use (the trash's too: they keep theirs until purged). */
export async function takenUrlIds(db: Db, websiteId: string): Promise<Set<string>> {
  const rows = await siteScoped(db, websiteId).selectFrom('collections').select('url_id').execute();
  return new Set(rows.map((r) => r.url_id));
}

/** The page using a URL, if any. */
export function findPageByUrlId(db: Db, websiteId: string, urlId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .select(['id', 'title'])
    .where('url_id', '=', urlId)
    .executeTakeFirst();
}

/** The position after the site's last page. */
export async function nextOrdering(db: Db, websiteId: string): Promise<number> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('collections')
    .select((eb) => eb.fn.max('ordering').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** The site's most recently uploaded image with its size: what a template's image block shows. */
export async function newestImage(db: Db, websiteId: string) {
  const row = await siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['name', 'width', 'height'])
    .where('content_type', 'like', 'image/%')
    .where('width', 'is not', null)
    .where('height', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row?.width && row.height ? { src: `/s/${row.name}`, width: row.width, height: row.height } : null;
}

/** An uploaded image of the site by its file name (`/s/<name>`), with its stored size. */
export function findImageByName(db: Db, websiteId: string, name: string) {
  return siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['name', 'content_type', 'width', 'height'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertPage(
  db: Db,
  websiteId: string,
  page: SiteRow<CollectionsTable>,
  layout: { id: string; sections: unknown; draft: unknown },
  now: number,
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  await scope
    .insertInto('layouts', {
      id: layout.id,
      sections: JSON.stringify(layout.sections),
      draft_sections: layout.draft === null ? null : JSON.stringify(layout.draft),
      draft_updated_at: layout.draft === null ? null : now,
      version: 1,
      updated_at: now,
    })
    .execute();
  await scope.insertInto('collections', page).execute();
}

/** A page's row, locked until the transaction ends (PostgreSQL; SQLite's transaction holds the lock). */
export function lockPage(db: Db, websiteId: string, id: string): Promise<Collection | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function updatePageRow(
  db: Db,
  websiteId: string,
  id: string,
  changes: { title?: string; url_id?: string; settings?: string; password_hash?: string | null },
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('collections')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The pages in the trash, most recently trashed first. */
export function listTrashedPages(db: Db, websiteId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .select(['id', 'title', 'url_id', 'deleted_at'])
    .where('publication_state', '=', ItemPublicationState.deleted)
    .orderBy('deleted_at', 'desc')
    .orderBy('id')
    .execute();
}

// ——— Navigation ———

export type NavigationRow = Omit<NavigationTable, 'website_id'>;

export function loadNavigationRows(db: Db, websiteId: string): Promise<NavigationRow[]> {
  return siteScoped(db, websiteId)
    .selectFrom('navigation')
    .select(['id', 'area', 'collection_id', 'label', 'url', 'ordering'])
    .orderBy('area')
    .orderBy('ordering')
    .orderBy('id')
    .execute();
}

export async function navigationVersion(db: Db, websiteId: string): Promise<number> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('navigation_versions')
    .select('version')
    .executeTakeFirst();
  return row?.version ?? 1;
}

/**
 * Raises the navigation's version if it is still `expected` (any version when undefined): whether it
 * did. The update takes the row's lock on PostgreSQL, so of two savers of one version the second
 * waits, then finds the version moved and changes nothing. A site without a row gets one at 1 first.
 */
export async function raiseNavigationVersion(db: Db, websiteId: string, expected?: number): Promise<boolean> {
  const scope = siteScoped(db, websiteId);
  await scope
    .insertInto('navigation_versions', { version: 1 })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  const result = await scope
    .updateTable('navigation_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .$if(expected !== undefined, (q) => q.where('version', '=', expected as number))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the whole navigation with `rows`. */
export async function replaceNavigation(db: Db, websiteId: string, rows: NavigationRow[]): Promise<void> {
  const scope = siteScoped(db, websiteId);
  await scope.deleteFrom('navigation').execute();
  if (rows.length > 0) await scope.insertInto('navigation', rows).execute();
}

export async function insertNavigationRow(db: Db, websiteId: string, row: NavigationRow): Promise<void> {
  await siteScoped(db, websiteId).insertInto('navigation', row).execute();
}

/** The next position in an area. */
export async function nextNavigationOrdering(db: Db, websiteId: string, area: string): Promise<number> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('navigation')
    .select((eb) => eb.fn.max('ordering').as('last'))
    .where('area', '=', area)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** The pages (not in the trash) with what the navigation shows of them. */
export function listPagesForNavigation(db: Db, websiteId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .select(['id', 'title', 'publication_state'])
    .where('publication_state', '!=', ItemPublicationState.deleted)
    .orderBy('ordering')
    .orderBy('created_at')
    .execute();
}
