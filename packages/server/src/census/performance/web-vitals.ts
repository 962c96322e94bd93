// Core Web Vitals for the dashboard: each page's 75th percentile of every metric over a range of
// days, rated by core's thresholds (Google's published values), from the real-user records.
import { rateWebVital, WEB_VITALS, type WebVitalName } from '@tessera/core';
import type { PageWebVitals } from '@tessera/site/analytics-api.ts';
import type { Db } from '../../db/database.ts';
import { metricPercentiles } from './repository.ts';

const isWebVital = (name: string): name is WebVitalName => (WEB_VITALS as readonly string[]).includes(name);

/** Per page (by path), the p75 of each Core Web Vital from `from` to `to` ('YYYY-MM-DD', UTC, inclusive). */
export async function webVitalsByPage(
  db: Db,
  websiteId: string,
  range: { from: string; to: string },
): Promise<PageWebVitals[]> {
  const pages = new Map<string, PageWebVitals>();
  for (const row of await metricPercentiles(db, websiteId, range)) {
    if (!isWebVital(row.name)) continue;
    const page = pages.get(row.path) ?? { path: row.path, metrics: {} };
    page.metrics[row.name] = { p75: row.p75, samples: row.samples, rating: rateWebVital(row.name, row.p75) };
    pages.set(row.path, page);
  }
  return [...pages.values()];
}
