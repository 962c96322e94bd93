// A lapsed plan made true in the stored status: once a day the worker moves each site whose trial
// ended to expired (1) and each whose paid month ended unpaid to past due (2), as core's
// effectiveSubscriptionStatus says, and publishes the change so cached pages' site context
// (siteStatus.value, which reads the stored status) says so too. The billing page reads the status
// as of now already; the stored one lagged until this.
//
// Safe to run twice and on two workers at once: each site is settled in a transaction of its own
// with the site's row locked (as an upgrade takes it, service.ts), its status and plan read again
// under the lock, and written only when core's rules move it: a payment landing at the same moment
// either comes first (and nothing lapses) or after (and pays from expired or past due). A second run
// finds nothing to move and publishes nothing. Sites are read in id order a batch at a time, so a
// hundred thousand lapsing on one day are short queries and short transactions, never one long one.
import { effectiveSubscriptionStatus, trialEndsAt } from '@tessera/core';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { defineJob, type JobContext, noPayload } from '../jobs/definition.ts';
import { findWebsiteById, lockedSettings, updateSubscriptionStatus } from '../websites/index.ts';
import { lapsedSiteIds } from './repository.ts';
import { planState } from './service.ts';

/** Sites read per query: the candidates of one batch are settled one short transaction each. */
export const LAPSE_BATCH = 500;
/** The trial's length, as core's rule counts it from a site's creation. */
const TRIAL_MS = trialEndsAt(0);

/**
 * Stores the status core's rules give the site as of `now`, if it moved; answers whether it did.
 * The row is locked first, so this and an upgrade of the same site take turns.
 */
export async function settleSubscriptionStatus(db: Db, websiteId: string, now: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockedSettings(trx, websiteId);
    const website = await findWebsiteById(trx, websiteId);
    if (!website) return false;
    const status = effectiveSubscriptionStatus((await planState(trx, website)).state, now);
    if (status === website.subscription_status) return false;
    await updateSubscriptionStatus(trx, websiteId, status, now);
    return true;
  });
}

/** Moves every lapsed site's stored status; answers how many moved. */
export async function lapseSubscriptions(
  ctx: Pick<JobContext, 'db' | 'now' | 'siteChanged'>,
  batch = LAPSE_BATCH,
): Promise<number> {
  // One moment for the whole run: a site lapsing while it walks is the next run's.
  const now = ctx.now();
  let afterId = '';
  let moved = 0;
  for (;;) {
    const ids = await lapsedSiteIds(ctx.db, now, TRIAL_MS, afterId, batch);
    for (const websiteId of ids) {
      if (!(await settleSubscriptionStatus(ctx.db, websiteId, now))) continue;
      moved++;
      // Published as each commits: every page of the site carries the status in its context.
      await ctx.siteChanged(websiteId);
    }
    if (ids.length < batch) return moved;
    afterId = ids[ids.length - 1] ?? afterId;
  }
}

export const subscriptionLapseJob = defineJob({
  name: 'billing.lapse-subscriptions',
  payload: noPayload,
  // Tried again after a failure (a lost connection): what it already moved, it finds settled.
  maxAttempts: 3,
  async run(_payload, ctx) {
    const moved = await lapseSubscriptions(ctx);
    if (moved > 0) ctx.log.info({ moved }, 'lapsed trials and paid months moved to expired and past due');
  },
});

/** Once a day, like the other sweeps of stored state (jobs/registry.ts PERIODIC_JOBS). */
export const SUBSCRIPTION_LAPSE_EVERY_MS = 24 * 60 * 60_000;
