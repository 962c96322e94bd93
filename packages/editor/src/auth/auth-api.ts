import { request } from '@tessera/site/runtime/data-layer.ts';
import type { Account } from '../context.ts';

export async function signIn(email: string, password: string): Promise<Account> {
  const answer = await request<{ account: Account }>({
    method: 'POST',
    url: '/api/auth/Login',
    data: { email, password },
    json: true,
    silent: true,
  });
  return answer.account;
}

/** Never rejects: the spec has logout errors only logged, and the owner leaves either way. */
export async function signOut(): Promise<void> {
  try {
    await request<unknown>({ method: 'POST', url: '/api/auth/Logout', silent: true });
  } catch (error) {
    console.error('Sign out failed', error);
  }
}
