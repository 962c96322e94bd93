// All of the seed's SQL: the rows a template writes into a new site.
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CollectionsTable, ItemsTable, ItemTermsTable, NavigationTable } from '../db/schema.ts';
import type { SiteScope } from '../db/site-scoped.ts';

type SiteRow<T> = Omit<Insertable<T>, 'website_id'>;

export async function insertLayoutRow(
  scope: SiteScope,
  id: string,
  sections: unknown,
  now: number,
): Promise<void> {
  await scope
    .insertInto('layouts', { id, sections: JSON.stringify(sections), version: 1, updated_at: now })
    .execute();
}

export async function insertCollectionRow(scope: SiteScope, row: SiteRow<CollectionsTable>): Promise<void> {
  await scope.insertInto('collections', row).execute();
}

export async function insertItemRow(scope: SiteScope, row: SiteRow<ItemsTable>): Promise<void> {
  await scope.insertInto('items', row).execute();
}

export async function insertItemTermRows(scope: SiteScope, rows: SiteRow<ItemTermsTable>[]): Promise<void> {
  if (rows.length > 0) await scope.insertInto('item_terms', rows).execute();
}

export async function insertNavigationRow(scope: SiteScope, row: SiteRow<NavigationTable>): Promise<void> {
  await scope.insertInto('navigation', row).execute();
}

export async function insertFooter(scope: SiteScope, footerText: string): Promise<void> {
  await scope
    .insertInto('header_footer', { header: '{}', footer: JSON.stringify({ text: footerText }) })
    .execute();
}

/** Merges settings into the site's settings JSON. */
export async function mergeWebsiteSettings(
  db: Db,
  websiteId: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const website = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow();
  const settings = { ...JSON.parse(website.settings), ...changes };
  await db
    .updateTable('websites')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', websiteId)
    .execute();
}
