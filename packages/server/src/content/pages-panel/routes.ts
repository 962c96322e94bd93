// The pages panel's entries in the route table: new pages, copies, a page's settings, the home page,
// the trash's list and the navigation saved whole. Editing content needs `content`; moving a page to
// or from the trash is the existing PUT /api/config/pages/:id (core's PUBLICATION_MOVES).
import {
  PAGE_PASSWORD_MAX_LENGTH,
  Permission,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  URL_ID_MAX_LENGTH,
} from '@tessera/core';
import { assetRefSchema } from '@tessera/site/blocks/values.ts';
import type { NavigationLink, PageSettings, SiteNavigation, TrashedPage } from '@tessera/site/config-api.ts';
import { PAGE_TEMPLATE_IDS } from '@tessera/site/page-templates.ts';
import { z } from 'zod';
import { ID_PATTERN } from '../../db/ids.ts';
import { type AnyRoute, defineRoute, requires } from '../../routes/define.ts';
import { pageParams, pageSummary } from '../schemas.ts';
import {
  createPage,
  duplicatePage,
  listTrash,
  readNavigation,
  readSettings,
  saveNavigation,
  saveSettings,
  setHomePage,
  TITLE_MAX_LENGTH,
} from './service.ts';

// Answer schemas for the OpenAPI document, checked against the types the config area reads.
const imageAnswer = z.object({ src: z.string(), width: z.number(), height: z.number() });
const pageSettings = z.object({
  title: z.string(),
  urlId: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  socialImage: imageAnswer.nullable(),
  hasPassword: z.boolean(),
}) satisfies z.ZodType<PageSettings>;
const navigationLink = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('page'),
    id: z.string(),
    label: z.string(),
    pageId: z.string(),
    title: z.string(),
    publicationLabel: z.string(),
  }),
  z.object({ kind: z.literal('link'), id: z.string(), label: z.string(), url: z.string() }),
]) satisfies z.ZodType<NavigationLink>;
const siteNavigation = z.object({
  version: z.number().int(),
  main: z.array(navigationLink),
  footer: z.array(navigationLink),
  notLinked: z.array(z.object({ id: z.string(), title: z.string(), publicationLabel: z.string() })),
}) satisfies z.ZodType<SiteNavigation>;
const trashedPage = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  trashedAt: z.string(),
  daysLeft: z.number().int(),
}) satisfies z.ZodType<TrashedPage>;

const title = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .min(1, 'Please enter a title.')
  .max(TITLE_MAX_LENGTH, `Titles are at most ${TITLE_MAX_LENGTH} characters.`);
const newPage = z.strictObject({
  title,
  template: z.enum(PAGE_TEMPLATE_IDS, { error: 'Choose a template: blank, about, contact or landing.' }),
  navigation: z
    .enum(['main', 'footer', 'none'], { error: 'Choose main, footer or none for the navigation.' })
    .optional(),
});
const settingsUpdate = z.strictObject({
  title: title.optional(),
  // Checked by core's rule in the service, so the message names the value ('{val} is not a valid page URL').
  urlId: z
    .string({ error: 'Please enter a URL.' })
    .max(URL_ID_MAX_LENGTH * 2, `A page URL is at most ${URL_ID_MAX_LENGTH} characters.`)
    .optional(),
  seoTitle: z
    .string({ error: 'The SEO title must be text.' })
    .trim()
    .max(SEO_TITLE_MAX_LENGTH, `An SEO title is at most ${SEO_TITLE_MAX_LENGTH} characters.`)
    .optional(),
  seoDescription: z
    .string({ error: 'The SEO description must be text.' })
    .trim()
    .max(
      SEO_DESCRIPTION_MAX_LENGTH,
      `An SEO description is at most ${SEO_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .optional(),
  socialImage: assetRefSchema.nullable().optional(),
  password: z
    .string({ error: 'Please enter a password.' })
    .max(PAGE_PASSWORD_MAX_LENGTH, `Passwords must be at most ${PAGE_PASSWORD_MAX_LENGTH} characters.`)
    .refine((value) => value.trim() !== '', 'Please enter a password.')
    .nullable()
    .optional(),
});
const navigationRef = z.strictObject({
  kind: z.enum(['page', 'link'], { error: 'Each entry is a page or a link.' }),
  id: z.string().regex(ID_PATTERN, 'Not a page or link id.'),
});
const navigationSave = z.strictObject({
  version: z
    .number({ error: 'Send the version of the navigation you started from.' })
    .int('Send the version of the navigation you started from.')
    .min(1, 'Send the version of the navigation you started from.'),
  main: z.array(navigationRef).max(200, 'A navigation holds at most 200 links.'),
  footer: z.array(navigationRef).max(200, 'A navigation holds at most 200 links.'),
});

const CONTENT = requires(Permission.content);
// What visitors get at / changes: that is publishing (docs/permissions.md, Publication).
const PUBLISH = requires(Permission.publish);
const PAGE_ANSWER = {
  kind: 'json',
  schema: z.object({ page: pageSummary }),
  description: 'The page',
} as const;
const NAVIGATION_ANSWER = {
  kind: 'json',
  schema: siteNavigation,
  description: 'The navigation with its version',
} as const;

export const pagesPanelRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/config/pages',
    host: 'site',
    tag: 'content',
    summary:
      'Makes a page, blank or from a section template (about, contact, landing): Hidden, its template as its draft, a URL from its title, not linked unless navigation says main or footer',
    body: newPage,
    answer: PAGE_ANSWER,
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body }) => ({ page: await createPage(ctx, site, body) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/pages/:id/duplicate',
    host: 'site',
    tag: 'content',
    summary:
      'Copies a page: "… (copy)", a fresh URL, its sections and draft with new block ids, Hidden and not linked',
    params: pageParams,
    answer: PAGE_ANSWER,
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params }) => ({ page: await duplicatePage(ctx, site, params.id) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/pages/:id/settings',
    host: 'site',
    tag: 'content',
    summary: "A page's title, URL, SEO title and description, social image, and whether it has a password",
    params: pageParams,
    answer: { kind: 'json', schema: z.object({ settings: pageSettings }), description: 'The settings' },
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, params }) => ({ settings: await readSettings(ctx, site, params.id) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/pages/:id/settings',
    host: 'site',
    tag: 'content',
    summary:
      "Changes the settings sent: title, URL ('{val} is not a valid page URL'; one no other page uses), SEO title and description, social image (an upload of the site's), password (null takes the lock away)",
    params: pageParams,
    body: settingsUpdate,
    answer: {
      kind: 'json',
      schema: z.object({ settings: pageSettings }),
      description: 'The settings as saved',
    },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      settings: await saveSettings(ctx, site, params.id, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/pages/:id/home',
    host: 'site',
    tag: 'content',
    summary: "Makes an Available page the site's home page (shown at /); answers every page's new address",
    params: pageParams,
    answer: { kind: 'json', schema: z.object({ pages: z.array(pageSummary) }), description: 'The pages' },
    access: PUBLISH,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params }) => ({ pages: await setHomePage(ctx, site, params.id) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/trash',
    host: 'site',
    tag: 'content',
    summary: 'The pages in the trash, newest first, with the days left before they are deleted for good',
    answer: { kind: 'json', schema: z.object({ pages: z.array(trashedPage) }), description: 'The trash' },
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ pages: await listTrash(ctx, site) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/navigation',
    host: 'site',
    tag: 'content',
    summary: 'The main and footer navigation in order, the pages in neither, and the version to save against',
    answer: NAVIGATION_ANSWER,
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => readNavigation(ctx, site),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/navigation',
    host: 'site',
    tag: 'content',
    summary:
      'Saves the whole navigation (main and footer, in order; pages left out become not linked) if it is still at the given version; 409 when it was saved elsewhere since',
    body: navigationSave,
    answer: NAVIGATION_ANSWER,
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, body }) => saveNavigation(ctx, site, body),
  }),
];
