// The crumb (CSRF token): a nonce signed with the server secret, bound to the host and to the
// session, held in a readable `crumb` cookie and sent back as the `crumb` query parameter on every
// state-changing call. Binding to the session means a crumb planted by a sibling subdomain, or one
// from before signing in, is stale and refused with crumbFail plus a fresh crumb.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CRUMB_COOKIE, SESSION_COOKIE, setCookie } from './cookies.ts';
import { HttpError } from './errors.ts';

export function issueCrumb(secret: string, host: string, sessionToken: string | undefined): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}.${signature(secret, nonce, host, sessionToken)}`;
}

export function isValidCrumb(
  secret: string,
  crumb: string | undefined,
  host: string,
  sessionToken: string | undefined,
): boolean {
  if (!crumb) return false;
  const [nonce, mac] = crumb.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(signature(secret, nonce, host, sessionToken));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function signature(secret: string, nonce: string, host: string, sessionToken: string | undefined): string {
  return createHmac('sha256', secret)
    .update(`${nonce}|${host}|${sessionToken ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function requiresCrumb(method: string): boolean {
  return STATE_CHANGING.has(method);
}

/** Refuses a state-changing call whose crumb is missing, stale or not the cookie's. */
export function checkCrumb(secret: string, request: FastifyRequest, reply: FastifyReply): void {
  const host = request.host;
  const session = request.cookies[SESSION_COOKIE];
  const cookie = request.cookies[CRUMB_COOKIE];
  const param = (request.query as Record<string, unknown> | undefined)?.crumb;
  const given = typeof param === 'string' ? param : undefined;
  if (given && given === cookie && isValidCrumb(secret, given, host, session)) return;
  const fresh = refreshCrumb(secret, request, reply, session);
  throw new HttpError(403, 'crumbFail', undefined, { crumbFail: true, crumb: fresh });
}

export function refreshCrumb(
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionToken: string | undefined,
): string {
  const crumb = issueCrumb(secret, request.host, sessionToken);
  setCookie(reply, request, CRUMB_COOKIE, crumb, { httpOnly: false });
  return crumb;
}

/** Pages hand out a crumb when the visitor has none that is valid for this session. */
export function ensureCrumb(secret: string, request: FastifyRequest, reply: FastifyReply): string {
  const session = request.cookies[SESSION_COOKIE];
  const current = request.cookies[CRUMB_COOKIE];
  if (current && isValidCrumb(secret, current, request.host, session)) return current;
  return refreshCrumb(secret, request, reply, session);
}
