// The verification link's token: `<member id>.<expiry, base 36 ms>.<signature>`, an HMAC of the
// platform secret bound to the site and its purpose, so nothing is stored to check it and no one can
// make one for another address or another site. It works once (verifying twice finds nothing to do).
import { MEMBER_VERIFICATION_LIFETIME_MS } from '@tessera/core';
import { ID_PATTERN } from '../db/ids.ts';
import { sign, verify } from '../http/signing.ts';

export function verificationToken(secret: string, websiteId: string, memberId: string, now: number): string {
  const expires = (now + MEMBER_VERIFICATION_LIFETIME_MS).toString(36);
  return `${memberId}.${expires}.${sign(secret, 'member-verify', websiteId, memberId, expires)}`;
}

/** The member the token names, or null when it is forged, malformed or expired. */
export function checkVerificationToken(
  secret: string,
  websiteId: string,
  token: string,
  now: number,
): string | null {
  const [memberId = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID_PATTERN.test(memberId) || !/^[0-9a-z]{1,12}$/.test(expires)) return null;
  if (!verify(secret, signature, 'member-verify', websiteId, memberId, expires)) return null;
  return Number.parseInt(expires, 36) < now ? null : memberId;
}
