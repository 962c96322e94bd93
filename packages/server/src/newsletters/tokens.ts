// The links in newsletter mail carry signed tokens (HMAC of the platform secret, http/signing.ts), so
// nothing needs storing to check them and no one can make one for someone else's address:
// - confirm: `<subscriber id>.<expiry, base 36 ms>.<signature>`, good for CONFIRMATION_LINK_DAYS;
// - unsubscribe: `<subscriber id>.<signature>`, good for as long as the address is on the list (an
//   unsubscribe link in an old message must still work).
// Each is bound to its site and its purpose: one never passes for the other, or on another site.
import { sign, verify } from '../http/signing.ts';

export const CONFIRMATION_LINK_DAYS = 7;
const CONFIRMATION_LINK_MS = CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000;

const ID = /^[0-9a-f]{24}$/;

export function confirmToken(secret: string, websiteId: string, subscriberId: string, now: number): string {
  const expires = (now + CONFIRMATION_LINK_MS).toString(36);
  return `${subscriberId}.${expires}.${sign(secret, 'newsletter-confirm', websiteId, subscriberId, expires)}`;
}

export type TokenCheck = { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' };

export function checkConfirmToken(secret: string, websiteId: string, token: string, now: number): TokenCheck {
  const [subscriberId = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID.test(subscriberId) || !/^[0-9a-z]{1,12}$/.test(expires)) {
    return { ok: false, reason: 'invalid' };
  }
  if (!verify(secret, signature, 'newsletter-confirm', websiteId, subscriberId, expires)) {
    return { ok: false, reason: 'invalid' };
  }
  // Checked after the signature, so an edited expiry is a forgery, not an expired link.
  if (Number.parseInt(expires, 36) < now) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId };
}

export function unsubscribeToken(secret: string, websiteId: string, subscriberId: string): string {
  return `${subscriberId}.${sign(secret, 'newsletter-unsubscribe', websiteId, subscriberId)}`;
}

export function checkUnsubscribeToken(secret: string, websiteId: string, token: string): string | null {
  const [subscriberId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID.test(subscriberId)) return null;
  return verify(secret, signature, 'newsletter-unsubscribe', websiteId, subscriberId) ? subscriberId : null;
}
