// Generated visits for the demo site (a few weeks, so a new owner sees a dashboard at once) and for
// the dashboard bench (a year at thousands of visits a day). Written straight into the roll-ups the
// dashboard reads (not census_daily, the census's own per-page roll-up, which it does not read), as
// the ingest would have left them: thousands of raw hits would make seeding slow for nothing, since
// raw hits are trimmed after a month anyway. Deterministic (a seeded generator): the same days give
// the same figures.
import type { TrafficSource } from '@tessera/core';
import type { SiteScope } from '../db/site-scoped.ts';
import { addDayVisitsAndDimensions } from './rollups/index.ts';
import { type CensusDimension, Deltas } from './rollups.ts';

export interface VisitShape {
  /** The UTC days, 'YYYY-MM-DD' */
  days: string[];
  /** Visits on an ordinary weekday; weekends have fewer */
  visitsPerDay: number;
  /** The site's pages, the most read first */
  paths: string[];
  /** How many other sites link to this one (a long tail of referrers) */
  referringSites: number;
  seed: number;
}

/** mulberry32: small, fast and good enough for a realistic spread */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = readonly (readonly [T, number])[];

function picker<T>(random: () => number, choices: Weighted<T>): () => T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let left = random() * total;
    for (const [value, weight] of choices) {
      left -= weight;
      if (left < 0) return value;
    }
    return (choices.at(-1) as readonly [T, number])[0];
  };
}

/** The first choices far more often than the last (Zipf-like), as pages and referrers are. */
const ranked = <T>(values: readonly T[]): Weighted<T> =>
  values.map((value, i) => [value, 1 / (i + 1)] as const);

const SOURCES: Weighted<TrafficSource> = [
  ['Direct', 34],
  ['Search', 31],
  ['Social', 15],
  ['Referral', 12],
  ['Email', 6],
  ['Paid', 2],
];
const SEARCH_HOSTS = ranked(['google.com', 'bing.com', 'duckduckgo.com', 'ecosia.org']);
const SOCIAL_HOSTS = ranked(['instagram.com', 'facebook.com', 'pinterest.com', 'reddit.com']);
const COUNTRIES = ranked([
  'US',
  'GB',
  'DE',
  'FR',
  'NL',
  'CA',
  'AU',
  'SE',
  'IE',
  'ES',
  'IT',
  'JP',
  'BE',
  'DK',
  'NZ',
]);
const AGENTS: Weighted<readonly [device: string, browser: string, os: string]> = [
  [['desktop', 'Chrome', 'Windows'], 24],
  [['desktop', 'Chrome', 'macOS'], 10],
  [['desktop', 'Safari', 'macOS'], 9],
  [['desktop', 'Firefox', 'Windows'], 5],
  [['desktop', 'Microsoft Edge', 'Windows'], 6],
  [['desktop', 'Firefox', 'Linux'], 2],
  [['mobile', 'Safari', 'iOS'], 20],
  [['mobile', 'Chrome', 'Android'], 15],
  [['mobile', 'Samsung Internet for Android', 'Android'], 2],
  [['tablet', 'Safari', 'iOS'], 5],
  [['tablet', 'Chrome', 'Android'], 2],
];
/** Campaigns by source: [utm_source, utm_medium, utm_campaign] */
const CAMPAIGNS: Partial<Record<TrafficSource, readonly [string, string, string]>> = {
  Email: ['newsletter', 'email', 'spring-kiln-opening'],
  Paid: ['google', 'cpc', 'glaze-workshops'],
  Social: ['instagram', 'social', 'new-glazes'],
};
/** Weekday factors, Sunday first: a studio's site is read more in the week */
const WEEKDAY = [0.62, 1.05, 1.1, 1.08, 1.02, 0.94, 0.7];
/** Share of visits that are a visitor's first of the day */
const NEW_VISITOR_SHARE = 0.86;

/** The roll-ups of the shape's visits: page by page, visit by visit, as the ingest counts them. */
export function generateVisits(shape: VisitShape): Deltas {
  const random = seededRandom(shape.seed);
  const source = picker(random, SOURCES);
  const search = picker(random, SEARCH_HOSTS);
  const social = picker(random, SOCIAL_HOSTS);
  const referring = Array.from(
    { length: shape.referringSites },
    (_, i) => `${['blog', 'news', 'craft', 'forum'][i % 4]}${i}.example`,
  );
  const referral = picker(random, ranked(referring));
  const country = picker(random, COUNTRIES);
  const agent = picker(random, AGENTS);
  const entry = picker(random, ranked(shape.paths));
  const deltas = new Deltas();
  shape.days.forEach((day, index) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    // A slow rise over the range, the weekday's pattern, and a day's own noise
    const growth = 0.85 + (0.3 * index) / Math.max(1, shape.days.length - 1);
    const count = Math.round(shape.visitsPerDay * (WEEKDAY[weekday] ?? 1) * growth * (0.85 + random() * 0.3));
    const totals = deltas.day(day);
    totals.visits = count;
    for (let visit = 0; visit < count; visit++) {
      const visitor = random() < NEW_VISITOR_SHARE ? 1 : 0;
      const from = source();
      const host =
        from === 'Search' ? search() : from === 'Social' ? social() : from === 'Referral' ? referral() : '';
      const [device, browser, os] = agent();
      const campaign = CAMPAIGNS[from];
      const values: [CensusDimension, string][] = [
        ['source', from],
        ['referrer', host],
        ['country', country()],
        ['device', device],
        ['browser', browser],
        ['os', os],
        ['utm_source', campaign?.[0] ?? ''],
        ['utm_medium', campaign?.[1] ?? ''],
        ['utm_campaign', campaign?.[2] ?? ''],
      ];
      for (const [dimension, value] of values) deltas.add(dimension, day, value, visitor, 1);
      // Bounces about 45%; the rest read two to six pages, 20 s to 3 min each
      const pageCount = random() < 0.45 ? 1 : 2 + Math.floor(random() * 5);
      let path = entry();
      deltas.add('entry', day, path, 0, 1);
      totals.visitors += visitor;
      for (let next = 0; next < pageCount; next++) {
        if (next > 0) {
          path = shape.paths[Math.floor(random() * shape.paths.length)] ?? path;
          totals.duration_ms += 20_000 + Math.floor(random() * 160_000);
        }
        deltas.add('page', day, path, 0, 1);
        totals.pageviews++;
      }
      if (pageCount === 1) totals.bounces++;
      deltas.add('exit', day, path, 0, 1);
      // A click on a button in one visit of twenty
      if (random() < 0.05) deltas.add('event', day, 'button-click', 0, 1);
    }
  });
  return deltas;
}

/** Writes generated roll-ups for a site (added to what is there). */
export async function writeGeneratedVisits(scope: SiteScope, deltas: Deltas): Promise<void> {
  await addDayVisitsAndDimensions(scope, [...deltas.days.values()], [...deltas.dimensions.values()]);
}
