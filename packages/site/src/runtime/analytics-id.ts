// The analytics id (second spec document, sections 7 and 9): a tracking id kept in a cookie of 390
// days and in local storage, only where the site's policy and the visitor's choice allow tracking
// cookies (consent/runtime.ts clears both where they do not). Made on the browser's first session.
import {
  ANALYTICS_COOKIE_MAX_AGE_SECONDS,
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_PATTERN,
  ANALYTICS_ID_STORAGE_KEY,
  ANALYTICS_MESSAGES,
} from '@tessera/core';
import { secure } from '../consent/browser-cookies.ts';

export const randomHex = (): string =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function storedAnalyticsId(): string | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(ANALYTICS_ID_STORAGE_KEY);
  } catch {
    // Storage refused: the cookie may still hold it.
  }
  stored ??= new RegExp(`(?:^|; )${ANALYTICS_ID_COOKIE}=([0-9a-f]{32})`).exec(document.cookie)?.[1] ?? null;
  return stored && ANALYTICS_ID_PATTERN.test(stored) ? stored : null;
}

/**
 * The browser's analytics id, kept (again) in both places; made when there is none. `created` says
 * it was made now: the browser's first session on this site.
 */
export function ensureAnalyticsId(): { id: string; created: boolean } {
  const stored = storedAnalyticsId();
  const id = stored ?? randomHex();
  try {
    localStorage.setItem(ANALYTICS_ID_STORAGE_KEY, id);
    // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set where the Cookie Store API is missing.
    document.cookie = `${ANALYTICS_ID_COOKIE}=${id}; Max-Age=${ANALYTICS_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure()}`;
  } catch {
    console.warn(ANALYTICS_MESSAGES.unableToStoreId);
  }
  return { id, created: stored === null };
}
