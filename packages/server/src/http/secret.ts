import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** The platform's signing secret: made once, kept in the database. */
export async function loadSecret(db: Db): Promise<string> {
  const existing = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', 'secret')
    .executeTakeFirst();
  if (existing) return existing.value;
  const value = randomBytes(32).toString('base64url');
  await db
    .insertInto('platform_settings')
    .values({ key: 'secret', value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', 'secret')
    .executeTakeFirstOrThrow();
  return stored.value;
}
