// All of the assets feature's SQL: the records of a site's uploaded files.
import type { Insertable } from 'kysely';
import type { AssetsTable } from '../db/schema.ts';
import type { SiteScope } from '../db/site-scoped.ts';

export async function insertAsset(
  scope: SiteScope,
  row: Omit<Insertable<AssetsTable>, 'website_id'>,
): Promise<void> {
  await scope.insertInto('assets', row).execute();
}

export function findAssetByName(scope: SiteScope, name: string) {
  return scope.selectFrom('assets').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The site's uploaded images, newest first. */
export function listImageAssets(scope: SiteScope) {
  return scope
    .selectFrom('assets')
    .select(['id', 'name', 'width', 'height', 'alt'])
    .where('content_type', 'like', 'image/%')
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .execute();
}
