// The config area's HTML shell (GET /config/); the React app (packages/editor) does the rest.
import {
  CONFIG_AREA_PATH,
  configAddressOfPath,
  escapeHtml,
  isConfigScreen,
  permissionsOf,
  TESSERA_PLATFORM_VERSION,
} from '@tessera/core';
import { scriptSafeJson } from '@tessera/site';
import { z } from 'zod';
import { ensureCrumb } from '../http/crumb.ts';
import { HttpError } from '../http/errors.ts';
import { type AnyRoute, defineRoute, PUBLIC, type RouteInput } from '../http/route.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { publicAccount } from '../identity/accounts.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { SCRIPT_STYLE_HASHES } from './script-styles.ts';

const NO_SUCH_SCREEN = 'There is no such screen in the config area.';

const NOT_BUILT =
  '<p>The config area has not been built. Run <code>npm run build</code> (npm start does this).</p>';

export const configAreaRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/config',
    host: 'site',
    tag: 'config-area',
    summary: 'The config area without its trailing slash: redirected to /config/',
    answer: { kind: 'redirect', description: 'To /config/, keeping the query' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    page: true,
    handler: async ({ request, reply }) => {
      // The query as sent: '/%63onfig?x' reaches this route too, so cut at the '?', not by length.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${CONFIG_AREA_PATH}${query}`, 301);
    },
  }),
  defineRoute({
    method: 'GET',
    path: CONFIG_AREA_PATH,
    host: 'site',
    tag: 'config-area',
    summary: "The config area's page: signs in, then frames the site (frameUrl)",
    readsAccount: true,
    answer: { kind: 'html', description: 'The config area' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    page: true,
    handler: configAreaPage,
  }),
  defineRoute({
    method: 'GET',
    path: `${CONFIG_AREA_PATH}:screen`,
    host: 'site',
    tag: 'config-area',
    summary: 'The config area opened at one of its screens (/config/commerce): the same page as /config/',
    // Any name, so that an address of no screen is a 404 (the handler), as a missing page is.
    params: z.strictObject({ screen: z.string().max(100) }),
    readsAccount: true,
    answer: { kind: 'html', description: 'The config area, which opens the screen its address names' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    page: true,
    handler: async (input) => {
      if (!isConfigScreen(input.params.screen)) throw new HttpError(404, NO_SUCH_SCREEN);
      return configAreaPage(input);
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${CONFIG_AREA_PATH}:screen/*`,
    host: 'site',
    tag: 'config-area',
    summary:
      'The config area opened at a record of one of its screens (/config/commerce/orders/1042): the same page',
    params: z.strictObject({ screen: z.string().max(100), '*': z.string().max(300) }),
    readsAccount: true,
    answer: { kind: 'html', description: 'The config area, which opens the record its address names' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    page: true,
    handler: async (input) => {
      const path = `${CONFIG_AREA_PATH}${input.params.screen}/${input.params['*']}`;
      if (!configAddressOfPath(path)) throw new HttpError(404, NO_SUCH_SCREEN);
      return configAreaPage(input);
    },
  }),
];

/** The config area's page, whichever screen its address names: the app reads that from the address. */
async function configAreaPage({
  ctx,
  request,
  reply,
  site,
  account,
  roles,
}: RouteInput<unknown, unknown, unknown, 'site'>) {
  ensureCrumb(ctx.secret, request, reply);
  const context = {
    website: {
      id: site.id,
      identifier: site.identifier,
      siteTitle: site.title,
      baseUrl: siteBaseUrl(request.protocol, site.identifier, ctx.appDomain),
    },
    account: account ? publicAccount(account) : null,
    roles,
    permissions: [...permissionsOf(roles)],
    // Whether the config area tells the platform's census what the owner does (census/editor-events),
    // and the site's template version, which names the config area's product area in those events.
    editorAnalytics: ctx.editorAnalytics,
    platformVersion: TESSERA_PLATFORM_VERSION,
  };
  const build = ctx.builds.editor;
  const assets = build
    ? `${build.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}<script type="module" src="${build.script}"></script>`
    : '';
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(site.title)} — Config</title>${assets}</head><body><div id="tessera-config">${build ? '' : NOT_BUILT}</div><script id="tessera-config-context" type="application/json">${scriptSafeJson(context)}</script></body></html>`;
  // The config area is framed by nobody, and frames only this site's own pages.
  const policy = htmlPolicy({
    html,
    styleHashes: Object.values(SCRIPT_STYLE_HASHES),
    frameAncestors: "'none'",
    frameSrc: "'self'",
  });
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .send(html);
}
