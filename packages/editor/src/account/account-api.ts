// The Account screen's calls (identity/account-routes.ts on the server): for everyone signed in.
import type { AccountSession } from '@tessera/site/people-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

export async function fetchSessions(): Promise<AccountSession[]> {
  const answer = await request<{ sessions: AccountSession[] }>({
    method: 'GET',
    url: '/api/account/sessions',
    silent: true,
  });
  return answer.sessions;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await request<unknown>({
    method: 'POST',
    url: '/api/account/password',
    data: { currentPassword, newPassword },
    json: true,
    silent: true,
  });
}

export async function signOutEverywhere(): Promise<void> {
  await request<unknown>({ method: 'POST', url: '/api/account/sessions/end-all', silent: true });
}
