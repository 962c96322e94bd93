// The visitor census (spec sections 3, 6, 7 and 9): which page views are counted, and the format the
// visitor cookies must have. Shared by the runtime (which sends no hit it would not count) and the
// server (which decides, since a hit can be posted by anyone).
import { SiteUserRole } from './enums.ts';

export const CENSUS_HIT_URL = '/api/census/RecordHit';

/**
 * The cookies' set format (spec: "Visitor cookie values must match a set format or are replaced";
 * the format itself is not given): 32 lower-case hex digits, 128 random bits. ss_cvr names the
 * browser for 2 years, ss_cvt the visit for 30 minutes after its last page.
 */
export const VISITOR_COOKIE_PATTERN = /^[0-9a-f]{32}$/;

export function isVisitorCookieValue(value: string | undefined): value is string {
  return value !== undefined && VISITOR_COOKIE_PATTERN.test(value);
}

// Page types as literals, not PageType's members: the runtime imports these rules, and the whole
// PageType object would come along (about 0.3 KB on the wire). census.test.ts checks they match.
/** Page types on which no hit is counted: not-found, the lock screen, and the access-denied pages. */
export const CENSUS_SKIPPED_PAGE_TYPES: readonly number[] = [100, 103, 105, 106];
/** PageType.search */
export const SEARCH_PAGE_TYPE = 102;
/** CensusEventType.pageView: the one event RecordHit takes */
export const CENSUS_PAGE_VIEW_EVENT = 1;

export interface CensusPageView {
  /** The page's path, e.g. '/about' */
  path: string;
  /** null where it is not known: the server is not told a hit's page type (spec's page-event fields) */
  pageType: number | null;
  /** Whether an account is signed in */
  signedIn: boolean;
  /** The account's roles on the site (SiteUserRole) */
  roles: readonly number[];
  /** The site's census setting */
  censusEnabled: boolean;
}

export type CensusSkipReason = 'disabled' | 'signed-in' | 'page-type' | 'search';

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/**
 * Why a page view is not counted, or null when it is (spec section 6): census disabled; a signed-in
 * account, unless its only role is viewer and the page is not in the config area; a not-found, lock
 * screen or access-denied page; the search page (spec section 1: excluded from page-view tracking).
 */
export function censusSkipReason(view: CensusPageView): CensusSkipReason | null {
  if (!view.censusEnabled) return 'disabled';
  if (view.signedIn) {
    const viewerOnly = view.roles.length > 0 && view.roles.every((role) => role === SiteUserRole.viewer);
    if (!viewerOnly || isUnder(view.path, '/config')) return 'signed-in';
  }
  if (view.pageType !== null && CENSUS_SKIPPED_PAGE_TYPES.includes(view.pageType)) return 'page-type';
  if (view.pageType === SEARCH_PAGE_TYPE || isUnder(view.path, '/search')) return 'search';
  return null;
}

/** The UTC day of a moment, 'YYYY-MM-DD': hits are rolled up per day. */
export function censusDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Whether a hit begins a visit. Where the visit cookie may be kept, a visit begins when none (or a
 * malformed one) came with the hit; without cookies (no consent), when the visitor did not come from
 * a page of the same site, which is as near as a count without cookies can get.
 */
export function beginsVisit(hit: {
  cookiesAllowed: boolean;
  visitCookie: string | undefined;
  referrer: string;
  host: string;
}): boolean {
  if (hit.cookiesAllowed) return !isVisitorCookieValue(hit.visitCookie);
  try {
    return new URL(hit.referrer).host !== hit.host;
  } catch {
    return true;
  }
}
