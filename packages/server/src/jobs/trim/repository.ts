// Deleting old rows a little at a time: each statement removes at most BATCH rows, so a large table
// is trimmed without holding SQLite's write lock (or PostgreSQL's row locks) for long at once.
import type { Db } from '../../db/database.ts';

const BATCH = 5000;

/** Client error reports and traces stored before `before`. */
export async function deleteClientEventsBefore(db: Db, before: number, batch = BATCH): Promise<number> {
  let total = 0;
  for (;;) {
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
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < batch) return total;
  }
}
