// The spec's lists, kept here as data (the spec directory is outside the repository, and CI clones
// only the repository): every call of both documents' "The calls it makes" (section 7), every
// navigation target and upgrade destination of the first document's "Screens and routes" (section
// 2), and every number of the page-type enumeration (both documents, section 2). Each names what
// serves it — an entry of the route table, or a page type of the page registry — and the test that
// holds it; or the issue it waits for (`pending`). spec-calls.test.ts holds the table to the route
// table and the registry both ways: a served entry must be served, a pending one must not be yet
// (so the list is corrected when its feature lands). The OpenAPI document marks each operation the
// spec names (`x-spec`), and docs/architecture.md carries this table (specTableMarkdown, written by
// `npx tsx packages/server/src/routes/write-spec-table.ts`).
import { PageType } from '@tessera/core';
import type { Method } from '../http/route.ts';

/** A test file, from the repository's root, that holds what the entry names */
type TestFile = string;

export type Served =
  /** A route of the table: its method and path as declared ('POST /api/census/RecordQuickView/:id') */
  | { route: string; test: TestFile }
  /** A page type or address of the page registry, by its name */
  | { page: string; test: TestFile }
  /** Not built yet: the issue that builds it */
  | { pending: string };

export interface SpecCall {
  /** Where the spec lists it: 'spec 1 §7', 'spec 2 §7' or both */
  source: string;
  method: Method;
  /** The path as the spec writes it ({id} for a part that varies) */
  path: string;
  /** The spec's words for it, copied */
  words: string;
  served: Served;
}

export interface SpecRoute {
  source: string;
  /** The address as the spec writes it */
  path: string;
  words: string;
  served: Served;
}

export interface SpecPageType {
  number: number;
  /** The spec's name for it */
  words: string;
  served: Served;
}

const BOTH = 'spec 1 §7, spec 2 §7';
const S1 = 'spec 1 §7';
const S2 = 'spec 2 §7';

const FORMS = 'packages/server/src/forms/forms.test.ts';
const CENSUS_EVENTS = 'packages/server/src/census/events.test.ts';

export const SPEC_CALLS: readonly SpecCall[] = [
  {
    source: S1,
    method: 'POST',
    path: '/api/form/FormSubmissionKey',
    words: 'empty body, with credentials; data.key is the submission key',
    served: { route: 'POST /api/form/FormSubmissionKey', test: FORMS },
  },
  {
    source: S1,
    method: 'POST',
    path: '/api/form/SaveFormSubmission',
    words: 'submission payload (section 3); 400 carries data.errors keyed by field id, or data.error',
    served: { route: 'POST /api/form/SaveFormSubmission', test: FORMS },
  },
  {
    source: S1,
    method: 'POST',
    path: '/api/widget/GetWidgetRendering',
    words:
      'form-encoded widgetJSON, plus collectionId for events summaries; data.html is placed into the block',
    served: { pending: 'issue 36' },
  },
  {
    source: S1,
    method: 'POST',
    path: '/api/census/RecordHit',
    words: 'form-encoded event, data JSON, ss_cvr cookie',
    served: { route: 'POST /api/census/RecordHit', test: 'packages/server/src/census/ingest.test.ts' },
  },
  ...(['button-click', 'button-render', 'form-render', 'overlay'] as const).map(
    (name): SpecCall => ({
      source: S1,
      method: 'POST',
      path: `/api/census/${name}`,
      words: `event data; failures ignored silently${name === 'button-render' ? ' (2.5 s time-out)' : ''}`,
      served: { route: `POST /api/census/${name}`, test: CENSUS_EVENTS },
    }),
  ),
  {
    source: S1,
    method: 'POST',
    path: '/api/census/RecordQuickView/{id}',
    words: 'none shown; failures ignored',
    served: { route: 'POST /api/census/RecordQuickView/:id', test: CENSUS_EVENTS },
  },
  {
    source: 'spec 1 §7 (spec 2 §7: "Session logout call: method and path not shown")',
    method: 'POST',
    path: '/api/auth/Logout',
    words: 'none shown; errors only logged',
    served: { route: 'POST /api/auth/Logout', test: 'packages/server/src/identity/auth.test.ts' },
  },
  {
    source: S1,
    method: 'POST',
    path: '/api/events/RecordJavascriptErrors',
    words: 'JSON array of events (event, data, timestamp), with a crumb header',
    served: {
      route: 'POST /api/events/RecordJavascriptErrors',
      test: 'packages/server/src/events/events.test.ts',
    },
  },
  {
    source: S1,
    method: 'POST',
    path: '/api/events/Trace',
    words: 'data = JSON of log entries (pageUrl, type, data); flushed every 30 s or on page unload',
    served: { route: 'POST /api/events/Trace', test: 'packages/server/src/events/events.test.ts' },
  },
  {
    source: BOTH,
    method: 'GET',
    path: '/api/multilingual/settings',
    words: 'none; not shown',
    served: { pending: 'issue 40' },
  },
  {
    source: BOTH,
    method: 'GET',
    path: '/api/multilingual/status',
    words: 'none; not shown',
    served: { pending: 'issue 40' },
  },
  {
    source: BOTH,
    method: 'PUT',
    path: '/api/multilingual/languages',
    words: 'body languages',
    served: { pending: 'issue 40' },
  },
  {
    source: BOTH,
    method: 'GET',
    path: '/api/site-header-footer',
    words: 'response data is read',
    served: {
      route: 'GET /api/site-header-footer',
      test: 'packages/server/src/site-design/site-design.test.ts',
    },
  },
  {
    source: BOTH,
    method: 'PUT',
    path: '/api/site-header-footer',
    words: 'PUT body header and footer; response data is read',
    served: {
      route: 'PUT /api/site-header-footer',
      test: 'packages/server/src/site-design/site-design.test.ts',
    },
  },
  {
    source: BOTH,
    method: 'POST',
    path: '/api/site-users/account/session',
    words: 'email, password, rememberMe; xsrfToken becomes header X-SiteUser-XSRF-Token on later requests',
    served: {
      route: 'POST /api/site-users/account/session',
      test: 'packages/server/src/members/members.test.ts',
    },
  },
  {
    source: BOTH,
    method: 'DELETE',
    path: '/api/site-users/account/session',
    words: 'query cloneCart (boolean); if response data signals a crumb failure, repeated once',
    served: {
      route: 'DELETE /api/site-users/account/session',
      test: 'packages/server/src/members/members.test.ts',
    },
  },
  {
    source: BOTH,
    method: 'GET',
    path: '/api/google-maps/places/autocomplete',
    words: 'query merged from request and tracking context',
    served: { pending: 'issue 36' },
  },
  {
    source: BOTH,
    method: 'GET',
    path: '/api/google-maps/places/details',
    words: 'query merged from request and tracking context (product page and product section required)',
    served: { pending: 'issue 36' },
  },
  {
    source: S2,
    method: 'GET',
    path: '/api/1/performance/settings',
    words: 'no payload; response field pageLoadId; 30 s time-out',
    served: {
      route: 'GET /api/1/performance/settings',
      test: 'packages/server/src/census/performance/performance.test.ts',
    },
  },
  {
    source: S2,
    method: 'POST',
    path: '/api/1/performance/records',
    words: 'JSON array of records sent as text, by beacon or fallback XHR',
    served: {
      route: 'POST /api/1/performance/records',
      test: 'packages/server/src/census/performance/performance.test.ts',
    },
  },
  {
    source: S2,
    method: 'POST',
    path: '/api/events/RecordEvent',
    words: 'form-encoded crumb (read from a cookie), event, data (JSON of the payload)',
    served: {
      route: 'POST /api/events/RecordEvent',
      test: 'packages/server/src/analytics/analytics.test.ts',
    },
  },
  {
    source: S2,
    method: 'POST',
    path: '/api/v1/events',
    words:
      'on the events service: JSON with analyticsId, commonData, customData, customSchemaName; success on 200 or 202',
    served: { route: 'POST /api/v1/events', test: 'packages/server/src/analytics/analytics.test.ts' },
  },
  {
    source: S2,
    method: 'GET',
    path: '/api/track/Track',
    words:
      'image request; query landing, refer, rk (random number), lang, screen, optionally source, campaign, …',
    served: { route: 'GET /api/track/Track', test: 'packages/server/src/analytics/analytics.test.ts' },
  },
];

const SHOP_E2E = 'e2e/tests/21-shop.spec.ts';
const BILLING = 'packages/server/src/billing/billing.test.ts';

/** The first document's navigation targets and upgrade destinations (section 2). */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  {
    source: 'spec 1 §2',
    path: '/commerce/goto-checkout',
    words: 'Reached when the visitor proceeds to checkout. Needs a cart cookie',
    served: { route: 'GET /commerce/goto-checkout', test: SHOP_E2E },
  },
  {
    source: 'spec 1 §2',
    path: '/checkout/subscribe',
    words: 'cartToken; Subscription checkout',
    served: { pending: 'issue 34' },
  },
  {
    source: 'spec 1 §2',
    path: '/checkout/donate',
    words: 'donatePageId; Donation checkout',
    served: { pending: 'issue 34' },
  },
  {
    source: 'spec 1 §2',
    path: '/checkout/giftcard',
    words: 'websiteId, giftCardProductId, optionally sku; Gift card checkout',
    served: { pending: 'issue 35' },
  },
  {
    source: 'spec 1 §2',
    path: '/config/',
    words: "frameUrl (current path plus search); Configuration area (owner's site subdomain)",
    served: { route: 'GET /config/', test: 'packages/server/src/identity/auth.test.ts' },
  },
  {
    source: 'spec 1 §2',
    path: '/search',
    words: 'Search page; excluded from page-view tracking',
    served: { page: 'search', test: 'packages/server/src/pages/search/index.test.tsx' },
  },
  {
    source: 'spec 1 §2',
    path: '/s/{name}',
    words: '/s/ prefix: File links',
    served: { route: 'GET /s/:name', test: 'packages/server/src/assets/files.test.ts' },
  },
  {
    source: 'spec 1 §2',
    path: '/{urlId}',
    words: 'optional filter query string; Internal content links',
    served: { page: 'collection', test: 'packages/server/src/pages/collection/index.test.tsx' },
  },
  {
    source: 'spec 1 §2',
    path: '/pages/{24-character id}',
    words: 'Collection panel path',
    served: { page: 'page-by-id', test: 'packages/server/src/pages/page-by-id/index.test.tsx' },
  },
  {
    source: 'spec 1 §2, spec 2 §2',
    path: '/settings/billing/upgrade',
    words: 'the trial-upgrade plan goes to /settings/billing/upgrade',
    served: { route: 'GET /settings/billing/upgrade', test: BILLING },
  },
  {
    source: 'spec 1 §2, spec 2 §2',
    path: '/settings/billing/subscriptions/website',
    words: 'the upgrade plan goes to /settings/billing/subscriptions/website',
    served: { route: 'GET /settings/billing/subscriptions/website', test: BILLING },
  },
];

const PAGES = 'packages/server/src/pages';
const page = (name: string, test: string): Served => ({ page: name, test });

/** The page-type enumeration (both documents, section 2), every number. */
export const SPEC_PAGE_TYPES: readonly SpecPageType[] = [
  {
    number: PageType.mainContent,
    words: 'main content or collection',
    served: page('collection', `${PAGES}/collection/index.test.tsx`),
  },
  { number: PageType.page, words: 'page', served: page('page', `${PAGES}/page/index.test.tsx`) },
  {
    number: PageType.splashPage,
    words: 'splash page',
    served: page('splash', `${PAGES}/splash/index.test.tsx`),
  },
  {
    number: PageType.contentItem,
    words: 'content item',
    served: page('item', `${PAGES}/item/index.test.tsx`),
  },
  {
    number: PageType.notFound,
    words: 'not found',
    served: page('not-found', `${PAGES}/not-found/index.test.tsx`),
  },
  { number: PageType.error, words: 'error', served: page('error', `${PAGES}/error/index.test.tsx`) },
  { number: PageType.search, words: 'search', served: page('search', `${PAGES}/search/index.test.tsx`) },
  {
    number: PageType.lockScreen,
    words: 'lock screen',
    served: page('lock', `${PAGES}/lock-screen/index.test.tsx`),
  },
  {
    number: PageType.popupOverlay,
    words: 'popup overlay',
    served: page('popup-overlay', `${PAGES}/popup-overlay/index.test.tsx`),
  },
  {
    number: PageType.protectedContent,
    words: 'protected content',
    served: page('members-only', 'packages/server/src/members/members.test.ts'),
  },
  {
    number: PageType.memberAreaAccessDenied,
    words: 'member area access denied',
    served: page('member-area-denied', 'packages/server/src/members/members.test.ts'),
  },
  { number: PageType.showCart, words: 'show cart', served: page('cart', SHOP_E2E) },
  { number: PageType.checkout, words: 'checkout', served: page('checkout', SHOP_E2E) },
  {
    number: PageType.orderConfirmed,
    words: 'order confirmed',
    served: page('order-confirmed', 'packages/server/src/commerce/order-page/order-page.test.ts'),
  },
  { number: PageType.donate, words: 'donate', served: { pending: 'issue 34' } },
  {
    number: PageType.contributionConfirmed,
    words: 'contribution confirmed',
    served: { pending: 'issue 34' },
  },
  {
    number: PageType.commerceCartV2,
    words: 'commerce cart v2',
    // The one cart, /cart (pages/registry.ts, SPEC_NUMBER_ALIASES).
    served: page('cart', `${PAGES}/registry.test.tsx`),
  },
  {
    number: PageType.subscriptionConfirmed,
    words: 'subscription confirmed',
    served: { pending: 'issue 34' },
  },
  {
    number: PageType.orderReceived,
    words: 'order received',
    served: page('order-received', `${PAGES}/order-received/index.test.tsx`),
  },
  { number: PageType.membershipConfirmed, words: 'membership confirmed', served: { pending: 'issue 34' } },
  { number: PageType.reviewsRequest, words: 'reviews request', served: { pending: 'issue 35' } },
  {
    number: PageType.newsletterUnsubscribe,
    words: 'newsletter unsubscribe',
    served: page('newsletter', 'packages/server/src/newsletters/newsletters.test.ts'),
  },
  {
    number: PageType.commerceEmailPreview,
    words: 'commerce email preview',
    served: page('commerce-email-preview', `${PAGES}/commerce-email-preview/index.test.tsx`),
  },
];

/** What the OpenAPI document says of a route the spec names (`x-spec`), by "METHOD path" as declared. */
export function specNamesOf(routeName: string): string[] {
  const named = (served: Served) => 'route' in served && served.route === routeName;
  return [
    ...SPEC_CALLS.filter((call) => named(call.served)).map(
      (call) => `${call.source}: ${call.method} ${call.path} — ${call.words}`,
    ),
    ...SPEC_ROUTES.filter((entry) => named(entry.served)).map(
      (entry) => `${entry.source}: ${entry.path} — ${entry.words}`,
    ),
  ];
}

function servedCell(served: Served): string {
  if ('pending' in served) return `not yet (${served.pending})`;
  const what = 'route' in served ? `\`${served.route}\`` : `page type \`${served.page}\``;
  return `${what} — \`${served.test}\``;
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** The table docs/architecture.md carries, between its markers (spec-calls.test.ts compares). */
export function specTableMarkdown(): string {
  return [
    '| spec | call | served by — held by |',
    '| --- | --- | --- |',
    ...SPEC_CALLS.map(
      (call) =>
        `| ${call.source} | \`${call.method} ${call.path}\`: ${escapeCell(call.words)} | ${servedCell(call.served)} |`,
    ),
    '',
    '| spec | address | served by — held by |',
    '| --- | --- | --- |',
    ...SPEC_ROUTES.map(
      (entry) =>
        `| ${entry.source} | \`${entry.path}\`: ${escapeCell(entry.words)} | ${servedCell(entry.served)} |`,
    ),
    '',
    '| page type (spec 1 §2, spec 2 §2) | served by — held by |',
    '| --- | --- |',
    ...SPEC_PAGE_TYPES.map((entry) => `| ${entry.words} ${entry.number} | ${servedCell(entry.served)} |`),
  ].join('\n');
}

export const SPEC_TABLE_START = '<!-- spec-table:start (generated from server/src/routes/spec-calls.ts) -->';
export const SPEC_TABLE_END = '<!-- spec-table:end -->';

/** The document with its table between the markers replaced by `table`. */
export function withSpecTable(document: string, table: string): string {
  const start = document.indexOf(SPEC_TABLE_START);
  const end = document.indexOf(SPEC_TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/architecture.md has no spec-table markers');
  return `${document.slice(0, start + SPEC_TABLE_START.length)}\n${table}\n${document.slice(end)}`;
}
