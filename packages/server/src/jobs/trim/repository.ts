// Deleting old rows a little at a time: each statement removes at most BATCH rows, so a large table
// is trimmed without holding SQLite's write lock (or PostgreSQL's row locks) for long at once.
import type { Db } from '../../db/database.ts';

const BATCH = 5000;

/** The site-owned tables kept for a while and trimmed by their `created_at` */
export type TrimmedTable = 'client_events' | 'census_hits' | 'census_events' | 'census_performance';

/** Rows of `table` stored before `before` (every site), a batch at a time; how many went. */
export async function deleteRowsBefore(
  db: Db,
  table: TrimmedTable,
  before: number,
  batch = BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    // Typed as one of them: they all share the columns used here, which the
    // union of their types cannot show the compiler.
    const result = await db
      .deleteFrom(table as 'client_events')
      .where((eb) =>
        eb(
          eb.refTuple('website_id', 'id'),
          'in',
          eb
            .selectFrom(table as 'client_events')
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
