// Who is signed in, as the config area keeps it: from the config context, or from a call that signs in.
import type { Permission } from '@tessera/core';
import type { AnswerOf } from '@tessera/site/api/call.ts';
import { type Account, readPermissions } from '../context.ts';

/** Who is signed in, and what they may do on this site. */
export interface Session {
  account: Account;
  permissions: Permission[];
}

/** The session a call that signs in answers (sign-in, a password reset, an accepted invitation). */
export function sessionOf({ account, permissions }: AnswerOf<'POST /api/auth/Login'>): Session {
  return { account, permissions: readPermissions(permissions) };
}
