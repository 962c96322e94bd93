// Accounts: made on the platform home, shared by every site the account has a role on.
import { z } from 'zod';
import { type Db, isUniqueViolation } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Account } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { hashPassword } from './passwords.ts';
import { findAccountById, findAccountByEmail as findByEmail, insertAccount } from './repository.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const WRONG_CREDENTIALS_MESSAGE = 'Your email or password is incorrect.';

export const emailSchema = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .min(3, 'Please enter a valid email')
  .max(256, 'Please enter a valid email')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Please enter a valid email');

export const newPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(MIN_PASSWORD_LENGTH, `Passwords must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Passwords must be at most 200 characters.');

export interface PublicAccount {
  id: string;
  email: string;
  displayName: string;
}

export function publicAccount(account: Account): PublicAccount {
  return { id: account.id, email: account.email, displayName: account.display_name };
}

export function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return findByEmail(db, email.trim().toLowerCase());
}

export function findAccount(db: Db, id: string): Promise<Account | undefined> {
  return findAccountById(db, id);
}

/**
 * Creates an account. `alongside` runs in the same transaction (e.g. queueing the welcome mail), so
 * the account and what it triggers are stored together or not at all.
 */
export async function createAccount(
  db: Db,
  input: { email: string; password: string; displayName: string },
  alongside?: (trx: Db, account: Account) => Promise<unknown>,
): Promise<Account> {
  const email = input.email.trim().toLowerCase();
  if (await findAccountByEmail(db, email)) throw emailTaken();
  const account: Account = {
    id: newId(),
    email,
    password_hash: await hashPassword(input.password),
    display_name: input.displayName.trim() || email.split('@')[0] || email,
    created_at: Date.now(),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await insertAccount(trx, account);
      await alongside?.(trx, account);
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index lets one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return account;
}

function emailTaken(): HttpError {
  return new HttpError(409, 'An account with this email already exists.', {
    email: 'An account with this email already exists.',
  });
}
