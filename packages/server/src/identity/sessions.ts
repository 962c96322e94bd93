// Sessions: a random token in an httpOnly cookie; the database keeps only its hash.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Account } from '../db/schema.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';
import {
  deleteExpiredSessions,
  deleteSessionById,
  findSessionAccount,
  insertSession,
  touchSession,
} from './repository.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often: the list is told "a few minutes ago", not every request a write. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for the account, valid on `host` only (a session cookie carried elsewhere signs in nobody). */
export async function createSession(
  db: Db,
  accountId: string,
  host: string,
  now = Date.now(),
  device: string | null = null,
): Promise<string> {
  // Housekeeping where it is cheap: signing in clears this account's expired sessions.
  await deleteExpiredSessions(db, accountId, now);
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    id: hashToken(token),
    accountId,
    host: normalizeHost(host),
    createdAt: now,
    expiresAt: now + SESSION_LIFETIME_MS,
    device,
  });
  return token;
}

export async function accountForSession(
  db: Db,
  token: string | undefined,
  host: string,
  now = Date.now(),
): Promise<Account | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const found = await findSessionAccount(db, id, normalizeHost(host), now);
  if (!found) return null;
  if (found.lastUsedAt === null || now - found.lastUsedAt >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, id, now);
  }
  return found.account;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSessionById(db, hashToken(token));
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
