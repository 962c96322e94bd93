// The comments feature's entries in the route table: a visitor's (or a signed-in writer's) comment on
// a blog post, and the moderation queue (the `comments` permission: moderators, editors, admins).

import {
  COMMENT_BULK_MAX,
  COMMENT_HONEYPOT_FIELD,
  COMMENT_STATUSES,
  COMMENT_TEXT_MAX,
  Permission,
} from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { pagePositionPattern } from '../db/newest-first.ts';
import { type AnyRoute, defineRoute, PUBLIC, requires } from '../http/route.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { commentPostedSchema, commentQueueSchema } from './schemas.ts';
import {
  COMMENT_BULK_ACTIONS,
  commentQueue,
  deleteComment,
  moderateComment,
  moderateComments,
  postComment,
  replyToComment,
} from './service.ts';
import { commentWriter } from './writer.ts';

const STATUS_ERROR = 'Choose pending, approved or spam.';
const status = z.enum(COMMENT_STATUSES, { error: STATUS_ERROR });
const postParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a post id.') });
const commentParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a comment id.') });
// Lengths past these are refused here; core's rules (commentDraftProblems) say what is missing.
const text = z
  .string({ error: 'Please write a comment.' })
  .max(COMMENT_TEXT_MAX * 2, 'A comment is at most 5000 characters.');
const commentBody = z.strictObject({
  name: z.string().max(1000).default(''),
  email: z.string().max(1000).default(''),
  text,
  parentId: z.string().regex(ID_PATTERN, 'This comment is not there any more.').nullable().default(null),
  [COMMENT_HONEYPOT_FIELD]: z.string().max(1000).default(''),
  captchaKey: z.string().max(4000).optional(),
});

/** A visitor comments a few times at most; the service's own limit (5 a minute) is shared by processes. */
const VISITOR_RATE = { max: 30, windowMs: 60_000 };
const MODERATE = requires(Permission.comments);

export const commentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/comments/posts/:id',
    host: 'site',
    tag: 'comments',
    summary:
      "Comments on a blog post when the site allows comments: a visitor sends name, email (never shown) and text; a signed-in writer only text. Held for approval when the site says so, unless the writer's role may comment without moderation. parentId answers a comment (a reply to a reply attaches to its top-level comment). 409 when comments are closed (a 403 would say the writer may not), 404 no such post, 429 past the limit",
    params: postParams,
    body: commentBody,
    answer: {
      kind: 'json',
      status: 201,
      schema: commentPostedSchema,
      description: 'Stored (and the moderators’ mail queued); status pending or approved',
    },
    access: PUBLIC,
    readsAccount: true,
    crumb: true,
    rateLimit: VISITOR_RATE,
    handler: async ({ ctx, site, request, reply, params, body, account, roles }) => {
      const writer = await commentWriter(ctx, site, request, { account, roles });
      const result = await postComment(
        ctx,
        site,
        {
          postId: params.id,
          name: body.name,
          email: body.email,
          text: body.text,
          parentId: body.parentId,
          honeypot: body[COMMENT_HONEYPOT_FIELD],
          captchaKey: body.captchaKey ?? null,
          address: request.ip,
          baseUrl: siteBaseUrl(request.protocol, site.identifier, ctx.appDomain),
          warn: (message) => request.log.warn({ websiteId: site.id }, message),
        },
        writer,
      );
      reply.code(201);
      return result;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/comments',
    host: 'site',
    tag: 'comments',
    summary:
      "The moderation queue: a page of the comments in one state (pending by default), newest first, with counts; the answer's `older` is sent back as `before` for the next page",
    query: z.object({
      status: status.default('pending'),
      before: z.string().regex(pagePositionPattern(), 'Not a place in the comments queue.').optional(),
    }),
    answer: {
      kind: 'json',
      schema: commentQueueSchema,
      description: 'The comments and how many each state holds',
    },
    access: MODERATE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, query }) => commentQueue(ctx, site, query.status, query.before ?? null),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/comments/:id',
    host: 'site',
    tag: 'comments',
    summary: 'Approves a comment (shown on its post at once), marks it spam, or holds it again',
    params: commentParams,
    body: z.strictObject({ status }),
    answer: { kind: 'empty', description: 'Changed' },
    access: MODERATE,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params, body }) => moderateComment(ctx, site, params.id, body.status),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/comments/bulk',
    host: 'site',
    tag: 'comments',
    summary: `Approves, marks spam or deletes (with their replies) up to ${COMMENT_BULK_MAX} comments at once`,
    body: z.strictObject({
      ids: z
        .array(z.string().regex(ID_PATTERN, 'Not a comment id.'))
        .min(1, 'Choose at least one comment.')
        .max(COMMENT_BULK_MAX, `Choose at most ${COMMENT_BULK_MAX} comments at once.`),
      action: z.enum(COMMENT_BULK_ACTIONS, { error: 'Choose approve, spam or delete.' }),
    }),
    answer: {
      kind: 'json',
      schema: z.object({ changed: z.number().int() }),
      description: 'How many of the comments were acted on (ids not of this site are passed over)',
    },
    access: MODERATE,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, body }) => moderateComments(ctx, site, body.ids, body.action),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/comments/:id',
    host: 'site',
    tag: 'comments',
    summary: 'Deletes a comment and its replies',
    params: commentParams,
    answer: { kind: 'empty', description: 'Deleted' },
    access: MODERATE,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params }) => deleteComment(ctx, site, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/comments/:id/replies',
    host: 'site',
    tag: 'comments',
    summary:
      "A moderator's reply, shown at once in the comment's thread; answering a held comment approves it",
    params: commentParams,
    body: z.strictObject({ text }),
    answer: { kind: 'json', status: 201, schema: z.object({ id: z.string() }), description: 'The reply' },
    access: MODERATE,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body, account, reply }) => {
      reply.code(201);
      return replyToComment(ctx, site, params.id, body.text, account);
    },
  }),
];
