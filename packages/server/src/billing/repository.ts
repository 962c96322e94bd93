// All SQL of the site's own plan (0037): one row per site.
import type { Db } from '../db/database.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { WebsitePlansTable } from './tables.ts';

export function selectPlan(db: Db, websiteId: string) {
  return siteScoped(db, websiteId).selectFrom('website_plans').selectAll().executeTakeFirst();
}

/** The site's plan row, written at its first payment (the caller holds the transaction). */
export async function insertPlan(db: Db, row: WebsitePlansTable): Promise<void> {
  await db.insertInto('website_plans').values(row).execute();
}

export async function updatePlan(
  db: Db,
  websiteId: string,
  change: Pick<WebsitePlansTable, 'plan' | 'paid_through' | 'last_charge_id' | 'updated_at'>,
): Promise<void> {
  await siteScoped(db, websiteId).updateTable('website_plans').set(change).execute();
}
