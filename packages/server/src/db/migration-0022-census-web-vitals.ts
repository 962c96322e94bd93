// 0022_census_web_vitals: the Core Web Vitals the dashboard reads (issue 12, section 5), rolled up from
// the real-user metrics as they are written: a histogram per day (and per calendar month, for long
// ranges), page, metric and bucket (@tessera/core's webVitalBucket). The dashboard's p75 is read from
// it in a few thousand rows instead of ranking a month of raw records, and it outlives their trim.
// Records written before this migration are not in it.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedTable } from './site-owned-table.ts';

export const censusWebVitals: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, period] of [
      ['census_daily_web_vitals', 'day'],
      ['census_monthly_web_vitals', 'month'],
    ] as const)
      await createSiteOwnedTable(
        db,
        table,
        (t) =>
          t
            // 'YYYY-MM-DD' (UTC) or 'YYYY-MM'
            .addColumn(period, 'text', (c) => c.notNull())
            .addColumn('page_path', 'text', (c) => c.notNull())
            // LCP, CLS, INP, FCP or TTFB
            .addColumn('metric', 'text', (c) => c.notNull())
            .addColumn('bucket', 'integer', (c) => c.notNull())
            .addColumn('samples', 'integer', (c) => c.notNull()),
        // Led by the day or month: a range is one range scan.
        { primaryKey: [period, 'page_path', 'metric', 'bucket'] },
      );
  },
};
