import type { Permission } from '@tessera/core';
import { request } from '@tessera/site/runtime/data-layer.ts';
import { type Account, readPermissions } from '../context.ts';

/** Who is signed in, and what they may do on this site. */
export interface Session {
  account: Account;
  permissions: Permission[];
}

export async function signIn(email: string, password: string): Promise<Session> {
  const answer = await request<{ account: Account; permissions?: unknown }>({
    method: 'POST',
    url: '/api/auth/Login',
    data: { email, password },
    json: true,
    silent: true,
  });
  return { account: answer.account, permissions: readPermissions(answer.permissions) };
}

/** Never rejects: the spec has logout errors only logged, and the owner leaves either way. */
export async function signOut(): Promise<void> {
  try {
    await request<unknown>({ method: 'POST', url: '/api/auth/Logout', silent: true });
  } catch (error) {
    console.error('Sign out failed', error);
  }
}
