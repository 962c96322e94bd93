// The census's other calls from the page (spec section 7): button-render for each button shown
// (2.5 s time-out), button-click, form-render, the popup's overlay events and quick views; and Track
// once a visit, on its landing page. Same skip rules as the page view (census.ts); every failure is
// ignored silently: tracking never bothers the visitor.
import {
  CONVERSION_EVENT,
  mayStoreTrackingCookies,
  RECORD_EVENT_URL,
  TRACK_URL,
  TRACKING_TIMEOUT_MS,
} from '@tessera/core';
import type { ApiRoute, BodyOf, QueryOf } from '../api/call.ts';
import { QUICK_VIEW_EVENT } from '../commerce/quick-view/events.ts';
import { storedConsent } from '../consent/browser-cookies.ts';
import type { SiteContext } from '../context.ts';
import { POPUP_OVERLAY_CENSUS_EVENT, type PopupOverlayAction } from '../overlays/events.ts';
import { censusCounts } from './census.ts';
import { hearCensusEvents } from './census-start.ts';
import { readCrumb } from './crumb.ts';
import type { Destructor } from './lifecycle.ts';
import { sessionInfo } from './session.ts';

const BUTTON_SELECTOR = '.block-button a';
/** Spec 1 §7's 2.5 s for button-render is §9's 'Tracking time-out 2500 ms'. */
export const BUTTON_RENDER_TIMEOUT_MS = TRACKING_TIMEOUT_MS;
/** Track's campaign parameters, read from the landing page's address (utm_* or the spec's own names). */
const CAMPAIGN_PARAMETERS = [
  ['source', 'utm_source'],
  ['campaign', 'utm_campaign'],
  ['subcampaign', 'utm_content'],
  ['channel', 'utm_medium'],
  ['subchannel', 'utm_term'],
  ['variation', ''],
  ['mkwid', ''],
] as const;

/** The body of the census route at /api/census/`P` (a path the table lacks takes none). */
type CensusBody<P extends string> = `POST /api/census/${P}` extends infer R extends ApiRoute
  ? BodyOf<R>
  : never;

/** Posts one census event; its answer is not read and a failure is ignored. */
export function sendCensusEvent<P extends string>(path: P, body?: CensusBody<P>, timeoutMs?: number): void {
  fetch(`/api/census/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    ...(body !== undefined && {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
    // AbortSignal.timeout is missing from older browsers: there the request simply has no time-out.
    ...(timeoutMs && AbortSignal.timeout && { signal: AbortSignal.timeout(timeoutMs) }),
  }).catch(() => {});
}

/** The spec's button event fields of a button block's link (button-render and button-click take the same). */
function buttonEvent(link: HTMLAnchorElement): BodyOf<'POST /api/census/button-click'> {
  return {
    id: link.closest('[data-block-id]')?.getAttribute('data-block-id') ?? '',
    buttonText: (link.textContent ?? '').trim().slice(0, 200),
    clickthroughUrl: link.href.slice(0, 2000),
    newWindow: link.target === '_blank',
    context: link.closest('[data-popup-overlay]') ? 'overlay' : 'page',
  };
}

/** Track's image request, with the visit's landing and the campaign in the page's address. */
export function trackLanding(landing: string): void {
  const page = new URLSearchParams(location.search);
  const query = new URLSearchParams({
    landing,
    refer: document.referrer,
    rk: String(Math.random()),
    lang: navigator.language,
    screen: `${screen.width}x${screen.height}`,
  } satisfies QueryOf<`GET ${typeof TRACK_URL}`>);
  for (const [name, utm] of CAMPAIGN_PARAMETERS) {
    const value = page.get(name) ?? (utm && page.get(utm));
    if (value) query.set(name, value.slice(0, 200));
  }
  new Image().src = `${TRACK_URL}?${query}`;
}

/** Whether this page begins a visit: a new browser session, or (no session kept) a page reached from elsewhere. */
function beginsVisit(context: SiteContext): boolean {
  const session = sessionInfo(mayStoreTrackingCookies(context.websiteSettings.cookiePolicy, storedConsent()));
  if (session) return session.begun;
  try {
    return new URL(document.referrer).host !== location.host;
  } catch {
    return true;
  }
}

/**
 * RecordEvent (second spec document, section 7): a named event with the legacy payload, form-encoded
 * with the crumb of the visitor's `crumb` cookie when there is one (none is required: see the route).
 * A visitor's conversions go this way (core's CONVERSION_EVENTS), so split tests count them by variant.
 */
function recordEvent(context: SiteContext, event: string): void {
  const data = {
    websiteId: context.website.id,
    website_locale: document.documentElement.lang,
    pagePath: location.pathname,
    pageHash: location.hash,
  };
  const body = new URLSearchParams({
    crumb: readCrumb() ?? '',
    event,
    data: JSON.stringify(data),
  } satisfies BodyOf<`POST ${typeof RECORD_EVENT_URL}`>);
  // keepalive: an order's event is sent as the page leaves for the receipt.
  fetch(RECORD_EVENT_URL, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(
    () => undefined,
  );
}

/**
 * Sends the landing, button and form calls of the page, then answers its clicks, popup, quick views
 * and conversions; `early` are those that happened before this module arrived (census-start.ts).
 */
export function installCensusEvents(
  context: SiteContext,
  early: Event[] = [],
  target: Window = window,
): Destructor {
  if (!censusCounts(context)) return () => {};
  if (beginsVisit(context)) trackLanding(location.href);
  for (const link of document.querySelectorAll<HTMLAnchorElement>(BUTTON_SELECTOR))
    sendCensusEvent('button-render', buttonEvent(link), BUTTON_RENDER_TIMEOUT_MS);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="form"]'))
    sendCensusEvent('form-render', {
      formId: (form.elements.namedItem('formId') as HTMLInputElement | null)?.value ?? '',
      collectionId: context.collectionId,
      isOverlayForm: !!form.closest('[data-popup-overlay]'),
    });
  const answers: Record<string, (event: Event) => void> = {
    click: (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(BUTTON_SELECTOR);
      if (link) sendCensusEvent('button-click', buttonEvent(link));
    },
    [POPUP_OVERLAY_CENSUS_EVENT]: (event) =>
      sendCensusEvent('overlay', {
        event: (event as CustomEvent<{ action: PopupOverlayAction }>).detail.action,
        version: context.websiteSettings.popupOverlaySettings?.version,
      }),
    [QUICK_VIEW_EVENT]: (event) => {
      const id = (event as CustomEvent<{ id?: string }>).detail.id;
      if (id) sendCensusEvent(`RecordQuickView/${id}`);
    },
    [CONVERSION_EVENT]: (event) => recordEvent(context, (event as CustomEvent<{ name: string }>).detail.name),
  };
  const answer = (event: Event) => answers[event.type]?.(event);
  for (const event of early) answer(event);
  return hearCensusEvents(target, answer);
}
