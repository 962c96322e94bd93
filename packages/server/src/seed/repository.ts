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

/** The demo store's shipping, tax and order counter (seed/demo-store.ts). */
export async function setDemoStoreSettings(
  db: Db,
  websiteId: string,
  change: { shipping_zones: string; tax_rules: string; next_order_number: number },
): Promise<void> {
  await db.updateTable('store_settings').set(change).where('website_id', '=', websiteId).execute();
}

export async function insertDemoCoupon(
  db: Db,
  websiteId: string,
  coupon: { id: string; code: string; percentOff: number; now: number },
): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      website_id: websiteId,
      id: coupon.id,
      code: coupon.code,
      kind: 'percentage',
      percent_off: coupon.percentOff,
      amount_off_cents: 0,
      min_subtotal_cents: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      times_used: 0,
      product_ids: null,
      version: 1,
      updated_at: coupon.now,
    })
    .execute();
}

/** The site's products with their items' titles. */
export function selectShopProducts(db: Db, websiteId: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('items as i', (j) => j.onRef('i.website_id', '=', 'p.website_id').onRef('i.id', '=', 'p.id'))
    .select(['p.id', 'p.product_type', 'i.title'])
    .where('p.website_id', '=', websiteId)
    .execute();
}
