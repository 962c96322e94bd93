// The census's part of the runtime (spec sections 3 and 7): one RecordHit per page view, with the
// spec's page-event fields, unless core's skip rules say the page is not counted. The server decides
// the cookies (and checks the skip rules it can see); a failure is ignored silently.
import { CENSUS_HIT_URL, CENSUS_PAGE_VIEW_EVENT, censusSkipReason } from '@tessera/core';
import type { BodyOf } from '../api/call.ts';
import type { SiteContext } from '../context.ts';

let sent = false;

function localStorageSupported(): boolean {
  try {
    localStorage.setItem('_', '');
    localStorage.removeItem('_');
    return true;
  } catch {
    return false;
  }
}

/** The spec's census page-event fields for this page. */
export function pageEvent(context: SiteContext): Record<string, unknown> {
  return {
    userAgent: navigator.userAgent,
    clientDate: Date.now(),
    viewportInnerWidth: innerWidth,
    viewportInnerHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    websiteId: context.website.id,
    templateId: null,
    website_locale: document.documentElement.lang,
    url: location.href,
    title: document.title,
    itemId: context.itemId,
    recordType: context.item?.recordType ?? null,
    collectionId: context.collectionId,
    localStorageSupported: localStorageSupported(),
    queryString: location.search,
    referrer: document.referrer,
  };
}

/** Whether core's skip rules count this page (real-user performance follows them too). */
export function censusCounts(context: SiteContext): boolean {
  return (
    censusSkipReason({
      path: location.pathname,
      pageType: context.pageType,
      signedIn: context.authenticatedAccount !== null,
      roles: context.websiteRoles,
      censusEnabled: context.websiteSettings.censusEnabled,
    }) === null
  );
}

/** Sends the page view once per page load (a second initialise, as in tests, sends nothing). */
export function recordPageView(context: SiteContext): void {
  if (sent || !censusCounts(context)) return;
  sent = true;
  const body = new URLSearchParams({
    event: String(CENSUS_PAGE_VIEW_EVENT),
    data: JSON.stringify(pageEvent(context)),
  } satisfies BodyOf<`POST ${typeof CENSUS_HIT_URL}`>);
  // keepalive: a visitor who leaves at once is still counted. The answer is not read.
  fetch(CENSUS_HIT_URL, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(
    () => {},
  );
}

/** For tests: a new page load. */
export function resetPageView(): void {
  sent = false;
}
