// Resolves a site request to its page type and builds the page model the site's components render.
import { formatMoney, isSoldOut, PageType, ProductType, type Variant } from '@tessera/core';
import type {
  CollectionType,
  ImageRef,
  ListEntry,
  NavLink,
  PageBody,
  ProductCard,
  SiteContext,
} from '@tessera/site';
import {
  findCollectionById,
  findCollectionByUrlId,
  findItem,
  isPubliclyVisible,
  listCollections,
  listItems,
  listSiteItems,
  loadFooterText,
  loadImages,
  loadNavigation,
  type NavigationEntry,
} from '../content/repository.ts';
import { readSectionsForPage } from '../content/service.ts';
import type { Db } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import type { Collection, Item, Website } from '../db/schema.ts';
import type { WebsiteSettings } from '../websites/settings.ts';
import { routeOf } from './routing.ts';
import { unlockEntry } from './unlock.ts';

export interface Viewer {
  account: { id: string; email: string; displayName: string } | null;
  roles: number[];
  /** Visitors with any role on the site (owners, editors) see unpublished pages: the editor frame previews them. */
  canPreview: boolean;
  unlocked: string[];
}

export interface PageRequest {
  path: string;
  query: Record<string, string | undefined>;
  baseUrl: string;
  appDomain: string;
  /** Where the lock screen posts the password, crumb included */
  unlockAction: (scope: string) => string;
}

export interface ResolvedPage {
  status: number;
  pageType: number;
  body: PageBody;
  documentTitle: string;
  description: string;
  collection: Collection | null;
  item: Item | null;
  /** Visitor pages of published content can be cached per site version and path */
  cacheable: boolean;
}

interface Resolution {
  status: number;
  pageType: number;
  body: PageBody;
  title: string;
  description?: string;
  collection?: Collection | null;
  item?: Item | null;
  cacheable?: boolean;
}

const PRODUCT_TYPE_LABELS: Record<number, string> = {
  [ProductType.physical]: 'Physical product',
  [ProductType.digital]: 'Digital download',
  [ProductType.service]: 'Service',
  [ProductType.giftCard]: 'Gift card',
};

function formatDate(ms: number | null, locale: string, timeZone: string): string {
  if (ms === null) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

/** A site as a render sees it: its row and its settings, parsed once per request. */
export interface SiteRecord {
  website: Website;
  settings: WebsiteSettings;
}

export async function resolvePage(
  db: Db,
  site: SiteRecord,
  viewer: Viewer,
  request: PageRequest,
): Promise<ResolvedPage> {
  const { website } = site;
  const resolution = await resolve(db, site, viewer, request);
  return {
    status: resolution.status,
    pageType: resolution.pageType,
    body: resolution.body,
    documentTitle:
      resolution.title && resolution.title !== website.title
        ? `${resolution.title} — ${website.title}`
        : website.title,
    description: resolution.description ?? '',
    collection: resolution.collection ?? null,
    item: resolution.item ?? null,
    cacheable: resolution.cacheable ?? false,
  };
}

function notFound(path: string): Resolution {
  return {
    status: 404,
    pageType: PageType.notFound,
    body: { kind: 'not-found', path },
    title: 'Page not found',
  };
}

/** What the lock screen says after an unlock try, by the `password` query value it was sent back with. */
const LOCK_ERRORS: Record<string, string> = {
  incorrect: 'That password is incorrect. Please try again.',
  wait: 'Too many attempts. Please wait a few minutes and try again.',
};

function lockScreen(
  scope: 'site' | 'page',
  title: string,
  scopeId: string,
  request: PageRequest,
): Resolution {
  return {
    status: 401,
    pageType: PageType.lockScreen,
    body: {
      kind: 'lock',
      scope,
      title,
      action: request.unlockAction(scopeId),
      error: LOCK_ERRORS[request.query.password ?? ''] ?? null,
    },
    title,
  };
}

function isUnlocked(viewer: Viewer, scope: string, passwordHash: string | null): boolean {
  return !passwordHash || viewer.canPreview || viewer.unlocked.includes(unlockEntry(scope, passwordHash));
}

async function resolve(
  db: Db,
  { website, settings }: SiteRecord,
  viewer: Viewer,
  request: PageRequest,
): Promise<Resolution> {
  if (!isUnlocked(viewer, 'site', website.password_hash)) {
    return lockScreen('site', website.title, 'site', request);
  }
  const route = routeOf(request.path);
  const visible = (state: number, publishedAt: number | null) =>
    viewer.canPreview || isPubliclyVisible(state, publishedAt);
  // Collections have no publication time yet: a scheduled page stays hidden until it is published.
  const collectionVisible = (c: Collection | undefined): c is Collection =>
    !!c && visible(c.publication_state, null);

  switch (route.kind) {
    case 'none':
      return notFound(request.path);
    case 'search':
      return search(db, website, viewer, request.query.q ?? '');
    case 'home': {
      const home = await homeCollection(db, website, settings);
      return collectionVisible(home)
        ? collectionPage(db, website, viewer, home, request)
        : notFound(request.path);
    }
    case 'collection-id': {
      const collection = await findCollectionById(db, website.id, route.id);
      return collectionVisible(collection)
        ? collectionPage(db, website, viewer, collection, request)
        : notFound(request.path);
    }
    case 'collection': {
      const collection = await findCollectionByUrlId(db, website.id, route.urlId);
      return collectionVisible(collection)
        ? collectionPage(db, website, viewer, collection, request)
        : notFound(request.path);
    }
    case 'item': {
      const collection = await findCollectionByUrlId(db, website.id, route.collectionUrlId);
      if (!collectionVisible(collection) || collection.type === 'page') return notFound(request.path);
      const item = await findItem(db, website.id, collection.id, route.itemUrlId);
      if (!item || !visible(item.publication_state, item.published_at)) return notFound(request.path);
      if (!isUnlocked(viewer, collection.id, collection.password_hash)) {
        return lockScreen('page', collection.title, collection.id, request);
      }
      return itemPage(db, website, collection, item);
    }
  }
}

async function homeCollection(
  db: Db,
  website: Website,
  settings: WebsiteSettings,
): Promise<Collection | undefined> {
  if (settings.homeCollectionId) {
    const home = await findCollectionById(db, website.id, settings.homeCollectionId);
    if (home) return home;
  }
  return (await listCollections(db, website.id))[0];
}

async function collectionPage(
  db: Db,
  website: Website,
  viewer: Viewer,
  collection: Collection,
  request: PageRequest,
): Promise<Resolution> {
  if (!isUnlocked(viewer, collection.id, collection.password_hash)) {
    return lockScreen('page', collection.title, collection.id, request);
  }
  const base = {
    status: 200,
    title: collection.title,
    description: collection.description,
    collection,
    cacheable: true,
  };
  const href = (item: Item) => `/${collection.url_id}/${item.url_id}`;
  if (collection.type === 'page') {
    const sections = await readSectionsForPage(db, website, collection.layout_id);
    const collectionSettings = parseJsonColumn<{ splash?: boolean; enterHref?: string }>(
      collection.settings,
      {},
    );
    if (collectionSettings.splash) {
      return {
        ...base,
        pageType: PageType.splashPage,
        body: {
          kind: 'splash',
          title: collection.title,
          sections,
          enterHref: collectionSettings.enterHref ?? '/',
        },
      };
    }
    return { ...base, pageType: PageType.page, body: { kind: 'layout', title: collection.title, sections } };
  }
  const items = (await listItems(db, website.id, collection.id)).filter(
    (item) => viewer.canPreview || isPubliclyVisible(item.publication_state, item.published_at),
  );
  const images = await loadImages(
    db,
    website.id,
    items.map((i) => i.asset_id),
  );
  const imageOf = (item: Item): ImageRef | null =>
    item.asset_id ? (images.get(item.asset_id) ?? null) : null;
  const pageType = PageType.mainContent;
  switch (collection.type) {
    case 'gallery':
      return {
        ...base,
        pageType,
        body: {
          kind: 'gallery',
          title: collection.title,
          description: collection.description,
          images: items.flatMap((item) => {
            const image = imageOf(item);
            return image ? [{ ...image, title: item.title, href: href(item) }] : [];
          }),
        },
      };
    case 'products':
      return {
        ...base,
        pageType,
        body: {
          kind: 'products',
          title: collection.title,
          description: collection.description,
          products: items.map(
            (item): ProductCard => ({
              ...productSummary(item, website),
              href: href(item),
              image: imageOf(item),
            }),
          ),
        },
      };
    default:
      return {
        ...base,
        pageType,
        body: {
          kind: 'blog',
          title: collection.title,
          description: collection.description,
          posts: items.map(
            (item): ListEntry => ({
              title: item.title,
              href: href(item),
              excerpt: item.excerpt,
              meta: formatDate(item.published_at, website.locale, website.time_zone),
              image: imageOf(item),
            }),
          ),
        },
      };
  }
}

interface ProductData {
  productType?: number;
  description?: string;
  variants?: Variant[];
  options?: { name: string; values: string[] }[];
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
}

function productSummary(item: Item, website: Website) {
  const data = parseJsonColumn<ProductData>(item.data, {});
  const productType = (data.productType ?? ProductType.physical) as ProductType;
  const variants = Array.isArray(data.variants) ? data.variants : [];
  const prices =
    productType === ProductType.digital
      ? [data.onSale && data.salePriceCents !== undefined ? data.salePriceCents : (data.priceCents ?? 0)]
      : variants.map((v) => (v.onSale ? v.salePrice : v.price));
  const lowest = prices.length ? Math.min(...prices) : 0;
  const highest = prices.length ? Math.max(...prices) : 0;
  const priceLabel =
    lowest === highest
      ? formatMoney(lowest, website.currency)
      : `From ${formatMoney(lowest, website.currency)}`;
  return {
    title: item.title,
    priceLabel,
    typeLabel: PRODUCT_TYPE_LABELS[productType] ?? 'Product',
    soldOut: isSoldOut({ productType, variants }),
    description: data.description ?? item.excerpt,
    options: Array.isArray(data.options) ? data.options : [],
  };
}

async function itemPage(db: Db, website: Website, collection: Collection, item: Item): Promise<Resolution> {
  const images = await loadImages(db, website.id, [item.asset_id]);
  const image = item.asset_id ? (images.get(item.asset_id) ?? null) : null;
  const back = { backHref: `/${collection.url_id}`, backLabel: collection.title };
  const base = {
    status: 200,
    pageType: PageType.contentItem,
    title: item.title,
    description: item.excerpt,
    collection,
    item,
    cacheable: true,
  };
  if (collection.type === 'products') {
    const summary = productSummary(item, website);
    return { ...base, body: { kind: 'product', ...summary, image, ...back } };
  }
  if (collection.type === 'gallery' && image) {
    return {
      ...base,
      body: { kind: 'gallery-image', title: item.title, description: item.excerpt, image, ...back },
    };
  }
  const sections = await readSectionsForPage(db, website, item.layout_id);
  return {
    ...base,
    body: {
      kind: 'post',
      title: item.title,
      meta: formatDate(item.published_at, website.locale, website.time_zone),
      image,
      sections,
      ...back,
    },
  };
}

const SEARCH_RESULT_LIMIT = 50;

async function search(db: Db, website: Website, viewer: Viewer, rawQuery: string): Promise<Resolution> {
  const query = rawQuery.trim().slice(0, 200);
  const body: PageBody = { kind: 'search', query, results: [] };
  if (query) {
    // Matched here rather than in SQL: SQLite's lower() folds only ASCII, JavaScript folds all of Unicode.
    const needle = query.toLowerCase();
    const matches = (...texts: string[]) => texts.some((text) => text.toLowerCase().includes(needle));
    const [collections, items] = await Promise.all([
      listCollections(db, website.id),
      listSiteItems(db, website.id),
    ]);
    const searchable = new Map(
      collections
        .filter(
          (c) => !c.password_hash && (viewer.canPreview || isPubliclyVisible(c.publication_state, null)),
        )
        .map((c) => [c.id, c]),
    );
    for (const collection of searchable.values()) {
      if (matches(collection.title, collection.description)) {
        body.results.push({
          title: collection.title,
          href: `/${collection.url_id}`,
          excerpt: collection.description,
          meta: '',
          image: null,
        });
      }
    }
    for (const item of items) {
      const collection = searchable.get(item.collection_id);
      if (!collection || collection.type === 'page') continue;
      if (!viewer.canPreview && !isPubliclyVisible(item.publication_state, item.published_at)) continue;
      if (matches(item.title, item.excerpt)) {
        body.results.push({
          title: item.title,
          href: `/${collection.url_id}/${item.url_id}`,
          excerpt: item.excerpt,
          meta: collection.title,
          image: null,
        });
      }
    }
    body.results.splice(SEARCH_RESULT_LIMIT);
  }
  return { status: 200, pageType: PageType.search, body, title: 'Search' };
}

export function errorResolution(): Pick<ResolvedPage, 'status' | 'pageType' | 'body' | 'documentTitle'> {
  return {
    status: 500,
    pageType: PageType.error,
    body: { kind: 'error' },
    documentTitle: 'Something went wrong',
  };
}

export async function siteChrome(db: Db, { website, settings }: SiteRecord, currentPath: string) {
  const [navigation, footerText] = await Promise.all([
    loadNavigation(db, website.id),
    loadFooterText(db, website.id),
  ]);
  // The home page's canonical address is the site root.
  const hrefOf = (entry: NavigationEntry): string | null =>
    entry.collectionId === null
      ? entry.url
      : entry.collectionId === settings.homeCollectionId
        ? '/'
        : entry.collectionUrlId && `/${entry.collectionUrlId}`;
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
    footerText,
  };
}

export function buildSiteContext(
  { website, settings }: SiteRecord,
  viewer: Viewer,
  page: Pick<ResolvedPage, 'pageType' | 'collection' | 'item'>,
  request: Pick<PageRequest, 'baseUrl' | 'appDomain' | 'path'>,
): SiteContext {
  const collection = page.collection;
  const item = page.item;
  return {
    websiteSettings: {
      commentsEnabled: settings.commentsEnabled,
      commentProviderShortname: settings.commentProviderShortname,
      pinterestOverlayOptions: settings.pinterestOverlayOptions,
      popupOverlaySettings: settings.popupOverlaySettings,
      mobileInfoBarSettings: settings.mobileInfoBarSettings,
      useEscapeKeyToLogin: settings.useEscapeKeyToLogin,
    },
    pageType: page.pageType,
    collection: collection
      ? {
          id: collection.id,
          title: collection.title,
          urlId: collection.url_id,
          type: collection.type as CollectionType,
          fullUrl: `/${collection.url_id}`,
        }
      : null,
    item:
      item && collection
        ? {
            id: item.id,
            title: item.title,
            urlId: item.url_id,
            recordType: item.record_type,
            fullUrl: `/${collection.url_id}/${item.url_id}`,
          }
        : null,
    collectionId: collection?.id ?? null,
    itemId: item?.id ?? null,
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
    ...(page.pageType === PageType.notFound ? { notFoundPath: request.path } : {}),
  };
}
