// All of the census's SQL: a batch of hits written with its daily roll-up in one transaction, the
// trim of raw hits, events and performance records and of past days' visitor hashes, and the demo's
// generated conversions (seed/demo-experiment.ts).
import { deleteInBatches, TRIM_BATCH } from '../db/batches.ts';
import { type BulkStatement, bulk, bulkWrite, bulkWriteAll, everyColumn } from '../db/bulk-write.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { dayPagesAdded, inKeyOrder } from './rollups/index.ts';
import { rollUpEvents, rollUpHits } from './rollups.ts';
import type { CensusEventsTable, CensusHitsTable } from './tables.ts';

export type HitRow = CensusHitsTable;
export type EventRow = CensusEventsTable;

interface DailyCounts {
  day: string;
  path: string;
  pageviews: number;
  visits: number;
  visitors: number;
}

const HIT_INSERT: BulkStatement<HitRow> = {
  table: 'census_hits',
  columns: everyColumn<HitRow>()([
    'id',
    'created_at',
    'day',
    'event_type',
    'path',
    'query_string',
    'title',
    'referrer',
    'visitor_hash',
    'visitor_id',
    'visit_id',
    'begins_visit',
    'user_agent',
    'locale',
    'viewport',
    'screen',
    'collection_id',
    'item_id',
    'record_type',
    'browser',
    'os',
    'device',
    'country',
    'source',
    'referrer_host',
    'utm_source',
    'utm_medium',
    'utm_campaign',
  ]),
};

type DayVisitor = { day: string; visitor_hash: string };

/** The day's visitors not seen before: the insert answers only the rows it added. */
const DAY_VISITOR_INSERT: BulkStatement<DayVisitor> = {
  table: 'census_day_visitors',
  columns: ['day', 'visitor_hash'],
  onConflict: { key: ['day', 'visitor_hash'], action: 'nothing' },
  returning: ['day', 'visitor_hash'],
};

function groupBySite<R extends { website_id: string }>(rows: R[]): Map<string, R[]> {
  const sites = new Map<string, R[]>();
  for (const row of rows) {
    const list = sites.get(row.website_id);
    if (list) list.push(row);
    else sites.set(row.website_id, [row]);
  }
  return sites;
}

/**
 * Writes the hits and adds them to the daily roll-up: page views and visits per page, and each
 * visitor counted on the page of their first hit of the day (census_day_visitors remembers who was
 * seen, so a visitor seen in an earlier batch is not counted again).
 */
export async function writeHits(db: Db, rows: HitRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const [websiteId, hits] of groupBySite(rows)) {
      const scope = siteScoped(trx, websiteId);
      const seen = new Set<string>();
      const candidates: DayVisitor[] = [];
      for (const hit of hits) {
        const key = `${hit.day} ${hit.visitor_hash}`;
        if (seen.has(key)) continue;
        seen.add(key);
        candidates.push({ day: hit.day, visitor_hash: hit.visitor_hash });
      }
      const added = await bulkWrite<DayVisitor, DayVisitor>(
        scope,
        DAY_VISITOR_INSERT,
        inKeyOrder(candidates, (c) => `${c.day} ${c.visitor_hash}`),
      );
      const newVisitors = new Set(added.map((row) => `${row.day} ${row.visitor_hash}`));
      const rollUps = await rollUpHits(scope, hits, new Set(newVisitors));

      const daily = new Map<string, DailyCounts>();
      for (const hit of hits) {
        const key = `${hit.day} ${hit.path}`;
        const counts = daily.get(key) ?? {
          day: hit.day,
          path: hit.path,
          pageviews: 0,
          visits: 0,
          visitors: 0,
        };
        counts.pageviews++;
        counts.visits += hit.begins_visit;
        // The visitor's first hit of the day in this batch takes the count, once.
        if (newVisitors.delete(`${hit.day} ${hit.visitor_hash}`)) counts.visitors++;
        daily.set(key, counts);
      }
      // The hits and the roll-ups' writes together: one statement on PostgreSQL.
      await bulkWriteAll(scope, [bulk(HIT_INSERT, hits), ...rollUps, dayPagesAdded([...daily.values()])]);
    }
  });
}

/** The census's raw tables written as they come, without a roll-up. */
type RawCensusTable = 'census_events' | 'census_performance';

/** A roll-up written with a raw batch, in its transaction, one site's rows at a time. */
type RollUp<T extends RawCensusTable> = (
  scope: ReturnType<typeof siteScoped>,
  rows: Database[T][],
) => Promise<void>;

/** Writes a batch of rows of a raw census table in one transaction, each site's in one statement. */
export async function writeRawRows<T extends RawCensusTable>(
  db: Db,
  table: T,
  rows: Database[T][],
  rollUp?: RollUp<T>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const [websiteId, siteRows] of groupBySite(rows)) {
      const scope = siteScoped(trx, websiteId);
      // The generic table hides that every row of it fits; the caller's type says they do.
      await scope.insertInto(table, siteRows.map(({ website_id: _, ...row }) => row) as never).execute();
      await rollUp?.(scope, siteRows);
    }
  });
}

/** Writes a batch of census events (button, form, overlay, quick view). */
export const writeEvents = (db: Db, rows: EventRow[]): Promise<void> =>
  writeRawRows(db, 'census_events', rows, rollUpEvents);

/** The visitor hashes of days before `day` ('YYYY-MM-DD'): no hit of those days arrives any more. */
export async function deleteDayVisitorsBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('census_day_visitors').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The raw census tables kept for the configured time and trimmed by their `created_at` (jobs/trim). */
export type TrimmedCensusTable =
  | 'census_hits'
  | 'census_events'
  | 'census_performance'
  | 'census_editor_events';

/** Rows of `table` stored before `before` (every site), a batch at a time; how many went. */
export function deleteRawRowsBefore(
  db: Db,
  table: TrimmedCensusTable,
  before: number,
  batch = TRIM_BATCH,
): Promise<number> {
  return deleteInBatches(batch, async () => {
    // Typed as one of them: they all share the columns used here, which the
    // union of their types cannot show the compiler.
    const result = await db
      .deleteFrom(table as 'census_hits')
      .where((eb) =>
        eb(
          eb.refTuple('website_id', 'id'),
          'in',
          eb
            .selectFrom(table as 'census_hits')
            .select(['website_id', 'id'])
            .where('created_at', '<', before)
            .limit(batch)
            .$asTuple('website_id', 'id'),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** The demo's generated conversions: button clicks on the home page (seed/demo-experiment.ts). */
export async function insertDemoConversions(
  db: Db,
  websiteId: string,
  clicks: { day: string; visitor_hash: string; created_at: number }[],
): Promise<void> {
  if (clicks.length === 0) return;
  await siteScoped(db, websiteId)
    .insertInto(
      'census_events',
      clicks.map((click) => ({
        id: newId(),
        ...click,
        kind: 'button-click',
        subject_id: 'demo-shop-button',
        page_path: '/',
        payload: '{"buttonText":"Visit the shop","clickthroughUrl":"/shop"}',
      })),
    )
    .execute();
}
