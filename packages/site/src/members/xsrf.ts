// The session call's xsrfToken, kept for this browser session and sent as X-SiteUser-XSRF-Token on
// every later state-changing member call (spec section 7). A tab that has none (opened later) reads it
// from the member's own account call, which only the site's own pages can read.
import { MEMBER_XSRF_HEADER } from '@tessera/core';
import { call } from '../api/call.ts';

const KEY = 'tessera-member-xsrf';

export function keepXsrfToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the next call reads the token again.
  }
}

function keptXsrfToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export async function memberHeaders(): Promise<Record<string, string>> {
  let token = keptXsrfToken();
  if (!token) {
    token = (await call('GET /api/site-users/account', { silent: true })).xsrfToken;
    keepXsrfToken(token);
  }
  return { [MEMBER_XSRF_HEADER]: token };
}
