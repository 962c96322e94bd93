// The real-user performance records' SQL: batches written with the census's raw-row writer and, in
// the same transaction, their Core Web Vitals added to the dashboard's histograms (0022) and to each
// page's totals (0027), read back per page and metric over a range of days.
import { isWebVital, rangeParts, webVitalBucket } from '@tessera/core';
import type { ExpressionBuilder } from 'kysely';
import { type BulkStatement, type BulkWrite, bulk, bulkWriteAll, everyColumn } from '../../db/bulk-write.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { SiteScope, SiteTable } from '../../db/site-scoped.ts';
import { writeRawRows } from '../repository.ts';
import { inKeyOrder } from '../rollups/index.ts';
import type {
  CensusDailyWebVitalsTable,
  CensusDailyWebVitalTotalsTable,
  CensusMonthlyWebVitalsTable,
  CensusMonthlyWebVitalTotalsTable,
  CensusPerformanceTable,
} from '../tables.ts';

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

/** How many values of a metric a page has over a range */
export interface PageMetricTotal {
  path: string;
  name: string;
  samples: number;
}

/** Adds up the samples of rows alike in every other field. */
function sumSamples<T extends { samples: number }>(rows: T[]): T[] {
  const sums = new Map<string, T>();
  for (const row of rows) {
    const { samples, ...key } = row;
    const id = Object.values(key).join('\n');
    const sum = sums.get(id) ?? { ...row, samples: 0 };
    sum.samples += samples;
    sums.set(id, sum);
  }
  return [...sums.values()];
}

interface DayBucket {
  day: string;
  page_path: string;
  metric: string;
  bucket: number;
  samples: number;
}

/** A batch's Core Web Vitals counted per day, page, metric and bucket. */
export function webVitalBuckets(rows: PerformanceRow[]): DayBucket[] {
  return sumSamples(
    rows.flatMap((row) =>
      row.kind === 'metric' && row.value !== null && isWebVital(row.name)
        ? [
            {
              day: row.day,
              page_path: row.page_path,
              metric: row.name,
              bucket: webVitalBucket(row.name, row.value),
              samples: 1,
            },
          ]
        : [],
    ),
  );
}

const byMonth = <T extends { day: string; samples: number }>(rows: T[]) =>
  sumSamples(rows.map(({ day, ...rest }) => ({ month: day.slice(0, 7), ...rest })));

const totalsOf = (rows: DayBucket[]) => sumSamples(rows.map(({ bucket: _, ...rest }) => rest));

type Samples<T extends { website_id: string }> = Omit<T, 'website_id'>;

/** An upsert adding a batch's samples to a table's, each row created where missing. */
function samplesAdd<T extends { website_id: string }>(
  table: SiteTable,
  key: readonly (keyof Samples<T> & string)[],
  columns: readonly (keyof Samples<T> & string)[],
): BulkStatement<Samples<T>> {
  return { table, columns, onConflict: { key: [...key], action: 'add' } };
}

const DAY_BUCKETS = samplesAdd<CensusDailyWebVitalsTable>(
  'census_daily_web_vitals',
  ['day', 'page_path', 'metric', 'bucket'],
  everyColumn<CensusDailyWebVitalsTable>()(['day', 'page_path', 'metric', 'bucket', 'samples']),
);
const MONTH_BUCKETS = samplesAdd<CensusMonthlyWebVitalsTable>(
  'census_monthly_web_vitals',
  ['month', 'page_path', 'metric', 'bucket'],
  everyColumn<CensusMonthlyWebVitalsTable>()(['month', 'page_path', 'metric', 'bucket', 'samples']),
);
const DAY_TOTALS = samplesAdd<CensusDailyWebVitalTotalsTable>(
  'census_daily_web_vital_totals',
  ['day', 'page_path', 'metric'],
  everyColumn<CensusDailyWebVitalTotalsTable>()(['day', 'page_path', 'metric', 'samples']),
);
const MONTH_TOTALS = samplesAdd<CensusMonthlyWebVitalTotalsTable>(
  'census_monthly_web_vital_totals',
  ['month', 'page_path', 'metric'],
  everyColumn<CensusMonthlyWebVitalTotalsTable>()(['month', 'page_path', 'metric', 'samples']),
);

/** The rows in their key's order (rollups/repository.ts inKeyOrder: no deadlock between writers). */
function added<R>(statement: BulkStatement<R>, rows: R[]): BulkWrite {
  const key = statement.onConflict?.key ?? [];
  const keyOf = (row: R) => key.map((column) => String(row[column as keyof R])).join('\n');
  return bulk(statement, inKeyOrder(rows, keyOf));
}

/** Adds a site's batch to the Core Web Vitals histograms and totals, daily and monthly (the raw rows' transaction). */
export async function rollUpWebVitals(scope: SiteScope, rows: PerformanceRow[]): Promise<void> {
  const days = webVitalBuckets(rows);
  const dayTotals = totalsOf(days);
  await bulkWriteAll(scope, [
    added(DAY_BUCKETS, days),
    added(MONTH_BUCKETS, byMonth(days)),
    added(DAY_TOTALS, dayTotals),
    added(MONTH_TOTALS, byMonth(dayTotals)),
  ]);
}

type DailyTable = 'census_daily_web_vitals' | 'census_daily_web_vital_totals';

/** A daily table's rows on the days of any of the spans */
const onDays = (days: { from: string; to: string }[]) => (eb: ExpressionBuilder<Database, DailyTable>) =>
  eb.or(days.map((span) => eb.and([eb('day', '>=', span.from), eb('day', '<=', span.to)])));

/**
 * How many values of each metric each page has from `from` to `to` (UTC days, inclusive), from the
 * totals: whole months from the monthly ones, the days at the edges from the daily ones.
 */
export async function webVitalTotals(
  db: Db,
  websiteId: string,
  range: { from: string; to: string },
): Promise<PageMetricTotal[]> {
  const { months, days } = rangeParts(range.from, range.to);
  const daily = db
    .selectFrom('census_daily_web_vital_totals')
    .select(['page_path', 'metric', 'samples'])
    .where('website_id', '=', websiteId)
    .where(onDays(days));
  const parts = months
    ? daily.unionAll(
        db
          .selectFrom('census_monthly_web_vital_totals')
          .select(['page_path', 'metric', 'samples'])
          .where('website_id', '=', websiteId)
          .where('month', '>=', months.from)
          .where('month', '<=', months.to),
      )
    : daily;
  const rows = await db
    .selectFrom(parts.as('parts'))
    .select((eb) => ['page_path', 'metric', eb.fn.sum<number>('samples').as('samples')])
    .groupBy(['page_path', 'metric'])
    .execute();
  return rows.map((row) => ({ path: row.page_path, name: row.metric, samples: Number(row.samples) }));
}

/**
 * Each page's histogram of each metric from `from` to `to` (UTC days, inclusive), ordered by page,
 * metric and bucket: whole months from the monthly roll-up, the days at the edges from the daily one.
 * With `paths`, only those pages', read through the index led by the page (0027).
 */
export async function webVitalHistograms(
  db: Db,
  websiteId: string,
  range: { from: string; to: string },
  paths?: string[],
): Promise<BucketCount[]> {
  if (paths?.length === 0) return [];
  const { months, days } = rangeParts(range.from, range.to);
  let daily = db
    .selectFrom('census_daily_web_vitals')
    .select(['page_path', 'metric', 'bucket', 'samples'])
    .where('website_id', '=', websiteId)
    .where(onDays(days));
  if (paths) daily = daily.where('page_path', 'in', paths);
  let monthly = db
    .selectFrom('census_monthly_web_vitals')
    .select(['page_path', 'metric', 'bucket', 'samples'])
    .where('website_id', '=', websiteId)
    .where('month', '>=', months?.from ?? '')
    .where('month', '<=', months?.to ?? '');
  if (paths) monthly = monthly.where('page_path', 'in', paths);
  const parts = months ? daily.unionAll(monthly) : daily;
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
