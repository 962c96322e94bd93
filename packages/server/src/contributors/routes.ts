// The contributors feature in the route table: the People screen's calls (admins only) and the
// invitation link's two calls (anyone holding the link).
import { CONFIG_AREA_PATH, isSiteRole, Permission } from '@tessera/core';
import { z } from 'zod';
import { type AnyRoute, defineRoute, PUBLIC, requires } from '../http/route.ts';
import { emailSchema } from '../identity/accounts.ts';
import { startSession } from '../identity/sign-in.ts';
import { signedInAnswer, signedInSchema } from '../identity/signed-in.ts';
import { peopleAuditLog } from './audit.ts';
import {
  acceptInvitation,
  actorOf,
  describeInvitation,
  inviteContributor,
  openInvitations,
  withdrawInvitation,
} from './invitations.ts';
import { changeRole, listContributors, removeContributor } from './people.ts';
import { contributorSchema, openInvitationSchema, peopleAuditEntrySchema } from './schemas.ts';

const ACCEPT_RATE = { max: 30, windowMs: 60_000 };

const roleSchema = z
  .number({ error: 'Please choose a role.' })
  .int('Please choose one of the roles.')
  .refine(isSiteRole, 'Please choose one of the roles.');
const accountParams = z.object({ accountId: z.string().min(1).max(100) });
const invitationParams = z.object({ id: z.string().min(1).max(100) });
const invitationToken = z
  .string({ error: 'This invitation link is not valid.' })
  .min(1, 'This invitation link is not valid.')
  .max(200, 'This invitation link is not valid.');

const peopleSchema = z.object({
  contributors: z.array(contributorSchema),
  invitations: z.array(openInvitationSchema),
  audit: z.array(peopleAuditEntrySchema),
});

export const contributorRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/people',
    host: 'site',
    tag: 'contributors',
    summary: "The site's contributors and their roles, open invitations and the log of changes",
    answer: {
      kind: 'json',
      schema: peopleSchema,
      description: 'Contributors by name; the newest 200 changes',
    },
    access: requires(Permission.admin),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({
      contributors: await listContributors(ctx.db, site.id),
      invitations: await openInvitations(ctx.db, site.id, ctx.now()),
      audit: await peopleAuditLog(ctx.db, site.id),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/people/invitations',
    host: 'site',
    tag: 'contributors',
    summary: 'Invite someone by email with a role: a mail with a link that works once, for 7 days',
    body: z.object({
      email: emailSchema,
      name: z
        .string({ error: 'Please enter a name.' })
        .trim()
        .max(100, 'Names are at most 100 characters.')
        .default(''),
      role: roleSchema,
    }),
    answer: { kind: 'empty', description: 'Invited' },
    access: requires(Permission.admin),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, request, reply, site, account, body }) => {
      if (account) {
        const linkBase = `${request.protocol}://${request.host}${CONFIG_AREA_PATH}`;
        await inviteContributor(ctx, site, account, { ...body, linkBase });
      }
      return reply.status(204).send();
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/people/invitations/:id',
    host: 'site',
    tag: 'contributors',
    summary: 'Withdraw an open invitation: its link stops working',
    params: invitationParams,
    answer: { kind: 'empty', description: 'Withdrawn' },
    access: requires(Permission.admin),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, reply, site, account, params }) => {
      if (account) await withdrawInvitation(ctx, site.id, account, params.id);
      return reply.status(204).send();
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/people/:accountId',
    host: 'site',
    tag: 'contributors',
    summary: "Change a contributor's role (the last administrator cannot be demoted)",
    params: accountParams,
    body: z.object({ role: roleSchema }),
    answer: { kind: 'empty', description: 'Changed' },
    access: requires(Permission.admin),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, reply, site, account, params, body }) => {
      if (account)
        await changeRole(ctx.db, site.id, actorOf(account), params.accountId, body.role, ctx.now());
      return reply.status(204).send();
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/people/:accountId',
    host: 'site',
    tag: 'contributors',
    summary: 'Remove a contributor from the site (the last administrator cannot be removed)',
    params: accountParams,
    answer: { kind: 'empty', description: 'Removed' },
    access: requires(Permission.admin),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, reply, site, account, params }) => {
      if (account) await removeContributor(ctx.db, site.id, actorOf(account), params.accountId, ctx.now());
      return reply.status(204).send();
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/people/invitation',
    host: 'site',
    tag: 'contributors',
    summary: "An invitation link's invitation: email, role, and whether that email has an account",
    query: z.object({ token: invitationToken }),
    answer: {
      kind: 'json',
      schema: z.object({
        email: z.string(),
        name: z.string(),
        role: z.number(),
        roleName: z.string(),
        siteTitle: z.string(),
        hasAccount: z.boolean(),
      }),
      description: 'The open invitation',
    },
    access: PUBLIC,
    crumb: false,
    rateLimit: ACCEPT_RATE,
    handler: ({ ctx, site, query }) => describeInvitation(ctx, site, query.token),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/people/invitation/accept',
    host: 'site',
    tag: 'contributors',
    summary:
      "Accept an invitation: a new account (or the email's existing one, with its password) gets the role and signs in",
    body: z.object({
      token: invitationToken,
      password: z.string({ error: 'Please enter a password.' }).min(1, 'Please enter a password.').max(500),
      displayName: z.string().trim().max(100, 'Names are at most 100 characters.').default(''),
    }),
    answer: {
      kind: 'json',
      schema: signedInSchema,
      description: 'Signed in, with what the role allows here',
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: ACCEPT_RATE,
    handler: async ({ ctx, request, reply, site, body }) => {
      const account = await acceptInvitation(ctx, site, body);
      await startSession(ctx, request, reply, account.id);
      return signedInAnswer(ctx.db, site.id, account);
    },
  }),
];
