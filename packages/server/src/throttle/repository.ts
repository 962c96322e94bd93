// All of the throttle's SQL. Counters are rows in `throttles`, read and written in one transaction
// with the rows locked, so concurrent tries are counted one after the other, in every process.
import { type Db, isPostgres } from '../db/database.ts';
import type { ThrottlesTable } from './tables.ts';

export type ThrottleRow = ThrottlesTable;

/** Runs `decide` over the rows of `keys` (made if missing), locked; its rows are then written. */
export async function withLockedCounters(
  db: Db,
  keys: string[],
  now: number,
  decide: (rows: Map<string, ThrottleRow>) => ThrottleRow[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A row per key first, so that the lock below has something to hold for a first try too.
    await trx
      .insertInto('throttles')
      .values(keys.map((key) => ({ key, attempts: 0, last_attempt_at: now, next_allowed_at: 0 })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const rows = await trx
      .selectFrom('throttles')
      .selectAll()
      .where('key', 'in', keys)
      .orderBy('key') // one order for every transaction: no deadlock between two that share keys
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .execute();
    const locked = new Map(rows.map((r) => [r.key, r]));
    // Only rows this transaction holds are written: updating one it does not (a key whose row went
    // between the insert and the read) would take a lock out of the one order, and could deadlock.
    for (const row of decide(locked).filter((r) => locked.has(r.key))) {
      await trx
        .updateTable('throttles')
        .set({
          attempts: row.attempts,
          last_attempt_at: row.last_attempt_at,
          next_allowed_at: row.next_allowed_at,
        })
        .where('key', '=', row.key)
        .execute();
    }
  });
}

/** The counters of `keys` as stored, unlocked: for a look, not for a decision that writes. */
export async function selectCounters(db: Db, keys: string[]): Promise<Map<string, ThrottleRow>> {
  const rows = await db.selectFrom('throttles').selectAll().where('key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.key, row]));
}

/** Counters nobody has tried for `olderThan` are forgotten anyway: removing them keeps the table small. */
export async function deleteIdleCounters(db: Db, idleSince: number): Promise<number> {
  const result = await db.deleteFrom('throttles').where('last_attempt_at', '<', idleSince).executeTakeFirst();
  return Number(result.numDeletedRows);
}
