import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Account } from '../db/schema.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for the account, valid on `host` only (a session cookie carried elsewhere signs in nobody). */
export async function createSession(
  db: Db,
  accountId: string,
  host: string,
  now = Date.now(),
): Promise<string> {
  // Housekeeping where it is cheap: signing in clears this account's expired sessions.
  await db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .where('expires_at', '<=', now)
    .execute();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      account_id: accountId,
      created_at: now,
      expires_at: now + SESSION_LIFETIME_MS,
      host: normalizeHost(host),
    })
    .execute();
  return token;
}

export async function accountForSession(
  db: Db,
  token: string | undefined,
  host: string,
  now = Date.now(),
): Promise<Account | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .selectAll('accounts')
    .where('sessions.id', '=', hashToken(token))
    .where('sessions.host', '=', normalizeHost(host))
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

const accountCache = new WeakMap<FastifyRequest, Promise<Account | null>>();

/** The signed-in account of this request, looked up once per request. */
export function requestAccount(db: Db, request: FastifyRequest): Promise<Account | null> {
  let pending = accountCache.get(request);
  if (!pending) {
    pending = accountForSession(db, request.cookies[SESSION_COOKIE], request.host);
    accountCache.set(request, pending);
  }
  return pending;
}

function normalizeHost(host: string): string {
  return host.trim().toLowerCase();
}
