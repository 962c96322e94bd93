// All of the overlays feature's SQL: its settings live in the site's settings JSON, read, and written
// under the site's row lock (SQLite's transaction holds the write lock) so a save sees what it replaces.
import { type Db, isPostgres } from '../db/database.ts';

export async function lockedSettings(trx: Db, websiteId: string): Promise<string> {
  const row = await trx
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return row.settings;
}

export async function selectSettings(db: Db, websiteId: string): Promise<string> {
  const row = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow();
  return row.settings;
}

export async function writeSettings(
  trx: Db,
  websiteId: string,
  settings: string,
  now: number,
): Promise<void> {
  await trx.updateTable('websites').set({ settings, updated_at: now }).where('id', '=', websiteId).execute();
}
