// GET on a site's host: the published page, rendered on the server into complete HTML.
import { isSameSitePath } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findCollectionById } from '../content/repository.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { SESSION_COOKIE, setCookie, UNLOCK_COOKIE } from '../http/cookies.ts';
import { ensureCrumb } from '../http/crumb.ts';
import { parseInput, withoutControlCharacters } from '../http/input.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { siteOf } from '../http/site-request.ts';
import { publicAccount } from '../identity/accounts.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { requestAccount } from '../identity/sessions.ts';
import type { PageRequest, Viewer } from '../pages/context.ts';
import { renderRequest } from '../pages/render.ts';
import { UNLOCK_ADDRESS, UNLOCK_PAGE } from '../throttle/policy.ts';
import { attempt, throttleKey } from '../throttle/service.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { canPreviewUnpublished, websiteRoles } from '../websites/members.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { PageCache } from './cache.ts';
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

/**
 * A repeated query key arrives as a list; pages read one value per key. Pages only display what they
 * read (a search query), so control characters are dropped rather than refused.
 */
function firstValues(query: unknown): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values[key] = withoutControlCharacters(first);
  }
  return values;
}

function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * A page of a site: the page type the path reaches renders it (server/src/pages/). Visitors without a
 * session or unlock cookie share one cached rendering per site version and path, when the page type
 * allows it; only a page type with a form posting back (the lock screen) hands out the crumb cookie,
 * so a cached page sets no cookie.
 */
export async function renderSitePage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  website: Website,
) {
  const path = pathOf(request);
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
  };
  const page = await renderRequest(ctx.db, site, viewer, pageRequest, {
    runtime: ctx.builds.site,
    crumb: () => ensureCrumb(ctx.secret, request, reply),
    onError: (error) => request.log.error({ err: error, path }, 'page rendering failed'),
  });
  // Framed by the config area (same origin) and nobody else; its inline styles allowed by hash.
  const csp = htmlPolicy({ html: page.html, frameAncestors: "'self'" });
  if (anonymous && page.cacheable) {
    const entry = ctx.pageCache.set(cacheKey, { status: page.status, html: page.html, csp, tags: page.tags });
    return sendHtml(request, reply, entry);
  }
  return reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .send(page.html);
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
  // Counted before the password is checked (each check costs a slow hash); a held try checks nothing.
  const decision = await attempt(
    ctx.db,
    [
      { key: throttleKey('unlock:address', request.ip), policy: UNLOCK_ADDRESS },
      { key: throttleKey('unlock:page', website.id, scope), policy: UNLOCK_PAGE },
    ],
    ctx.now(),
  );
  if (!decision.allowed) return reply.redirect(`${returnTo}?password=wait`, 303);
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
