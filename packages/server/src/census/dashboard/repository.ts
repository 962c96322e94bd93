// The dashboard's SQL: every figure over a range of days reads the daily roll-ups (census_daily,
// census_daily_visits, census_daily_dimensions), whose keys lead with the site and the day (or the
// dimension and the day), so twelve months are a few thousand rows. Only today's hours read raw hits.
import { sql } from 'kysely';
import type { SiteScope } from '../../db/site-scoped.ts';
import type { CensusDimension } from '../rollups.ts';

const HOUR_MS = 3_600_000;
const count = (value: unknown) => Number(value ?? 0);

export interface DayPages {
  day: string;
  pageviews: number;
  visitors: number;
}

export interface DayVisits {
  day: string;
  visits: number;
  bounces: number;
  durationMs: number;
}

export interface HourCounts {
  hour: number;
  pageviews: number;
  visitors: number;
  visits: number;
}

export interface ValueCounts {
  value: string;
  visitors: number;
  visits: number;
}

/** Page views and visitors per day of the range (both days included). */
export async function pagesPerDay(scope: SiteScope, from: string, to: string): Promise<DayPages[]> {
  const rows = await scope
    .selectFrom('census_daily')
    .select((eb) => ['day', eb.fn.sum('pageviews').as('pageviews'), eb.fn.sum('visitors').as('visitors')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    pageviews: count(row.pageviews),
    visitors: count(row.visitors),
  }));
}

/** Visits, bounces and summed duration per day of the range. */
export async function visitsPerDay(scope: SiteScope, from: string, to: string): Promise<DayVisits[]> {
  const rows = await scope
    .selectFrom('census_daily_visits')
    .select(['day', 'visits', 'bounces', 'duration_ms'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((row) => ({
    day: row.day,
    visits: count(row.visits),
    bounces: count(row.bounces),
    durationMs: count(row.duration_ms),
  }));
}

/** A day's raw hits counted per UTC hour (raw hits are kept for days, so today's are there). */
export async function hitsPerHour(scope: SiteScope, day: string): Promise<HourCounts[]> {
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  // Literals, not parameters: PostgreSQL matches the grouped expression to the selected one by its text.
  const hour = sql<number>`(created_at - ${sql.lit(dayStart)}) / ${sql.lit(HOUR_MS)}`;
  const rows = await scope
    .selectFrom('census_hits')
    .select((eb) => [
      hour.as('hour'),
      eb.fn.countAll().as('pageviews'),
      eb.fn.count('visitor_hash').distinct().as('visitors'),
      eb.fn.sum('begins_visit').as('visits'),
    ])
    .where('day', '=', day)
    .groupBy(hour)
    .execute();
  return rows.map((row) => ({
    hour: Math.floor(count(row.hour)),
    pageviews: count(row.pageviews),
    visitors: count(row.visitors),
    visits: count(row.visits),
  }));
}

/** Page views per page over the range, the most viewed first. */
export async function pageviewsPerPage(
  scope: SiteScope,
  from: string,
  to: string,
  limit: number,
): Promise<{ value: string; pageviews: number }[]> {
  const pageviews = sql<number>`sum(pageviews)`;
  const rows = await scope
    .selectFrom('census_daily')
    .select(['path', pageviews.as('pageviews')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .orderBy(pageviews, 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ value: row.path, pageviews: count(row.pageviews) }));
}

/** Visitors and visits per value of a dimension over the range, the most visits first. */
export async function countsPerValue(
  scope: SiteScope,
  dimension: CensusDimension,
  from: string,
  to: string,
  limit: number,
): Promise<ValueCounts[]> {
  const visits = sql<number>`sum(visits)`;
  const rows = await scope
    .selectFrom('census_daily_dimensions')
    .select((eb) => ['value', eb.fn.sum('visitors').as('visitors'), visits.as('visits')])
    .where('dimension', '=', dimension)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('value')
    .orderBy(visits, 'desc')
    .orderBy('value')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ value: row.value, visitors: count(row.visitors), visits: count(row.visits) }));
}

const DAY_MS = 86_400_000;
export type Counted = 'form_submissions' | 'newsletter_subscribers' | 'cart_entries' | 'orders';

/** First and last day, both included */
export interface Span {
  from: string;
  to: string;
}

const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Rows of a feature's table created in the span's days (orders: not test orders). */
export async function createdIn(scope: SiteScope, table: Counted, span: Span): Promise<number> {
  let query = scope
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('created_at', '>=', startOf(span.from))
    .where('created_at', '<', startOf(span.to) + DAY_MS);
  if (table === 'orders') query = query.where('test_mode' as never, '=', 0 as never);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Button clicks in the span's days, from the census events' roll-up */
export async function buttonClicks(scope: SiteScope, span: Span): Promise<number> {
  const row = await scope
    .selectFrom('census_daily_dimensions')
    .select((eb) => eb.fn.sum('visits').as('count'))
    .where('dimension', '=', 'event')
    .where('value', '=', 'button-click')
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
