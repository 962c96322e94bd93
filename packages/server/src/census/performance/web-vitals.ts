// Core Web Vitals for the dashboard: each page's 75th percentile of every metric over a range of
// days, rated by core's thresholds (Google's published values), from the metrics' daily histograms;
// for the report only the most measured pages', ranked by the per-page totals beside them.
import { bucketValue, isWebVital, rateWebVital } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { PageWebVitals } from '../dashboard/schemas.ts';
import { type BucketCount, type PageMetricTotal, webVitalHistograms, webVitalTotals } from './repository.ts';

/** Buckets of one page and metric, in ascending order */
function groupByPageAndMetric(rows: BucketCount[]): BucketCount[][] {
  const groups = new Map<string, BucketCount[]>();
  for (const row of rows) {
    const key = `${row.path}\n${row.name}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/**
 * The p75 by nearest rank: the bucket where the running count reaches ceil(0.75 n), read back as
 * that bucket's value, so it is approximate (within 5 %, see core's webVitalBucket).
 */
function p75Bucket(buckets: { bucket: number; samples: number }[]): { bucket: number; samples: number } {
  const samples = buckets.reduce((sum, row) => sum + row.samples, 0);
  const rank = Math.ceil(0.75 * samples);
  let seen = 0;
  for (const row of buckets) {
    seen += row.samples;
    if (seen >= rank) return { bucket: row.bucket, samples };
  }
  return { bucket: buckets[buckets.length - 1]?.bucket ?? 0, samples };
}

/** Each page's p75 of every metric from its histograms, in the order the pages come. */
function pagesFrom(histograms: BucketCount[]): PageWebVitals[] {
  const pages = new Map<string, PageWebVitals>();
  for (const buckets of groupByPageAndMetric(histograms)) {
    const { path, name } = buckets[0] as BucketCount;
    if (!isWebVital(name)) continue;
    const { bucket, samples } = p75Bucket(buckets);
    const p75 = bucketValue(name, bucket);
    const page = pages.get(path) ?? { path, metrics: {} };
    page.metrics[name] = { p75, samples, rating: rateWebVital(name, p75) };
    pages.set(path, page);
  }
  return [...pages.values()];
}

/** Per page (by path), the p75 of each Core Web Vital from `from` to `to` ('YYYY-MM-DD', UTC, inclusive). */
export async function webVitalsByPage(
  db: Db,
  websiteId: string,
  range: { from: string; to: string },
): Promise<PageWebVitals[]> {
  return pagesFrom(await webVitalHistograms(db, websiteId, range));
}

/**
 * The `limit` most measured pages (as samplesOfPage counts: the most values of any one metric), the
 * first path in code-unit order first among equals, so the choice is the same on either engine.
 */
export function mostMeasuredPages(totals: PageMetricTotal[], limit: number): string[] {
  const samples = new Map<string, number>();
  for (const { path, name, samples: count } of totals)
    if (isWebVital(name)) samples.set(path, Math.max(samples.get(path) ?? 0, count));
  return [...samples]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([path]) => path);
}

/** The `limit` most measured pages' Core Web Vitals, the most measured first (the report's table). */
export async function topWebVitalPages(
  db: Db,
  websiteId: string,
  range: { from: string; to: string },
  limit: number,
): Promise<PageWebVitals[]> {
  const paths = mostMeasuredPages(await webVitalTotals(db, websiteId, range), limit);
  const pages = new Map(
    pagesFrom(await webVitalHistograms(db, websiteId, range, paths)).map((p) => [p.path, p]),
  );
  return paths.flatMap((path) => pages.get(path) ?? []);
}
