// The daily lapse job (lapse-job.ts): a trial past its end is stored expired, a paid month past its
// end past due, the cached pages' site context says so, and the job is safe to run again, batched and
// on two workers at once.
import { WebsiteSubscriptionStatus } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { contextOf } from '../../test/harness.ts';
import { websiteRow } from '../../test/rows.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { publishSiteChange } from '../content/publish.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { Clock, openShared, type SharedDatabase, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { WORKER_JOBS, WORKER_PERIODIC_JOBS } from '../jobs/worker-process.ts';
import { Tags } from '../shared/cache-tags.ts';
import {
  LAPSE_BATCH,
  lapseSubscriptions,
  SUBSCRIPTION_LAPSE_EVERY_MS,
  settleSubscriptionStatus,
  subscriptionLapseJob,
} from './lapse-job.ts';

const DAY = 24 * 60 * 60 * 1000;
const { expired, pastDue, trial, paid, comped } = WebsiteSubscriptionStatus;

/** A bare site row (no pages): what the lapse job reads is the status and the dates. */
async function bareSite(db: Db, identifier: string, status: number, createdAt: number): Promise<string> {
  const id = newId();
  await db
    .insertInto('websites')
    .values({ ...websiteRow({ id, identifier, title: identifier }, createdAt), subscription_status: status })
    .execute();
  return id;
}

/** The plan row an upgrade writes: a month paid through `paidThrough`. */
async function paidPlan(db: Db, websiteId: string, createdAt: number, paidThrough: number) {
  await db
    .insertInto('website_plans')
    .values({
      website_id: websiteId,
      plan: 'business',
      trial_ends_at: createdAt + 14 * DAY,
      paid_through: paidThrough,
      last_charge_id: `charge-${websiteId}`,
      updated_at: createdAt,
    })
    .execute();
}

async function statusOf(db: Db, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('websites')
    .select('subscription_status')
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow();
  return Number(row.subscription_status);
}

function siteStatusOf(html: string): number {
  return (contextOf(html).website as { siteStatus: { value: number } }).siteStatus.value;
}

describe('the lapse job on the workers', () => {
  it('is among the jobs both workers run (the server inline and npm run worker), once a day', () => {
    expect(WORKER_JOBS).toContain(subscriptionLapseJob);
    expect(WORKER_PERIODIC_JOBS).toContainEqual({ job: subscriptionLapseJob, everyMs: DAY });
  });
});

describe.each(ENGINES)(
  "spec 1 §3: 'Website subscription statuses: expired 1, pastdue 2, trial 3' — the daily lapse job on %s",
  (engine) => {
    const t = useTestApp(engine);

    it("stores 'expired 1' once the 14-day trial ends, and the cached pages' siteStatus.value says so", async () => {
      const website = await demoWebsite(t.db);
      const created = Number(website.created_at);
      expect(website.subscription_status).toBe(trial);
      const first = await t.client().get('/');
      expect(siteStatusOf(first.body)).toBe(trial);
      // Cached for visitors: the same rendering comes back until the site changes.
      expect(siteStatusOf((await t.client().get('/')).body)).toBe(trial);

      const clock = new Clock(created + 13 * DAY);
      const changed: string[] = [];
      const worker = new Worker({
        deps: testDeps(t.db, clock, {
          siteChanged: async (websiteId) => {
            changed.push(websiteId);
            await publishSiteChange(t.ctx, websiteId, [Tags.site]);
          },
        }),
        jobs: [subscriptionLapseJob],
        periodic: [{ job: subscriptionLapseJob, everyMs: SUBSCRIPTION_LAPSE_EVERY_MS }],
      });
      // Day 13: still on the trial; the day's run moves nothing.
      expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 1 });
      expect(await statusOf(t.db, website.id)).toBe(trial);
      expect(changed).toEqual([]);

      // A day on (the trial ended at day 14): the next day's run stores expired and publishes it.
      clock.advance(SUBSCRIPTION_LAPSE_EVERY_MS);
      expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 1 });
      expect(await statusOf(t.db, website.id)).toBe(expired);
      expect(changed).toEqual([website.id]);
      expect(siteStatusOf((await t.client().get('/')).body)).toBe(expired);
      // Once a day: the same period does not run it again.
      expect(await worker.runOnce()).toMatchObject({ ran: 0 });
    });

    it("stores 'pastdue 2' once a paid month ends unpaid, not before, and leaves staff statuses alone", async () => {
      const now = Date.UTC(2031, 5, 1);
      const created = now - 90 * DAY;
      const lapsed = await bareSite(t.db, 'lapse-paid-ended', paid, created);
      await paidPlan(t.db, lapsed, created, now - 1);
      const running = await bareSite(t.db, 'lapse-paid-running', paid, created);
      await paidPlan(t.db, running, created, now + 10 * DAY);
      const endsNow = await bareSite(t.db, 'lapse-paid-ends-now', paid, created);
      await paidPlan(t.db, endsNow, created, now);
      // Paid with no plan row (set by the platform's staff): no month to lapse.
      const staffPaid = await bareSite(t.db, 'lapse-paid-by-staff', paid, created);
      const compedSite = await bareSite(t.db, 'lapse-comped', comped, created);
      const freshTrial = await bareSite(t.db, 'lapse-fresh-trial', trial, now - 13 * DAY);

      const changed: string[] = [];
      const ctx = { db: t.db, now: () => now, siteChanged: async (id: string) => void changed.push(id) };
      const moved = await lapseSubscriptions(ctx);
      expect(await statusOf(t.db, lapsed)).toBe(pastDue);
      expect(await statusOf(t.db, endsNow)).toBe(pastDue);
      expect(await statusOf(t.db, running)).toBe(paid);
      expect(await statusOf(t.db, staffPaid)).toBe(paid);
      expect(await statusOf(t.db, compedSite)).toBe(comped);
      expect(await statusOf(t.db, freshTrial)).toBe(trial);
      expect(changed).toEqual(expect.arrayContaining([lapsed, endsNow]));
      expect(changed).not.toContain(running);
      expect(moved).toBe(changed.length);
      // Run again: nothing left to move, nothing published.
      changed.length = 0;
      expect(await lapseSubscriptions(ctx)).toBe(0);
      expect(changed).toEqual([]);
    });

    it('walks the sites in batches: every lapsed one moved, each once, whatever the batch size', async () => {
      const now = Date.UTC(2032, 0, 1);
      const batch = 3;
      const ids: string[] = [];
      for (let n = 0; n < batch * 3 + 1; n++) {
        const id = await bareSite(t.db, `lapse-batch-${n}`, n % 2 ? paid : trial, now - 40 * DAY);
        if (n % 2) await paidPlan(t.db, id, now - 40 * DAY, now - DAY);
        ids.push(id);
      }
      const changed: string[] = [];
      const moved = await lapseSubscriptions(
        { db: t.db, now: () => now, siteChanged: async (id) => void changed.push(id) },
        batch,
      );
      expect(moved).toBe(changed.length);
      expect(new Set(changed).size).toBe(changed.length);
      expect(changed).toEqual(expect.arrayContaining(ids));
      for (const [n, id] of ids.entries()) expect(await statusOf(t.db, id)).toBe(n % 2 ? pastDue : expired);
      expect(LAPSE_BATCH).toBeGreaterThan(batch);
    });
  },
);

describe.each(ENGINES)('the lapse job on two workers at once, one %s database', (engine) => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await openShared(engine);
  });
  afterAll(() => shared.close());

  it('moves each lapsed site once between them, and a payment at the same moment is not undone', async () => {
    const now = Date.UTC(2033, 0, 1);
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) {
      const id = await bareSite(shared.a, `twice-${n}`, n % 2 ? paid : trial, now - 60 * DAY);
      if (n % 2) await paidPlan(shared.a, id, now - 60 * DAY, now - DAY);
      ids.push(id);
    }
    const changed: string[] = [];
    const ctxOf = (db: Db) => ({
      db,
      now: () => now,
      siteChanged: async (id: string) => void changed.push(id),
    });
    // PostgreSQL: two pools, as two worker processes have. SQLite: the one connection its one
    // process holds (two in one process would wait on each other's write lock synchronously).
    const second = engine === 'postgres' ? shared.b : shared.a;
    const [a, b] = await Promise.all([
      lapseSubscriptions(ctxOf(shared.a), 7),
      lapseSubscriptions(ctxOf(second), 5),
    ]);
    expect(a + b).toBe(ids.length);
    expect(changed.toSorted()).toEqual(ids.toSorted());
    for (const [n, id] of ids.entries()) expect(await statusOf(shared.a, id)).toBe(n % 2 ? pastDue : expired);

    // A renewal stored after the job picked a site, before it wrote: it reads again under the lock.
    const renewed = await bareSite(shared.a, 'twice-renewed', paid, now - 60 * DAY);
    await paidPlan(shared.a, renewed, now - 60 * DAY, now + 30 * DAY);
    expect(await settleSubscriptionStatus(second, renewed, now)).toBe(false);
    expect(await statusOf(shared.a, renewed)).toBe(paid);
  });
});
