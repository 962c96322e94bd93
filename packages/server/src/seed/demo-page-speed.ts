// The demo site's page speed: a week of generated real-user metrics for its most read pages, up to
// yesterday (well inside CENSUS_HIT_RETENTION_DAYS), so a new owner finds the dashboard's Core Web
// Vitals filled, each rating met somewhere: quick pages, a shop that could be quicker, a product page
// of large photographs that is slow and shifts. (Not the gallery: e2e 27 reads its real records.)
import { censusDay, WEB_VITALS, type WebVitalName } from '@tessera/core';
import { seededRandom } from '../census/generated-visits.ts';
import { metricRow, type PerformanceRow, writePerformanceRows } from '../census/performance/index.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';

export const DEMO_PAGE_SPEED_DAYS = 7;
/** Page loads measured per page a day: with INP on about half, some 300 rows in all */
const LOADS_PER_DAY = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

type Profile = Record<WebVitalName, number>;

/** Each page's typical value of each metric (ms, CLS a score); a load's lies between 0.6 and 1.5 times it. */
const DEMO_PAGE_SPEED: Record<string, Profile> = {
  '/': { LCP: 1500, CLS: 0.02, INP: 110, FCP: 900, TTFB: 300 },
  '/shop': { LCP: 2400, CLS: 0.06, INP: 180, FCP: 1300, TTFB: 450 },
  '/shop/everyday-mug': { LCP: 1900, CLS: 0.14, INP: 150, FCP: 1100, TTFB: 400 },
  '/journal': { LCP: 1300, CLS: 0.01, INP: 90, FCP: 800, TTFB: 280 },
  '/workshops': { LCP: 2000, CLS: 0.03, INP: 130, FCP: 1200, TTFB: 700 },
  '/shop/serving-bowl': { LCP: 3600, CLS: 0.22, INP: 260, FCP: 1600, TTFB: 500 },
};

export function generatePageSpeed(websiteId: string, now: number): PerformanceRow[] {
  const random = seededRandom(19);
  const rows: PerformanceRow[] = [];
  for (let daysAgo = DEMO_PAGE_SPEED_DAYS; daysAgo >= 1; daysAgo--) {
    const day = censusDay(now - daysAgo * DAY_MS);
    for (const [path, profile] of Object.entries(DEMO_PAGE_SPEED))
      for (let load = 0; load < LOADS_PER_DAY; load++) {
        // Some time in the day's working hours (UTC): always that day, whatever the hour now
        const at = Date.parse(`${day}T08:00:00Z`) + Math.floor(random() * 10 * 3_600_000);
        // INP needs an interaction: about half the loads have one.
        const names = WEB_VITALS.filter((name) => name !== 'INP' || random() < 0.5);
        for (const name of names) {
          const value = profile[name] * (0.6 + random() * 0.9);
          rows.push(
            metricRow({
              website_id: websiteId,
              id: newId(),
              created_at: at,
              day,
              page_path: path,
              name,
              value: name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value),
            }),
          );
        }
      }
  }
  return rows;
}

export async function seedDemoPageSpeed(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  await writePerformanceRows(db, generatePageSpeed(websiteId, now));
}
