// A known device (OWASP's "device cookie"): after a successful sign-in the browser keeps a cookie
// signed for that account. Sign-in throttling lets such a browser through while guesses from
// elsewhere hold the account, so an attacker cannot lock the real owner out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, setCookie } from '../http/cookies.ts';

const DEVICE_COOKIE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

function mac(secret: string, accountId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`device|${accountId}|${nonce}`).digest('base64url').slice(0, 32);
}

export function issueDeviceCookie(
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
) {
  const nonce = randomBytes(12).toString('base64url');
  setCookie(reply, request, DEVICE_COOKIE, `${nonce}.${mac(secret, accountId, nonce)}`, {
    maxAgeSeconds: DEVICE_COOKIE_LIFETIME_SECONDS,
  });
}

/** The device's id when the request carries a device cookie signed for this account, else null. */
export function knownDevice(
  secret: string,
  request: FastifyRequest,
  accountId: string | undefined,
): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || !accountId) return null;
  const [nonce, given] = value.split('.');
  if (!nonce || !given) return null;
  const expected = Buffer.from(mac(secret, accountId, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : null;
}
