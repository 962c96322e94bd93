// The blog feature's entries in the route table: a blog's posts and post URL format, and its posts.
// Editing needs `content`; a publication move that core's PUBLICATION_MOVES marks as publishing
// needs `publish` too (the service checks, as for pages).
import { ItemPublicationState, Permission, permissionsOf } from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { type AnyRoute, defineRoute, requires } from '../http/route.ts';
import {
  blogPosts,
  blogSummary,
  postDetail,
  postSummary,
  postTitle,
  postUpdate,
  STATE_ERROR,
} from './schemas.ts';
import { createPost, listBlogPosts, readPost, updateBlog, updatePost } from './service.ts';

const blogParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a blog id.') });
const postParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a post id.') });
const STATES = Object.values(ItemPublicationState).map(String) as [string, ...string[]];
const postsQuery = z.object({
  state: z
    .enum(STATES, { error: STATE_ERROR })
    .transform((state) => Number(state) as ItemPublicationState)
    .optional(),
});

const CONTENT = requires(Permission.content);

export const blogRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/blogs/:id/posts',
    host: 'site',
    tag: 'blog',
    summary:
      'A blog with its posts, newest first; `state` (1 Available … 6 Deleted) keeps only the posts in that publication state',
    params: blogParams,
    query: postsQuery,
    answer: { kind: 'json', schema: blogPosts, description: 'The blog and its posts' },
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params, query }) => listBlogPosts(ctx, site, params.id, query.state),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/blogs/:id',
    host: 'site',
    tag: 'blog',
    summary:
      "Changes a blog's post URL format (%y %m %d %t, sanitised: lower case, spaces to hyphens, anything else dropped; it must keep %t). Every post's address follows it",
    params: blogParams,
    body: z.strictObject({
      postUrlTemplate: z.string().max(200, 'The post URL format is at most 200 characters.'),
    }),
    answer: { kind: 'json', schema: z.object({ blog: blogSummary }), description: 'The blog as saved' },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({ blog: await updateBlog(ctx, site, params.id, body) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/blogs/:id/posts',
    host: 'site',
    tag: 'blog',
    summary: 'Makes a Hidden post with an empty body, by the signed-in account, at a URL made from its title',
    params: blogParams,
    body: z.strictObject({ title: postTitle }),
    answer: { kind: 'json', status: 201, schema: postDetail, description: 'The new post and its body' },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body, account, reply }) => {
      const made = await createPost(
        ctx,
        site,
        params.id,
        body,
        account?.display_name || account?.email || '',
      );
      reply.code(201);
      return made;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/posts/:id',
    host: 'site',
    tag: 'blog',
    summary: 'One post with its body (its draft when there is one)',
    params: postParams,
    answer: { kind: 'json', schema: postDetail, description: 'The post and its body' },
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params }) => readPost(ctx, site, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/posts/:id',
    host: 'site',
    tag: 'blog',
    summary:
      "Changes a post (title, URL, excerpt, author, tags of at most 50 characters, categories of at most 25, featured image, publish date) or moves its publication along core's PUBLICATION_MOVES as a page's: to Available (1) publishes its body's draft with a revision; Scheduled (2) takes publishAt; 403 for a move the account may not make. The body is saved with PUT /api/config/layouts/:id",
    params: postParams,
    body: postUpdate,
    answer: { kind: 'json', schema: z.object({ post: postSummary }), description: 'The post as saved' },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body, account, roles }) => ({
      post: await updatePost(ctx, site, params.id, body, {
        accountId: account?.id ?? null,
        permissions: permissionsOf(roles),
      }),
    }),
  }),
];
