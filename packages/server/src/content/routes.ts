// The content feature's entries in the route table: the config area's pages and layouts API.
import { OWNER_PUBLICATION_STATES, Permission } from '@tessera/core';
import { COLLECTION_TYPES, sectionsSchema } from '@tessera/site';
import type { Layout, PageSummary } from '@tessera/site/config-api.ts';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { type AnyRoute, defineRoute, requires } from '../routes/define.ts';
import { listPages, readPage, saveLayout, updatePage } from './service.ts';

// Answer schemas for the OpenAPI document, checked against the types the config area reads.
const pageSummary = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  type: z.enum(COLLECTION_TYPES),
  publicationState: z.number(),
  publicationLabel: z.string(),
  publishAt: z.string().nullable(),
  fullUrl: z.string(),
  navigation: z.enum(['main', 'footer', 'none']),
}) satisfies z.ZodType<PageSummary>;
const layout = z.object({
  id: z.string(),
  version: z.number().int(),
  sections: sectionsSchema,
}) satisfies z.ZodType<Layout>;

const pageParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a page id.') });
const pageUpdate = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Please enter a title.')
      .max(200, 'Titles are at most 200 characters.')
      .optional(),
    publicationState: z
      .literal(OWNER_PUBLICATION_STATES, { error: 'Choose Available, Scheduled or Hidden.' })
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
const layoutSave = z.strictObject({
  version: z
    .number({ error: 'Send the version of the layout you started from.' })
    .int('Send the version of the layout you started from.')
    .min(1, 'Send the version of the layout you started from.'),
  sections: sectionsSchema,
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
    answer: {
      kind: 'json',
      schema: z.object({
        page: pageSummary,
        layout: layout.nullable(),
      }),
      description: 'The page and its layout',
    },
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
      "Changes a page's title or publication: Available (1) or Hidden (4), live at once, or Scheduled (2) with publishAt, an ISO 8601 time in the future with its offset (e.g. 2030-03-12T16:30:00Z), published by a job then; moving it to 1 or 4 cancels the schedule",
    params: pageParams,
    body: pageUpdate,
    answer: { kind: 'json', schema: z.object({ page: pageSummary }), description: 'The page as saved' },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({ page: await updatePage(ctx, site, params.id, body) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/layouts/:id',
    host: 'site',
    tag: 'content',
    summary:
      'Saves a whole layout (its sections and their blocks) if it is still at the given version; live at once. 409 when it was saved elsewhere since',
    params: layoutParams,
    body: layoutSave,
    answer: {
      kind: 'json',
      schema: z.object({ layout }),
      description: 'The layout as saved, with its new version',
    },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      layout: await saveLayout(ctx, site, params.id, body),
    }),
  }),
];
