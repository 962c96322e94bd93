// All SQL of the site's own plan (0037): one row per site.
import { WebsiteSubscriptionStatus } from '@tessera/core';
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

/**
 * Sites whose stored status has lapsed by `now` (the daily lapse job, lapse-job.ts), after `afterId`
 * in id order, `limit` at a time: a trial past its end (its plan row's, or `trialMs` after the site
 * was made when it has none yet) and a paid month past its end. A first cut only: each is checked
 * again with its row locked before anything is written.
 */
export async function lapsedSiteIds(
  db: Db,
  now: number,
  trialMs: number,
  afterId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('websites')
    .leftJoin('website_plans', 'website_plans.website_id', 'websites.id')
    .select('websites.id')
    .where('websites.id', '>', afterId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('websites.subscription_status', '=', WebsiteSubscriptionStatus.trial),
          eb.or([
            eb.and([
              eb('website_plans.website_id', 'is', null),
              eb('websites.created_at', '<=', now - trialMs),
            ]),
            eb('website_plans.trial_ends_at', '<=', now),
          ]),
        ]),
        eb.and([
          eb('websites.subscription_status', '=', WebsiteSubscriptionStatus.paid),
          eb('website_plans.paid_through', '<=', now),
        ]),
      ]),
    )
    .orderBy('websites.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
