// Member sessions, apart from owners' (identity/): a random token in its own httpOnly, host-only
// cookie; the database keeps its hash, its site and the host it was made on, so it signs in nobody
// on another site or host. The xsrfToken the session call answers is an HMAC of the session, sent
// back as X-SiteUser-XSRF-Token on every state-changing member call (spec section 7): a page of
// another origin can make the browser send the cookie, never read the token.
import { randomBytes } from 'node:crypto';
import { MEMBER_XSRF_HEADER } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { clearCookie, setCookie } from '../http/cookies.ts';
import type { SignedInMember } from '../http/route.ts';
import { sign, verify } from '../http/signing.ts';
import { hashToken } from '../identity/sessions.ts';
import {
  deleteMemberSession,
  deleteOtherMemberSessions,
  findSessionMember,
  insertMemberSession,
} from './repository.ts';

export const MEMBER_COOKIE = 'tessera_member';
export const MEMBER_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const host = (request: FastifyRequest) => request.host.trim().toLowerCase();
const tokenOf = (request: FastifyRequest) => {
  const token = request.cookies[MEMBER_COOKIE];
  return token && token.length <= 200 ? token : undefined;
};

/** The xsrfToken of a session: bound to the site and the session, so it is good for nothing else. */
export function xsrfTokenOf(secret: string, websiteId: string, sessionToken: string): string {
  return sign(secret, 'member-xsrf', websiteId, hashToken(sessionToken));
}

/** A new session of the member, valid on `host` of the site: its cookie's token and its xsrfToken. */
export async function createMemberSession(
  db: Db,
  secret: string,
  websiteId: string,
  memberId: string,
  host: string,
  now: number,
): Promise<{ token: string; xsrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  await insertMemberSession(db, websiteId, {
    id: hashToken(token),
    member_id: memberId,
    host: host.trim().toLowerCase(),
    created_at: now,
    expires_at: now + MEMBER_SESSION_LIFETIME_MS,
  });
  return { token, xsrfToken: xsrfTokenOf(secret, websiteId, token) };
}

/** Starts a member session on this host and answers its xsrfToken. */
export async function startMemberSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  site: Website,
  memberId: string,
  remember: boolean,
): Promise<string> {
  const { token, xsrfToken } = await createMemberSession(
    ctx.db,
    ctx.secret,
    site.id,
    memberId,
    request.host,
    ctx.now(),
  );
  // Remembered, the cookie outlives the browser; otherwise it ends with it (the session's row still expires).
  setCookie(
    reply,
    request,
    MEMBER_COOKIE,
    token,
    remember ? { maxAgeSeconds: MEMBER_SESSION_LIFETIME_MS / 1000 } : {},
  );
  return xsrfToken;
}

export async function endMemberSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  site: Website,
): Promise<void> {
  const token = tokenOf(request);
  if (token) await deleteMemberSession(ctx.db, site.id, hashToken(token));
  clearCookie(reply, MEMBER_COOKIE);
}

/** Signs the member's other browsers out (after a password change). */
export async function endOtherMemberSessions(
  ctx: AppContext,
  request: FastifyRequest,
  site: Website,
  memberId: string,
) {
  const token = tokenOf(request);
  await deleteOtherMemberSessions(ctx.db, site.id, memberId, token ? hashToken(token) : '');
}

const memberCache = new WeakMap<FastifyRequest, Promise<SignedInMember | null>>();

/** The member signed in on this site and host, looked up once per request. */
export function requestMember(
  ctx: AppContext,
  request: FastifyRequest,
  site: Website,
): Promise<SignedInMember | null> {
  let pending = memberCache.get(request);
  if (!pending) {
    pending = lookUp(ctx, request, site);
    memberCache.set(request, pending);
  }
  return pending;
}

async function lookUp(
  ctx: AppContext,
  request: FastifyRequest,
  site: Website,
): Promise<SignedInMember | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const member = await findSessionMember(ctx.db, site.id, hashToken(token), host(request), ctx.now());
  return member ? { member, xsrfToken: xsrfTokenOf(ctx.secret, site.id, token) } : null;
}

/** Whether a state-changing member call carries its session's xsrfToken. */
export function carriesXsrfToken(secret: string, request: FastifyRequest, site: Website): boolean {
  const token = tokenOf(request);
  const given = request.headers[MEMBER_XSRF_HEADER.toLowerCase()];
  if (!token || typeof given !== 'string') return false;
  return verify(secret, given, 'member-xsrf', site.id, hashToken(token));
}
