// 0027_census_web_vital_totals: the dashboard shows the Core Web Vitals of the 10 most measured pages
// (issue 12, section 5: ≤ 100 ms over a year), so it first ranks the pages by their samples, kept per
// day (and calendar month), page and metric beside the histograms, then reads only those pages'
// histograms through an index led by the page. Histograms written before this are summed into the
// totals here.
import { type Kysely, type Migration, sql } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

const PERIODS = [
  ['census_daily_web_vital_totals', 'census_daily_web_vitals', 'day'],
  ['census_monthly_web_vital_totals', 'census_monthly_web_vitals', 'month'],
] as const;

export const censusWebVitalTotals: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [totals, histogram, period] of PERIODS) {
      await createSiteOwnedTable(
        db,
        totals,
        (t) =>
          t
            .addColumn(period, 'text', (c) => c.notNull())
            .addColumn('page_path', 'text', (c) => c.notNull())
            .addColumn('metric', 'text', (c) => c.notNull())
            .addColumn('samples', 'integer', (c) => c.notNull()),
        { primaryKey: [period, 'page_path', 'metric'] },
      );
      // SQLite's key holds no samples: with them, the ranking's sums are read from the index alone.
      await createSiteOwnedIndex(db, totals, `${totals}_samples`, [period, 'page_path', 'metric', 'samples']);
      await sql`
        insert into ${sql.id(totals)} (website_id, ${sql.id(period)}, page_path, metric, samples)
        select website_id, ${sql.id(period)}, page_path, metric, sum(samples)
        from ${sql.id(histogram)}
        group by website_id, ${sql.id(period)}, page_path, metric
      `.execute(db);
      // Covering: a few pages' histograms over a range are read from the index alone.
      await createSiteOwnedIndex(db, histogram, `${histogram}_by_page`, [
        'page_path',
        period,
        'metric',
        'bucket',
        'samples',
      ]);
    }
  },
};
