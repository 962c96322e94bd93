// All of the events feature's SQL: client events (error reports and traces) per site, capped.
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
