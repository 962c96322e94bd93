// The account's own security in the route table: password reset by email (asked for and used while
// signed out), changing the password, the sessions list and signing out everywhere.
import { CONFIG_AREA_PATH } from '@tessera/core';
import { z } from 'zod';
import { type AnyRoute, defineRoute, PUBLIC, SIGNED_IN } from '../http/route.ts';
import {
  accountSessionSchema,
  accountSessions,
  changePassword,
  signOutEverywhere,
} from './account-security.ts';
import { emailSchema, newPasswordSchema } from './accounts.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { startSession } from './sign-in.ts';
import { signedInAnswer, signedInSchema } from './signed-in.ts';

/** Asking for reset mail: a few a minute per address (each account also gets at most one a minute). */
const RESET_REQUEST_RATE = { max: 10, windowMs: 60_000 };
const RESET_USE_RATE = { max: 30, windowMs: 60_000 };

const linkToken = z
  .string({ error: 'This link is not valid.' })
  .min(1, 'This link is not valid.')
  .max(200, 'This link is not valid.');

export const accountRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/auth/PasswordReset',
    host: 'site',
    tag: 'identity',
    summary: 'Ask for a password reset link by mail (answers the same whether the email has an account)',
    body: z.object({ email: emailSchema }),
    answer: { kind: 'empty', description: 'If the email has an account, a reset link is on its way' },
    access: PUBLIC,
    crumb: true,
    rateLimit: RESET_REQUEST_RATE,
    handler: async ({ ctx, request, reply, site, body }) => {
      const linkBase = `${request.protocol}://${request.host}${CONFIG_AREA_PATH}`;
      await requestPasswordReset(ctx, { email: body.email, linkBase, websiteId: site.id });
      return reply.status(204).send();
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/auth/PasswordReset/Complete',
    host: 'site',
    tag: 'identity',
    summary: "Set a new password with a reset link's token; ends every session and signs in",
    body: z.object({ token: linkToken, password: newPasswordSchema }),
    answer: { kind: 'json', schema: signedInSchema, description: 'Signed in with the new password' },
    access: PUBLIC,
    crumb: true,
    rateLimit: RESET_USE_RATE,
    handler: async ({ ctx, request, reply, site, body }) => {
      const account = await resetPassword(ctx, body.token, body.password);
      await startSession(ctx, request, reply, account.id);
      return signedInAnswer(ctx.db, site.id, account);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/account/password',
    host: 'site',
    tag: 'identity',
    summary: 'Change the password (the current one required); the other sessions end',
    body: z.object({
      currentPassword: z
        .string({ error: 'Please enter your current password.' })
        .min(1, 'Please enter your current password.')
        .max(500),
      newPassword: newPasswordSchema,
    }),
    answer: { kind: 'empty', description: 'Changed' },
    access: SIGNED_IN,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, request, reply, account, body }) => {
      if (account) await changePassword(ctx, request, account, body);
      return reply.status(204).send();
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/account/sessions',
    host: 'site',
    tag: 'identity',
    summary: "The account's live sessions: device, where, when started and last used",
    answer: {
      kind: 'json',
      schema: z.object({ sessions: z.array(accountSessionSchema) }),
      description: 'Most recently used first',
    },
    access: SIGNED_IN,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, request, account }) => ({
      sessions: account ? await accountSessions(ctx, request, account.id) : [],
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/account/sessions/end-all',
    host: 'site',
    tag: 'identity',
    summary: 'Sign out everywhere: ends every session of the account, this one too',
    answer: { kind: 'empty', description: 'Signed out everywhere' },
    access: SIGNED_IN,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, request, reply, account }) => {
      if (account) await signOutEverywhere(ctx, request, reply, account.id);
      return reply.status(204).send();
    },
  }),
];
