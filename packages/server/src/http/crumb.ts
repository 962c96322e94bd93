// The crumb (CSRF token): a nonce signed with the server secret, bound to the host and to the
// session (or, for a visitor who is not signed in, to their visitor id), held in a readable `crumb`
// cookie and sent back on every state-changing call, as the `crumb` query parameter or in the
// X-CSRF-Token header (CRUMB_HEADER; the error reporter's way, spec 1 §7). Binding means a
// crumb planted by a sibling subdomain, one from before signing in, or one another visitor fetched,
// is stale and refused with crumbFail plus a fresh crumb.
//
// A page that puts the crumb in its HTML (a form's action) puts it masked: XORed with a pad made
// for that answer, pad and result side by side. The secret then never stands twice the same in a
// page, so the page can be compressed without letting someone who sees the sizes of encrypted
// answers guess it a character at a time (BREACH). The cookie and API answers carry it plain.
import { randomBytes } from 'node:crypto';
import { CRUMB_HEADER } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CRUMB_COOKIE, SESSION_COOKIE, setCookie, VISITOR_COOKIE } from './cookies.ts';
import { HttpError } from './errors.ts';
import { sign, verify } from './signing.ts';

/** `binding` is the session token, or the visitor id of someone not signed in. */
export function issueCrumb(secret: string, host: string, binding: string | undefined): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}.${sign(secret, 'crumb', nonce, host, binding ?? '')}`;
}

export function isValidCrumb(
  secret: string,
  crumb: string | undefined,
  host: string,
  binding: string | undefined,
): boolean {
  const [nonce, mac] = (crumb ?? '').split('.');
  return !!nonce && !!mac && verify(secret, mac, 'crumb', nonce, host, binding ?? '');
}

/** Parts of a masked crumb: base64url has no '~', and '~' needs no escaping in a query. */
const MASK_SEPARATOR = '~';

/** The crumb as a page puts it in its HTML: a fresh pad, and the crumb's bytes XORed with it. */
export function maskCrumb(crumb: string): string {
  const bytes = Buffer.from(crumb);
  const pad = randomBytes(bytes.length);
  const masked = Buffer.from(bytes.map((byte, index) => byte ^ (pad[index] ?? 0)));
  return `${pad.toString('base64url')}${MASK_SEPARATOR}${masked.toString('base64url')}`;
}

/** The crumb a form sent: unmasked when a page masked it, as it is otherwise. */
export function unmaskCrumb(given: string): string {
  const [pad, masked, ...rest] = given.split(MASK_SEPARATOR);
  if (masked === undefined || rest.length > 0 || pad === undefined) return given;
  const padBytes = Buffer.from(pad, 'base64url');
  const maskedBytes = Buffer.from(masked, 'base64url');
  if (padBytes.length !== maskedBytes.length) return '';
  return Buffer.from(maskedBytes.map((byte, index) => byte ^ (padBytes[index] ?? 0))).toString();
}

const VISITOR_ID_PATTERN = /^[\w-]{22}$/;
const visitorIds = new WeakMap<FastifyRequest, string>();

/** What this request's crumb is bound to: the session, else the visitor id (given one if missing). */
function bindingOf(request: FastifyRequest, reply: FastifyReply, sessionToken?: string | null): string {
  const session = sessionToken === undefined ? request.cookies[SESSION_COOKIE] : sessionToken;
  if (session) return `s:${session}`;
  let visitor = visitorIds.get(request) ?? request.cookies[VISITOR_COOKIE];
  if (!visitor || !VISITOR_ID_PATTERN.test(visitor)) {
    visitor = randomBytes(16).toString('base64url');
    setCookie(reply, request, VISITOR_COOKIE, visitor);
  }
  visitorIds.set(request, visitor);
  return `v:${visitor}`;
}

/** The binding a request already has, without giving out a visitor id. */
function existingBindingOf(request: FastifyRequest): string | undefined {
  const session = request.cookies[SESSION_COOKIE];
  if (session) return `s:${session}`;
  const visitor = request.cookies[VISITOR_COOKIE];
  return visitor && VISITOR_ID_PATTERN.test(visitor) ? `v:${visitor}` : undefined;
}

/**
 * The crumb a call carries: in the crumb header (spec 1 §7: the error reports are sent "with a crumb
 * header"; any script may send it so), else as the `crumb` query parameter (the generic data layer's
 * way, and that of pages built before the header).
 */
function givenCrumb(request: FastifyRequest): string | undefined {
  const header = request.headers[CRUMB_HEADER.toLowerCase()];
  if (typeof header === 'string' && header !== '') return unmaskCrumb(header);
  const param = (request.query as Record<string, unknown> | undefined)?.crumb;
  return typeof param === 'string' ? unmaskCrumb(param) : undefined;
}

/** Refuses a state-changing call whose crumb is missing, stale or not the cookie's. */
export function checkCrumb(secret: string, request: FastifyRequest, reply: FastifyReply): void {
  const cookie = request.cookies[CRUMB_COOKIE];
  const given = givenCrumb(request);
  const binding = existingBindingOf(request);
  if (binding && given && given === cookie && isValidCrumb(secret, given, request.host, binding)) return;
  const fresh = refreshCrumb(secret, request, reply);
  throw new HttpError(403, 'crumbFail', undefined, { crumbFail: true, crumb: fresh });
}

/**
 * A new crumb for this request's session, or for `sessionToken` when the session has just changed
 * (a new token after signing in, null after signing out).
 */
export function refreshCrumb(
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionToken?: string | null,
): string {
  const crumb = issueCrumb(secret, request.host, bindingOf(request, reply, sessionToken));
  setCookie(reply, request, CRUMB_COOKIE, crumb, { httpOnly: false });
  return crumb;
}

/** The crumb for a page's HTML, masked afresh (see the top of the file), the cookie set when needed. */
export function pageCrumb(secret: string, request: FastifyRequest, reply: FastifyReply): string {
  return maskCrumb(ensureCrumb(secret, request, reply));
}

/** Pages hand out a crumb when the visitor has none that is valid for this session. */
export function ensureCrumb(secret: string, request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[CRUMB_COOKIE];
  const binding = existingBindingOf(request);
  if (current && binding && isValidCrumb(secret, current, request.host, binding)) return current;
  return refreshCrumb(secret, request, reply);
}
