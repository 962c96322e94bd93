// 0020_census_dashboard: what the census dashboard reads (issue 12, section 4). Each hit is enriched
// at ingest (browser, system, device class, country, source, referring host, UTM), visits are followed
// while they last (census_visits) for bounce rate, duration and exit pages, and everything the
// dashboard shows is rolled up per day so it outlives the raw hits' trim and a year answers fast:
// census_daily_visits (page views, visitors, visits, bounces, duration), census_daily_dimensions
// (visitors and visits per value of each dimension) and census_monthly_dimensions (the same by month). No address is stored: the country is read from it and dropped.
// (Numbered after 0019 of the other census branches: renumber at merge if needed.)
import { type Kysely, type Migration, sql } from 'kysely';
import { createSiteOwnedTable } from './site-owned-table.ts';

const HIT_COLUMNS = [
  'browser',
  'os',
  'device',
  'country',
  'source',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

export const censusDashboard: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of HIT_COLUMNS)
      await db.schema
        .alterTable('census_hits')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(sql`''`))
        .execute();
    await createSiteOwnedTable(
      db,
      'census_visits',
      (t) =>
        t
          // ss_cvt where the visitor allows cookies, else 'h:' and the day's visitor hash
          .addColumn('visit_key', 'text', (c) => c.notNull())
          // The UTC day the visit began: its bounce, duration and exit are counted on that day
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('started_at', 'bigint', (c) => c.notNull())
          .addColumn('last_at', 'bigint', (c) => c.notNull())
          .addColumn('pageviews', 'integer', (c) => c.notNull())
          .addColumn('exit_path', 'text', (c) => c.notNull()),
      { primaryKey: ['visit_key'] },
    );
    // The trim job forgets visits long over, across every site.
    await db.schema.createIndex('census_visits_by_last').on('census_visits').column('last_at').execute();
    await createSiteOwnedTable(
      db,
      'census_daily_visits',
      (t) =>
        t
          .addColumn('day', 'text', (c) => c.notNull())
          // The day's page views and distinct visitors: the trend and totals read 365 rows for a year
          .addColumn('pageviews', 'integer', (c) => c.notNull())
          .addColumn('visitors', 'integer', (c) => c.notNull())
          .addColumn('visits', 'integer', (c) => c.notNull())
          // Visits of one page view
          .addColumn('bounces', 'integer', (c) => c.notNull())
          // From each visit's first page view to its last, summed
          .addColumn('duration_ms', 'bigint', (c) => c.notNull()),
      { primaryKey: ['day'] },
    );
    await createSiteOwnedTable(
      db,
      'census_daily_dimensions',
      (t) =>
        t
          // 'page', 'entry', 'exit' (paths), 'source', 'referrer', 'utm_source', 'utm_medium',
          // 'utm_campaign', 'country', 'device', 'browser', 'os', 'event' (census event kinds)
          .addColumn('dimension', 'text', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          // Visitors whose first page view of the day had this value
          .addColumn('visitors', 'integer', (c) => c.notNull())
          // Visits that began with this value (page: its page views; exit: visits that ended on the
          // page; event: how many)
          .addColumn('visits', 'integer', (c) => c.notNull()),
      // Led by the dimension and the day: a table of the dashboard is one range scan.
      { primaryKey: ['dimension', 'day', 'value'] },
    );
    // The same per calendar month ('YYYY-MM'), written alongside: a year's breakdown reads its whole
    // months here (a few thousand rows) and only the days at its edges from the daily table.
    await createSiteOwnedTable(
      db,
      'census_monthly_dimensions',
      (t) =>
        t
          .addColumn('dimension', 'text', (c) => c.notNull())
          .addColumn('month', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('visitors', 'integer', (c) => c.notNull())
          .addColumn('visits', 'integer', (c) => c.notNull()),
      { primaryKey: ['dimension', 'month', 'value'] },
    );
  },
};
