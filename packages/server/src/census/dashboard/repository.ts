// The dashboard's SQL: every figure over a range of days reads the roll-ups (census_daily_visits, one
// row a day; census_daily_dimensions and, for whole months, census_monthly_dimensions), whose keys
// lead with the site and the dimension and day or month, so twelve months are a few thousand rows.
// Only today's hours read raw hits.
import { rangeParts } from '@tessera/core';
import { sql } from 'kysely';
import type { SiteScope } from '../../db/site-scoped.ts';
import type { CensusDimension } from '../rollups.ts';

const HOUR_MS = 3_600_000;
const count = (value: unknown) => Number(value ?? 0);

export interface DayCounts {
  day: string;
  pageviews: number;
  visitors: number;
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

/** Each day's page views, visitors, visits, bounces and summed duration (one row a day). */
export async function countsPerDay(scope: SiteScope, from: string, to: string): Promise<DayCounts[]> {
  const rows = await scope
    .selectFrom('census_daily_visits')
    .select(['day', 'pageviews', 'visitors', 'visits', 'bounces', 'duration_ms'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((row) => ({
    day: row.day,
    pageviews: count(row.pageviews),
    visitors: count(row.visitors),
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

/**
 * Visitors and visits per value of a dimension over the range, the most visits first: its whole
 * months from the monthly roll-up, the days at its edges from the daily one, summed together.
 */
export async function countsPerValue(
  scope: SiteScope,
  dimension: CensusDimension,
  from: string,
  to: string,
  limit: number,
): Promise<ValueCounts[]> {
  const { months, days } = rangeParts(from, to);
  const { db, websiteId } = scope;
  const daily = db
    .selectFrom('census_daily_dimensions')
    .select(['value', 'visitors', 'visits'])
    .where('website_id', '=', websiteId)
    .where('dimension', '=', dimension)
    .where((eb) => eb.or(days.map((span) => eb.and([eb('day', '>=', span.from), eb('day', '<=', span.to)]))));
  const parts = months
    ? daily.unionAll(
        db
          .selectFrom('census_monthly_dimensions')
          .select(['value', 'visitors', 'visits'])
          .where('website_id', '=', websiteId)
          .where('dimension', '=', dimension)
          .where('month', '>=', months.from)
          .where('month', '<=', months.to),
      )
    : daily;
  const visits = sql<number>`sum(visits)`;
  const rows = await db
    .selectFrom(parts.as('parts'))
    .select((eb) => ['value', eb.fn.sum('visitors').as('visitors'), visits.as('visits')])
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
