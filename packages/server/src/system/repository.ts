// All of the system feature's SQL: platform settings and the health check.
import type { Db } from '../db/database.ts';

/** Whether the database answers a trivial query. */
export async function checkDatabase(db: Db): Promise<boolean> {
  try {
    await db.selectFrom('platform_settings').select('key').limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

export async function readPlatformSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function insertPlatformSettingOnce(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('platform_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Sets a setting, whatever it was. */
export async function writePlatformSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('platform_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
