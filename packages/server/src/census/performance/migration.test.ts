// Migration 0027_census_web_vital_totals on both engines: a deployed site's histograms (0022) are summed
// into the per-page totals, per day and per month, so the report ranks its pages right at once.
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
