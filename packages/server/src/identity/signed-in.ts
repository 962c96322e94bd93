// What a call that signs someone in answers (sign-in, a password reset, an accepted invitation): the
// account, and what it may do on the host's site, as the config area's context says.
import { PERMISSIONS, type Permission, permissionsOf } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { Account } from '../db/schema.ts';
import { websiteRoles } from '../websites/members.ts';
import { type PublicAccount, publicAccount } from './accounts.ts';

export const publicAccountSchema = z.object({ id: z.string(), email: z.string(), displayName: z.string() });
export const signedInSchema = z.object({
  account: publicAccountSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
});

/** Nothing on the platform home (no site there). */
export async function signedInAnswer(
  db: Db,
  websiteId: string | null,
  account: Account,
): Promise<{ account: PublicAccount; permissions: Permission[] }> {
  const roles = websiteId ? await websiteRoles(db, websiteId, account.id) : [];
  return { account: publicAccount(account), permissions: [...permissionsOf(roles)] };
}
