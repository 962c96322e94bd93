// All SQL of the store's settings (0012): one row per site, written from its version, and the order
// counter it keeps (taken in the order's transaction).
import { type Db, isPostgres } from '../../db/database.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import type { StoreSettingsTable } from './tables.ts';

export function selectStoreSettings(db: Db, websiteId: string, { lock = false } = {}) {
  return siteScoped(db, websiteId)
    .selectFrom('store_settings')
    .selectAll()
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The store's settings row, made with its defaults when the site has none yet (at most once). */
export async function ensureStoreSettings(db: Db, row: StoreSettingsTable): Promise<void> {
  await db
    .insertInto('store_settings')
    .values(row)
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
}

/** Takes the store's next order number: the row stays locked until the transaction ends. */
export async function takeOrderNumber(db: Db, websiteId: string): Promise<number> {
  const row = await siteScoped(db, websiteId)
    .updateTable('store_settings')
    .set((eb) => ({ next_order_number: eb('next_order_number', '+', 1) }))
    .returning('next_order_number')
    .executeTakeFirstOrThrow();
  return row.next_order_number - 1;
}

export async function updateStoreSettings(
  db: Db,
  websiteId: string,
  version: number,
  change: Partial<StoreSettingsTable>,
) {
  const result = await siteScoped(db, websiteId)
    .updateTable('store_settings')
    .set({ ...change, version: version + 1 })
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A seeded store's shipping, tax and order counter (the demo's, a template's). */
export async function setSeededStoreSettings(
  db: Db,
  websiteId: string,
  change: Partial<{ shipping_zones: string; tax_rules: string; next_order_number: number }>,
): Promise<void> {
  await db.updateTable('store_settings').set(change).where('website_id', '=', websiteId).execute();
}
