// GET on a site's host: the published page, rendered on the server into complete HTML.
import { isSameSitePath } from '@tessera/core';
import { renderPage } from '@tessera/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findCollectionById } from '../content/repository.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { SESSION_COOKIE, setCookie, UNLOCK_COOKIE } from '../http/cookies.ts';
import { ensureCrumb } from '../http/crumb.ts';
import { parseInput } from '../http/errors.ts';
import { siteOf } from '../http/site-request.ts';
import { publicAccount } from '../identity/accounts.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { requestAccount } from '../identity/sessions.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { canPreviewUnpublished, websiteRoles } from '../websites/members.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { PageCache } from './cache.ts';
import {
  buildSiteContext,
  errorResolution,
  type PageRequest,
  resolvePage,
  siteChrome,
  type Viewer,
} from './page-model.ts';
import { isCanonicalPath } from './routing.ts';
import { sendHtml } from './send-html.ts';
import { readUnlockCookie, signUnlockCookie, unlockEntry } from './unlock.ts';

async function viewerOf(ctx: AppContext, request: FastifyRequest, website: Website): Promise<Viewer> {
  const account = await requestAccount(ctx.db, request);
  const roles = await websiteRoles(ctx.db, website.id, account?.id);
  return {
    account: account ? publicAccount(account) : null,
    roles,
    canPreview: canPreviewUnpublished(roles),
    unlocked: readUnlockCookie(ctx.secret, request.cookies[UNLOCK_COOKIE]),
  };
}

/** A repeated query key arrives as a list; pages read one value per key. */
function firstValues(query: unknown): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values[key] = first;
  }
  return values;
}

function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export async function renderSitePage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  website: Website,
) {
  const path = pathOf(request);
  const crumb = ensureCrumb(ctx.secret, request, reply);
  // Visitors without a session or unlock cookie share one rendering per site version and path.
  const anonymous = !request.cookies[SESSION_COOKIE] && !request.cookies[UNLOCK_COOKIE];
  const cacheKey = PageCache.key(website.id, website.version, path);
  if (anonymous) {
    const hit = ctx.pageCache.get(cacheKey);
    if (hit) return sendHtml(request, reply, hit);
  }
  const viewer = await viewerOf(ctx, request, website);
  const site = { website, settings: readWebsiteSettings(website.settings) };
  const pageRequest: PageRequest = {
    path,
    query: firstValues(request.query),
    baseUrl: siteBaseUrl(request.protocol, website.identifier, ctx.appDomain),
    appDomain: ctx.appDomain,
    unlockAction: (scope) =>
      `/api/site/Unlock?crumb=${encodeURIComponent(crumb)}&scope=${encodeURIComponent(scope)}&returnTo=${encodeURIComponent(path)}`,
  };
  let html: string;
  let status: number;
  let cacheable = false;
  try {
    const [page, chrome] = await Promise.all([
      resolvePage(ctx.db, site, viewer, pageRequest),
      siteChrome(ctx.db, site, path),
    ]);
    html = renderPage({
      documentTitle: page.documentTitle,
      description: page.description,
      locale: website.locale,
      chrome,
      body: page.body,
      context: buildSiteContext(site, viewer, page, pageRequest),
      runtime: ctx.builds.site,
    });
    status = page.status;
    cacheable = anonymous && page.cacheable && isCanonicalPath(path);
  } catch (error) {
    request.log.error({ err: error, path }, 'page rendering failed');
    const failure = errorResolution();
    html = renderPage({
      documentTitle: failure.documentTitle,
      description: '',
      locale: website.locale,
      chrome: { siteTitle: website.title, tagline: '', navigation: [], footerNavigation: [], footerText: '' },
      body: failure.body,
      context: buildSiteContext(
        site,
        viewer,
        { pageType: failure.pageType, collection: null, item: null },
        pageRequest,
      ),
      runtime: ctx.builds.site,
    });
    status = failure.status;
  }
  if (cacheable) return sendHtml(request, reply, ctx.pageCache.set(cacheKey, status, html));
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const unlockQuery = z.object({
  scope: z.string().max(40),
  returnTo: z.string().max(2000).refine(isSameSitePath, 'returnTo must be a path on this site.').catch('/'),
});

async function unlock(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, website: Website) {
  const { scope, returnTo } = parseInput(unlockQuery, request.query);
  const password = (request.body as { password?: unknown } | undefined)?.password;
  const passwordHash =
    scope === 'site'
      ? website.password_hash
      : ((await findCollectionById(ctx.db, website.id, scope))?.password_hash ?? null);
  if (!passwordHash) return reply.redirect(returnTo, 303);
  if (typeof password !== 'string' || !(await verifyPassword(password.slice(0, 500), passwordHash))) {
    return reply.redirect(`${returnTo}?password=incorrect`, 303);
  }
  const entries = readUnlockCookie(ctx.secret, request.cookies[UNLOCK_COOKIE]);
  entries.push(unlockEntry(scope, passwordHash));
  setCookie(reply, request, UNLOCK_COOKIE, signUnlockCookie(ctx.secret, entries));
  return reply.redirect(returnTo, 303);
}

export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/site/Unlock', async (request, reply) => {
    const website = siteOf(request);
    if (!website) return reply.code(404).send({ error: 'Not found.' });
    return unlock(ctx, request, reply, website);
  });
  app.get('/*', async (request, reply) => {
    const website = siteOf(request);
    // An unknown API path is the API's 404 (JSON), never a site's not-found page.
    if (!website || request.url.startsWith('/api/')) return reply.callNotFound();
    return renderSitePage(ctx, request, reply, website);
  });
}
