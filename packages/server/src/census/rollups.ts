// The dashboard's daily roll-ups, written in the same transaction as a batch of hits (writeHits) or
// events (writeEvents). Visits outlast a batch, so a visit's row (census_visits) is kept while it may
// go on, and each later page corrects the day it began on by the difference it makes: one bounce
// fewer on its second page, the time since its previous page added to the duration, its exit moved
// from the previous page to this one. The sums therefore stay right however the pages fall into batches.

import type { BulkWrite } from '../db/bulk-write.ts';
import type { SiteScope } from '../db/site-scoped.ts';
import type { EventRow, HitRow } from './repository.ts';
import {
  addDimensions,
  type DayVisits,
  type DimensionRow,
  dayVisitsAdded,
  dimensionsAdded,
  openVisits,
  type Visit,
  visitsSaved,
} from './rollups/index.ts';

/** What each breakdown of the dashboard is rolled up by. */
export const CENSUS_DIMENSIONS = [
  'page',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'country',
  'device',
  'browser',
  'os',
  'entry',
  'exit',
  'event',
] as const;
export type CensusDimension = (typeof CENSUS_DIMENSIONS)[number];

/** Dimensions read from the hit that begins a visit (or the visitor's first of the day). */
const HIT_DIMENSIONS = {
  source: 'source',
  referrer: 'referrer_host',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
} as const satisfies Partial<Record<CensusDimension, keyof HitRow>>;
/** Dimensions where '' means "none" and makes no row (no referrer, no campaign) */
const OPTIONAL: ReadonlySet<CensusDimension> = new Set([
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
]);

/** Deltas to the roll-ups, summed in memory and written once per batch. */
export class Deltas {
  readonly days = new Map<string, DayVisits>();
  readonly dimensions = new Map<string, DimensionRow>();

  day(day: string): DayVisits {
    let counts = this.days.get(day);
    if (!counts) {
      counts = { day, pageviews: 0, visitors: 0, visits: 0, bounces: 0, duration_ms: 0 };
      this.days.set(day, counts);
    }
    return counts;
  }

  add(dimension: CensusDimension, day: string, value: string, visitors: number, visits: number) {
    if (value === '' && OPTIONAL.has(dimension)) return;
    const key = `${dimension}\n${day}\n${value}`;
    const row = this.dimensions.get(key) ?? { dimension, day, value, visitors: 0, visits: 0 };
    row.visitors += visitors;
    row.visits += visits;
    this.dimensions.set(key, row);
  }

  addHit(hit: HitRow, visitors: number, visits: number) {
    for (const [dimension, column] of Object.entries(HIT_DIMENSIONS))
      this.add(dimension as CensusDimension, hit.day, hit[column], visitors, visits);
  }
}

const visitKeyOf = (hit: HitRow) => hit.visit_id ?? `h:${hit.visitor_hash}`;

/**
 * A hit starts a visit when it says so (without cookies a new visit replaces the visitor's last one),
 * or when its visit is not known (begun before the roll-ups, or its row already forgotten).
 */
function follow(visits: Map<string, Visit>, hit: HitRow, deltas: Deltas): Visit {
  const key = visitKeyOf(hit);
  const visit = visits.get(key);
  if (!visit || hit.begins_visit === 1) {
    const started = {
      visit_key: key,
      day: hit.day,
      started_at: hit.created_at,
      last_at: hit.created_at,
      pageviews: 1,
      exit_path: hit.path,
    };
    const day = deltas.day(hit.day);
    day.visits++;
    day.bounces++;
    deltas.addHit(hit, 0, 1);
    deltas.add('entry', hit.day, hit.path, 0, 1);
    deltas.add('exit', hit.day, hit.path, 0, 1);
    visits.set(key, started);
    return started;
  }
  const day = deltas.day(visit.day);
  if (visit.pageviews === 1) day.bounces--;
  day.duration_ms += Math.max(0, hit.created_at - visit.last_at);
  deltas.add('exit', visit.day, visit.exit_path, 0, -1);
  deltas.add('exit', visit.day, hit.path, 0, 1);
  visit.pageviews++;
  visit.last_at = Math.max(visit.last_at, hit.created_at);
  visit.exit_path = hit.path;
  return visit;
}

/**
 * Rolls a site's batch of hits up for the dashboard: reads the visits they go on, and answers the
 * writes, which writeHits sends with its own. `newVisitors` holds 'day visitorHash' of the visitors
 * first seen today in this batch (writeHits learns it from census_day_visitors): their first hit
 * counts them once in each breakdown.
 */
export async function rollUpHits(
  scope: SiteScope,
  hits: HitRow[],
  newVisitors: Set<string>,
): Promise<BulkWrite[]> {
  // A hit beginning a visit replaces whatever its key held, so only the others' visits are read.
  const keys = new Set(hits.map(visitKeyOf));
  const continued = new Set(hits.filter((hit) => hit.begins_visit !== 1).map(visitKeyOf));
  const visits = await openVisits(scope, [...keys], [...continued]);
  const touched = new Set<string>();
  const deltas = new Deltas();
  for (const hit of hits) {
    touched.add(follow(visits, hit, deltas).visit_key);
    const newVisitor = newVisitors.delete(`${hit.day} ${hit.visitor_hash}`) ? 1 : 0;
    const day = deltas.day(hit.day);
    day.pageviews++;
    day.visitors += newVisitor;
    deltas.add('page', hit.day, hit.path, 0, 1);
    if (newVisitor) deltas.addHit(hit, 1, 0);
  }
  const changed = [...touched].map((key) => visits.get(key) as Visit);
  return [
    visitsSaved(changed),
    dayVisitsAdded([...deltas.days.values()]),
    ...dimensionsAdded([...deltas.dimensions.values()]),
  ];
}

/** Counts a site's batch of census events per day and kind (button clicks and the rest) for the conversions. */
export async function rollUpEvents(scope: SiteScope, events: EventRow[]): Promise<void> {
  const deltas = new Deltas();
  for (const event of events) deltas.add('event', event.day, event.kind, 0, 1);
  await addDimensions(scope, [...deltas.dimensions.values()]);
}
