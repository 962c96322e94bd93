// The content feature's entries in the route table: the config area's pages and layouts API.
import { ItemPublicationState, Permission } from '@tessera/core';
import { sectionsSchema } from '@tessera/site';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { type AnyRoute, defineRoute, requires } from '../routes/define.ts';
import { listPages, readPage, saveLayout, updatePage } from './service.ts';

const pageSummary = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  type: z.string(),
  publicationState: z.number(),
  publicationLabel: z.string(),
  fullUrl: z.string(),
  navigation: z.enum(['main', 'footer', 'none']),
});
const layout = z.object({ id: z.string(), version: z.number().int(), sections: sectionsSchema });

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
      .union([z.literal(ItemPublicationState.published), z.literal(ItemPublicationState.draft)], {
        error: 'Choose Available or Hidden.',
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
    summary: "Changes a page's title or publication (Available or Hidden); live at once",
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
