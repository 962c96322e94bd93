// The visitor's choice and the tracking cookies, in the browser. The choice is a plain cookie (the
// server reads it to render the banner hidden; the runtime reads it for the 'unforce' event).
import {
  ANALYTICS_ID_STORAGE_KEY,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
  consentInCookieHeader,
  TRACKING_COOKIES,
} from '@tessera/core';

const secure = () => (location.protocol === 'https:' ? '; Secure' : '');

export function storedConsent(): ConsentChoice | null {
  return consentInCookieHeader(document.cookie);
}

/** Keeps the choice for 30 days (spec section 9). */
export function storeConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports.
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure()}`;
}

/** Removes every visitor tracking cookie (and the analytics id kept in local storage). */
export function clearTrackingCookies(): void {
  for (const name of TRACKING_COOKIES) {
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax${secure()}`;
  }
  try {
    localStorage.removeItem(ANALYTICS_ID_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, blocked): nothing of ours can be in it.
  }
}
