// Owner sign-in and sign-out (spec section 7: POST /api/auth/Login, POST /api/auth/Logout), the
// current session, and the hand-off from the platform home to a site's host.

import { CONFIG_AREA_PATH } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../http/context.ts';
import { ensureCrumb } from '../http/crumb.ts';
import { HttpError } from '../http/errors.ts';
import { parseInput } from '../http/input.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { siteOf } from '../http/site-request.ts';
import { publicAccount } from './accounts.ts';
import { consumeHandoff, HANDOFF_PATH, HANDOFF_SCRIPT, HANDOFF_SCRIPT_PATH, handoffPage } from './handoff.ts';
import { requestAccount } from './sessions.ts';
import { signIn, signOut, startSession } from './sign-in.ts';

export const loginSchema = z.object({
  email: z.string({ error: 'Please enter your email.' }).trim().min(1, 'Please enter your email.').max(256),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(500),
  rememberMe: z.boolean().optional(),
});

const handoffForm = z.object({ token: z.string().min(1).max(200) });
const EXPIRED_LINK = 'This sign-in link has expired. Please sign in again.';

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

  app.get(HANDOFF_PATH, async (request, reply) => {
    const website = siteOf(request);
    const token = (request.query as { token?: unknown }).token;
    if (!website || typeof token !== 'string') throw new HttpError(400, 'This sign-in link is not valid.');
    const crumb = ensureCrumb(ctx.secret, request, reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', htmlPolicy({ frameAncestors: "'none'", frameSrc: "'none'" }))
      .send(handoffPage(website.title, token, crumb));
  });

  app.post(HANDOFF_PATH, async (request, reply) => {
    const website = siteOf(request);
    const { token } = parseInput(handoffForm, request.body ?? {});
    const accountId = website ? await consumeHandoff(ctx.db, token, website.id) : null;
    if (!accountId) throw new HttpError(400, EXPIRED_LINK);
    await startSession(ctx, request, reply, accountId);
    return reply.redirect(CONFIG_AREA_PATH, 303);
  });

  app.get(HANDOFF_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(HANDOFF_SCRIPT),
  );
}
