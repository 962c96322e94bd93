// The visitor's choice and the tracking cookies, in the browser, for the runtime and the island. The
// choice is a plain cookie: the server reads it to render the banner hidden, the runtime for 'unforce'.
import {
  ANALYTICS_ID_STORAGE_KEY,
  type ConsentChoice,
  consentInCookieHeader,
  SESSION_INFO_STORAGE_KEY,
  TRACKING_COOKIES,
} from '@tessera/core';

export const secure = () => (location.protocol === 'https:' ? '; Secure' : '');

export function storedConsent(): ConsentChoice | null {
  return consentInCookieHeader(document.cookie);
}

/** Removes every visitor tracking cookie (and the analytics id and session info kept in storage). */
export function clearTrackingCookies(): void {
  for (const name of TRACKING_COOKIES) {
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax${secure()}`;
  }
  try {
    localStorage.removeItem(ANALYTICS_ID_STORAGE_KEY);
    sessionStorage.removeItem(SESSION_INFO_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, blocked): nothing of ours can be in it.
  }
}
