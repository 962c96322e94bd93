// The real-user performance records' SQL: batches written with the census's raw-row writer, and the
// 75th percentile of each page's metrics over a range of days, computed by the database.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CensusPerformanceTable } from '../../db/schema.ts';
import { writeRawRows } from '../repository.ts';

export type PerformanceRow = CensusPerformanceTable;

export const writePerformanceRows = (db: Db, rows: PerformanceRow[]): Promise<void> =>
  writeRawRows(db, 'census_performance', rows);

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

export interface MetricPercentile {
  path: string;
  name: string;
  p75: number;
  samples: number;
}

/**
 * The 75th percentile of each page's metrics from `from` to `to` (UTC days, inclusive), by nearest
 * rank: the value at rank ceil(0.75 n) in ascending order, (3n + 3) / 4 in integer arithmetic, which
 * SQLite and PostgreSQL compute alike (neither has to know percentile_cont).
 */
export async function metricPercentiles(
  db: Db,
  websiteId: string,
  range: { from: string; to: string },
): Promise<MetricPercentile[]> {
  const result = await sql<{ path: string; name: string; value: number; samples: number }>`
    select page_path as path, name, value, samples from (
      select page_path, name, value,
        row_number() over (partition by page_path, name order by value) as nth,
        count(*) over (partition by page_path, name) as samples
      from census_performance
      where website_id = ${websiteId} and kind = 'metric' and day >= ${range.from} and day <= ${range.to}
    ) ranked
    where nth = (3 * samples + 3) / 4
    order by page_path, name`.execute(db);
  return result.rows.map((row) => ({
    path: row.path,
    name: row.name,
    p75: Number(row.value),
    samples: Number(row.samples),
  }));
}
