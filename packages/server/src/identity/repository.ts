// All of identity's SQL: accounts, sessions and hand-off tokens. Platform-wide tables (an account is
// not a site's), so no site scope; sessions and hand-offs are checked against their host or site.
import { type Db, isPostgres } from '../db/database.ts';
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
  session: {
    id: string;
    accountId: string;
    host: string;
    createdAt: number;
    expiresAt: number;
    device: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      host: session.host,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      device: session.device,
      last_used_at: session.createdAt,
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

/** The account of a live session made on `host`, and when the session was last used. */
export async function findSessionAccount(
  db: Db,
  sessionId: string,
  host: string,
  now: number,
): Promise<{ account: Account; lastUsedAt: number | null } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .selectAll('accounts')
    .select('sessions.last_used_at as session_last_used_at')
    .where('sessions.id', '=', sessionId)
    .where('sessions.host', '=', host)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const { session_last_used_at, ...account } = row;
  return { account, lastUsedAt: session_last_used_at === null ? null : Number(session_last_used_at) };
}

export async function touchSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

/** The account's live sessions, most recently used first. */
export function listSessions(db: Db, accountId: string, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'host', 'device', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends the account's sessions, all of them or all but one. */
export async function deleteSessionsOfAccount(db: Db, accountId: string, except?: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .$if(except !== undefined, (q) => q.where('id', '!=', except ?? ''))
    .execute();
}

export async function updatePasswordHash(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { id: string; accountId: string; expiresAt: number },
  now: number,
): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', now).execute();
  await db
    .insertInto('password_resets')
    .values({ id: reset.id, account_id: reset.accountId, expires_at: reset.expiresAt })
    .execute();
}

/**
 * When the account's newest reset link expires, or null when it has none. In a transaction, the
 * account's row is locked first (PostgreSQL; SQLite runs one writer at a time), so two requests at
 * once cannot both find no recent link and both mail one.
 */
export async function latestPasswordResetExpiry(db: Db, accountId: string): Promise<number | null> {
  if (isPostgres(db)) {
    await db.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
  }
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.max('expires_at').as('latest'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.latest == null ? null : Number(row.latest);
}

/** Deletes and returns the reset in one statement: of two uses at once, only one gets the row. */
export function takePasswordReset(db: Db, id: string) {
  return db.deleteFrom('password_resets').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Every reset link of the account, spent or not. */
export async function deletePasswordResetsOf(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('account_id', '=', accountId).execute();
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
