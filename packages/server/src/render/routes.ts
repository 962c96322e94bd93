// GET on a site's host: the published page, rendered on the server into complete HTML; and the lock
// screen's form.
import {
  ANNOUNCEMENT_DISMISSED_COOKIE,
  COMMERCE_EMAIL_PREVIEW_PATH,
  isAnnouncementDismissed,
  isSameSitePath,
  Permission,
} from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMMERCE_MAILS } from '../commerce/mail-preview/service.ts';
import { consentOf } from '../consent/cookies.ts';
import { requestVisitorHash } from '../consent/visitor-hash.ts';
import type { Account, Website } from '../db/schema.ts';
import { VariantAssigner } from '../experiments/assignment.ts';
import { rememberSplits, splitsOfPage } from '../experiments/page-splits.ts';
import type { AppContext } from '../http/context.ts';
import { SESSION_COOKIE, UNLOCK_COOKIE } from '../http/cookies.ts';
import { pageCrumb } from '../http/crumb.ts';
import { withoutControlCharacters } from '../http/input.ts';
import { type AnyRoute, defineRoute, PUBLIC, requires } from '../http/route.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { publicAccount } from '../identity/accounts.ts';
import { MEMBER_COOKIE, requestMember } from '../members/sessions.ts';
import type { PageRequest, Viewer } from '../pages/context.ts';
import { queryKeyOf, renderRequest } from '../pages/render.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { canPreviewUnpublished } from '../websites/members.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { isCanonicalPath, PageCache } from './cache.ts';
import { sendCachedPage } from './send-cached-page.ts';
import { readUnlockCookie, unlock } from './unlock.ts';

async function viewerOf(
  ctx: AppContext,
  request: FastifyRequest,
  website: Website,
  who: SignedIn,
): Promise<Viewer> {
  const member = request.cookies[MEMBER_COOKIE] ? (await requestMember(ctx, request, website))?.member : null;
  return {
    account: who.account ? publicAccount(who.account) : null,
    roles: who.roles,
    canPreview: canPreviewUnpublished(who.roles),
    unlocked: readUnlockCookie(ctx.secret, request.cookies[UNLOCK_COOKIE]),
    member: member ? { id: member.id, name: member.name, email: member.email } : null,
  };
}

/** Who asks for the page: the route table looked them up. */
interface SignedIn {
  account: Account | null;
  roles: number[];
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
 * session, member or unlock cookie share one cached rendering per site and path (dropped by tag when what it showed changes), when the page type
 * allows it; only a page type with a form posting back (the lock screen) hands out the crumb cookie,
 * so a cached page sets no cookie.
 */
export async function renderSitePage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  website: Website,
  who: SignedIn,
) {
  const path = pathOf(request);
  const query = firstValues(request.query);
  // A signed-in member's pages are their own (a members-only page, their name): never shared.
  const anonymous =
    !request.cookies[SESSION_COOKIE] && !request.cookies[UNLOCK_COOKIE] && !request.cookies[MEMBER_COOKIE];
  // A page cached per query (search) is kept apart from the others, under its path and query key.
  const queryKey = anonymous ? queryKeyOf({ path, query }) : undefined;
  const cache = queryKey === undefined ? ctx.pageCache : ctx.queryPageCache;
  // A visitor who chose on the cookie banner gets the page with it hidden: a rendering of its own.
  const consent = consentOf(request);
  // So does one who closed the announcement bar it shows now (the settings are read only for them).
  const dismissedAnnouncement = request.cookies[ANNOUNCEMENT_DISMISSED_COOKIE];
  const barClosed =
    dismissedAnnouncement !== undefined &&
    isAnnouncementDismissed(
      dismissedAnnouncement,
      readWebsiteSettings(website.settings).announcementBarRevision,
    );
  const pageKey = PageCache.key(
    website.id,
    `${queryKey === undefined ? path : `${path}?${queryKey}`}${consent ? '#chosen' : ''}${barClosed ? '#bar-closed' : ''}`,
  );
  // A page with a running split test is kept once per variant: the key names the visitor's variants
  // of the tests it showed last time (experiments/page-splits.ts).
  const variants = new VariantAssigner(() => requestVisitorHash(ctx.db, website.id, request, ctx.now()));
  if (anonymous) {
    const splits = splitsOfPage(cache, pageKey);
    if (splits.length > 0) await variants.ready();
    const hit = cache.get(pageKey + variants.keySuffix(splits));
    if (hit) return sendCachedPage(request, reply, hit);
  }
  // Noted before anything is read: a change landing while this renders keeps it out of the cache.
  const since = cache.mark();
  const viewer = await viewerOf(ctx, request, website, who);
  const site = { website, settings: readWebsiteSettings(website.settings) };
  const pageRequest: PageRequest = {
    path,
    query,
    baseUrl: siteBaseUrl(request.protocol, website.identifier, ctx.appDomain),
    appDomain: ctx.appDomain,
    consent,
    dismissedAnnouncement,
    variants,
  };
  const page = await renderRequest(ctx.db, site, viewer, pageRequest, {
    runtime: ctx.builds.site,
    crumb: () => pageCrumb(ctx.secret, request, reply),
    onError: (error) => request.log.error({ err: error, path }, 'page rendering failed'),
  });
  // Framed by the config area (same origin) and nobody else; its inline styles allowed by hash, and
  // the third parties what it shows needs.
  const csp = htmlPolicy({
    html: page.html,
    frameAncestors: "'self'",
    ...(page.thirdParty ? { thirdParty: page.thirdParty } : {}),
  });
  if (anonymous && page.cacheable && isCanonicalPath(path) && page.byQuery === (queryKey !== undefined)) {
    rememberSplits(cache, pageKey, variants.experiments());
    const entry = cache.set(
      website.id,
      pageKey + variants.keySuffix(),
      { status: page.status, html: page.html, csp, tags: page.tags },
      since,
    );
    return sendCachedPage(request, reply, entry);
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

/** Published pages, the lock screen's form and the commerce email preview: their entries in the route table. */
export const pageRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/site/Unlock',
    host: 'site',
    tag: 'pages',
    summary: "The lock screen's form: unlocks a password-protected page or site for the browser session",
    crumbRetry: (request) =>
      unlockQuery.shape.returnTo.parse((request.query as { returnTo?: unknown } | undefined)?.returnTo),
    query: unlockQuery,
    body: z.object({ password: z.string().max(500).default('') }),
    bodyType: 'form',
    answer: {
      kind: 'redirect',
      description: 'Back to returnTo; with ?password=incorrect or ?password=wait when not unlocked',
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, request, reply, site, query, body }) =>
      unlock(ctx, request, reply, site, query, body.password),
  }),
  defineRoute({
    method: 'GET',
    path: COMMERCE_EMAIL_PREVIEW_PATH,
    host: 'site',
    tag: 'pages',
    summary: "Commerce email preview (page type 301): the store's mails as they would be sent",
    query: z.object({
      mail: z.enum(COMMERCE_MAILS.map((mail) => mail.kind)).optional(),
      order: z.string().max(24).optional(),
    }),
    answer: { kind: 'html', description: 'The preview page (404 for an order the site does not have)' },
    // A page of the registry like any other, but only for those who manage the store: refused here,
    // before the registry is asked.
    access: requires(Permission.commerce),
    crumb: false,
    rateLimit: null,
    page: true,
    handler: ({ ctx, request, reply, site, account, roles }) =>
      renderSitePage(ctx, request, reply, site, { account, roles }),
  }),
  defineRoute({
    method: 'GET',
    path: '/*',
    host: 'site',
    tag: 'pages',
    summary: 'A published page of the site, by its address',
    readsAccount: true,
    answer: { kind: 'html', description: 'The page (or the not-found, lock screen or error page)' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    page: true,
    handler: async ({ ctx, request, reply, site, account, roles }) => {
      // An unknown API path is the API's 404 (JSON), never a site's not-found page.
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      return renderSitePage(ctx, request, reply, site, { account, roles });
    },
  }),
];
