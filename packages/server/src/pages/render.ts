// A site request, start to finish: the site's lock, the route the path takes (registry.ts), what it
// loads (its outcome: a page type and its data, not found or a lock screen), and the rendering of
// that page type inside the site's chrome. Anything failing on the way becomes the error page.
import { lookCss, shouldShowCookieBanner } from '@tessera/core';
import { blockThirdParties, combineNeeds, type Origins, type PageModel, pageOrigins } from '@tessera/site';
import type { PageOverlays } from '@tessera/site/page/model.ts';
import { renderPage } from '@tessera/site/page/render.tsx';
import type { Db } from '../db/database.ts';
import { captchaOrigins } from '../forms/captcha/sources.ts';
import { pageMemberAccess } from '../members/page-access.ts';
import { pageOverlays } from '../overlays/service.ts';
import { Tags } from '../shared/cache-tags.ts';
import { isUnlocked } from './access.ts';
import type { PageContext, PageRequest, SiteRecord, Viewer } from './context.ts';
import { errorPage } from './error/index.tsx';
import { lockScreen, lockScreenData } from './lock-screen/index.tsx';
import { membersOnlyPage } from './members/index.tsx';
import { notFoundPage } from './not-found/index.tsx';
import { locked, notFound, type Outcome, type ShowOutcome, show, withTags } from './outcome.ts';
import { pageRegistry } from './registry.ts';
import type { PageRegistry } from './router.ts';
import { pathSegments } from './router.ts';
import { buildSiteContext, fallbackChrome, siteChrome } from './site.ts';

export interface RenderedPage {
  status: number;
  /** The spec's number of the page type that answered */
  pageType: number;
  /** The name of its folder */
  name: string;
  html: string;
  /** What the rendering depends on: `site` always, and what the page type read */
  tags: string[];
  /** Whether visitors without a session may share this rendering */
  cacheable: boolean;
  /** Whether it is cached per query (PageTypeDefinition.queryKey gave this request's query a key) */
  byQuery: boolean;
  /** The third parties' hosts its CSP allows: what its blocks and its page type declare they need */
  thirdParty: Origins | null;
}

export interface RenderOptions {
  /** The site build's runtime entry (null when not built) */
  runtime: PageModel['runtime'];
  /** Gives the visitor a crumb cookie if they have none and returns it; only called for page types that need it */
  crumb: () => string;
  /** Told of a failure the visitor sees as the error page */
  onError: (error: unknown) => void;
  registry?: PageRegistry;
}

/** The outcome of a request: the site's lock first, then the route the path takes, if any. */
export async function resolve(ctx: PageContext, registry: PageRegistry = pageRegistry): Promise<Outcome> {
  const { website } = ctx.site;
  if (!isUnlocked(ctx.viewer, 'site', website.password_hash)) {
    return locked({ scope: 'site', title: website.title });
  }
  const segments = pathSegments(ctx.request.path);
  const match = segments && registry.match(segments);
  return match ? guardMembersOnly(ctx, await match.route.load(match.params, ctx)) : notFound();
}

/**
 * A shown page whose collection a member area protects becomes the members-only page for anyone
 * who may not see it (core's memberAccess): a page, a collection's listing and its items alike.
 */
async function guardMembersOnly(ctx: PageContext, outcome: Outcome): Promise<Outcome> {
  if (outcome.kind !== 'show') return outcome;
  const collection = outcome.type.subject(outcome.data).collection;
  if (!collection) return outcome;
  const { access, areas } = await pageMemberAccess(ctx.db, ctx.site.website.id, collection.id, {
    memberId: ctx.viewer.member?.id ?? null,
    canPreview: ctx.viewer.canPreview,
  });
  if (access === 'show') return outcome;
  return {
    kind: 'members-only',
    access,
    title: collection.title,
    collectionId: collection.id,
    areas,
    tags: [...outcome.tags, Tags.collection(collection.id)],
  };
}

/**
 * The query key of the page a path reaches, when its page type is cached per query (search); taken
 * before rendering, to look the page up. The rendering says again whether it was that page (the
 * site's lock may have shown something else): RenderedPage.byQuery.
 */
export function queryKeyOf(
  request: Pick<PageRequest, 'path' | 'query'>,
  registry = pageRegistry,
): string | undefined {
  const segments = pathSegments(request.path);
  const entry = segments && registry.match(segments)?.entry;
  return entry && 'queryKey' in entry && entry.queryKey ? entry.queryKey(request.query) : undefined;
}

/** Not found, locked and members-only become their page types, with what the request says. */
function present(outcome: Outcome, request: PageRequest, memberName: string | null): ShowOutcome {
  switch (outcome.kind) {
    case 'show':
      return outcome;
    case 'not-found':
      return withTags(show(notFoundPage, { path: request.path }), ...outcome.tags);
    case 'locked':
      return withTags(show(lockScreen, lockScreenData(outcome, request)), ...outcome.tags);
    case 'members-only':
      return withTags(membersOnlyPage(outcome, request, memberName), ...outcome.tags);
  }
}

export async function renderRequest(
  db: Db,
  site: SiteRecord,
  viewer: Viewer,
  request: PageRequest,
  options: RenderOptions,
): Promise<RenderedPage> {
  const ctx: PageContext = { db, site, viewer, request, now: Date.now() };
  try {
    const [outcome, chrome] = await Promise.all([
      resolve(ctx, options.registry),
      siteChrome(db, site, request.path),
    ]);
    const overlays = pageOverlays(site.settings, {
      signedIn: viewer.account !== null,
      dismissedAnnouncement: request.dismissedAnnouncement,
    });
    return renderShown(
      ctx,
      present(outcome, request, viewer.member?.name ?? null),
      chrome,
      options,
      overlays,
    );
  } catch (error) {
    options.onError(error);
    return renderShown(ctx, show(errorPage, {}), fallbackChrome(site), options);
  }
}

/** What the page shows needs from third parties: its page type's needs, then its blocks'. */
function thirdPartyOrigins({ type, data }: ShowOutcome, site: SiteRecord): Origins | null {
  const needs = combineNeeds([type.thirdParties?.(data), ...blockThirdParties(type.sections(data))]);
  return pageOrigins(needs, needs.captcha ? captchaOrigins(site.website.settings) : null);
}

function renderShown(
  { site, viewer, request }: PageContext,
  shown: ShowOutcome,
  chrome: PageModel['chrome'],
  options: RenderOptions,
  overlays: PageOverlays | null = null,
): RenderedPage {
  const { website, settings } = site;
  const { type, data, tags } = shown;
  const head = type.head(data, site);
  const crumb = type.needsCrumb ? options.crumb() : null;
  const html = renderPage({
    documentTitle:
      head.seoTitle ||
      (head.title && head.title !== website.title ? `${head.title} — ${website.title}` : website.title),
    description: head.description || settings.description || website.title,
    canonicalUrl: `${request.baseUrl}${head.canonicalPath ?? request.path}`,
    socialImage: head.socialImage
      ? { ...head.socialImage, src: `${request.baseUrl}${head.socialImage.src}` }
      : null,
    locale: website.locale,
    chrome,
    lookCss: lookCss(settings.look),
    bare: type.bare,
    bodyClass: type.bodyClass(data),
    body: type.render(data, { crumb }),
    sections: type.sections(data),
    context: buildSiteContext(site, viewer, { pageType: type.pageType, ...type.subject(data) }, request),
    // In the page whenever it is on; hidden once the visitor chose (the 'force' event shows it again).
    cookieBanner: settings.cookieBanner.isCookieBannerEnabled
      ? {
          settings: settings.cookieBanner,
          revision: settings.cookieBannerVersion,
          hidden: !shouldShowCookieBanner(settings.cookieBanner, request.consent ?? null),
        }
      : null,
    // The site's bars and popup go with its header and footer: not on a bare page (the lock screen).
    overlays: type.bare ? null : overlays,
    runtime: options.runtime,
  });
  return {
    status: type.statusOf?.(data) ?? type.status,
    pageType: type.pageType,
    name: type.name,
    html,
    tags: [...new Set([Tags.site, ...type.tags(data), ...tags])],
    cacheable: type.cacheable,
    byQuery: type.queryKey?.(request.query, data) !== undefined,
    thirdParty: thirdPartyOrigins(shown, site),
  };
}
