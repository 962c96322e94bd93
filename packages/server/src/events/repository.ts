// All of the events feature's SQL: client events (error reports and traces) per site, capped, and
// trimmed after their retention (jobs/trim).
import { deleteInBatches, TRIM_BATCH } from '../db/batches.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { SiteScope } from '../db/site-scoped.ts';

export async function insertEvents(
  scope: SiteScope,
  kind: string,
  rows: { pageUrl: string; payload: string }[],
  now: number,
): Promise<void> {
  await scope
    .insertInto(
      'client_events',
      rows.map((row) => ({
        id: newId(),
        kind,
        page_url: row.pageUrl,
        payload: row.payload,
        created_at: now,
      })),
    )
    .execute();
}

/** Removes the rows of one kind beyond the newest `keep`. */
export async function trimEvents(scope: SiteScope, kind: string, keep: number): Promise<void> {
  // Exactly the rows beyond the cap: rows of one batch share a timestamp, so cutting by time would
  // remove a whole batch (or the batch just stored) rather than the few that overflow.
  const excess = await scope
    .selectFrom('client_events')
    .select('id')
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(keep)
    .execute();
  if (excess.length > 0) {
    await scope
      .deleteFrom('client_events')
      .where(
        'id',
        'in',
        excess.map((row) => row.id),
      )
      .execute();
  }
}

/** The client events stored before `before` (every site), a batch at a time; how many went. */
export function deleteEventsBefore(db: Db, before: number, batch = TRIM_BATCH): Promise<number> {
  return deleteInBatches(batch, async () => {
    const result = await db
      .deleteFrom('client_events')
      .where((eb) =>
        eb(
          eb.refTuple('website_id', 'id'),
          'in',
          eb
            .selectFrom('client_events')
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
