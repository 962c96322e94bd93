// Which engine a Kysely instance runs on, apart from database.ts so that a migration (which
// database.ts runs) can ask too.
import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Whether a query runs on PostgreSQL. A read-modify-write there must lock the rows it reads
 * (`select … for update`): under READ COMMITTED two transactions read the same row and the later
 * write silently undoes the earlier. SQLite has no row locks and needs none: its transactions hold
 * the database's write lock from their start (database.ts, ImmediateSqliteDriver).
 */
export function isPostgres<D>(db: Kysely<D>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
