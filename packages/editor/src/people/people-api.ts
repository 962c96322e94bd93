// The People screen's calls (contributors/routes.ts on the server; admins only).
import type { People } from '@tessera/site/people-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

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
