// The real-user performance records' SQL: batches written with the census's raw-row writer and, in
// the same transaction, their Core Web Vitals added to the dashboard's histograms (0022), read back
// per page and metric over a range of days.
import { isWebVital, rangeParts, webVitalBucket } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type {
  CensusDailyWebVitalsTable,
  CensusMonthlyWebVitalsTable,
  CensusPerformanceTable,
} from '../../db/schema.ts';
import type { SiteScope } from '../../db/site-scoped.ts';
import { writeRawRows } from '../repository.ts';
import { inChunks } from '../rollups/repository.ts';

export type PerformanceRow = CensusPerformanceTable;

/** Writes a batch of records with their Core Web Vitals rolled up, in one transaction. */
export const writePerformanceRows = (db: Db, rows: PerformanceRow[]): Promise<void> =>
  writeRawRows(db, 'census_performance', rows, rollUpWebVitals);

/** The image columns of a record that is not an image (a metric or a measure) */
export const NO_IMAGE_FIELDS = {
  visible_on_load: null,
  observation_time: null,
  intersection_ratio: null,
  squarespace_size: null,
  natural_width: null,
  natural_height: null,
  rendered_width: null,
  rendered_height: null,
  loaded_before_lcp: null,
} as const satisfies Partial<PerformanceRow>;

/** A metric's row (LCP, CLS…) as the ingest writes it: for generated records and tests. */
export function metricRow(
  fields: Pick<PerformanceRow, 'website_id' | 'id' | 'created_at' | 'day' | 'page_path' | 'name' | 'value'> &
    Partial<PerformanceRow>,
): PerformanceRow {
  return { page_load_id: '', kind: 'metric', ...NO_IMAGE_FIELDS, ...fields };
}

/** How many of a page's values of a metric fell in a histogram bucket over a range */
export interface BucketCount {
  path: string;
  name: string;
  bucket: number;
  samples: number;
}

type DayBucket = Omit<CensusDailyWebVitalsTable, 'website_id'>;
type MonthBucket = Omit<CensusMonthlyWebVitalsTable, 'website_id'>;

/** A batch's Core Web Vitals counted per day, page, metric and bucket. */
export function webVitalBuckets(rows: PerformanceRow[]): DayBucket[] {
  const counts = new Map<string, DayBucket>();
  for (const row of rows) {
    if (row.kind !== 'metric' || row.value === null || !isWebVital(row.name)) continue;
    const bucket = webVitalBucket(row.name, row.value);
    const key = `${row.day}\n${row.page_path}\n${row.name}\n${bucket}`;
    const count = counts.get(key) ?? {
      day: row.day,
      page_path: row.page_path,
      metric: row.name,
      bucket,
      samples: 0,
    };
    count.samples++;
    counts.set(key, count);
  }
  return [...counts.values()];
}

function byMonth(rows: DayBucket[]): MonthBucket[] {
  const months = new Map<string, MonthBucket>();
  for (const { day, page_path, metric, bucket, samples } of rows) {
    const month = day.slice(0, 7);
    const key = `${month}\n${page_path}\n${metric}\n${bucket}`;
    const row = months.get(key) ?? { month, page_path, metric, bucket, samples: 0 };
    row.samples += samples;
    months.set(key, row);
  }
  return [...months.values()];
}

/** Adds a site's batch to the daily and monthly Core Web Vitals histograms (the raw rows' transaction). */
export async function rollUpWebVitals(scope: SiteScope, rows: PerformanceRow[]): Promise<void> {
  const days = webVitalBuckets(rows);
  await inChunks(days, (chunk) =>
    scope
      .insertInto('census_daily_web_vitals', chunk)
      .onConflict((oc) =>
        oc.columns(['website_id', 'day', 'page_path', 'metric', 'bucket']).doUpdateSet((eb) => ({
          samples: eb('census_daily_web_vitals.samples', '+', eb.ref('excluded.samples')),
        })),
      )
      .execute(),
  );
  await inChunks(byMonth(days), (chunk) =>
    scope
      .insertInto('census_monthly_web_vitals', chunk)
      .onConflict((oc) =>
        oc.columns(['website_id', 'month', 'page_path', 'metric', 'bucket']).doUpdateSet((eb) => ({
          samples: eb('census_monthly_web_vitals.samples', '+', eb.ref('excluded.samples')),
        })),
      )
      .execute(),
  );
}

/**
 * Each page's histogram of each metric from `from` to `to` (UTC days, inclusive), ordered by page,
 * metric and bucket: whole months from the monthly roll-up, the days at the edges from the daily one.
 */
export async function webVitalHistograms(
  db: Db,
  websiteId: string,
  range: { from: string; to: string },
): Promise<BucketCount[]> {
  const { months, days } = rangeParts(range.from, range.to);
  const daily = db
    .selectFrom('census_daily_web_vitals')
    .select(['page_path', 'metric', 'bucket', 'samples'])
    .where('website_id', '=', websiteId)
    .where((eb) => eb.or(days.map((span) => eb.and([eb('day', '>=', span.from), eb('day', '<=', span.to)]))));
  const parts = months
    ? daily.unionAll(
        db
          .selectFrom('census_monthly_web_vitals')
          .select(['page_path', 'metric', 'bucket', 'samples'])
          .where('website_id', '=', websiteId)
          .where('month', '>=', months.from)
          .where('month', '<=', months.to),
      )
    : daily;
  const rows = await db
    .selectFrom(parts.as('parts'))
    .select((eb) => ['page_path', 'metric', 'bucket', eb.fn.sum<number>('samples').as('samples')])
    .groupBy(['page_path', 'metric', 'bucket'])
    .orderBy('page_path')
    .orderBy('metric')
    .orderBy('bucket')
    .execute();
  return rows.map((row) => ({
    path: row.page_path,
    name: row.metric,
    bucket: Number(row.bucket),
    samples: Number(row.samples),
  }));
}
