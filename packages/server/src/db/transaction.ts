// One transaction around work that spans several writes, shared by every feature: a caller already
// in a transaction passes it on, so the work joins it instead of opening a second one.
import type { Db } from './database.ts';

/** Runs `work` in a transaction, or in the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
