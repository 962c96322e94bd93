// Unlocking a password-protected site or page lasts for the browser session: a signed, host-only
// cookie lists what was unlocked. Each entry carries a fingerprint of the password hash, so
// changing the password locks everyone out again.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findCollectionById } from '../content/index.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { setCookie, UNLOCK_COOKIE } from '../http/cookies.ts';
import { sign, verify } from '../http/signing.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { UNLOCK_ADDRESS, UNLOCK_PAGE } from '../throttle/policy.ts';
import { attempt, refund, throttleKey } from '../throttle/service.ts';

export function unlockEntry(scope: string, passwordHash: string): string {
  return `${scope}:${createHash('sha256').update(passwordHash).digest('base64url').slice(0, 10)}`;
}

export function signUnlockCookie(secret: string, entries: string[]): string {
  const payload = Buffer.from(JSON.stringify(entries.slice(-50))).toString('base64url');
  return `${payload}.${sign(secret, 'unlock', payload)}`;
}

export function readUnlockCookie(secret: string, value: string | undefined): string[] {
  if (!value) return [];
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return [];
  if (!verify(secret, signature, 'unlock', payload)) return [];
  try {
    const entries = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return Array.isArray(entries) ? entries.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The lock screen's form: a right password unlocks the page or site for the browser session (a signed
 * cookie); tries are counted before the password is checked (each check costs a slow hash).
 */
export async function unlock(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  website: Website,
  { scope, returnTo }: { scope: string; returnTo: string },
  password: string,
) {
  const passwordHash =
    scope === 'site'
      ? website.password_hash
      : ((await findCollectionById(ctx.db, website.id, scope))?.password_hash ?? null);
  if (!passwordHash) return reply.redirect(returnTo, 303);
  const checks = [
    { key: throttleKey('unlock:address', request.ip), policy: UNLOCK_ADDRESS },
    { key: throttleKey('unlock:page', website.id, scope), policy: UNLOCK_PAGE },
  ];
  const decision = await attempt(ctx.db, checks, ctx.now());
  if (!decision.allowed) return reply.redirect(`${returnTo}?password=wait`, 303);
  if (!(await verifyPassword(password, passwordHash))) {
    return reply.redirect(`${returnTo}?password=incorrect`, 303);
  }
  // Only wrong guesses count: an office of visitors who know the password never holds the page.
  await refund(ctx.db, checks, ctx.now());
  const entries = readUnlockCookie(ctx.secret, request.cookies[UNLOCK_COOKIE]);
  entries.push(unlockEntry(scope, passwordHash));
  setCookie(reply, request, UNLOCK_COOKIE, signUnlockCookie(ctx.secret, entries));
  return reply.redirect(returnTo, 303);
}
