// What every page shares: the site's chrome (title, navigation, footer) and the site context the
// page embeds for the browser runtime (spec: "Site context"). Built here and nowhere else.
import {
  isPubliclyVisible,
  PageType,
  pagePermissionTypeOf,
  popupOverlayContextSettings,
  SOCIAL_NETWORKS,
  showsMobileInfoBar,
  splitFeatures,
} from '@tessera/core';
import type { CollectionType, NavLink, SiteChrome, SiteContext, WebsiteSettingsContext } from '@tessera/site';
import { loadNavigation, type NavigationEntry } from '../content/index.ts';
import type { Db } from '../db/database.ts';
import { effectiveCaptcha } from '../forms/captcha/settings.ts';
import { collectionPath, itemPath } from '../shared/page-paths.ts';
import { loadHeaderFooter } from '../site-design/index.ts';
import type { PageRequest, SiteRecord, Viewer } from './context.ts';
import type { PageSubject } from './define.ts';

export async function siteChrome(db: Db, { website, settings }: SiteRecord, currentPath: string) {
  const [navigation, { header, footer }] = await Promise.all([
    loadNavigation(db, website.id),
    loadHeaderFooter(db, website.id),
  ]);
  const now = Date.now();
  // A link to a page visitors cannot see (Hidden, in the trash, not yet due) is left out, not a 404.
  const hrefOf = (entry: NavigationEntry): string | null =>
    entry.collectionId === null
      ? entry.url
      : entry.collectionUrlId &&
          isPubliclyVisible(entry.collectionState ?? 0, entry.collectionPublishedAt, now)
        ? collectionPath({ id: entry.collectionId, url_id: entry.collectionUrlId }, settings)
        : null;
  const isCurrent = (href: string) =>
    href === '/' ? currentPath === '/' : currentPath === href || currentPath.startsWith(`${href}/`);
  const links = (area: string): NavLink[] =>
    navigation
      .filter((n) => n.area === area)
      .flatMap((n) => {
        const href = hrefOf(n);
        if (!href) return [];
        return [{ label: n.label, href, current: isCurrent(href) }];
      });
  return {
    siteTitle: website.title,
    tagline: settings.tagline,
    navigation: links('main'),
    footerNavigation: links('footer'),
    footerText: footer.text,
    logo: header.logo && { ...header.logo, alt: website.title },
    showTitle: header.showTitle,
    navigationStyle: header.navigationStyle,
    cta: header.cta,
    footerLinks: footer.links,
    socialLinks: footer.social.map((s) => ({
      network: s.network,
      label: SOCIAL_NETWORKS[s.network],
      href: s.url,
    })),
    favicon: settings.favicon?.src ?? null,
    // The header's cart shows on a site whose navigation leads to a shop visitors can see.
    store: navigation.some((n) => n.collectionType === 'products' && hrefOf(n) !== null)
      ? { currency: website.currency }
      : null,
  } satisfies SiteChrome;
}

/** The chrome of a page that failed to render: the site's title and nothing read from the database. */
export function fallbackChrome({ website }: SiteRecord): SiteChrome {
  return { siteTitle: website.title, tagline: '', navigation: [], footerNavigation: [], footerText: '' };
}

/** The captcha a page's forms use, for the browser: the provider and its site key, never the secret. */
function publicCaptcha(settingsJson: string): WebsiteSettingsContext['captchaSettings'] {
  const { provider, siteKey } = effectiveCaptcha(settingsJson);
  return { provider, siteKey };
}

export function buildSiteContext(
  { website, settings }: SiteRecord,
  viewer: Viewer,
  page: { pageType: number } & PageSubject,
  request: Pick<PageRequest, 'baseUrl' | 'appDomain' | 'path' | 'variants'>,
): SiteContext {
  const { collection, item } = page;
  return {
    websiteSettings: {
      commentsEnabled: settings.commentsEnabled,
      commentProviderShortname: settings.commentProviderShortname,
      pinterestOverlayOptions: settings.pinterestOverlayOptions,
      popupOverlaySettings: settings.popupOverlaySettings.enabled
        ? popupOverlayContextSettings(settings.popupOverlaySettings)
        : null,
      mobileInfoBarSettings: showsMobileInfoBar(settings.mobileInfoBarSettings)
        ? settings.mobileInfoBarSettings
        : null,
      useEscapeKeyToLogin: settings.useEscapeKeyToLogin,
      captchaSettings: publicCaptcha(website.settings),
      cookiePolicy: {
        isAnalyticsCookiesDisabled: settings.cookieBanner.isAnalyticsCookiesDisabled,
        isRestrictiveCookiePolicyAbsolute: settings.cookieBanner.isRestrictiveCookiePolicyAbsolute,
      },
      censusEnabled: settings.censusEnabled,
    },
    pageType: page.pageType,
    collection: collection
      ? {
          id: collection.id,
          title: collection.title,
          urlId: collection.url_id,
          type: collection.type as CollectionType,
          fullUrl: collectionPath(collection, settings),
        }
      : null,
    item:
      item && collection
        ? {
            id: item.id,
            title: item.title,
            urlId: item.url_id,
            recordType: item.record_type,
            fullUrl: itemPath(collection, item),
          }
        : null,
    collectionId: collection?.id ?? null,
    itemId: item?.id ?? null,
    // The page's password is known here; a member area is read when a form's submission is stored.
    pagePermissionTypeValue: pagePermissionTypeOf({
      passwordProtected: (collection?.password_hash ?? null) !== null,
      memberAreas: 0,
    }),
    websiteRoles: viewer.roles,
    authenticatedAccount: viewer.account,
    website: {
      id: website.id,
      identifier: website.identifier,
      siteTitle: website.title,
      baseUrl: request.baseUrl,
      fontServiceId: null,
      developerMode: website.developer_mode === 1,
      cloneable: website.cloneable === 1,
      websiteType: website.site_type,
      siteStatus: { value: website.subscription_status },
    },
    appDomain: request.appDomain,
    // The visitor's variant of each running split test on the page, as feature toggles.
    features: splitFeatures(request.variants?.assignedVariants() ?? []),
    ...(page.pageType === PageType.notFound ? { notFoundPath: request.path } : {}),
  };
}
