// Who sees a page an area protects (core's memberAccess), for the page render: the areas protecting
// the shown collection, and the signed-in member's areas.
import { type MemberAccess, memberAccess } from '@tessera/core';
import type { Db } from '../db/database.ts';
import { areasOfMember, areasProtecting, memberAreaIds } from './repository.ts';

/** A protecting area as the access page shows it: a pricing option with its join button. */
export interface AreaOption {
  id: string;
  name: string;
  description: string;
  access: string;
}

export interface PageMemberAccess {
  access: MemberAccess;
  areas: AreaOption[];
}

export async function pageMemberAccess(
  db: Db,
  websiteId: string,
  collectionId: string,
  viewer: { memberId: string | null; canPreview: boolean },
): Promise<PageMemberAccess> {
  if (viewer.canPreview) return { access: 'show', areas: [] };
  const areas = await areasProtecting(db, websiteId, collectionId);
  if (areas.length === 0) return { access: 'show', areas: [] };
  const memberAreas = viewer.memberId ? await memberAreaIds(db, websiteId, viewer.memberId) : null;
  const access = memberAccess({
    protectingAreaIds: areas.map((area) => area.id),
    memberAreaIds: memberAreas,
    canPreview: viewer.canPreview,
  });
  return {
    access,
    areas: areas.map(({ id, name, description, access }) => ({ id, name, description, access })),
  };
}

/** The names of the member's areas, for their account panel. */
export async function memberAreaNames(db: Db, websiteId: string, memberId: string): Promise<string[]> {
  return (await areasOfMember(db, websiteId, memberId)).map((area) => area.name);
}
