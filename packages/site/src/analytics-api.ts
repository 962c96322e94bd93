// What the census dashboard's API answers (server/src/census/dashboard/routes.ts), as the config
// area's Analytics screen reads it.
import type { DashboardBucket, DashboardPeriod, WebVitalName, WebVitalRating } from '@tessera/core';

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
export const CSV_TABLES = ['trend', 'conversions', 'web-vitals', ...BREAKDOWN_TABLES] as const;
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

export interface WebVitalSummary {
  /** The 75th percentile: milliseconds, CLS a unitless score */
  p75: number;
  /** Page loads that reported the metric */
  samples: number;
  rating: WebVitalRating;
}

export interface PageWebVitals {
  path: string;
  /** Only the metrics the page's loads reported (INP needs an interaction, for one) */
  metrics: Partial<Record<WebVitalName, WebVitalSummary>>;
}

/** The Core Web Vitals in the dashboard's order: the three Core ones, then the two that explain them */
export const WEB_VITAL_COLUMNS = [
  'LCP',
  'INP',
  'CLS',
  'FCP',
  'TTFB',
] as const satisfies readonly WebVitalName[];

/** A rating in words, so it is never told by colour alone */
export const WEB_VITAL_RATING_TEXT: Record<WebVitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** A p75 as the dashboard and its CSV write it: whole milliseconds, CLS to three decimals */
export const roundWebVital = (name: WebVitalName, p75: number) =>
  name === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);

/** A page's samples: the most of any metric (each page load reports TTFB, not always INP) */
export const samplesOfPage = (page: PageWebVitals) =>
  Math.max(0, ...Object.values(page.metrics).map((metric) => metric.samples));

/** Core Web Vitals per page from the real-user metrics' histograms, kept as long as the visits' roll-ups. */
export interface WebVitalsReport {
  /** The most measured pages first; at most the dashboard's top rows (the CSV has them all) */
  pages: PageWebVitals[];
}

export interface AnalyticsReport {
  range: { from: string; to: string; previousFrom: string; previousTo: string; bucket: DashboardBucket };
  totals: { current: AnalyticsTotals; previous: AnalyticsTotals };
  trend: TrendPoint[];
  tables: BreakdownTable[];
  conversions: Conversion[];
  webVitals: WebVitalsReport;
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
