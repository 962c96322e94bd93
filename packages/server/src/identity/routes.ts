// Owner sign-in and sign-out (spec section 7: POST /api/auth/Login, POST /api/auth/Logout).
import { CONFIG_AREA_PATH } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Account } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { clearCookie, SESSION_COOKIE, setCookie } from '../http/cookies.ts';
import { refreshCrumb } from '../http/crumb.ts';
import { HttpError, parseInput } from '../http/errors.ts';
import { siteOf } from '../http/site-request.ts';
import { authenticate, publicAccount, WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import { consumeHandoff } from './handoff.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limit.ts';
import { createSession, deleteSession, requestAccount, SESSION_LIFETIME_MS } from './sessions.ts';

export const loginSchema = z.object({
  email: z.string({ error: 'Please enter your email.' }).trim().min(1, 'Please enter your email.').max(256),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(500),
  rememberMe: z.boolean().optional(),
});

/** Counts failures per address and per address+email; a success clears the pair. */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<Account> {
  const ipKey = `ip:${request.ip}`;
  const pairKey = `pair:${request.ip}:${email.trim().toLowerCase()}`;
  if (ctx.loginFailures.isBlocked(pairKey) || ctx.ipLoginFailures.isBlocked(ipKey)) {
    throw new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
  }
  const account = await authenticate(ctx.db, email, password);
  if (!account) {
    ctx.loginFailures.recordFailure(pairKey);
    ctx.ipLoginFailures.recordFailure(ipKey);
    throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
  }
  ctx.loginFailures.reset(pairKey);
  await startSession(ctx, request, reply, account.id);
  return account;
}

export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
) {
  const token = await createSession(ctx.db, accountId);
  setCookie(reply, request, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_LIFETIME_MS / 1000 });
  // A new session makes the old crumb stale: hand out the one that matches.
  refreshCrumb(ctx.secret, request, reply, token);
}

export async function signOut(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await deleteSession(ctx.db, request.cookies[SESSION_COOKIE]);
  clearCookie(reply, SESSION_COOKIE);
  refreshCrumb(ctx.secret, request, reply, undefined);
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/Login', async (request, reply) => {
    const { email, password } = parseInput(loginSchema, request.body ?? {});
    const account = await signIn(ctx, request, reply, email, password);
    return { account: publicAccount(account) };
  });

  app.post('/api/auth/Logout', async (request, reply) => {
    await signOut(ctx, request, reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/Session', async (request) => {
    const account = await requestAccount(ctx.db, request);
    return { account: account ? publicAccount(account) : null };
  });

  // The platform home hands a signed-in owner over to a site's own host (cookies are per host).
  app.get('/api/auth/Handoff', async (request, reply) => {
    const website = siteOf(request);
    const token = (request.query as { token?: unknown }).token;
    if (!website || typeof token !== 'string') throw new HttpError(400, 'This sign-in link is not valid.');
    const accountId = await consumeHandoff(ctx.db, token, website.id);
    if (!accountId) throw new HttpError(400, 'This sign-in link has expired. Please sign in again.');
    await startSession(ctx, request, reply, accountId);
    return reply.redirect(CONFIG_AREA_PATH, 303);
  });
}
