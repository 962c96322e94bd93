// 0030_census_web_vital_buckets: the dashboard's Core Web Vitals over a custom range read about 60
// edge days of daily histogram rows (issue 12, section 5: ≤ 100 ms over a year), so the buckets are
// twice as wide (a factor of 1.1025, core's webVitalBucket) and there are about half as many rows.
// Each new bucket is exactly two old ones, bucket b becoming ceil(b / 2) = (b + 1) / 2 in integer
// division (0 stays 0), so the stored histograms are merged here with no count lost.
import { type Kysely, type Migration, sql } from 'kysely';

const HISTOGRAMS = [
  ['census_daily_web_vitals', 'day'],
  ['census_monthly_web_vitals', 'month'],
] as const;

export const censusWebVitalBuckets: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, period] of HISTOGRAMS) {
      const merged = `${table}_merged`;
      await sql`
        create temporary table ${sql.id(merged)} as
        select website_id, ${sql.id(period)} as period, page_path, metric, (bucket + 1) / 2 as bucket,
          sum(samples) as samples
        from ${sql.id(table)}
        group by website_id, ${sql.id(period)}, page_path, metric, (bucket + 1) / 2
      `.execute(db);
      await sql`delete from ${sql.id(table)}`.execute(db);
      await sql`
        insert into ${sql.id(table)} (website_id, ${sql.id(period)}, page_path, metric, bucket, samples)
        select website_id, period, page_path, metric, bucket, samples from ${sql.id(merged)}
      `.execute(db);
      await sql`drop table ${sql.id(merged)}`.execute(db);
    }
  },
};
