// A member's own account: joining (with the mailed confirmation), signing in and out through the
// spec's session calls, the profile, the password, leaving the site. Guesses and joins are throttled
// per address in the database like the owner's sign-in (throttle/), and per member account.
import {
  MEMBER_MESSAGES,
  mayJoinArea,
  memberEmailKey,
  memberJoinProblems,
  memberNameProblem,
  memberPasswordProblem,
} from '@tessera/core';
import { CART_SUMMARY_COOKIE, MEMBER_ACCOUNT_PAGE, MEMBER_VERIFY_PAGE } from '@tessera/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE } from '../commerce/cart/cookie.ts';
import { newId } from '../db/ids.ts';
import type { SiteMember, Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppContext } from '../http/context.ts';
import { clearCookie } from '../http/cookies.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../identity/passwords.ts';
import { tooManyAttempts } from '../identity/sign-in.ts';
import { queueMail } from '../mail/service.ts';
import { SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS } from '../throttle/policy.ts';
import { admitGuess, attempt, throttleKey } from '../throttle/service.ts';
import {
  addMembership,
  deleteMember,
  deleteMemberPasswordResets,
  findArea,
  findMember,
  findMemberByEmail,
  insertMember,
  markVerified,
  updateMember,
  updateUnverifiedMember,
} from './repository.ts';
import { endMemberSession, endOtherMemberSessions, startMemberSession } from './sessions.ts';
import { checkVerificationToken, verificationToken } from './tokens.ts';
import { memberMail } from './verification-mail.tsx';

export const MEMBER_MAIL_KIND = 'member';

export interface JoinRequest {
  name: string;
  email: string;
  password: string;
  /** The free area the visitor joins with their account (from its access page) */
  areaId?: string | undefined;
  /** Where the confirmed member signs in (the page they wanted) */
  returnTo: string;
}

export interface SiteCall {
  ctx: AppContext;
  request: FastifyRequest;
  site: Website;
}

/**
 * Each call that mails someone (a join, a password reset) is counted against the address, never given
 * back: mail to strangers costs the sender.
 */
export async function throttleMailing({ ctx, request }: SiteCall, purpose: string): Promise<void> {
  const decision = await attempt(
    ctx.db,
    [{ key: throttleKey(`member-${purpose}:address`, request.ip), policy: SIGN_IN_ADDRESS }],
    ctx.now(),
  );
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs);
}

/**
 * Creates the member account (unconfirmed) and mails the confirmation link; someone already a member
 * is mailed a way to sign in instead. The answer is the same either way.
 */
export async function joinSite(
  call: SiteCall,
  join: JoinRequest,
  /** The site's own address (https://demo.example.com), for the mailed link */
  baseUrl: string,
): Promise<void> {
  const problems = memberJoinProblems(join);
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  const area = join.areaId ? await findArea(call.ctx.db, call.site.id, join.areaId) : undefined;
  if (join.areaId && (!area || !mayJoinArea(area))) throw badRequest({ areaId: MEMBER_MESSAGES.areaNotOpen });
  await throttleMailing(call, 'join');
  const { ctx, site } = call;
  const email = memberEmailKey(join.email);
  const name = join.name.trim();
  const passwordHash = await hashPassword(join.password);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const existing = await findMemberByEmail(trx, site.id, email);
    const id = existing?.id ?? newId();
    if (!existing) {
      await insertMember(trx, site.id, {
        id,
        email,
        name,
        password_hash: passwordHash,
        verified_at: null,
        created_at: now,
      });
    } else if (existing.verified_at === null) {
      await updateUnverifiedMember(trx, site.id, id, { name, password_hash: passwordHash });
    }
    const alreadyMember = !!existing && existing.verified_at !== null;
    if (area && !alreadyMember) await addMembership(trx, site.id, area.id, id, now);
    const returnTo = encodeURIComponent(join.returnTo);
    const url = alreadyMember
      ? `${baseUrl}${MEMBER_ACCOUNT_PAGE}?returnTo=${returnTo}`
      : `${baseUrl}${MEMBER_VERIFY_PAGE}?token=${verificationToken(ctx.secret, site.id, id, now)}&returnTo=${returnTo}`;
    await queueMail(
      trx,
      {
        kind: MEMBER_MAIL_KIND,
        to: email,
        websiteId: site.id,
        ...memberMail({
          siteTitle: site.title,
          name: existing?.name ?? name,
          url,
          kind: alreadyMember ? 'already-member' : 'confirm',
        }),
      },
      now,
    );
  });
}

/** Confirms the email a link was mailed to: true when the member is (now, or already) confirmed. */
export async function verifyMember(ctx: AppContext, site: Website, token: string): Promise<boolean> {
  const memberId = checkVerificationToken(ctx.secret, site.id, token, ctx.now());
  if (!memberId) return false;
  await markVerified(ctx.db, site.id, memberId, ctx.now());
  return (await findMember(ctx.db, site.id, memberId))?.verified_at != null;
}

export interface SignInRequest {
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
}

/**
 * The spec's session call: signs a confirmed member in on this host and answers the xsrfToken. A
 * wrong email and a wrong password get the same 401 in the same time; guesses are throttled per
 * member account and per address before the password is checked.
 */
export async function signInMember(
  call: SiteCall,
  reply: FastifyReply,
  body: SignInRequest,
): Promise<string> {
  const { ctx, request, site } = call;
  const email = memberEmailKey(body.email);
  // As an owner's sign-in (identity/sign-in.ts): the account's try counted before the check, right
  // ones at once queue rather than being held, and the shared address keeps only wrong guesses.
  const admission = await admitGuess(
    ctx.db,
    {
      account: { key: throttleKey('member-sign-in:account', site.id, email), policy: SIGN_IN_ACCOUNT },
      shared: [{ key: throttleKey('member-sign-in:address', request.ip), policy: SIGN_IN_ADDRESS }],
    },
    () => ctx.now(),
  );
  if (!admission.allowed) throw tooManyAttempts(admission.retryAfterMs);
  const member = await findMemberByEmail(ctx.db, site.id, email);
  let matches = false;
  try {
    matches = await verifyPassword(body.password, member?.password_hash ?? (await dummyPasswordHash()));
  } finally {
    await admission.settle(Boolean(member) && matches);
  }
  if (!member || !matches) throw new HttpError(401, MEMBER_MESSAGES.wrongCredentials);
  if (member.verified_at === null) throw new HttpError(403, MEMBER_MESSAGES.notVerified);
  return startMemberSession(ctx, request, reply, site, member.id, body.rememberMe ?? true);
}

/**
 * Signs the member out of this browser. The visitor's cart stays when `cloneCart` is true (spec:
 * the query cloneCart); otherwise it goes with the session, as on a shared computer.
 */
export async function signOutMember(call: SiteCall, reply: FastifyReply, cloneCart: boolean): Promise<void> {
  await endMemberSession(call.ctx, call.request, reply, call.site);
  if (!cloneCart) {
    clearCookie(reply, CART_COOKIE);
    clearCookie(reply, CART_SUMMARY_COOKIE);
  }
}

export async function renameMember(
  ctx: AppContext,
  site: Website,
  member: SiteMember,
  name: string,
): Promise<void> {
  const problem = memberNameProblem(name);
  if (problem) throw badRequest({ name: problem });
  await updateMember(ctx.db, site.id, member.id, { name: name.trim() });
}

async function checkPassword(member: SiteMember, password: string, field: string): Promise<void> {
  if (!(await verifyPassword(password, member.password_hash)))
    throw badRequest({ [field]: MEMBER_MESSAGES.wrongPassword }, MEMBER_MESSAGES.wrongPassword);
}

/**
 * A new password, given the current one; the member's other browsers are signed out, and reset links
 * asked for before open nothing (one in a mailbox someone else reads would undo the change).
 */
export async function changeMemberPassword(
  call: SiteCall,
  member: SiteMember,
  change: { currentPassword: string; newPassword: string },
): Promise<void> {
  const problem = memberPasswordProblem(change.newPassword);
  if (problem) throw badRequest({ newPassword: problem });
  await checkPassword(member, change.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(change.newPassword);
  await inTransaction(call.ctx.db, async (trx) => {
    await updateMember(trx, call.site.id, member.id, { password_hash: passwordHash });
    await deleteMemberPasswordResets(trx, call.site.id, member.id);
  });
  await endOtherMemberSessions(call.ctx, call.request, call.site, member.id);
}

/** The member leaves the site: their account, sessions and memberships go, given their password. */
export async function deleteMemberAccount(
  call: SiteCall,
  reply: FastifyReply,
  member: SiteMember,
  password: string,
): Promise<void> {
  await checkPassword(member, password, 'password');
  await deleteMember(call.ctx.db, call.site.id, member.id);
  await endMemberSession(call.ctx, call.request, reply, call.site);
}

/** A signed-in member joins a free area (from its access-denied page, 106). */
export async function joinArea(
  ctx: AppContext,
  site: Website,
  member: SiteMember,
  areaId: string,
): Promise<void> {
  const area = await findArea(ctx.db, site.id, areaId);
  if (!area) throw new HttpError(404, 'This member area does not exist.');
  if (!mayJoinArea(area)) throw new HttpError(403, MEMBER_MESSAGES.areaNotOpen);
  await addMembership(ctx.db, site.id, area.id, member.id, ctx.now());
}
