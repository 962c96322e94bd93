// All of identity's SQL: accounts, sessions and hand-off tokens. Platform-wide tables (an account is
// not a site's), so no site scope; sessions and hand-offs are checked against their host or site.
import type { Db } from '../db/database.ts';
import type { Account } from '../db/schema.ts';

export function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAccount(db: Db, account: Account): Promise<void> {
  await db.insertInto('accounts').values(account).execute();
}

export async function insertSession(
  db: Db,
  session: { id: string; accountId: string; host: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      host: session.host,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function deleteExpiredSessions(db: Db, accountId: string, now: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .where('expires_at', '<=', now)
    .execute();
}

/** The account of a live session made on `host`. */
export async function findSessionAccount(
  db: Db,
  sessionId: string,
  host: string,
  now: number,
): Promise<Account | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .selectAll('accounts')
    .where('sessions.id', '=', sessionId)
    .where('sessions.host', '=', host)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSessionById(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function insertHandoff(
  db: Db,
  handoff: { id: string; accountId: string; websiteId: string; expiresAt: number },
  now: number,
): Promise<void> {
  await db.deleteFrom('login_handoffs').where('expires_at', '<', now).execute();
  await db
    .insertInto('login_handoffs')
    .values({
      id: handoff.id,
      account_id: handoff.accountId,
      website_id: handoff.websiteId,
      expires_at: handoff.expiresAt,
    })
    .execute();
}

/** Deletes and returns the hand-off in one statement: of two at once, only one gets the row. */
export function takeHandoff(db: Db, id: string) {
  return db.deleteFrom('login_handoffs').where('id', '=', id).returningAll().executeTakeFirst();
}
