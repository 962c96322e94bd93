// A known device (OWASP's "device cookie"): after a successful sign-in the browser keeps a cookie
// signed for that account. Sign-in throttling lets such a browser through while guesses from
// elsewhere hold the account, so an attacker cannot lock the real owner out.
import { randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, setCookie } from '../http/cookies.ts';
import { sign, verify } from '../http/signing.ts';

const DEVICE_COOKIE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

export function issueDeviceCookie(
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
) {
  const nonce = randomBytes(12).toString('base64url');
  setCookie(reply, request, DEVICE_COOKIE, `${nonce}.${sign(secret, 'device', accountId, nonce)}`, {
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
  return verify(secret, given, 'device', accountId, nonce) ? nonce : null;
}

/** "Chrome on Linux": what the sessions list shows of the browser a session was started in. */
export function deviceName(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 500));
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (!browser && !system) return null;
  return [browser || 'A browser', system && `on ${system}`].filter(Boolean).join(' ');
}
