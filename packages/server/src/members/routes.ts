// Members' entries in the route table: the spec's session calls (section 7: POST and DELETE
// /api/site-users/account/session), joining and confirming, the member's own account, and the
// owner's members list and member areas in the config area. The password reset is asked for and used
// signed out.
import {
  isSameSitePath,
  MEMBER_AREA_DESCRIPTION_MAX_LENGTH,
  MEMBER_AREA_NAME_MAX_LENGTH,
  MEMBER_MESSAGES,
  MEMBER_NAME_MAX_LENGTH,
  MEMBER_PASSWORD_MAX_LENGTH,
  Permission,
} from '@tessera/core';
import { MEMBER_ACCOUNT_PAGE, MEMBER_VERIFY_PAGE } from '@tessera/site';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { HttpError } from '../http/errors.ts';
import { type AnyRoute, defineRoute, PUBLIC, requires, SITE_MEMBER } from '../http/route.ts';
import { SIGN_IN_RATE } from '../identity/sign-in.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { memberAccount } from './account-view.ts';
import {
  changeMemberPassword,
  deleteMemberAccount,
  joinArea,
  joinSite,
  renameMember,
  signInMember,
  signOutMember,
  verifyMember,
} from './accounts.ts';
import {
  areaSummaries,
  createArea,
  editArea,
  memberAreaSummarySchema,
  memberSummaries,
  memberSummarySchema,
  membersCsv,
  removeArea,
  removeMember,
} from './areas.ts';
import { completeMemberPasswordReset, requestMemberPasswordReset } from './password-reset.ts';

const id = z.string().regex(ID_PATTERN, 'Not a valid id.');
const idParams = z.object({ id });
const returnTo = z
  .string()
  .max(2000)
  .refine(isSameSitePath, 'returnTo must be a path on this site.')
  .catch('/');
/** The mailed confirmation link's query: its signed token and where the member was going. */
const verifyQuery = z.object({ token: z.string().max(200).default(''), returnTo: returnTo.default('/') });
const name = z.string({ error: MEMBER_MESSAGES.nameRequired }).max(MEMBER_NAME_MAX_LENGTH * 2);
const password = z.string({ error: 'Please enter a password.' }).max(MEMBER_PASSWORD_MAX_LENGTH);

/** The spec's session login payload (section 3): email, password, rememberMe. */
const sessionBody = z.object({
  email: z
    .string({ error: MEMBER_MESSAGES.invalidEmail })
    .trim()
    .min(1, MEMBER_MESSAGES.invalidEmail)
    .max(256),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(MEMBER_PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
});

const accountSchema = z.object({
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  areas: z.array(z.object({ id: z.string(), name: z.string() })),
  xsrfToken: z.string(),
});
const areaBody = z.object({
  name: z.string({ error: 'Please name the member area.' }).max(MEMBER_AREA_NAME_MAX_LENGTH * 2),
  description: z
    .string()
    .max(MEMBER_AREA_DESCRIPTION_MAX_LENGTH * 2)
    .default(''),
  collectionIds: z.array(id).max(500).default([]),
});

export const memberRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/site-users/account/session',
    host: 'site',
    tag: 'members',
    summary:
      'Signs a site member in (spec section 7); answers the xsrfToken later member calls send as X-SiteUser-XSRF-Token',
    body: sessionBody,
    answer: {
      kind: 'json',
      schema: z.object({ xsrfToken: z.string() }),
      description: 'Signed in as a member of this site',
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: SIGN_IN_RATE,
    handler: async ({ ctx, request, reply, site, body }) => ({
      xsrfToken: await signInMember({ ctx, request, site }, reply, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/site-users/account/session',
    host: 'site',
    tag: 'members',
    summary: "Signs the member out (spec section 7); the visitor's cart stays when cloneCart is true",
    query: z.object({ cloneCart: z.enum(['true', 'false']).default('false') }),
    answer: { kind: 'empty', description: 'Signed out (also when no member was signed in)' },
    access: PUBLIC,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, request, reply, site, query }) =>
      signOutMember({ ctx, request, site }, reply, query.cloneCart === 'true'),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/site-users/accounts',
    host: 'site',
    tag: 'members',
    summary:
      'Joins the site as a member (and a free area): a confirmation link is mailed; the same answer for an address already a member',
    body: z.object({
      name,
      email: z.string({ error: MEMBER_MESSAGES.invalidEmail }).max(256),
      password,
      areaId: id.optional(),
      returnTo: returnTo.default('/'),
    }),
    answer: {
      kind: 'json',
      status: 202,
      schema: z.object({ status: z.literal('check-inbox') }),
      description: 'The mail is on its way',
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: SIGN_IN_RATE,
    handler: async ({ ctx, request, reply, site, body }) => {
      const baseUrl = siteBaseUrl(request.protocol, site.identifier, ctx.appDomain);
      await joinSite({ ctx, request, site }, body, baseUrl);
      reply.code(202);
      return { status: 'check-inbox' as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/site-users/account/password-reset',
    host: 'site',
    tag: 'members',
    summary:
      'Asks for a password reset link by mail (one a minute per member); the same answer whether the email is a member or not',
    body: z.object({ email: z.string({ error: MEMBER_MESSAGES.invalidEmail }).max(256) }),
    answer: {
      kind: 'json',
      status: 202,
      schema: z.object({ status: z.literal('check-inbox') }),
      description: 'If the email is a member, the mail is on its way',
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: SIGN_IN_RATE,
    handler: async ({ ctx, request, reply, site, body }) => {
      const baseUrl = siteBaseUrl(request.protocol, site.identifier, ctx.appDomain);
      await requestMemberPasswordReset({ ctx, request, site }, body.email, baseUrl);
      reply.code(202);
      return { status: 'check-inbox' as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/site-users/account/password-reset/complete',
    host: 'site',
    tag: 'members',
    summary:
      "Sets a new password with a reset link's token (once); ends every session of the member and signs them in, answering the xsrfToken",
    body: z.object({
      token: z.string({ error: MEMBER_MESSAGES.resetLinkExpired }).max(200, MEMBER_MESSAGES.resetLinkExpired),
      password,
    }),
    answer: {
      kind: 'json',
      schema: z.object({ xsrfToken: z.string() }),
      description: 'Signed in with the new password',
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: SIGN_IN_RATE,
    handler: async ({ ctx, request, reply, site, body }) => ({
      xsrfToken: await completeMemberPasswordReset({ ctx, request, site }, reply, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: MEMBER_VERIFY_PAGE,
    host: 'site',
    tag: 'members',
    summary:
      'The confirmation link mailed to a new member: changes nothing (mail scanners open links), and shows the page whose button confirms',
    query: verifyQuery,
    answer: {
      kind: 'redirect',
      description: 'To the member page, asking the member to confirm with a button',
    },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async ({ reply, query }) =>
      reply.redirect(
        `${MEMBER_ACCOUNT_PAGE}?confirm=${encodeURIComponent(query.token)}&returnTo=${encodeURIComponent(query.returnTo)}`,
        303,
      ),
  }),
  defineRoute({
    method: 'POST',
    path: MEMBER_VERIFY_PAGE,
    host: 'site',
    tag: 'members',
    summary:
      "The confirmation page's button: confirms the email the signed link names, then goes to the sign-in",
    query: verifyQuery,
    body: z.object({}),
    bodyType: 'form',
    answer: {
      kind: 'redirect',
      description: 'To the member account page, saying whether the email is confirmed',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The signed token is the authority; the page holding the button is opened from a mail, before any session',
    rateLimit: SIGN_IN_RATE,
    handler: async ({ ctx, reply, site, query }) => {
      const verified = await verifyMember(ctx, site, query.token);
      const next = `${MEMBER_ACCOUNT_PAGE}?${verified ? 'verified=1' : 'verified=0'}&returnTo=${encodeURIComponent(query.returnTo)}`;
      return reply.redirect(next, 303);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/site-users/account',
    host: 'site',
    tag: 'members',
    summary:
      "The signed-in member's account, their areas and the session's xsrfToken (readable only by the site's own pages)",
    answer: { kind: 'json', schema: accountSchema, description: 'The member' },
    access: SITE_MEMBER,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, member }) => memberAccount(ctx, site, signedIn(member)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/site-users/account',
    host: 'site',
    tag: 'members',
    summary: "Changes the member's name",
    body: z.object({ name }),
    answer: { kind: 'json', schema: accountSchema, description: 'The member as now' },
    access: SITE_MEMBER,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, member, body }) => {
      await renameMember(ctx, site, signedIn(member).member, body.name);
      return memberAccount(ctx, site, signedIn(member), body.name.trim());
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/site-users/account/password',
    host: 'site',
    tag: 'members',
    summary: "Changes the member's password, given the current one; signs their other browsers out",
    body: z.object({ currentPassword: password, newPassword: password }),
    answer: { kind: 'empty', description: 'Changed' },
    access: SITE_MEMBER,
    crumb: true,
    rateLimit: SIGN_IN_RATE,
    handler: ({ ctx, request, site, member, body }) =>
      changeMemberPassword({ ctx, request, site }, signedIn(member).member, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/site-users/account',
    host: 'site',
    tag: 'members',
    summary: "Deletes the member's account on this site (given their password) and signs them out",
    body: z.object({ password }),
    answer: { kind: 'empty', description: 'Deleted' },
    access: SITE_MEMBER,
    crumb: true,
    rateLimit: SIGN_IN_RATE,
    handler: ({ ctx, request, reply, site, member, body }) =>
      deleteMemberAccount({ ctx, request, site }, reply, signedIn(member).member, body.password),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/site-users/account/areas/:id',
    host: 'site',
    tag: 'members',
    summary: 'The signed-in member joins a free member area',
    params: idParams,
    answer: { kind: 'empty', description: 'A member of the area' },
    access: SITE_MEMBER,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, member, params }) => joinArea(ctx, site, signedIn(member).member, params.id),
  }),
  // ——— The config area ———
  defineRoute({
    method: 'GET',
    path: '/api/config/members',
    host: 'site',
    tag: 'members',
    summary: "The site's members (at most 500, newest first), searched by name or email, with their areas",
    query: z.object({ q: z.string().max(200).default('') }),
    answer: {
      kind: 'json',
      schema: z.object({ members: z.array(memberSummarySchema) }),
      description: 'The members',
    },
    access: requires(Permission.crm),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, query }) => ({ members: await memberSummaries(ctx, site.id, query.q) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/members.csv',
    host: 'site',
    tag: 'members',
    summary: "The site's members as CSV (name, email, confirmed, joined, areas)",
    answer: { kind: 'file', contentType: 'text/csv', description: 'The CSV file' },
    access: requires(Permission.crm),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, reply }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="members.csv"')
        .send(await membersCsv(ctx, site.id)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/members/:id',
    host: 'site',
    tag: 'members',
    summary: 'Removes a member: their account, sessions and memberships',
    params: idParams,
    answer: { kind: 'empty', description: 'Removed' },
    access: requires(Permission.crm),
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params }) => removeMember(ctx, site.id, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/member-areas',
    host: 'site',
    tag: 'members',
    summary: "The site's member areas, what each protects and how many members it has",
    answer: {
      kind: 'json',
      schema: z.object({ areas: z.array(memberAreaSummarySchema) }),
      description: 'The areas',
    },
    access: requires(Permission.settings),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ areas: await areaSummaries(ctx, site.id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/member-areas',
    host: 'site',
    tag: 'members',
    summary: 'Makes a free member area protecting the chosen pages and collections',
    body: areaBody,
    answer: { kind: 'json', status: 201, schema: z.object({ id: z.string() }), description: 'Made' },
    access: requires(Permission.settings),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, reply, body }) => {
      reply.code(201);
      return { id: (await createArea(ctx, site.id, body)).id };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/member-areas/:id',
    host: 'site',
    tag: 'members',
    summary: "Changes a member area's name, description and what it protects",
    params: idParams,
    body: areaBody,
    answer: { kind: 'empty', description: 'Changed' },
    access: requires(Permission.settings),
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params, body }) => editArea(ctx, site.id, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/member-areas/:id',
    host: 'site',
    tag: 'members',
    summary: 'Deletes a member area: its pages are open again; its members stay members of the site',
    params: idParams,
    answer: { kind: 'empty', description: 'Deleted' },
    access: requires(Permission.settings),
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params }) => removeArea(ctx, site.id, params.id),
  }),
];

/** The member of a SITE_MEMBER route (the route table has checked there is one). */
function signedIn<M>(member: M | null): M {
  if (!member) throw new HttpError(401, MEMBER_MESSAGES.signInRequired);
  return member;
}
