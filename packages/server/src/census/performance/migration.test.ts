// Migration 0027_census_web_vital_totals on both engines: a deployed site's histograms (0022) are summed
// into the per-page totals, per day and per month, so the report ranks its pages right at once.
import { webVitalBucket } from '@tessera/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt, ENGINES } from '../../../test/engines.ts';
import { websiteRow } from '../../../test/rows.ts';
import type { Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrations.ts';

const SITE = 's'.repeat(24);

describe.each(ENGINES)('migration 0027_census_web_vital_totals on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await databaseAt(engine, '0022_census_web_vitals'));
  });
  afterAll(() => drop());

  it('sums the histograms written before it into the totals', async () => {
    await db
      .insertInto('websites')
      .values(websiteRow({ id: SITE, identifier: 'vitals', title: 'Vitals' }))
      .execute();
    const bucket = (day: string, page_path: string, metric: string, bucket: number, samples: number) => ({
      website_id: SITE,
      day,
      page_path,
      metric,
      bucket,
      samples,
    });
    await db
      .insertInto('census_daily_web_vitals')
      .values([
        bucket('2026-03-10', '/', 'LCP', 160, 3),
        bucket('2026-03-10', '/', 'LCP', 170, 4),
        bucket('2026-03-10', '/', 'TTFB', 90, 2),
        bucket('2026-03-11', '/', 'LCP', 160, 5),
        bucket('2026-03-11', '/about', 'CLS', 50, 1),
      ])
      .execute();
    await db
      .insertInto('census_monthly_web_vitals')
      .values([
        { website_id: SITE, month: '2026-03', page_path: '/', metric: 'LCP', bucket: 160, samples: 8 },
        { website_id: SITE, month: '2026-03', page_path: '/', metric: 'LCP', bucket: 170, samples: 4 },
        { website_id: SITE, month: '2026-03', page_path: '/', metric: 'TTFB', bucket: 90, samples: 2 },
        { website_id: SITE, month: '2026-03', page_path: '/about', metric: 'CLS', bucket: 50, samples: 1 },
      ])
      .execute();
    await migrateToLatest(db as unknown as Kysely<unknown>);

    const daily = await db
      .selectFrom('census_daily_web_vital_totals')
      .select(['website_id', 'day', 'page_path', 'metric', 'samples'])
      .orderBy('day')
      .orderBy('page_path')
      .orderBy('metric')
      .execute();
    expect(daily).toEqual([
      { website_id: SITE, day: '2026-03-10', page_path: '/', metric: 'LCP', samples: 7 },
      { website_id: SITE, day: '2026-03-10', page_path: '/', metric: 'TTFB', samples: 2 },
      { website_id: SITE, day: '2026-03-11', page_path: '/', metric: 'LCP', samples: 5 },
      { website_id: SITE, day: '2026-03-11', page_path: '/about', metric: 'CLS', samples: 1 },
    ]);
    const monthly = await db
      .selectFrom('census_monthly_web_vital_totals')
      .select(['month', 'page_path', 'metric', 'samples'])
      .orderBy('page_path')
      .orderBy('metric')
      .execute();
    expect(monthly).toEqual([
      { month: '2026-03', page_path: '/', metric: 'LCP', samples: 12 },
      { month: '2026-03', page_path: '/', metric: 'TTFB', samples: 2 },
      { month: '2026-03', page_path: '/about', metric: 'CLS', samples: 1 },
    ]);
  });
});

// Migration 0030_census_web_vital_buckets on both engines: each two one-step buckets of the stored
// histograms become one of core's two-step buckets, every sample kept, so a deployed site's p75s read
// as if its records had come after it.
describe.each(ENGINES)('migration 0030_census_web_vital_buckets on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await databaseAt(engine, '0027_census_web_vital_totals'));
  });
  afterAll(() => drop());

  /** The one-step bucket (before 0030) of a value: 1 + floor(log₁.₀₅ of it in units). */
  const oneStep = (units: number) => 1 + Math.floor(Math.log(units) / Math.log(1.05));

  it('merges the histograms two buckets into one, summing their samples, on both periods', async () => {
    await db
      .insertInto('websites')
      .values(websiteRow({ id: SITE, identifier: 'vitals', title: 'Vitals' }))
      .execute();
    const row = (page_path: string, metric: string, bucket: number, samples: number) => ({
      website_id: SITE,
      page_path,
      metric,
      bucket,
      samples,
    });
    const rows = [
      row('/', 'LCP', oneStep(2400), 3),
      row('/', 'LCP', oneStep(2400) + 1, 4),
      row('/', 'LCP', oneStep(6000), 2),
      row('/', 'CLS', 0, 5),
      row('/', 'CLS', 1, 1),
      row('/', 'CLS', 2, 2),
      row('/', 'CLS', 3, 6),
    ];
    await db
      .insertInto('census_daily_web_vitals')
      .values(rows.map((r) => ({ ...r, day: '2026-03-10' })))
      .execute();
    await db
      .insertInto('census_monthly_web_vitals')
      .values(rows.map((r) => ({ ...r, month: '2026-03' })))
      .execute();
    await migrateToLatest(db as unknown as Kysely<unknown>);

    const lcp = Math.ceil(oneStep(2400) / 2);
    // Which of 2400's neighbours it shares a bucket with depends on the bucket's parity.
    const merged =
      oneStep(2400) % 2 === 1
        ? [{ bucket: lcp, samples: 7 }]
        : [
            { bucket: lcp, samples: 3 },
            { bucket: lcp + 1, samples: 4 },
          ];
    const expected = [
      { metric: 'CLS', bucket: 0, samples: 5 },
      { metric: 'CLS', bucket: 1, samples: 3 },
      { metric: 'CLS', bucket: 2, samples: 6 },
      ...merged.map((m) => ({ metric: 'LCP', ...m })),
      { metric: 'LCP', bucket: Math.ceil(oneStep(6000) / 2), samples: 2 },
    ];
    for (const table of ['census_daily_web_vitals', 'census_monthly_web_vitals'] as const) {
      const stored = await db
        .selectFrom(table)
        .select(['metric', 'bucket', 'samples'])
        .where('website_id', '=', SITE)
        .orderBy('metric')
        .orderBy('bucket')
        .execute();
      expect(
        stored.map((r) => ({ ...r, samples: Number(r.samples) })),
        table,
      ).toEqual(expected);
    }
    // The merged buckets are the ones the ingest now writes.
    expect(webVitalBucket('LCP', 6000)).toBe(Math.ceil(oneStep(6000) / 2));
    expect(webVitalBucket('LCP', 2400)).toBe(lcp);
  });
});
