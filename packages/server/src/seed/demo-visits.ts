// The demo site's visitor census: four weeks of generated visits up to yesterday, so a new owner
// opens Analytics to a populated dashboard (today's counting is left to real visits).
import { addDays, censusDay } from '@tessera/core';
import { generateVisits, writeGeneratedVisits } from '../census/generated-visits.ts';
import type { Db } from '../db/database.ts';
import { siteScoped } from '../db/site-scoped.ts';

export const DEMO_VISIT_DAYS = 28;

/** The demo's pages, the most read first */
const DEMO_PATHS = [
  '/',
  '/shop',
  '/shop/everyday-mug',
  '/journal',
  '/workshops',
  '/gallery',
  '/about',
  '/shop/serving-bowl',
  '/journal/chasing-plum',
  '/contact',
  '/shop/glaze-recipe-book',
  '/wholesale',
];

export async function seedDemoVisits(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  const yesterday = addDays(censusDay(now), -1);
  const days = Array.from({ length: DEMO_VISIT_DAYS }, (_, i) => addDays(yesterday, i - DEMO_VISIT_DAYS + 1));
  const rollups = generateVisits({ days, visitsPerDay: 60, paths: DEMO_PATHS, referringSites: 12, seed: 12 });
  await writeGeneratedVisits(siteScoped(db, websiteId), rollups);
}
