// The census dashboard's report as its route answers it (routes.ts), and the tables it has: the
// service builds the report from these types, and the clients' contract gives them to the config area.
import { type DashboardBucket, WEB_VITALS, type WebVitalRating } from '@tessera/core';
import { z } from 'zod';

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

const BUCKETS = ['hour', 'day', 'month'] as const satisfies readonly DashboardBucket[];
const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const satisfies readonly WebVitalRating[];

const totals = z
  .object({
    /** Each day's distinct visitors, summed over the range */
    visitors: z.number().int(),
    pageviews: z.number().int(),
    visits: z.number().int(),
    /** Share of visits of one page, 0 to 1; null without visits */
    bounceRate: z.number().nullable(),
    /** Mean time from a visit's first page view to its last, in seconds; null without visits */
    visitDurationSeconds: z.number().int().nullable(),
  })
  .meta({ id: 'AnalyticsTotals' });
export type AnalyticsTotals = z.output<typeof totals>;

const trendPoint = z
  .object({
    /** 'YYYY-MM-DDTHH' (hour, UTC), 'YYYY-MM-DD' or 'YYYY-MM' */
    bucket: z.string(),
    visitors: z.number().int(),
    pageviews: z.number().int(),
    visits: z.number().int(),
  })
  .meta({ id: 'TrendPoint' });
export type TrendPoint = z.output<typeof trendPoint>;

const breakdownTable = z
  .object({
    id: z.enum(BREAKDOWN_TABLES),
    title: z.string(),
    /** What the values are: 'Page', 'Source', 'Country' (its values are ISO 3166 codes) */
    valueLabel: z.string(),
    columns: z.array(z.string()),
    /** The largest first; at most the dashboard's top rows (the CSV has them all) */
    rows: z.array(z.object({ value: z.string(), counts: z.array(z.number().int()) })),
  })
  .meta({ id: 'BreakdownTable' });
export type BreakdownTable = z.output<typeof breakdownTable>;

const conversion = z
  .object({
    /** 'form-submissions', 'newsletter-sign-ups', 'button-clicks', 'add-to-cart', 'orders' */
    id: z.string(),
    label: z.string(),
    count: z.number().int(),
    previous: z.number().int(),
  })
  .meta({ id: 'Conversion' });
export type Conversion = z.output<typeof conversion>;

const webVitalSummary = z
  .object({
    /** The 75th percentile: milliseconds, CLS a unitless score */
    p75: z.number(),
    /** Page loads that reported the metric */
    samples: z.number().int(),
    rating: z.enum(WEB_VITAL_RATINGS),
  })
  .meta({ id: 'WebVitalSummary' });

const pageWebVitals = z
  .object({
    path: z.string(),
    /** Only the metrics the page's loads reported (INP needs an interaction, for one) */
    metrics: z.partialRecord(z.enum(WEB_VITALS), webVitalSummary),
  })
  .meta({ id: 'PageWebVitals' });
export type PageWebVitals = z.output<typeof pageWebVitals>;

export const reportAnswer = z
  .object({
    range: z.object({
      /** First and last UTC day, 'YYYY-MM-DD', both included */
      from: z.string(),
      to: z.string(),
      /** The same number of days just before */
      previousFrom: z.string(),
      previousTo: z.string(),
      bucket: z.enum(BUCKETS),
    }),
    totals: z.object({ current: totals, previous: totals }),
    trend: z.array(trendPoint),
    tables: z.array(breakdownTable),
    conversions: z.array(conversion),
    /** Core Web Vitals per page from the real-user metrics' histograms, kept as long as the visits' roll-ups */
    webVitals: z.object({
      /** The most measured pages first; at most the dashboard's top rows (the CSV has them all) */
      pages: z.array(pageWebVitals),
    }),
  })
  .meta({ id: 'AnalyticsReport' });
export type AnalyticsReport = z.output<typeof reportAnswer>;
