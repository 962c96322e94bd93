// The SQL of the dashboard's roll-ups (census/rollups.ts decides what to add): visits while they may
// go on, and additions to the daily tables, each created where missing.

import { censusDay } from '@tessera/core';
import { sql } from 'kysely';
import { type BulkStatement, type BulkWrite, bulk, bulkWriteAll, everyColumn } from '../../db/bulk-write.ts';
import { type Db, isPostgres } from '../../db/database.ts';
import type { SiteScope } from '../../db/site-scoped.ts';
import type {
  CensusDailyDimensionsTable,
  CensusDailyTable,
  CensusDailyVisitsTable,
  CensusMonthlyDimensionsTable,
  CensusVisitsTable,
} from '../tables.ts';

export type Visit = Omit<CensusVisitsTable, 'website_id'>;
export type DimensionRow = Omit<CensusDailyDimensionsTable, 'website_id'>;
type MonthRow = Omit<CensusMonthlyDimensionsTable, 'website_id'>;
export type DayVisits = Omit<CensusDailyVisitsTable, 'website_id'>;

/**
 * Rows to upsert, sorted by their key: writers in several processes add to the same roll-up rows
 * at once, and PostgreSQL deadlocks two transactions that lock the same rows in different orders.
 */
export function inKeyOrder<T>(rows: T[], keyOf: (row: T) => string): T[] {
  return rows
    .map((row) => ({ row, key: keyOf(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row);
}

/**
 * The site's visits of the keys `read` (all of `keys` unless told) that may still go on. On PostgreSQL each key is locked (in key
 * order, as the roll-ups are) until the batch commits: another process's batch holding a page of the
 * same visit waits and then reads what this one saved, rather than both moving on from the same
 * state. The lock is on the key, not the row, so it holds for a visit no row records yet: two first
 * pages of one visit in two processes' batches start it once. On SQLite the batch's immediate
 * transaction already holds the write lock.
 */
export async function openVisits(
  scope: SiteScope,
  keys: string[],
  read: string[] = keys,
): Promise<Map<string, Visit>> {
  if (isPostgres(scope.db)) await lockVisitKeys(scope, keys);
  if (read.length === 0) return new Map();
  const rows = await scope
    .selectFrom('census_visits')
    .select(['visit_key', 'day', 'started_at', 'last_at', 'pageviews', 'exit_path'])
    .where('visit_key', 'in', read)
    .execute();
  return new Map(
    rows.map((row) => [
      row.visit_key,
      { ...row, started_at: Number(row.started_at), last_at: Number(row.last_at) },
    ]),
  );
}

/**
 * Transaction-held advisory locks on the site's visit keys, taken in key order (unnest yields the
 * sorted array in its order). The two-number key space is the census's alone: the search's lock uses
 * the one-number space, which PostgreSQL keeps apart. Two keys hashing alike only wait for each other.
 */
async function lockVisitKeys(scope: SiteScope, keys: string[]): Promise<void> {
  const sorted = inKeyOrder(keys, (key) => key);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${scope.websiteId}), hashtext(key)) FROM unnest(${sorted}::text[]) AS key`.execute(
    scope.db,
  );
}

const VISIT_UPSERT: BulkStatement<Visit> = {
  table: 'census_visits',
  columns: everyColumn<CensusVisitsTable>()([
    'visit_key',
    'day',
    'started_at',
    'last_at',
    'pageviews',
    'exit_path',
  ]),
  onConflict: { key: ['visit_key'], action: 'replace' },
};

/** Saves visits as they now stand (new or moved on). */
export const visitsSaved = (changed: Visit[]): BulkWrite =>
  bulk(
    VISIT_UPSERT,
    inKeyOrder(changed, (visit) => visit.visit_key),
  );

export type DayPages = Omit<CensusDailyTable, 'website_id'>;

const DAY_PAGES_ADD: BulkStatement<DayPages> = {
  table: 'census_daily',
  columns: everyColumn<CensusDailyTable>()(['day', 'path', 'pageviews', 'visits', 'visitors']),
  onConflict: { key: ['day', 'path'], action: 'add' },
};

/** Adds to each page's daily page views, visits and visitors (created where missing). */
export const dayPagesAdded = (rows: DayPages[]): BulkWrite =>
  bulk(
    DAY_PAGES_ADD,
    inKeyOrder(rows, (row) => `${row.day}\n${row.path}`),
  );

const DAY_VISITS_ADD: BulkStatement<DayVisits> = {
  table: 'census_daily_visits',
  columns: everyColumn<CensusDailyVisitsTable>()([
    'day',
    'pageviews',
    'visitors',
    'visits',
    'bounces',
    'duration_ms',
  ]),
  onConflict: { key: ['day'], action: 'add' },
};

/** Adds to each day's visits, bounces and duration (created where missing). */
export const dayVisitsAdded = (rows: DayVisits[]): BulkWrite =>
  bulk(
    DAY_VISITS_ADD,
    inKeyOrder(rows, (row) => row.day),
  );

/** The rows summed per calendar month */
function byMonth(rows: DimensionRow[]): MonthRow[] {
  const months = new Map<string, MonthRow>();
  for (const { dimension, day, value, visitors, visits } of rows) {
    const month = day.slice(0, 7);
    const key = `${dimension}\n${month}\n${value}`;
    const row = months.get(key) ?? { dimension, month, value, visitors: 0, visits: 0 };
    row.visitors += visitors;
    row.visits += visits;
    months.set(key, row);
  }
  return [...months.values()];
}

const DIMENSIONS_ADD: BulkStatement<DimensionRow> = {
  table: 'census_daily_dimensions',
  columns: everyColumn<CensusDailyDimensionsTable>()(['dimension', 'day', 'value', 'visitors', 'visits']),
  onConflict: { key: ['dimension', 'day', 'value'], action: 'add' },
};

const MONTH_DIMENSIONS_ADD: BulkStatement<MonthRow> = {
  table: 'census_monthly_dimensions',
  columns: everyColumn<CensusMonthlyDimensionsTable>()(['dimension', 'month', 'value', 'visitors', 'visits']),
  onConflict: { key: ['dimension', 'month', 'value'], action: 'add' },
};

/** Adds to the breakdowns' visitors and visits, per day and per month (created where missing). */
export const dimensionsAdded = (rows: DimensionRow[]): BulkWrite[] => [
  bulk(
    DIMENSIONS_ADD,
    inKeyOrder(rows, (row) => `${row.dimension}\n${row.day}\n${row.value}`),
  ),
  bulk(
    MONTH_DIMENSIONS_ADD,
    inKeyOrder(byMonth(rows), (row) => `${row.dimension}\n${row.month}\n${row.value}`),
  ),
];

/** The same, written now. */
export const addDimensions = (scope: SiteScope, rows: DimensionRow[]): Promise<void> =>
  bulkWriteAll(scope, dimensionsAdded(rows));

/** A day's visits and breakdowns added together (generated visits: census/generated-visits.ts). */
export const addDayVisitsAndDimensions = (
  scope: SiteScope,
  days: DayVisits[],
  dimensions: DimensionRow[],
): Promise<void> => bulkWriteAll(scope, [dayVisitsAdded(days), ...dimensionsAdded(dimensions)]);

/**
 * How long a visit's row is kept after the day it began: an ss_cvt visit ends after 30 minutes
 * without a page, a cookieless one with its day's visitor hash, so after two days none goes on (a
 * rare one that does is begun afresh by its next page). Forgotten by the day it began, which no
 * later page changes, so following a visit touches no index (migration 0033).
 */
const VISIT_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/** Forgets visits begun before the day two days before `now`, across every site (the trim job). */
export async function forgetEndedVisits(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('census_visits')
    .where('day', '<', censusDay(now - VISIT_KEPT_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
