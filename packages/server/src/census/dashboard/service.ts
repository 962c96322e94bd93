// The census dashboard (issue 12, section 4): totals of a range beside the period before it, their
// trend (today by hour, else by day or month), the breakdowns (pages, entries, exits, sources,
// referrers, campaigns, devices, browsers, systems, countries), the conversions and each page's Core
// Web Vitals; each table also as CSV. Everything but today's hours and the page speed (raw real-user
// records, kept CENSUS_HIT_RETENTION_DAYS) reads the roll-ups (census/rollups.ts).
import {
  customRangeProblem,
  type DashboardPeriod,
  type DashboardRange,
  dashboardBuckets,
  dashboardRange,
} from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import { csvLine } from '../../http/csv.ts';
import { badRequest } from '../../http/errors.ts';
import { topWebVitalPages, webVitalsByPage } from '../performance/web-vitals.ts';
import type { CensusDimension } from '../rollups.ts';
import { conversionsOf } from './conversions.ts';
import { countsPerDay, countsPerValue, type DayCounts, hitsPerHour } from './repository.ts';
import type {
  AnalyticsReport,
  AnalyticsTotals,
  BreakdownTable,
  BreakdownTableId,
  CsvTableId,
  TrendPoint,
} from './schemas.ts';
import { webVitalsCsv } from './web-vitals-csv.ts';

/** Rows of each breakdown on the dashboard; the CSV has every row up to ALL_ROWS. */
export const TOP_ROWS = 10;
const ALL_ROWS = 100_000;

export interface RangeQuery {
  period: DashboardPeriod;
  from?: string | undefined;
  to?: string | undefined;
}

/** The range asked for; a custom one needs two real dates in order, at most DASHBOARD_MAX_DAYS apart. */
export function rangeOf(query: RangeQuery, now: number): DashboardRange {
  if (query.period !== 'custom') return dashboardRange(query.period, now);
  const problem = customRangeProblem(query.from, query.to);
  if (problem) throw badRequest({ [problem.field]: problem.message });
  return dashboardRange('custom', now, { from: query.from as string, to: query.to as string });
}

function totalsOf(days: DayCounts[]): AnalyticsTotals {
  const sum = (pick: (row: DayCounts) => number) => days.reduce((total, row) => total + pick(row), 0);
  const visits = sum((row) => row.visits);
  return {
    visitors: sum((row) => row.visitors),
    pageviews: sum((row) => row.pageviews),
    visits,
    bounceRate: visits ? sum((row) => row.bounces) / visits : null,
    visitDurationSeconds: visits ? Math.round(sum((row) => row.durationMs) / visits / 1000) : null,
  };
}

/** The visitors of one day, as the dashboard's totals count them (the config area's overview). */
export async function visitorsOn(db: Db, websiteId: string, day: string): Promise<number> {
  return totalsOf(await countsPerDay(siteScoped(db, websiteId), day, day)).visitors;
}

/** The trend by day or month from the daily rows; by hour from today's raw hits. */
async function trendOf(
  db: Db,
  websiteId: string,
  range: DashboardRange,
  days: DayCounts[],
): Promise<TrendPoint[]> {
  const points = new Map(
    dashboardBuckets(range).map((bucket) => [bucket, { bucket, visitors: 0, pageviews: 0, visits: 0 }]),
  );
  if (range.bucket === 'hour') {
    for (const hour of await hitsPerHour(siteScoped(db, websiteId), range.from)) {
      const point = points.get(`${range.from}T${String(hour.hour).padStart(2, '0')}`);
      if (point)
        Object.assign(point, { visitors: hour.visitors, pageviews: hour.pageviews, visits: hour.visits });
    }
    return [...points.values()];
  }
  for (const row of days) {
    const point = points.get(range.bucket === 'month' ? row.day.slice(0, 7) : row.day);
    if (point) {
      point.visitors += row.visitors;
      point.pageviews += row.pageviews;
      point.visits += row.visits;
    }
  }
  return [...points.values()];
}

interface BreakdownSpec {
  title: string;
  valueLabel: string;
  columns: string[];
  rows: (db: Db, websiteId: string, range: DashboardRange, limit: number) => Promise<BreakdownTable['rows']>;
}

/** A breakdown of visitors and visits by one of the visit's dimensions */
function byVisit(dimension: CensusDimension, title: string, valueLabel: string): BreakdownSpec {
  return {
    title,
    valueLabel,
    columns: ['Visitors', 'Visits'],
    rows: async (db, websiteId, range, limit) =>
      (await countsPerValue(siteScoped(db, websiteId), dimension, range.from, range.to, limit)).map(
        (row) => ({
          value: row.value,
          counts: [row.visitors, row.visits],
        }),
      ),
  };
}

/** Entry and exit pages: visits only (a visitor is counted by their first page of the day, not per page) */
function byPageOfVisit(dimension: 'entry' | 'exit', title: string): BreakdownSpec {
  return {
    title,
    valueLabel: 'Page',
    columns: [dimension === 'entry' ? 'Entrances' : 'Exits'],
    rows: async (db, websiteId, range, limit) =>
      (await countsPerValue(siteScoped(db, websiteId), dimension, range.from, range.to, limit))
        .filter((row) => row.visits > 0)
        .map((row) => ({ value: row.value, counts: [row.visits] })),
  };
}

export const BREAKDOWNS: Record<BreakdownTableId, BreakdownSpec> = {
  pages: {
    title: 'Top pages',
    valueLabel: 'Page',
    columns: ['Pageviews'],
    // The 'page' dimension counts page views in its visits column.
    rows: async (db, websiteId, range, limit) =>
      (await countsPerValue(siteScoped(db, websiteId), 'page', range.from, range.to, limit)).map((row) => ({
        value: row.value,
        counts: [row.visits],
      })),
  },
  'entry-pages': byPageOfVisit('entry', 'Entry pages'),
  'exit-pages': byPageOfVisit('exit', 'Exit pages'),
  sources: byVisit('source', 'Sources', 'Source'),
  referrers: byVisit('referrer', 'Referrers', 'Referrer'),
  'utm-campaigns': byVisit('utm_campaign', 'Campaigns', 'UTM campaign'),
  'utm-sources': byVisit('utm_source', 'Campaign sources', 'UTM source'),
  'utm-mediums': byVisit('utm_medium', 'Campaign media', 'UTM medium'),
  devices: byVisit('device', 'Devices', 'Device'),
  browsers: byVisit('browser', 'Browsers', 'Browser'),
  systems: byVisit('os', 'Operating systems', 'Operating system'),
  countries: byVisit('country', 'Countries', 'Country'),
};

async function breakdown(
  db: Db,
  websiteId: string,
  id: BreakdownTableId,
  range: DashboardRange,
  limit: number,
): Promise<BreakdownTable> {
  const { title, valueLabel, columns, rows } = BREAKDOWNS[id];
  return { id, title, valueLabel, columns, rows: await rows(db, websiteId, range, limit) };
}

/** Each page's Core Web Vitals over the range, the most measured first. */
async function webVitalsOf(
  db: Db,
  websiteId: string,
  range: DashboardRange,
  limit: number,
): Promise<AnalyticsReport['webVitals']> {
  return { pages: await topWebVitalPages(db, websiteId, range, limit) };
}

export async function analyticsReport(
  db: Db,
  websiteId: string,
  query: RangeQuery,
  now: number,
): Promise<AnalyticsReport> {
  const range = rangeOf(query, now);
  const scope = siteScoped(db, websiteId);
  const days = await countsPerDay(scope, range.from, range.to);
  const previousDays = await countsPerDay(scope, range.previousFrom, range.previousTo);
  const tables: BreakdownTable[] = [];
  for (const id of Object.keys(BREAKDOWNS) as BreakdownTableId[])
    tables.push(await breakdown(db, websiteId, id, range, TOP_ROWS));
  return {
    range,
    totals: { current: totalsOf(days), previous: totalsOf(previousDays) },
    trend: await trendOf(db, websiteId, range, days),
    tables,
    conversions: await conversionsOf(scope, range, { from: range.previousFrom, to: range.previousTo }),
    webVitals: await webVitalsOf(db, websiteId, range, TOP_ROWS),
  };
}

/** One table of the dashboard as CSV, every row, with a file name saying what and when. */
export async function analyticsCsv(
  db: Db,
  websiteId: string,
  table: CsvTableId,
  query: RangeQuery,
  now: number,
): Promise<{ filename: string; csv: string }> {
  const range = rangeOf(query, now);
  const filename = `analytics-${table}-${range.from}-to-${range.to}.csv`;
  const scope = siteScoped(db, websiteId);
  let lines: string[][];
  if (table === 'trend') {
    const days = await countsPerDay(scope, range.from, range.to);
    lines = [
      [
        range.bucket === 'hour' ? 'Hour (UTC)' : range.bucket === 'month' ? 'Month' : 'Day',
        'Visitors',
        'Pageviews',
        'Visits',
      ],
      ...(await trendOf(db, websiteId, range, days)).map((point) => [
        point.bucket,
        String(point.visitors),
        String(point.pageviews),
        String(point.visits),
      ]),
    ];
  } else if (table === 'conversions') {
    const conversions = await conversionsOf(scope, range, { from: range.previousFrom, to: range.previousTo });
    lines = [
      ['Conversion', 'Count', 'Previous period'],
      ...conversions.map((row) => [row.label, String(row.count), String(row.previous)]),
    ];
  } else if (table === 'web-vitals') {
    lines = webVitalsCsv(await webVitalsByPage(db, websiteId, range));
  } else {
    const { valueLabel, columns, rows } = await breakdown(db, websiteId, table, range, ALL_ROWS);
    lines = [
      [valueLabel, ...columns],
      ...rows.map((row) => [row.value || 'Unknown', ...row.counts.map(String)]),
    ];
  }
  return { filename, csv: lines.map(csvLine).join('') };
}
