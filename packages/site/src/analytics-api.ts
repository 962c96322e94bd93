// What the census dashboard's API answers (server/src/census/dashboard/routes.ts), as the config
// area's Analytics screen reads it.
import type { DashboardBucket, DashboardPeriod } from '@tessera/core';

export const ANALYTICS_URL = '/api/config/analytics';
/** One table as CSV: `${ANALYTICS_CSV_URL}/${tableId}?period=…` */
export const ANALYTICS_CSV_URL = '/api/config/analytics/csv';

export interface AnalyticsQuery {
  period: DashboardPeriod;
  /** 'YYYY-MM-DD', both included; only for a custom period */
  from?: string;
  to?: string;
}

export interface AnalyticsTotals {
  /** Each day's distinct visitors, summed over the range */
  visitors: number;
  pageviews: number;
  visits: number;
  /** Share of visits of one page, 0 to 1; null without visits */
  bounceRate: number | null;
  /** Mean time from a visit's first page view to its last, in seconds; null without visits */
  visitDurationSeconds: number | null;
}

export interface TrendPoint {
  /** 'YYYY-MM-DDTHH' (hour, UTC), 'YYYY-MM-DD' or 'YYYY-MM' */
  bucket: string;
  visitors: number;
  pageviews: number;
  visits: number;
}

/** The breakdowns, in the order the dashboard shows them; each also as CSV. */
export const BREAKDOWN_TABLES = [
  'pages',
  'entry-pages',
  'exit-pages',
  'sources',
  'referrers',
  'utm-campaigns',
  'utm-sources',
  'utm-mediums',
  'devices',
  'browsers',
  'systems',
  'countries',
] as const;
export type BreakdownTableId = (typeof BREAKDOWN_TABLES)[number];
/** Every table of the dashboard that exports as CSV */
export const CSV_TABLES = ['trend', 'conversions', ...BREAKDOWN_TABLES] as const;
export type CsvTableId = (typeof CSV_TABLES)[number];

export interface BreakdownTable {
  id: BreakdownTableId;
  title: string;
  /** What the values are: 'Page', 'Source', 'Country' (its values are ISO 3166 codes) */
  valueLabel: string;
  columns: string[];
  /** The largest first; at most the dashboard's top rows (the CSV has them all) */
  rows: { value: string; counts: number[] }[];
}

export interface Conversion {
  /** 'form-submissions', 'newsletter-sign-ups', 'button-clicks', 'add-to-cart', 'orders' */
  id: string;
  label: string;
  count: number;
  previous: number;
}

export interface AnalyticsReport {
  range: { from: string; to: string; previousFrom: string; previousTo: string; bucket: DashboardBucket };
  totals: { current: AnalyticsTotals; previous: AnalyticsTotals };
  trend: TrendPoint[];
  tables: BreakdownTable[];
  conversions: Conversion[];
}

/** The query string of a range, for the report and its CSV links. */
export function analyticsQueryString(query: AnalyticsQuery): string {
  const params = new URLSearchParams({ period: query.period });
  if (query.period === 'custom' && query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  return params.toString();
}
