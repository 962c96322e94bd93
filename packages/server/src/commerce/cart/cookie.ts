// The cart cookie: the cart's id and a secret, httpOnly and bound to the site's host (cookies.ts).
// The database keeps only the secret's hash, so a cart id seen anywhere (an order, a log) opens
// nothing; the secret is compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CART_SUMMARY_COOKIE } from '@tessera/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCookie } from '../../http/cookies.ts';

export const CART_COOKIE = 'tessera_cart';
const CART_DAYS = 30;
const COOKIE_PATTERN = /^([0-9a-f]{24})\.([\w-]{32})$/;

export const hashCartSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function newCartSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** The cart the request's cookie names, with its secret; null without a well-formed cookie. */
export function cartCookieOf(request: FastifyRequest): { id: string; secret: string } | null {
  const match = COOKIE_PATTERN.exec(request.cookies[CART_COOKIE] ?? '');
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : null;
}

export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashCartSecret(secret));
  const kept = Buffer.from(hash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export function setCartCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  id: string,
  secret: string,
): void {
  setCookie(reply, request, CART_COOKIE, `${id}.${secret}`, { maxAgeSeconds: CART_DAYS * 24 * 3600 });
}

/** The readable summary the header's cart shows ("count.subtotal"): nothing secret, no request needed. */
export function setCartSummary(
  reply: FastifyReply,
  request: FastifyRequest,
  cart: { isPurchased: boolean; totalQuantity: number; subtotalCents: number },
): void {
  const value = cart.isPurchased ? '0.0' : `${cart.totalQuantity}.${cart.subtotalCents}`;
  setCookie(reply, request, CART_SUMMARY_COOKIE, value, {
    httpOnly: false,
    maxAgeSeconds: CART_DAYS * 24 * 3600,
  });
}
