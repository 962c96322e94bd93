import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { hashToken } from './sessions.ts';

const HANDOFF_LIFETIME_MS = 60_000;

export async function createHandoff(db: Db, accountId: string, websiteId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.deleteFrom('login_handoffs').where('expires_at', '<', Date.now()).execute();
  await db
    .insertInto('login_handoffs')
    .values({
      id: hashToken(token),
      account_id: accountId,
      website_id: websiteId,
      expires_at: Date.now() + HANDOFF_LIFETIME_MS,
    })
    .execute();
  return token;
}

/** One use only, for the site it was made for, within a minute. */
export async function consumeHandoff(db: Db, token: string, websiteId: string): Promise<string | null> {
  const id = hashToken(token);
  const row = await db.selectFrom('login_handoffs').selectAll().where('id', '=', id).executeTakeFirst();
  await db.deleteFrom('login_handoffs').where('id', '=', id).execute();
  if (!row || row.website_id !== websiteId || row.expires_at < Date.now()) return null;
  return row.account_id;
}
