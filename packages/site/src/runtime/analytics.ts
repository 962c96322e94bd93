// The events service's analytics events (second spec document, sections 3, 7 and 9), loaded only by a
// feature that raises one (the product page's Add to Cart). The feature gives the spec's common
// fields; the "added automatically" ones, the session and the analytics id (where consent allows it)
// are added here. A reply other than 200 or 202 is logged with the spec's words; a network failure
// is ignored silently.
import {
  type ANALYTICS_COMMON_FIELDS,
  ANALYTICS_EVENTS_URL,
  ANALYTICS_MESSAGES,
  mayStoreTrackingCookies,
} from '@tessera/core';
import type { BodyOf } from '../api/call.ts';
import { storedConsent } from '../consent/browser-cookies.ts';
import { readSiteContext } from '../context.ts';
import { ensureAnalyticsId } from './analytics-id.ts';
import { censusCounts } from './census.ts';
import { sessionInfo } from './session.ts';

type Scalar = string | number | boolean | null;
export type CommonData = Partial<Record<(typeof ANALYTICS_COMMON_FIELDS)[number], Scalar>>;

export async function sendAnalyticsEvent(
  customSchemaName: string,
  commonData: CommonData,
  customData: Record<string, Scalar> = {},
): Promise<void> {
  const context = readSiteContext();
  if (!context || !censusCounts(context)) return;
  if (Object.keys(commonData).length === 0 && Object.keys(customData).length === 0) {
    console.warn(ANALYTICS_MESSAGES.noPayload);
    return;
  }
  const allowed = mayStoreTrackingCookies(context.websiteSettings.cookiePolicy, storedConsent());
  const session = sessionInfo(allowed);
  const body: BodyOf<`POST ${typeof ANALYTICS_EVENTS_URL}`> = {
    analyticsId: allowed ? ensureAnalyticsId().id : null,
    commonData: {
      browser_locale: navigator.language,
      website_locale: document.documentElement.lang,
      user_session_id: session?.sessionId ?? null,
      ...commonData,
      page_host: location.host,
      page_path: location.pathname,
      page_query: location.search,
      page_referrer: document.referrer,
      window_size: `${innerWidth}x${innerHeight}`,
      timestamp: Date.now(),
      marketing_id: new URLSearchParams(location.search).get('mkwid'),
      website_id: context.website.id,
      template_id: null,
    },
    // The session info (second spec document, section 4) goes with every event where it is kept.
    customData: session
      ? { ...customData, firstLanding: session.firstLanding, firstSession: session.firstSession }
      : customData,
    customSchemaName,
  };
  try {
    const response = await fetch(ANALYTICS_EVENTS_URL, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200 && response.status !== 202)
      console.warn(ANALYTICS_MESSAGES.httpStatus(response.status));
  } catch {
    // Offline or blocked: tracking never bothers the visitor.
  }
}
