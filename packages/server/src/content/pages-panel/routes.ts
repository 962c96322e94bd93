// The pages panel's entries in the route table: new pages, copies, a page's settings, the home page,
// the trash's list and the navigation saved whole. Editing content needs `content`; moving a page to
// or from the trash is the existing PUT /api/config/pages/:id (core's PUBLICATION_MOVES).
import { Permission } from '@tessera/core';
import { z } from 'zod';
import { type AnyRoute, defineRoute, requires } from '../../http/route.ts';
import { pageParams, pageSummary } from '../schemas.ts';
import {
  navigationSave,
  newPage,
  pageSettings,
  settingsUpdate,
  siteNavigation,
  trashedPage,
} from './schemas.ts';
import {
  createPage,
  duplicatePage,
  listTrash,
  readNavigation,
  readSettings,
  saveNavigation,
  saveSettings,
  setHomePage,
} from './service.ts';

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
