// An account's own security, from the config area's Account screen: changing the password (the
// current one required), the list of its sessions with device and last use, and signing out
// everywhere (every session of the account ends, this one too).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Account } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { clearCookie, SESSION_COOKIE } from '../http/cookies.ts';
import { refreshCrumb } from '../http/crumb.ts';
import { HttpError } from '../http/errors.ts';
import { SIGN_IN_ACCOUNT } from '../throttle/policy.ts';
import { attempt, forget, throttleKey } from '../throttle/service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  deletePasswordResetsOf,
  deleteSessionsOfAccount,
  listSessions,
  updatePasswordHash,
} from './repository.ts';
import { hashToken } from './sessions.ts';
import { tooManyAttempts } from './sign-in.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/** A signed-in session of the account, as the Account screen lists it */
export const accountSessionSchema = z
  .object({
    device: z.string().nullable(),
    host: z.string().nullable(),
    startedAt: z.string(),
    lastUsedAt: z.string(),
    /** The session this request came with */
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });

function currentSessionId(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : undefined;
}

/**
 * Sets a new password when the current one is right; the account's other sessions end, and reset
 * links asked for before open nothing (one in a mailbox someone else reads would undo the change).
 */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  account: Account,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  // Guesses at the current password are held like sign-in guesses: a borrowed session cannot try many.
  const checks = [{ key: throttleKey('change-password', account.id), policy: SIGN_IN_ACCOUNT }];
  const decision = await attempt(ctx.db, checks, ctx.now());
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs);
  if (!(await verifyPassword(currentPassword, account.password_hash))) {
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await forget(
    ctx.db,
    checks.map((check) => check.key),
    ctx.now(),
  );
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, account.id, passwordHash);
    await deletePasswordResetsOf(trx, account.id);
    await deleteSessionsOfAccount(trx, account.id, currentSessionId(request));
  });
}

export async function accountSessions(
  ctx: AppContext,
  request: FastifyRequest,
  accountId: string,
): Promise<z.output<typeof accountSessionSchema>[]> {
  const current = currentSessionId(request);
  const rows = await listSessions(ctx.db, accountId, ctx.now());
  return rows.map((row) => ({
    device: row.device,
    host: row.host,
    startedAt: new Date(Number(row.created_at)).toISOString(),
    lastUsedAt: new Date(Number(row.last_used_at ?? row.created_at)).toISOString(),
    current: row.id === current,
  }));
}

/** Ends every session of the account, this browser's too. */
export async function signOutEverywhere(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  await deleteSessionsOfAccount(ctx.db, accountId);
  clearCookie(reply, SESSION_COOKIE);
  refreshCrumb(ctx.secret, request, reply, null);
}
