// The server's side of the visitor's cookies: the choice kept for 30 days (readable by the runtime,
// which restores the banner by it), and the tracking cookies cleared wherever the site's policy and
// the choice no longer allow them (the runtime does the same for cookies scripts can see).
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
  mayStoreTrackingCookies,
  readConsentCookie,
  TRACKING_COOKIES,
  type TrackingCookiePolicy,
} from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, setCookie } from '../http/cookies.ts';

/** The choice the request's consent cookie records, if one that counts. */
export function consentOf(request: FastifyRequest): ConsentChoice | null {
  return readConsentCookie(request.cookies[CONSENT_COOKIE]);
}

export function answerConsentCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  choice: ConsentChoice,
  policy: TrackingCookiePolicy,
): void {
  setCookie(reply, request, CONSENT_COOKIE, consentCookieValue(choice), {
    httpOnly: false,
    maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS,
  });
  if (mayStoreTrackingCookies(policy, choice)) return;
  for (const name of TRACKING_COOKIES) if (request.cookies[name] !== undefined) clearCookie(reply, name);
}
