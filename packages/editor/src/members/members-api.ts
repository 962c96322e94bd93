// The config area's member calls (members/routes.ts on the server).
import type { MemberAreaSummary, MemberSummary } from '@tessera/site/members/api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

export type { MemberAreaSummary, MemberSummary };

export interface MemberAreaInput {
  name: string;
  description: string;
  collectionIds: string[];
}

const AREAS = '/api/config/member-areas';
export const MEMBERS_CSV_URL = '/api/config/members.csv';

export async function fetchMembers(q: string): Promise<MemberSummary[]> {
  return (
    await request<{ members: MemberSummary[] }>({
      method: 'GET',
      url: '/api/config/members',
      data: { q },
      silent: true,
    })
  ).members;
}

export async function removeMember(id: string): Promise<void> {
  await request({ method: 'DELETE', url: `/api/config/members/${id}`, silent: true });
}

export async function fetchAreas(): Promise<MemberAreaSummary[]> {
  return (await request<{ areas: MemberAreaSummary[] }>({ method: 'GET', url: AREAS, silent: true })).areas;
}

export async function saveArea(id: string | null, area: MemberAreaInput): Promise<void> {
  await request({
    method: id ? 'PUT' : 'POST',
    url: id ? `${AREAS}/${id}` : AREAS,
    data: area,
    json: true,
    silent: true,
  });
}

export async function deleteArea(id: string): Promise<void> {
  await request({ method: 'DELETE', url: `${AREAS}/${id}`, silent: true });
}
