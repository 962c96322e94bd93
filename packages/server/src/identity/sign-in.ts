// Signing in and out, for the config area's API and the platform home's forms alike. Guesses are
// throttled per account and per address with growing delays, counted in the database before the
// password is checked; a browser the account signed in from before is counted on its own.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { clearCookie, SESSION_COOKIE, setCookie } from '../http/cookies.ts';
import { refreshCrumb } from '../http/crumb.ts';
import { HttpError } from '../http/errors.ts';
import { SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS, SIGN_IN_DEVICE } from '../throttle/policy.ts';
import { admitGuess, describeWait, throttleKey } from '../throttle/service.ts';
import { findAccountByEmail, WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import { deviceName, issueDeviceCookie, knownDevice } from './device.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { createSession, deleteSession, SESSION_LIFETIME_MS } from './sessions.ts';

/** A flood limit per address for sign-in forms; guesses themselves are throttled in the database. */
export const SIGN_IN_RATE = { max: 300, windowMs: 60_000 };

export function tooManyAttempts(retryAfterMs: number): HttpError {
  return new HttpError(
    429,
    `Too many sign-in attempts. Please wait ${describeWait(retryAfterMs)} and try again.`,
    undefined,
    undefined,
    { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

/** Signs in with email and password: the account, or 401 for a wrong pair, or 429 while held. */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
  { remember = true }: { remember?: boolean } = {},
): Promise<Account> {
  const normalized = email.trim().toLowerCase();
  const account = await findAccountByEmail(ctx.db, normalized);
  const device = knownDevice(ctx.secret, request, account?.id);
  // A browser the account signed in from before is counted on its own; a new one against the account
  // and its address (the address only keeps what was guessed wrong: an office's sign-ins never hold it).
  const admission = await admitGuess(
    ctx.db,
    device
      ? { account: { key: throttleKey('sign-in:device', device), policy: SIGN_IN_DEVICE }, shared: [] }
      : {
          account: { key: throttleKey('sign-in:account', normalized), policy: SIGN_IN_ACCOUNT },
          shared: [{ key: throttleKey('sign-in:address', request.ip), policy: SIGN_IN_ADDRESS }],
        },
    () => ctx.now(),
  );
  if (!admission.allowed) throw tooManyAttempts(admission.retryAfterMs);
  let matches = false;
  try {
    // The same work, in the same time, whether the email has an account or not.
    matches = await verifyPassword(password, account?.password_hash ?? (await dummyPasswordHash()));
  } finally {
    await admission.settle(Boolean(account) && matches);
  }
  if (!account || !matches) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
  issueDeviceCookie(ctx.secret, request, reply, account.id);
  await startSession(ctx, request, reply, account.id, { remember });
  return account;
}

export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  const token = await createSession(
    ctx.db,
    accountId,
    request.host,
    Date.now(),
    deviceName(request.headers['user-agent']),
  );
  // Remembered, the cookie outlives the browser for the session's lifetime; otherwise it ends with it.
  setCookie(
    reply,
    request,
    SESSION_COOKIE,
    token,
    remember ? { maxAgeSeconds: SESSION_LIFETIME_MS / 1000 } : {},
  );
  // A new session makes the old crumb stale: hand out the one that matches.
  refreshCrumb(ctx.secret, request, reply, token);
}

export async function signOut(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await deleteSession(ctx.db, request.cookies[SESSION_COOKIE]);
  clearCookie(reply, SESSION_COOKIE);
  refreshCrumb(ctx.secret, request, reply, null);
}
