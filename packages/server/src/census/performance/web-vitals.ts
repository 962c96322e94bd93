// Core Web Vitals for the dashboard: each page's 75th percentile of every metric over a range of
// days, rated by core's thresholds (Google's published values), from the metrics' daily histograms.
import { bucketValue, isWebVital, rateWebVital } from '@tessera/core';
import type { PageWebVitals } from '@tessera/site/analytics-api.ts';
import type { Db } from '../../db/database.ts';
import { type BucketCount, webVitalHistograms } from './repository.ts';

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
 * that bucket's value, so it is approximate (within 2.5 %, see core's webVitalBucket).
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

/** Per page (by path), the p75 of each Core Web Vital from `from` to `to` ('YYYY-MM-DD', UTC, inclusive). */
export async function webVitalsByPage(
  db: Db,
  websiteId: string,
  range: { from: string; to: string },
): Promise<PageWebVitals[]> {
  const pages = new Map<string, PageWebVitals>();
  for (const buckets of groupByPageAndMetric(await webVitalHistograms(db, websiteId, range))) {
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
