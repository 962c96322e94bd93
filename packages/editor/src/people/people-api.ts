// The People screen's calls (contributors/routes.ts on the server; admins only).
import { request } from '@tessera/site/runtime/data-layer.ts';

export interface Contributor {
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
}

export interface Invitation {
  id: string;
  email: string;
  name: string;
  role: number;
  invitedAt: string;
  expiresAt: string;
}

export interface AuditEntry {
  at: string;
  actorEmail: string;
  action: 'invited' | 'invitation-withdrawn' | 'joined' | 'role-changed' | 'removed';
  subjectEmail: string;
  detail: { role?: number; from?: number[]; to?: number[] };
}

export interface People {
  contributors: Contributor[];
  invitations: Invitation[];
  audit: AuditEntry[];
}

export function fetchPeople(): Promise<People> {
  return request<People>({ method: 'GET', url: '/api/config/people', silent: true });
}

export async function invite(invitation: { email: string; name: string; role: number }): Promise<void> {
  await request<unknown>({
    method: 'POST',
    url: '/api/config/people/invitations',
    data: invitation,
    json: true,
    silent: true,
  });
}

export async function withdrawInvitation(id: string): Promise<void> {
  await request<unknown>({
    method: 'DELETE',
    url: `/api/config/people/invitations/${encodeURIComponent(id)}`,
    silent: true,
  });
}

export async function changeRole(accountId: string, role: number): Promise<void> {
  await request<unknown>({
    method: 'PUT',
    url: `/api/config/people/${encodeURIComponent(accountId)}`,
    data: { role },
    json: true,
    silent: true,
  });
}

export async function removeContributor(accountId: string): Promise<void> {
  await request<unknown>({
    method: 'DELETE',
    url: `/api/config/people/${encodeURIComponent(accountId)}`,
    silent: true,
  });
}
