// BENCH_ONLY=dashboard: the census dashboard over a year of one site (issue 12, section 5: each
// query ≤ 100 ms). A year of generated visits (census/generated-visits.ts, about 3,000 visits on a
// weekday, 400 pages, 3,000 referring sites in a long tail) is written into the daily roll-ups, and
// today's raw hits through the real ingest (writeHits); then each query of the dashboard is timed,
// on SQLite (a file, as the server runs it) and on a throwaway PostgreSQL 15 cluster when its
// binaries are installed. The queries run in this process, one at a time, after a warm-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, censusDay } from '@tessera/core';
import pg from 'pg';
import { BREAKDOWN_TABLES } from '../packages/server/src/census/dashboard/schemas.ts';
import {
  analyticsCsv,
  analyticsReport,
  BREAKDOWNS,
  rangeOf,
} from '../packages/server/src/census/dashboard/service.ts';
import { generateVisits, writeGeneratedVisits } from '../packages/server/src/census/generated-visits.ts';
import { topWebVitalPages } from '../packages/server/src/census/performance/web-vitals.ts';
import { type HitRow, writeHits } from '../packages/server/src/census/repository.ts';
import { type Db, openDatabase } from '../packages/server/src/db/database.ts';
import { newId } from '../packages/server/src/db/ids.ts';
import { siteScoped } from '../packages/server/src/db/site-scoped.ts';
import { censusHitRow, websiteRow } from '../packages/server/test/rows.ts';
import { startThrowawayPostgres } from '../packages/server/test/throwaway-postgres.ts';
import { RUM_LOADS_PER_DAY, RUM_PAGES_PER_DAY, seedWebVitals } from './dashboard-web-vitals.ts';
import { median } from './load.ts';

const VISITS_PER_WEEKDAY = 3000;
const DAYS = 365;
const TODAY_HITS = 7500;
const RUNS = 40;
const WARM_UP = 5;
const PATHS = [
  '/',
  '/shop',
  '/journal',
  ...Array.from({ length: 200 }, (_, i) => `/shop/product-${i + 1}`),
  ...Array.from({ length: 197 }, (_, i) => `/journal/post-${i + 1}`),
];

interface Timing {
  query: string;
  p50: number;
  p99: number;
}

interface EngineFigures {
  engine: string;
  rows: {
    census_monthly_dimensions: number;
    census_daily_dimensions: number;
    census_daily_visits: number;
    census_hits: number;
    census_daily_web_vitals: number;
    census_monthly_web_vitals: number;
  };
  seedSeconds: number;
  timings: Timing[];
}

async function seedYear(db: Db, websiteId: string, now: number): Promise<void> {
  const yesterday = addDays(censusDay(now), -1);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(yesterday, i - DAYS + 1));
  const scope = siteScoped(db, websiteId);
  // A month at a time keeps the generator's maps small.
  await seedWebVitals(db, websiteId, days, PATHS);
  for (let start = 0; start < days.length; start += 31)
    await writeGeneratedVisits(
      scope,
      generateVisits({
        days: days.slice(start, start + 31),
        visitsPerDay: VISITS_PER_WEEKDAY,
        paths: PATHS,
        referringSites: 3000,
        seed: start + 1,
      }),
    );
  // Today so far, through the ingest: visits of about 2.5 pages from the start of the day to now.
  const dayStart = Date.parse(`${censusDay(now)}T00:00:00Z`);
  const hits: HitRow[] = Array.from({ length: TODAY_HITS }, (_, i) => {
    const visit = Math.floor(i / 2.5);
    return censusHitRow({
      website_id: websiteId,
      id: newId(),
      created_at: dayStart + Math.floor(((now - dayStart) * i) / TODAY_HITS),
      day: censusDay(now),
      path: PATHS[(i * 7) % PATHS.length] ?? '/',
      visitor_hash: `v${visit}`,
      visit_id: String(visit).padStart(32, '0'),
      begins_visit: i % 5 === 0 || i % 5 === 3 ? 1 : 0,
    });
  });
  for (let start = 0; start < hits.length; start += 500) await writeHits(db, hits.slice(start, start + 500));
}

async function time(query: string, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { query, p50: round(median(times)), p99: round(times[Math.ceil(times.length * 0.99) - 1] ?? 0) };
}

/** Each breakdown's query alone, over 12 months, its top 10 as the dashboard shows them */
async function eachBreakdown(db: Db, websiteId: string, now: number): Promise<Timing[]> {
  const range = rangeOf({ period: '12mo' }, now);
  const timings: Timing[] = [];
  for (const id of BREAKDOWN_TABLES)
    timings.push(
      await time(`One breakdown, 12 months: ${id}`, () => BREAKDOWNS[id].rows(db, websiteId, range, 10)),
    );
  return timings;
}

/** The 10 most measured pages' p75 of every metric, as the report reads them */
async function coreWebVitals(db: Db, websiteId: string, now: number): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const period of ['12mo', '30d', '7d'] as const) {
    const range = rangeOf({ period }, now);
    timings.push(
      await time(`Core Web Vitals of the top 10 pages, ${period}`, () =>
        topWebVitalPages(db, websiteId, range, 10),
      ),
    );
  }
  // A custom range with part months at both ends: 200 days, ending 10 days ago
  const today = censusDay(now);
  const custom = rangeOf({ period: 'custom', from: addDays(today, -210), to: addDays(today, -10) }, now);
  timings.push(
    await time('Core Web Vitals of the top 10 pages, custom 200 days', () =>
      topWebVitalPages(db, websiteId, custom, 10),
    ),
  );
  return timings;
}

async function count(db: Db, table: keyof EngineFigures['rows']) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function measureEngine(engine: string, db: Db): Promise<EngineFigures> {
  const now = Date.now();
  const websiteId = newId();
  await db
    .insertInto('websites')
    .values(websiteRow({ id: websiteId, identifier: 'bench-dashboard', title: 'Dashboard bench' }, now))
    .execute();
  const seedStart = performance.now();
  await seedYear(db, websiteId, now);
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  const rows = {
    census_monthly_dimensions: await count(db, 'census_monthly_dimensions'),
    census_daily_dimensions: await count(db, 'census_daily_dimensions'),
    census_daily_visits: await count(db, 'census_daily_visits'),
    census_hits: await count(db, 'census_hits'),
    census_daily_web_vitals: await count(db, 'census_daily_web_vitals'),
    census_monthly_web_vitals: await count(db, 'census_monthly_web_vitals'),
  };
  const report = (period: '12mo' | '30d' | '7d' | 'today') => () =>
    analyticsReport(db, websiteId, { period }, now);
  const csv = (table: 'referrers' | 'pages' | 'trend' | 'web-vitals') => () =>
    analyticsCsv(db, websiteId, table, { period: '12mo' }, now);
  const timings = [
    await time(
      'Whole report, 12 months (totals and previous year, trend by month, 12 breakdowns, conversions)',
      report('12mo'),
    ),
    await time('Whole report, 30 days', report('30d')),
    await time('Whole report, 7 days', report('7d')),
    await time('Whole report, today (trend by hour from the raw hits)', report('today')),
    ...(await eachBreakdown(db, websiteId, now)),
    ...(await coreWebVitals(db, websiteId, now)),
    await time('CSV of every referrer, 12 months', csv('referrers')),
    await time('CSV of every page, 12 months', csv('pages')),
    await time('CSV of the trend, 12 months', csv('trend')),
    await time('CSV of every page’s Core Web Vitals, 12 months', csv('web-vitals')),
  ];
  return { engine, rows, seedSeconds, timings };
}

async function onSqlite(): Promise<EngineFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-dashboard-bench-'));
  const db = await openDatabase({ sqliteFile: join(dir, 'bench.db') });
  try {
    return await measureEngine('SQLite', db);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<EngineFigures | string> {
  let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  try {
    postgres = await startThrowawayPostgres({ durable: false });
  } catch (error) {
    return `PostgreSQL not measured: ${(error as Error).message}`;
  }
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE dashboard_bench');
    await admin.end();
    const db = await openDatabase({ databaseUrl: postgres.url.replace(/\/postgres$/, '/dashboard_bench') });
    try {
      return await measureEngine('PostgreSQL 15', db);
    } finally {
      await db.destroy();
    }
  } finally {
    postgres.stop();
  }
}

function table(figures: EngineFigures): string[] {
  return [
    `#### ${figures.engine}: ${figures.rows.census_daily_dimensions.toLocaleString('en')} breakdown rows, ${figures.rows.census_monthly_dimensions.toLocaleString('en')} monthly rows, ${figures.rows.census_hits.toLocaleString('en')} raw hits today, ${figures.rows.census_daily_web_vitals.toLocaleString('en')} daily and ${figures.rows.census_monthly_web_vitals.toLocaleString('en')} monthly Core Web Vitals histogram rows (written in ${figures.seedSeconds} s)`,
    '',
    '| Query | p50 (ms) | p99 (ms) |',
    '|---|---:|---:|',
    ...figures.timings.map((t) => `| ${t.query} | ${t.p50} | ${t.p99} |`),
    '',
  ];
}

/** The dashboard's figures as a section of docs/performance.md */
export async function dashboardReport(): Promise<string> {
  const sqlite = await onSqlite();
  const postgres = await onPostgres();
  return [
    `### The census dashboard over a year of one site (\`BENCH_ONLY=dashboard\`, \`bench/dashboard.ts\`, ${RUNS} runs after ${WARM_UP} to warm up)`,
    '',
    `${DAYS} days of generated visits (about ${VISITS_PER_WEEKDAY.toLocaleString('en')} on a weekday, fewer at weekends, ${PATHS.length} pages, 3,000 referring sites), and ${TODAY_HITS.toLocaleString('en')} raw hits today through the ingest; Core Web Vitals of ${RUM_LOADS_PER_DAY.toLocaleString('en')} page loads a day over ${RUM_PAGES_PER_DAY} pages, rolled up into histograms (bench/dashboard-web-vitals.ts).`,
    '',
    ...table(sqlite),
    ...(typeof postgres === 'string' ? [postgres, ''] : table(postgres)),
  ].join('\n');
}
