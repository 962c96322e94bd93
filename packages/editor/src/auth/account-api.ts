// The signed-out account calls: password reset and invitations (identity/account-routes.ts,
// contributors/routes.ts on the server).
import { request } from '@tessera/site/runtime/data-layer.ts';
import { type Account, readPermissions } from '../context.ts';
import type { Session } from './auth-api.ts';

export interface InvitationView {
  email: string;
  name: string;
  role: number;
  roleName: string;
  siteTitle: string;
  hasAccount: boolean;
}

async function signedIn(answer: Promise<{ account: Account; permissions?: unknown }>): Promise<Session> {
  const { account, permissions } = await answer;
  return { account, permissions: readPermissions(permissions) };
}

export async function requestPasswordReset(email: string): Promise<void> {
  await request<unknown>({
    method: 'POST',
    url: '/api/auth/PasswordReset',
    data: { email },
    json: true,
    silent: true,
  });
}

export function completePasswordReset(token: string, password: string): Promise<Session> {
  return signedIn(
    request({
      method: 'POST',
      url: '/api/auth/PasswordReset/Complete',
      data: { token, password },
      json: true,
      silent: true,
    }),
  );
}

export function fetchInvitation(token: string): Promise<InvitationView> {
  return request<InvitationView>({
    method: 'GET',
    url: `/api/people/invitation?token=${encodeURIComponent(token)}`,
    silent: true,
  });
}

export function acceptInvitation(token: string, password: string, displayName: string): Promise<Session> {
  return signedIn(
    request({
      method: 'POST',
      url: '/api/people/invitation/accept',
      data: { token, password, displayName },
      json: true,
      silent: true,
    }),
  );
}
