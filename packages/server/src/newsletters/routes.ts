// The newsletters feature's entries in the route table: the owner's lists and subscribers (the
// newsletter permission), and the visitors' sign-up (the block's island, and its form without
// JavaScript) and one-click unsubscribe. The confirmation link and the unsubscribe page are pages
// of the site (pages/newsletter/).

import { Readable } from 'node:stream';
import { NEWSLETTER_NAME_MAX_LENGTH, Permission } from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { pagePositionPattern } from '../db/newest-first.ts';
import type { HttpError } from '../http/errors.ts';
import { type AnyRoute, defineRoute, PUBLIC, type RouteInput, requires } from '../http/route.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { renderRequest } from '../pages/render.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { mailingListSummarySchema, subscriberPageSchema } from './schemas.ts';
import {
  CONFIRM_PATH,
  confirmSubscription,
  createMailingList,
  deleteMailingList,
  listMailingLists,
  renameMailingList,
  subscribe,
  subscriberPage,
  subscribersCsv,
  UNSUBSCRIBE_PATH,
  unsubscribe,
} from './service.ts';

/** A visitor signs up a few times at most; more from one address is a flood. */
const SIGN_UP_RATE = { max: 20, windowMs: 60_000 };

const listName = z
  .string({ error: 'Please enter a name.' })
  .trim()
  .min(1, 'Please enter a name.')
  .max(NEWSLETTER_NAME_MAX_LENGTH, `Names are at most ${NEWSLETTER_NAME_MAX_LENGTH} characters.`);

const listParams = z.object({ listId: z.string().regex(ID_PATTERN, 'Unknown mailing list.') });

const signUp = z.object({
  listId: z.string({ error: 'A List must be selected' }).max(100),
  email: z.string({ error: 'Please enter a valid email' }).max(320, 'Please enter a valid email'),
  name: z
    .string()
    .max(NEWSLETTER_NAME_MAX_LENGTH, `Names are at most ${NEWSLETTER_NAME_MAX_LENGTH} characters.`)
    .default(''),
});

const tokenQuery = z.object({ token: z.string().max(200).default('') });

function signUpOf(input: RouteInput<unknown, unknown, z.output<typeof signUp>, 'site'>) {
  const { ctx, request, site, body } = input;
  return {
    websiteId: site.id,
    siteTitle: site.title,
    baseUrl: siteBaseUrl(request.protocol, site.identifier, ctx.appDomain),
    secret: ctx.secret,
    listId: body.listId,
    email: body.email,
    name: body.name,
    now: ctx.now(),
  };
}

/**
 * A refused sign-up without JavaScript: the confirm page saying what went wrong (the form again when
 * the address was refused), with the refusal's status, as the site's other HTML forms answer.
 */
async function showRefusedSignUp(
  error: HttpError,
  { ctx, request, reply, site }: RouteInput<unknown, unknown, unknown, 'site'>,
) {
  const listId = (request.body as { listId?: unknown } | undefined)?.listId;
  const reason = error.statusCode === 429 ? 'busy' : error.statusCode === 404 ? 'list' : 'email';
  const query = {
    error: reason,
    list: reason === 'email' && typeof listId === 'string' && ID_PATTERN.test(listId) ? listId : undefined,
  };
  const page = await renderRequest(
    ctx.db,
    { website: site, settings: readWebsiteSettings(site.settings) },
    { account: null, roles: [], canPreview: false, unlocked: [] },
    {
      path: CONFIRM_PATH,
      query,
      baseUrl: siteBaseUrl(request.protocol, site.identifier, ctx.appDomain),
      appDomain: ctx.appDomain,
    },
    {
      runtime: ctx.builds.site,
      crumb: () => '',
      onError: (failure) => request.log.error({ err: failure }, 'newsletter page failed'),
    },
  );
  if (error.headers) reply.headers(error.headers);
  return reply
    .code(error.statusCode)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', htmlPolicy({ html: page.html, frameAncestors: "'self'" }))
    .send(page.html);
}

export const newsletterRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/newsletters/lists',
    host: 'site',
    tag: 'newsletters',
    summary: "The site's mailing lists, with how many confirmed and pending addresses each has",
    answer: {
      kind: 'json',
      schema: z.object({ lists: z.array(mailingListSummarySchema) }),
      description: 'The lists',
    },
    access: requires(Permission.newsletter),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ lists: await listMailingLists(ctx.db, site.id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/newsletters/lists',
    host: 'site',
    tag: 'newsletters',
    summary: 'Creates a mailing list',
    body: z.object({ name: listName }),
    answer: {
      kind: 'json',
      status: 201,
      schema: z.object({ list: mailingListSummarySchema }),
      description: 'The new list',
    },
    access: requires(Permission.newsletter),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body, reply }) => {
      const list = await createMailingList(ctx.db, site.id, body.name, ctx.now());
      reply.code(201);
      return { list };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/newsletters/lists/:listId',
    host: 'site',
    tag: 'newsletters',
    summary: 'Renames a mailing list',
    params: listParams,
    body: z.object({ name: listName }),
    answer: {
      kind: 'json',
      schema: z.object({ list: z.object({ id: z.string(), name: z.string() }) }),
      description: 'The list',
    },
    access: requires(Permission.newsletter),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => {
      await renameMailingList(ctx.db, site.id, params.listId, body.name, ctx.now());
      return { list: { id: params.listId, name: body.name } };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/newsletters/lists/:listId',
    host: 'site',
    tag: 'newsletters',
    summary: 'Deletes a mailing list and its subscribers',
    params: listParams,
    answer: { kind: 'empty', description: 'Deleted' },
    access: requires(Permission.newsletter),
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params }) => deleteMailingList(ctx.db, site.id, params.listId),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/newsletters/lists/:listId/subscribers',
    host: 'site',
    tag: 'newsletters',
    summary: "A list's addresses, newest first, 50 a page; q searches addresses and names",
    params: listParams,
    query: z.object({
      q: z.string().max(200).default(''),
      before: z.string().regex(pagePositionPattern(), 'Unknown page.').optional(),
    }),
    answer: {
      kind: 'json',
      schema: subscriberPageSchema,
      description: 'One page of addresses; times in UTC',
    },
    access: requires(Permission.newsletter),
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params, query }) =>
      subscriberPage(ctx.db, site.id, params.listId, {
        q: query.q,
        ...(query.before ? { before: query.before } : {}),
      }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/newsletters/lists/:listId/subscribers.csv',
    host: 'site',
    tag: 'newsletters',
    summary: "A list's addresses as CSV (email, name, status, signed up, confirmed), streamed",
    params: listParams,
    answer: { kind: 'file', contentType: 'text/csv', description: 'The CSV file' },
    access: requires(Permission.newsletter),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, params, reply }) => {
      const lines = await subscribersCsv(ctx.db, site.id, params.listId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(Readable.from(lines));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    host: 'site',
    tag: 'newsletters',
    summary:
      'Signs an address up to a mailing list (the newsletter block): pending until it follows the mailed link; the same answer whether or not it was on the list',
    body: signUp,
    answer: {
      kind: 'json',
      status: 202,
      schema: z.object({ status: z.literal('pending') }),
      description:
        'A confirmation link is on its way (unless one was sent moments ago, or the address is confirmed)',
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: SIGN_UP_RATE,
    handler: async (input) => {
      await subscribe(input.ctx.db, signUpOf(input));
      input.reply.code(202);
      return { status: 'pending' as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/newsletter/subscribe',
    host: 'site',
    tag: 'newsletters',
    summary: "The newsletter block's form without JavaScript: signs up as the API does, then shows a page",
    body: signUp,
    bodyType: 'form',
    answer: {
      kind: 'redirect',
      description:
        'To /newsletter/confirm, which says to check the inbox; a refusal is that page saying why, with its status',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The block sits on cached pages, which hold no crumb; a sign-up acts on no one’s authority and only mails a link to the address given',
    rateLimit: SIGN_UP_RATE,
    renderRefusal: showRefusedSignUp,
    handler: async (input) => {
      await subscribe(input.ctx.db, signUpOf(input));
      return input.reply.redirect(CONFIRM_PATH, 303);
    },
  }),
  defineRoute({
    method: 'POST',
    path: CONFIRM_PATH,
    host: 'site',
    tag: 'newsletters',
    summary:
      "The confirmation page's button: confirms the address the mailed link names (opening the link changes nothing)",
    query: tokenQuery,
    body: z.object({}),
    bodyType: 'form',
    answer: {
      kind: 'redirect',
      description:
        'To the unsubscribe page, which shows the address subscribed; a refused link to /newsletter/confirm, which says why',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The signed token is the authority; the page holding the button is opened from a mail, with no session',
    rateLimit: SIGN_UP_RATE,
    handler: async ({ ctx, site, query, reply }) => {
      const outcome = await confirmSubscription(ctx.db, site.id, ctx.secret, query.token, ctx.now());
      return reply.redirect(
        outcome.kind === 'confirmed'
          ? `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(outcome.subscription.unsubscribeToken)}&confirmed=1`
          : `${CONFIRM_PATH}?link=${outcome.kind}`,
        303,
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/newsletter/unsubscribe',
    host: 'site',
    tag: 'newsletters',
    summary:
      "Unsubscribes the address a signed link names: the unsubscribe page's button, and mail programs' one-click (RFC 8058)",
    query: tokenQuery,
    body: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }),
    bodyType: 'form',
    answer: {
      kind: 'redirect',
      description: 'Back to the unsubscribe page, which says the address is off the list',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The signed token is the authority, and mail programs post here from outside the site (RFC 8058), with no crumb',
    rateLimit: SIGN_UP_RATE,
    handler: async ({ ctx, site, query, reply }) => {
      await unsubscribe(ctx.db, site.id, ctx.secret, query.token, ctx.now());
      return reply.redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(query.token)}`, 303);
    },
  }),
];
