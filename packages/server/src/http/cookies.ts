import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'tessera_session';
export const CRUMB_COOKIE = 'crumb';
export const UNLOCK_COOKIE = 'tessera_unlock';
/** A random id for a visitor who is not signed in: their crumb is bound to it */
export const VISITOR_COOKIE = 'tessera_visitor';
/** Names a browser an account signed in from before (sign-in throttling lets it through) */
export const DEVICE_COOKIE = 'tessera_device';

export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Cookies are host-only (no Domain): a site's session never leaks to its sibling sites. */
export function setCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  name: string,
  value: string,
  options: { httpOnly?: boolean; maxAgeSeconds?: number } = {},
): void {
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: options.httpOnly ?? true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    ...(options.maxAgeSeconds !== undefined ? { maxAge: options.maxAgeSeconds } : {}),
  });
}

export function clearCookie(reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: '/' });
}
