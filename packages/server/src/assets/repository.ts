// All of the assets feature's SQL: the records of a site's uploaded files.
import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SiteScope } from '../db/site-scoped.ts';
import type { AssetsTable } from './tables.ts';

export async function insertAsset(
  scope: SiteScope,
  row: Omit<Insertable<AssetsTable>, 'website_id'>,
): Promise<void> {
  await scope.insertInto('assets', row).execute();
}

export function findAssetByName(scope: SiteScope, name: string) {
  return scope.selectFrom('assets').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findAssetById(scope: SiteScope, id: string) {
  return scope.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of `names` the site already holds. */
export async function takenAssetNames(scope: SiteScope, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await scope.selectFrom('assets').select('name').where('name', 'in', names).execute();
  return new Set(rows.map((row) => row.name));
}

/** The site's uploaded images, newest first. */
export function listImageAssets(scope: SiteScope) {
  return scope
    .selectFrom('assets')
    .select(['id', 'name', 'title', 'width', 'height', 'placeholder', 'alt'])
    .where('content_type', 'like', 'image/%')
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .execute();
}

/** LIKE's wildcards and its escape character, taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The site's files, newest first, at most `limit`; with `search`, those whose display name or
 * address name holds it, ignoring case (lower() on both engines: PostgreSQL's LIKE minds case).
 */
export function listAssets(scope: SiteScope, search: string, limit: number) {
  let query = scope.selectFrom('assets').selectAll();
  if (search !== '') {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('title')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('name').limit(limit).execute();
}

export async function renameAsset(scope: SiteScope, id: string, title: string): Promise<boolean> {
  const result = await scope.updateTable('assets').set({ title }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets a file's members-only mark (a JSON array of area ids), or clears it (null); false when there is no such file. */
export async function setMemberAreaIds(
  scope: SiteScope,
  id: string,
  areaIds: string | null,
): Promise<boolean> {
  const result = await scope
    .updateTable('assets')
    .set({ member_area_ids: areaIds })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAsset(scope: SiteScope, id: string): Promise<boolean> {
  const result = await scope.deleteFrom('assets').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Up to `limit` images of any site with no placeholder colour (stored before 0031), of the given
 * types, after `afterId` in id order: the placeholder backfill walks them in batches.
 */
export function imagesWithoutPlaceholder(db: Db, contentTypes: string[], afterId: string, limit: number) {
  return db
    .selectFrom('assets')
    .select(['id', 'website_id', 'name'])
    .where('placeholder', 'is', null)
    .where('content_type', 'in', contentTypes)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Sets a placeholder only where none is set yet: a second run, or a concurrent one, changes nothing. */
export async function setMissingPlaceholder(scope: SiteScope, id: string, colour: string): Promise<boolean> {
  const result = await scope
    .updateTable('assets')
    .set({ placeholder: colour })
    .where('id', '=', id)
    .where('placeholder', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends a file's processing in `state`, only while it is still processing (a second run changes nothing). */
export async function endProcessing(
  scope: SiteScope,
  id: string,
  state: 'done' | 'failed' | 'incomplete',
): Promise<boolean> {
  const result = await scope
    .updateTable('assets')
    .set({ processing: state })
    .where('id', '=', id)
    .where('processing', '=', 'processing')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
