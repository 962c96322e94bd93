// Real-user performance (spec: "Performance record", sections 7, 8 and 9): the calls,
// the error texts, the records' shape, and Google's published Core Web Vitals thresholds. The timings
// (30 s settings time-out and flush, 60 s metrics wait, the 'rum-' prefix) are in limits.ts.

export const PERFORMANCE_SETTINGS_URL = '/api/1/performance/settings';
export const PERFORMANCE_RECORDS_URL = '/api/1/performance/records';

/** The spec's texts, reported to the error reporter. */
export const PerformanceError = {
  noPageLoadId: 'Unable to resolve pageLoadId',
  settingsTimeout: 'Metric settings request timeout',
  xhrStatus: 'XHR request DONE with unexpected status',
  empty: 'Data is empty',
} as const;

/** A pageLoadId: 16 random hex digits and 16 characters of the server's signature of them. */
export const PAGE_LOAD_ID_PATTERN = /^[0-9a-f]{16}[\w-]{16}$/;

export const WEB_VITALS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

export const isWebVital = (name: string): name is WebVitalName =>
  (WEB_VITALS as readonly string[]).includes(name);

/** A page speed metric (one of the Web Vitals, the collector's vitals.ts): milliseconds, CLS a unitless score. */
export interface MetricRecord {
  type: 'metric';
  pageLoadId: string;
  name: WebVitalName;
  value: number;
}

/** A user timing: a performance mark (duration 0) or measure named `rum-…`. */
export interface MeasureRecord {
  type: 'measure';
  pageLoadId: string;
  name: string;
  /** Milliseconds; 0 for a mark */
  value: number;
  startTime: number;
}

/** An image of the page (the spec's fields); `name` is its address. */
export interface ImageRecord {
  type: 'image';
  pageLoadId: string;
  name: string;
  visibleOnLoad: boolean;
  /** Milliseconds after navigation when the image was first observed */
  observationTime: number;
  intersectionRatio: number;
  /** The rendition's width from the size ladder (`format={width}w`), null for another address */
  squarespaceSize: number | null;
  naturalWidth: number;
  naturalHeight: number;
  renderedWidth: number;
  renderedHeight: number;
  loadedBeforeLCP: boolean;
}

export type PerformanceRecord = MetricRecord | MeasureRecord | ImageRecord;

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Google's published thresholds (web.dev/articles/vitals): at most
 * `good` is good, above `poor` is poor, between needs improvement. Rated at the 75th percentile.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The dashboard rolls metrics up as histograms (census_web_vitals), so its p75 is approximate: each
 * bucket spans a factor of 1.1025 (two steps of 1.05), from one unit (1 ms; 0.001 for CLS, a score)
 * up; a value below one unit falls in bucket 0. A bucket reads back as its geometric middle, so a p75
 * is within 5 % of the true one (under one unit off in bucket 0). Until 0030 a bucket was one step
 * wide; 0030 merged each two into one, bucket b into ceil(b / 2), which these buckets are exactly:
 * the step count is halved after it is taken, never rounded apart.
 */
const BUCKET_STEP = 1.05;
const STEPS_PER_BUCKET = 2;
const BUCKET_UNIT: Readonly<Record<WebVitalName, number>> = {
  LCP: 1,
  CLS: 0.001,
  INP: 1,
  FCP: 1,
  TTFB: 1,
};

/** The histogram bucket a metric's value falls in (0 for less than one unit). */
export function webVitalBucket(name: WebVitalName, value: number): number {
  const units = value / BUCKET_UNIT[name];
  if (!(units >= 1)) return 0;
  return 1 + Math.floor(Math.log(units) / Math.log(BUCKET_STEP) / STEPS_PER_BUCKET);
}

/** The value a bucket stands for: its geometric middle (0 for bucket 0). */
export function bucketValue(name: WebVitalName, bucket: number): number {
  if (bucket <= 0) return 0;
  return BUCKET_UNIT[name] * BUCKET_STEP ** (STEPS_PER_BUCKET * (bucket - 0.5));
}

/** The rendition width in an image address (`format=750w`), or null. */
export function imageRenditionWidth(src: string): number | null {
  const match = /[?&]format=(\d{1,5})w(?:&|#|$)/.exec(src);
  return match ? Number(match[1]) : null;
}
