// Inviting someone to work on a site: an admin names an email and one of the site roles; the person
// gets a mail with a signed link that works once, for INVITATION_LIFETIME_DAYS. Accepting makes an
// account for that email (or, when it has one, asks for its password), gives it the role and signs
// it in. Every step is in the site's audit log.
import { roleName } from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { Account, Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { createAccount, findAccountByEmail, newPasswordSchema } from '../identity/accounts.ts';
import { linkTokenId, newLinkToken } from '../identity/link-tokens.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { tooManyAttempts } from '../identity/sign-in.ts';
import { queueMail } from '../mail/service.ts';
import { invitationMail } from '../mail/templates/Invitation.tsx';
import { SIGN_IN_ACCOUNT } from '../throttle/policy.ts';
import { attempt, forget, throttleKey } from '../throttle/service.ts';
import { lockPeople, replaceRoles } from '../websites/index.ts';
import { websiteRoles } from '../websites/members.ts';
import { type Actor, recordPeopleChange } from './audit.ts';
import {
  closeInvitations,
  insertInvitation,
  selectOpenInvitation,
  selectOpenInvitations,
} from './repository.ts';
import type { openInvitationSchema } from './schemas.ts';

/** A week: long enough to get round to it, short enough that a forgotten mail goes stale. */
export const INVITATION_LIFETIME_DAYS = 7;
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
const PURPOSE = 'contributor-invitation';
export const INVITATION_KIND = 'contributor-invitation';
export const INVITATION_GONE =
  'This invitation has expired, was withdrawn or was already used. Ask an administrator for a new one.';
export const ALREADY_CONTRIBUTOR = 'This person already works on this site. Change their role instead.';
export const WRONG_ACCOUNT_PASSWORD = 'This is not the password of the account with this email.';
export const INVITATION_NOT_FOUND = 'This invitation is no longer open.';

export async function openInvitations(
  db: Db,
  websiteId: string,
  now: number,
): Promise<z.output<typeof openInvitationSchema>[]> {
  const rows = await selectOpenInvitations(db, websiteId, now);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    invitedAt: new Date(Number(row.created_at)).toISOString(),
    expiresAt: new Date(Number(row.expires_at)).toISOString(),
  }));
}

/** Invites the email with the role; an earlier open invitation for it is replaced. `linkBase` is the config area's address. */
export async function inviteContributor(
  ctx: AppContext,
  site: Website,
  inviter: Account,
  input: { email: string; name: string; role: number; linkBase: string },
): Promise<void> {
  const now = ctx.now();
  const existing = await findAccountByEmail(ctx.db, input.email);
  const { token, id } = newLinkToken(ctx.secret, PURPOSE);
  await ctx.db.transaction().execute(async (trx) => {
    await lockPeople(trx, site.id);
    if (existing && (await websiteRoles(trx, site.id, existing.id)).length) {
      throw new HttpError(409, ALREADY_CONTRIBUTOR, { email: ALREADY_CONTRIBUTOR });
    }
    await closeInvitations(trx, site.id, { email: input.email }, now);
    await insertInvitation(trx, site.id, {
      id,
      email: input.email,
      name: input.name,
      role: input.role,
      invited_by: inviter.id,
      created_at: now,
      expires_at: now + INVITATION_LIFETIME_MS,
      closed_at: null,
    });
    await recordPeopleChange(
      trx,
      site.id,
      { actor: actorOf(inviter), action: 'invited', subjectEmail: input.email, detail: { role: input.role } },
      now,
    );
    const mail = invitationMail({
      siteTitle: site.title,
      inviterName: inviter.display_name || inviter.email,
      name: input.name,
      roleName: roleName(input.role),
      acceptUrl: `${input.linkBase}#invitation=${encodeURIComponent(token)}`,
      expiresInDays: INVITATION_LIFETIME_DAYS,
    });
    await queueMail(trx, { kind: INVITATION_KIND, to: input.email, websiteId: site.id, ...mail }, now);
  });
}

export async function withdrawInvitation(ctx: AppContext, websiteId: string, admin: Account, id: string) {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const invitation = await selectOpenInvitation(trx, websiteId, id, now);
    if (!invitation || (await closeInvitations(trx, websiteId, { id }, now)) === 0) {
      throw new HttpError(404, INVITATION_NOT_FOUND);
    }
    await recordPeopleChange(
      trx,
      websiteId,
      { actor: actorOf(admin), action: 'invitation-withdrawn', subjectEmail: invitation.email },
      now,
    );
  });
}

export function actorOf(account: Account): Actor {
  return { accountId: account.id, email: account.email };
}

async function openInvitationFor(ctx: AppContext, websiteId: string, token: string) {
  const id = linkTokenId(ctx.secret, PURPOSE, token);
  const invitation = id ? await selectOpenInvitation(ctx.db, websiteId, id, ctx.now()) : undefined;
  if (!invitation) throw new HttpError(400, INVITATION_GONE, { token: INVITATION_GONE });
  return invitation;
}

/** What the acceptance screen shows: the invitation, and whether the email already has an account. */
export async function describeInvitation(ctx: AppContext, site: Website, token: string) {
  const invitation = await openInvitationFor(ctx, site.id, token);
  return {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    // Named here so the signed-out screen need not carry the roles table.
    roleName: roleName(invitation.role),
    siteTitle: site.title,
    hasAccount: (await findAccountByEmail(ctx.db, invitation.email)) !== undefined,
  };
}

/**
 * Accepts: a new account for the invited email with this password, or the existing one when the
 * password is its own (guesses are held like sign-in's); then the role, once.
 */
export async function acceptInvitation(
  ctx: AppContext,
  site: Website,
  input: { token: string; password: string; displayName: string },
): Promise<Account> {
  const invitation = await openInvitationFor(ctx, site.id, input.token);
  const join = async (trx: Db, account: Account) => {
    const now = ctx.now();
    await lockPeople(trx, site.id);
    if ((await closeInvitations(trx, site.id, { id: invitation.id }, now)) === 0) {
      throw new HttpError(400, INVITATION_GONE, { token: INVITATION_GONE });
    }
    const roles = await websiteRoles(trx, site.id, account.id);
    if (!roles.includes(invitation.role))
      await replaceRoles(trx, site.id, account.id, [...roles, invitation.role]);
    await recordPeopleChange(
      trx,
      site.id,
      {
        actor: actorOf(account),
        action: 'joined',
        subjectEmail: account.email,
        detail: { role: invitation.role },
      },
      now,
    );
  };
  const existing = await findAccountByEmail(ctx.db, invitation.email);
  if (!existing) {
    const strongEnough = newPasswordSchema.safeParse(input.password);
    if (!strongEnough.success) {
      const message = strongEnough.error.issues[0]?.message ?? 'Please choose a longer password.';
      throw new HttpError(400, message, { password: message });
    }
    const displayName = input.displayName.trim() || invitation.name;
    return createAccount(ctx.db, { email: invitation.email, password: input.password, displayName }, join);
  }
  await checkAccountPassword(ctx, existing, input.password);
  await ctx.db.transaction().execute((trx) => join(trx, existing));
  return existing;
}

async function checkAccountPassword(ctx: AppContext, account: Account, password: string): Promise<void> {
  const checks = [{ key: throttleKey('sign-in:account', account.email), policy: SIGN_IN_ACCOUNT }];
  const decision = await attempt(ctx.db, checks, ctx.now());
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs);
  if (!(await verifyPassword(password, account.password_hash))) {
    throw new HttpError(400, WRONG_ACCOUNT_PASSWORD, { password: WRONG_ACCOUNT_PASSWORD });
  }
  await forget(
    ctx.db,
    checks.map((check) => check.key),
    ctx.now(),
  );
}
