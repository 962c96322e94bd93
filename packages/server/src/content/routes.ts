// The content feature's entries in the route table: the config area's pages and layouts API.
import { ItemPublicationState, Permission, permissionsOf } from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { type AnyRoute, defineRoute, requires } from '../http/route.ts';
import { loadedForBlock } from './block-sources.ts';
import {
  layoutAnswer,
  layoutSave,
  layoutVersion,
  pageDetail,
  pageParams,
  pageSummary,
  revision,
} from './schemas.ts';
import { listPages, readPage, readRevisions, restoreRevision, saveLayout, updatePage } from './service.ts';

const pageUpdate = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Please enter a title.')
      .max(200, 'Titles are at most 200 characters.')
      .optional(),
    // Which moves are allowed, and who may make them, is core's PUBLICATION_MOVES (the service checks).
    publicationState: z
      .literal(Object.values(ItemPublicationState), {
        error: 'Choose a publication state from 1 (Available) to 6 (Deleted).',
      })
      .optional(),
    // With Scheduled (2) only, and in the future: the service says so (400, errors.publishAt).
    publishAt: z.iso
      .datetime({
        offset: true,
        error: 'Send publishAt as an ISO 8601 time with its offset, e.g. 2030-03-12T16:30:00Z.',
      })
      .optional(),
  })
  .strict();
const layoutParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a layout id.') });
const revisionParams = z.object({
  id: z.string().regex(ID_PATTERN, 'Not a layout id.'),
  revisionId: z.string().regex(ID_PATTERN, 'Not a revision id.'),
});

const CONTENT = requires(Permission.content);

export const contentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/pages',
    host: 'site',
    tag: 'content',
    summary: "The site's pages with their publication labels and navigation placement",
    answer: { kind: 'json', schema: z.object({ pages: z.array(pageSummary) }), description: 'The pages' },
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ pages: await listPages(ctx, site) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/pages/:id',
    host: 'site',
    tag: 'content',
    summary: 'One page with its layout',
    params: pageParams,
    answer: { kind: 'json', schema: pageDetail, description: 'The page and its layout' },
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params }) => readPage(ctx, site, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/pages/:id',
    host: 'site',
    tag: 'content',
    summary:
      "Changes a page's title or moves its publication along core's PUBLICATION_MOVES (docs/permissions.md): to Available (1) publishes its draft and keeps a revision; Scheduled (2) takes publishAt, an ISO 8601 time in the future with its offset (e.g. 2030-03-12T16:30:00Z), and a job publishes it then; Needs Review (3) asks an editor to publish it (the only move without the publish permission); Hidden (4), Private (5), the trash (6, purged after 30 days). 403 for a move the account may not make",
    params: pageParams,
    body: pageUpdate,
    answer: { kind: 'json', schema: z.object({ page: pageSummary }), description: 'The page as saved' },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body, account, roles }) => ({
      page: await updatePage(ctx, site, params.id, body, {
        accountId: account?.id ?? null,
        permissions: permissionsOf(roles),
      }),
    }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/layouts/:id',
    host: 'site',
    tag: 'content',
    summary:
      "Saves a layout's draft (its sections and their blocks) if it is still at the given version; visitors see it once the page is published (PUT /api/config/pages/:id to 1). 409 when it was saved elsewhere since",
    params: layoutParams,
    body: layoutSave,
    answer: {
      kind: 'json',
      schema: z.object({ layout: layoutAnswer }),
      description: 'The layout as saved, with its new version',
    },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      layout: await saveLayout(ctx, site, params.id, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/block-data/:type',
    host: 'site',
    tag: 'content',
    summary:
      "What a block type reads from the server for the given data (a form block's form, a newsletter block's list), as the published page reads it: the editor's canvas shows it. Changes nothing",
    params: z.object({ type: z.string().min(1).max(64) }),
    body: z.strictObject({ data: z.record(z.string(), z.unknown()) }),
    answer: {
      kind: 'json',
      schema: z.object({ loaded: z.unknown() }),
      description: "What the block type's load gave (null when, say, its form no longer exists)",
    },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      loaded: await loadedForBlock(ctx.db, site, params.type, body.data),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/layouts/:id/revisions',
    host: 'site',
    tag: 'content',
    summary: 'The layout as it was each time it was published, newest first (the last 50)',
    params: layoutParams,
    answer: {
      kind: 'json',
      schema: z.object({ revisions: z.array(revision) }),
      description: 'The revisions',
    },
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, params }) => ({ revisions: await readRevisions(ctx, site, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/layouts/:id/revisions/:revisionId/restore',
    host: 'site',
    tag: 'content',
    summary:
      "Puts a revision back as the layout's draft (history is kept) if the layout is still at the given version; 409 when it was saved elsewhere since",
    params: revisionParams,
    body: z.strictObject({ version: layoutVersion }),
    answer: {
      kind: 'json',
      schema: z.object({ layout: layoutAnswer }),
      description: 'The layout with the restored draft',
    },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      layout: await restoreRevision(ctx, site, params.id, params.revisionId, body.version),
    }),
  }),
];
