// The year of real-user metrics for BENCH_ONLY=dashboard: 7,500 measured page loads a day over the 50
// pages a site's visitors read that day (the home page and shop most, a long tail that changes from
// day to day), each metric's value spread about its page's typical one, rolled up per day through the
// real roll-up (rollUpWebVitals: the daily and monthly histograms the dashboard reads).
import { WEB_VITALS, type WebVitalName } from '@tessera/core';
import { seededRandom } from '../packages/server/src/census/generated-visits.ts';
import {
  metricRow,
  type PerformanceRow,
  rollUpWebVitals,
} from '../packages/server/src/census/performance/repository.ts';
import type { Db } from '../packages/server/src/db/database.ts';
import { siteScoped } from '../packages/server/src/db/site-scoped.ts';

export const RUM_LOADS_PER_DAY = 7500;
export const RUM_PAGES_PER_DAY = 50;
const TYPICAL: Record<WebVitalName, number> = { LCP: 2200, CLS: 0.05, INP: 150, FCP: 1200, TTFB: 450 };

/** One page load's metrics: INP on about half (it needs an interaction), each log-normally spread. */
function loadMetrics(random: () => number, path: string, day: string, pageFactor: number): PerformanceRow[] {
  const rows: PerformanceRow[] = [];
  for (const name of WEB_VITALS) {
    if (name === 'INP' && random() < 0.5) continue;
    // A sum of three uniforms: roughly normal, about ±1.5 around 0
    const spread = random() + random() + random() - 1.5;
    const value = TYPICAL[name] * pageFactor * Math.exp(spread * 0.6);
    rows.push(metricRow({ website_id: '', id: '', created_at: 0, day, page_path: path, name, value }));
  }
  return rows;
}

/** Writes each day's histograms; `paths` are the site's pages, the most read first. */
export async function seedWebVitals(
  db: Db,
  websiteId: string,
  days: string[],
  paths: string[],
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  const random = seededRandom(22);
  for (const [index, day] of days.entries()) {
    // The three main pages every day, and 47 of the rest, a different stretch each day
    const tail = paths.slice(3);
    const pages = [
      ...paths.slice(0, 3),
      ...Array.from({ length: RUM_PAGES_PER_DAY - 3 }, (_, i) => tail[(index * 13 + i) % tail.length] ?? '/'),
    ];
    // Page n gets a share of 1 / (n + 1): a long tail
    const weights = pages.map((_, n) => 1 / (n + 1));
    const total = weights.reduce((sum, w) => sum + w, 0);
    const rows: PerformanceRow[] = [];
    for (const [n, path] of pages.entries()) {
      const loads = Math.max(1, Math.round((RUM_LOADS_PER_DAY * (weights[n] ?? 0)) / total));
      const pageFactor = 0.7 + ((n * 37) % 10) / 10;
      for (let load = 0; load < loads; load++) rows.push(...loadMetrics(random, path, day, pageFactor));
    }
    await rollUpWebVitals(scope, rows);
  }
}
