// Password reset by email: a signed, one-use link that works for an hour. Asking answers the same
// whether the email has an account or not; using the link sets the password, ends every session of
// the account and signs this browser in.

import { mayMailPasswordReset, PASSWORD_RESET_LIFETIME_MS } from '@tessera/core';
import type { Account } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { queueMail } from '../mail/service.ts';
import { passwordResetMail } from '../mail/templates/PasswordReset.tsx';
import { findAccountByEmail } from './accounts.ts';
import { linkTokenId, newLinkToken } from './link-tokens.ts';
import { hashPassword } from './passwords.ts';
import {
  deleteSessionsOfAccount,
  findAccountById,
  insertPasswordReset,
  latestPasswordResetExpiry,
  takePasswordReset,
  updatePasswordHash,
} from './repository.ts';

const PURPOSE = 'password-reset';
export const PASSWORD_RESET_KIND = 'password-reset';
export const EXPIRED_RESET_MESSAGE =
  'This reset link has expired or was already used. Please ask for a new one.';

/** Queues the reset mail when the email has an account; `linkBase` is the config area's address. */
export async function requestPasswordReset(
  ctx: AppContext,
  { email, linkBase, websiteId }: { email: string; linkBase: string; websiteId: string | null },
): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) return;
  const now = ctx.now();
  const { token, id } = newLinkToken(ctx.secret, PURPOSE);
  await ctx.db.transaction().execute(async (trx) => {
    if (!mayMailPasswordReset(await latestPasswordResetExpiry(trx, account.id), now)) return;
    await insertPasswordReset(
      trx,
      { id, accountId: account.id, expiresAt: now + PASSWORD_RESET_LIFETIME_MS },
      now,
    );
    await queueMail(
      trx,
      {
        kind: PASSWORD_RESET_KIND,
        to: account.email,
        websiteId,
        ...passwordResetMail({
          resetUrl: `${linkBase}#reset=${encodeURIComponent(token)}`,
          expiresInMinutes: PASSWORD_RESET_LIFETIME_MS / 60_000,
        }),
      },
      now,
    );
  });
}

/** Spends the token and sets the password; every session of the account ends. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<Account> {
  const id = linkTokenId(ctx.secret, PURPOSE, token);
  const reset = id ? await takePasswordReset(ctx.db, id) : undefined;
  const account =
    reset && reset.expires_at > ctx.now() ? await findAccountById(ctx.db, reset.account_id) : undefined;
  if (!account) throw new HttpError(400, EXPIRED_RESET_MESSAGE, { token: EXPIRED_RESET_MESSAGE });
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, account.id, passwordHash);
    await deleteSessionsOfAccount(trx, account.id);
  });
  return account;
}
