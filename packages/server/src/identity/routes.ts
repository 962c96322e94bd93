// Identity's entries in the route table: owner sign-in and sign-out (spec section 7: POST
// /api/auth/Login, POST /api/auth/Logout), the current session, and the hand-off from the platform
// home to a site's host.
import { CONFIG_AREA_PATH } from '@tessera/core';
import { z } from 'zod';
import { ensureCrumb } from '../http/crumb.ts';
import { HttpError } from '../http/errors.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../http/route.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { publicAccount } from './accounts.ts';
import { consumeHandoff, HANDOFF_PATH, HANDOFF_SCRIPT, HANDOFF_SCRIPT_PATH, handoffPage } from './handoff.ts';
import { SIGN_IN_RATE, signIn, signOut, startSession } from './sign-in.ts';
import { publicAccountSchema, signedInAnswer, signedInSchema } from './signed-in.ts';

export const loginSchema = z.object({
  email: z.string({ error: 'Please enter your email.' }).trim().min(1, 'Please enter your email.').max(256),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(500),
  /** Spec's session payload: false ends the session when the browser closes (the default keeps it 30 days) */
  rememberMe: z.boolean().optional(),
});

const handoffQuery = z.object({
  token: z.string({ error: 'This sign-in link is not valid.' }).min(1).max(200),
});
const handoffForm = z.object({ token: z.string().min(1).max(200) });
const EXPIRED_LINK = 'This sign-in link has expired. Please sign in again.';

export const identityRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/auth/Login',
    host: 'any',
    tag: 'identity',
    summary: 'Sign in with email and password; answers the account and sets the session cookie',
    body: loginSchema,
    answer: {
      kind: 'json',
      schema: signedInSchema,
      description:
        "Signed in; on a site's host, what the account may do there (as the config area's context says), else none",
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: SIGN_IN_RATE,
    handler: async ({ ctx, request, reply, site, body }) => {
      const account = await signIn(ctx, request, reply, body.email, body.password, {
        remember: body.rememberMe ?? true,
      });
      // The config area signs in in place: it learns here what to offer (its context was signed out).
      return signedInAnswer(ctx.db, site?.id ?? null, account);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/auth/Logout',
    host: 'any',
    tag: 'identity',
    summary: 'Sign out: ends this session',
    answer: { kind: 'empty', description: 'Signed out (also when nobody was signed in)' },
    access: PUBLIC,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, request, reply }) => signOut(ctx, request, reply),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/auth/Session',
    host: 'any',
    tag: 'identity',
    summary: 'The signed-in account, or null',
    readsAccount: true,
    answer: {
      kind: 'json',
      schema: z.object({ account: publicAccountSchema.nullable() }),
      description: 'The account of this session',
    },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async ({ account }) => ({ account: account ? publicAccount(account) : null }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/auth/Crumb',
    host: 'any',
    tag: 'identity',
    summary:
      'A crumb for this browser (also set as the crumb cookie): for a page that must send a beacon before it has made any call',
    answer: { kind: 'json', schema: z.object({ crumb: z.string() }), description: 'The crumb' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, request, reply }) => ({ crumb: ensureCrumb(ctx.secret, request, reply) }),
  }),
  defineRoute({
    method: 'GET',
    path: HANDOFF_PATH,
    host: 'site',
    tag: 'identity',
    summary: "The platform home's hand-off link: a page whose form posts the token (looking changes nothing)",
    query: handoffQuery,
    answer: { kind: 'html', description: 'A form that posts the token, submitted at once by a script' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, request, reply, site, query }) => {
      const crumb = ensureCrumb(ctx.secret, request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', htmlPolicy({ frameAncestors: "'none'", frameSrc: "'none'" }))
        .send(handoffPage(site.title, query.token, crumb));
    },
  }),
  defineRoute({
    method: 'POST',
    path: HANDOFF_PATH,
    host: 'site',
    tag: 'identity',
    summary: 'Spends a hand-off token: signs in on this site and goes to the config area',
    // A stale crumb: the link's page has gone; the config area signs in as well.
    crumbRetry: () => CONFIG_AREA_PATH,
    body: handoffForm,
    bodyType: 'form',
    answer: { kind: 'redirect', description: 'To /config/, signed in' },
    access: PUBLIC,
    crumb: true,
    rateLimit: SIGN_IN_RATE,
    handler: async ({ ctx, request, reply, site, body }) => {
      const accountId = await consumeHandoff(ctx.db, body.token, site.id);
      if (!accountId) throw new HttpError(400, EXPIRED_LINK);
      await startSession(ctx, request, reply, accountId);
      return reply.redirect(CONFIG_AREA_PATH, 303);
    },
  }),
  defineRoute({
    method: 'GET',
    path: HANDOFF_SCRIPT_PATH,
    host: 'site',
    tag: 'identity',
    summary: "Submits the hand-off page's form",
    answer: { kind: 'file', contentType: 'text/javascript', description: 'A one-line script' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async ({ reply }) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(HANDOFF_SCRIPT),
  }),
];
