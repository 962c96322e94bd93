// A member's password reset by email, as owners have (identity/password-reset.ts) with the same link
// tokens: a signed, one-use link that works for an hour, to the site's own host, with the token in the
// URL's fragment so it reaches no server log. Asking answers the same whether the email is a member
// or not; using the link sets the password, confirms the email (the member has just read mail sent to
// it), ends every session of the member, voids their other links and signs this browser in.
import {
  MEMBER_MESSAGES,
  mayMailPasswordReset,
  memberEmailKey,
  memberPasswordProblem,
  memberResetProblems,
  PASSWORD_RESET_LIFETIME_MS,
} from '@tessera/core';
import { MEMBER_RESET_PAGE } from '@tessera/site';
import type { FastifyReply } from 'fastify';
import type { Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { linkTokenId, newLinkToken } from '../identity/link-tokens.ts';
import { hashPassword } from '../identity/passwords.ts';
import { queueMail } from '../mail/service.ts';
import { MEMBER_MAIL_KIND, type SiteCall, throttleMailing } from './accounts.ts';
import {
  deleteMemberPasswordResets,
  deleteMemberSessions,
  findMember,
  findMemberByEmail,
  insertMemberPasswordReset,
  latestMemberPasswordResetExpiry,
  resetMemberPassword,
  takeMemberPasswordReset,
} from './repository.ts';
import { startMemberSession } from './sessions.ts';
import { memberMail } from './verification-mail.tsx';

/** The token's purpose names the site: a link made for one site fails its signature on every other. */
const purposeOf = (site: Website) => `member-password-reset:${site.id}`;

/** The reset link mailed to the member: the site's page, the token in the fragment. */
export const memberResetUrl = (baseUrl: string, token: string) =>
  `${baseUrl}${MEMBER_RESET_PAGE}#token=${encodeURIComponent(token)}`;

/** Mails a reset link when the email is a member of the site (at most one a minute); silent otherwise. */
export async function requestMemberPasswordReset(
  call: SiteCall,
  email: string,
  /** The site's own address (https://demo.example.com), for the mailed link */
  baseUrl: string,
): Promise<void> {
  const problems = memberResetProblems(email);
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  await throttleMailing(call, 'reset');
  const { ctx, site } = call;
  const member = await findMemberByEmail(ctx.db, site.id, memberEmailKey(email));
  if (!member) return;
  const now = ctx.now();
  const { token, id } = newLinkToken(ctx.secret, purposeOf(site));
  await inTransaction(ctx.db, async (trx) => {
    if (!mayMailPasswordReset(await latestMemberPasswordResetExpiry(trx, site.id, member.id), now)) return;
    await insertMemberPasswordReset(trx, site.id, {
      id,
      member_id: member.id,
      expires_at: now + PASSWORD_RESET_LIFETIME_MS,
    });
    const url = memberResetUrl(baseUrl, token);
    const mail = memberMail({ siteTitle: site.title, name: member.name, url, kind: 'reset' });
    await queueMail(trx, { kind: MEMBER_MAIL_KIND, to: member.email, websiteId: site.id, ...mail }, now);
  });
}

const expired = () =>
  new HttpError(400, MEMBER_MESSAGES.resetLinkExpired, { token: MEMBER_MESSAGES.resetLinkExpired });

/**
 * Spends the token and sets the password (a password the rule refuses spends nothing); every session
 * of the member ends and this browser is signed in. Answers the new session's xsrfToken.
 */
export async function completeMemberPasswordReset(
  call: SiteCall,
  reply: FastifyReply,
  { token, password }: { token: string; password: string },
): Promise<string> {
  const problem = memberPasswordProblem(password);
  if (problem) throw badRequest({ password: problem }, problem);
  const { ctx, request, site } = call;
  const id = linkTokenId(ctx.secret, purposeOf(site), token);
  const reset = id ? await takeMemberPasswordReset(ctx.db, site.id, id) : undefined;
  const now = ctx.now();
  const member =
    reset && Number(reset.expires_at) > now ? await findMember(ctx.db, site.id, reset.member_id) : undefined;
  if (!member) throw expired();
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx.db, async (trx) => {
    await resetMemberPassword(trx, site.id, member.id, passwordHash, now);
    await deleteMemberSessions(trx, site.id, member.id);
    await deleteMemberPasswordResets(trx, site.id, member.id);
  });
  return startMemberSession(ctx, request, reply, site, member.id, true);
}
