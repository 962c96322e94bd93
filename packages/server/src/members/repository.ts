// All of the members feature's SQL: member accounts, their sessions, member areas, what an area
// protects and who belongs to it. Every table is site-owned, so every query goes through the site's
// scope: a member of one site is nobody on another.
import { type Db, isPostgres } from '../db/database.ts';
import type { SiteMember } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { MemberArea } from './tables.ts';

export function findMemberByEmail(db: Db, websiteId: string, email: string): Promise<SiteMember | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('site_members')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findMember(db: Db, websiteId: string, id: string): Promise<SiteMember | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('site_members')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMember(
  db: Db,
  websiteId: string,
  member: Omit<SiteMember, 'website_id'>,
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('site_members', member).execute();
}

/** Replaces an unverified account's name and password (someone joining again with the same address). */
export async function updateUnverifiedMember(
  db: Db,
  websiteId: string,
  id: string,
  change: { name: string; password_hash: string },
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('site_members')
    .set(change)
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .execute();
}

export async function markVerified(db: Db, websiteId: string, id: string, now: number): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('site_members')
    .set({ verified_at: now })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateMember(
  db: Db,
  websiteId: string,
  id: string,
  change: Partial<Pick<SiteMember, 'name' | 'password_hash'>>,
): Promise<void> {
  await siteScoped(db, websiteId).updateTable('site_members').set(change).where('id', '=', id).execute();
}

/** Removes a member with their sessions, reset links and memberships. */
export async function deleteMember(db: Db, websiteId: string, id: string): Promise<boolean> {
  const site = siteScoped(db, websiteId);
  await site.deleteFrom('member_sessions').where('member_id', '=', id).execute();
  await site.deleteFrom('member_password_resets').where('member_id', '=', id).execute();
  await site.deleteFrom('member_area_members').where('member_id', '=', id).execute();
  const result = await site.deleteFrom('site_members').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface MemberListRow {
  id: string;
  name: string;
  email: string;
  verified_at: number | null;
  created_at: number;
}

/** Members whose name or email contains `search` (lower case), newest first. */
export function listMembers(
  db: Db,
  websiteId: string,
  search: string,
  limit: number,
): Promise<MemberListRow[]> {
  let query = siteScoped(db, websiteId)
    .selectFrom('site_members')
    .select(['id', 'name', 'email', 'verified_at', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', eb.val(pattern)), eb('email', 'like', eb.val(pattern))]),
    );
  }
  return query.execute();
}

// ——— Sessions ———

export async function insertMemberSession(
  db: Db,
  websiteId: string,
  session: { id: string; member_id: string; host: string; created_at: number; expires_at: number },
): Promise<void> {
  const site = siteScoped(db, websiteId);
  // Housekeeping where it is cheap: signing in clears this member's expired sessions.
  await site
    .deleteFrom('member_sessions')
    .where('member_id', '=', session.member_id)
    .where('expires_at', '<=', session.created_at)
    .execute();
  await site.insertInto('member_sessions', session).execute();
}

/** The member of a live session made on `host` of this site. */
export async function findSessionMember(
  db: Db,
  websiteId: string,
  sessionId: string,
  host: string,
  now: number,
): Promise<SiteMember | null> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('member_sessions')
    .innerJoin('site_members', (join) =>
      join
        .onRef('site_members.website_id', '=', 'member_sessions.website_id')
        .onRef('site_members.id', '=', 'member_sessions.member_id'),
    )
    .selectAll('site_members')
    .where('member_sessions.id', '=', sessionId)
    .where('member_sessions.host', '=', host)
    .where('member_sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteMemberSession(db: Db, websiteId: string, sessionId: string): Promise<void> {
  await siteScoped(db, websiteId).deleteFrom('member_sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the member but `keep` (a changed password signs out the other browsers). */
export async function deleteOtherMemberSessions(
  db: Db,
  websiteId: string,
  memberId: string,
  keep: string,
): Promise<void> {
  await siteScoped(db, websiteId)
    .deleteFrom('member_sessions')
    .where('member_id', '=', memberId)
    .where('id', '!=', keep)
    .execute();
}

/** Ends every session of the member (a password reset: whoever knew the old password is out). */
export async function deleteMemberSessions(db: Db, websiteId: string, memberId: string): Promise<void> {
  await siteScoped(db, websiteId).deleteFrom('member_sessions').where('member_id', '=', memberId).execute();
}

/** For the periodic trim: sessions past their expiry, on every site; how many went. */
export async function deleteExpiredMemberSessions(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('member_sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ——— Password resets ———

export async function insertMemberPasswordReset(
  db: Db,
  websiteId: string,
  reset: { id: string; member_id: string; expires_at: number },
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('member_password_resets', reset).execute();
}

/**
 * When the member's newest reset link expires, or null when they have none. In a transaction, the
 * member's row is locked first (PostgreSQL; SQLite runs one writer at a time), so two requests at
 * once cannot both find no recent link and both mail one.
 */
export async function latestMemberPasswordResetExpiry(
  db: Db,
  websiteId: string,
  memberId: string,
): Promise<number | null> {
  if (isPostgres(db)) {
    await siteScoped(db, websiteId)
      .selectFrom('site_members')
      .select('id')
      .where('id', '=', memberId)
      .forUpdate()
      .execute();
  }
  const row = await siteScoped(db, websiteId)
    .selectFrom('member_password_resets')
    .select((eb) => eb.fn.max('expires_at').as('latest'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.latest == null ? null : Number(row.latest);
}

/** Deletes and returns the reset in one statement: of two uses at once, only one gets the row. */
export function takeMemberPasswordReset(db: Db, websiteId: string, id: string) {
  return siteScoped(db, websiteId)
    .deleteFrom('member_password_resets')
    .where('id', '=', id)
    .returning(['member_id', 'expires_at'])
    .executeTakeFirst();
}

/** A reset used: the member's other links (asked for earlier) open nothing either. */
export async function deleteMemberPasswordResets(db: Db, websiteId: string, memberId: string): Promise<void> {
  await siteScoped(db, websiteId)
    .deleteFrom('member_password_resets')
    .where('member_id', '=', memberId)
    .execute();
}

/** For the periodic trim: reset links past their hour, on every site; how many went. */
export async function deleteExpiredMemberPasswordResets(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('member_password_resets')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The new password of a reset; it confirms the email too (the member has just read mail sent to it). */
export async function resetMemberPassword(
  db: Db,
  websiteId: string,
  memberId: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('site_members')
    .set((eb) => ({
      password_hash: passwordHash,
      verified_at: eb.fn.coalesce('verified_at', eb.val(now)),
    }))
    .where('id', '=', memberId)
    .execute();
}

// ——— Areas ———

export function listAreas(db: Db, websiteId: string): Promise<MemberArea[]> {
  return siteScoped(db, websiteId)
    .selectFrom('member_areas')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findArea(db: Db, websiteId: string, id: string): Promise<MemberArea | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('member_areas')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertArea(
  db: Db,
  websiteId: string,
  area: Omit<MemberArea, 'website_id'>,
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('member_areas', area).execute();
}

export async function updateArea(
  db: Db,
  websiteId: string,
  id: string,
  change: Pick<MemberArea, 'name' | 'description'>,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('member_areas')
    .set(change)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteArea(db: Db, websiteId: string, id: string): Promise<boolean> {
  const site = siteScoped(db, websiteId);
  await site.deleteFrom('member_area_collections').where('area_id', '=', id).execute();
  await site.deleteFrom('member_area_members').where('area_id', '=', id).execute();
  const result = await site.deleteFrom('member_areas').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every (area, collection) pair of the site. */
export function listProtections(
  db: Db,
  websiteId: string,
): Promise<{ area_id: string; collection_id: string }[]> {
  return siteScoped(db, websiteId)
    .selectFrom('member_area_collections')
    .select(['area_id', 'collection_id'])
    .execute();
}

export async function replaceProtections(db: Db, websiteId: string, areaId: string, collectionIds: string[]) {
  const site = siteScoped(db, websiteId);
  await site.deleteFrom('member_area_collections').where('area_id', '=', areaId).execute();
  if (collectionIds.length > 0) {
    await site
      .insertInto(
        'member_area_collections',
        collectionIds.map((collection_id) => ({ area_id: areaId, collection_id })),
      )
      .execute();
  }
}

/** The areas protecting a collection (its page, or the collection an item belongs to). */
export function areasProtecting(db: Db, websiteId: string, collectionId: string): Promise<MemberArea[]> {
  return siteScoped(db, websiteId)
    .selectFrom('member_area_collections')
    .innerJoin('member_areas', (join) =>
      join
        .onRef('member_areas.website_id', '=', 'member_area_collections.website_id')
        .onRef('member_areas.id', '=', 'member_area_collections.area_id'),
    )
    .selectAll('member_areas')
    .where('member_area_collections.collection_id', '=', collectionId)
    .orderBy('member_areas.created_at')
    .orderBy('member_areas.id')
    .execute();
}

/** The ids of every protected collection of the site (search leaves them out). */
export async function protectedCollectionIds(db: Db, websiteId: string): Promise<string[]> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('member_area_collections')
    .select('collection_id')
    .distinct()
    .execute();
  return rows.map((row) => row.collection_id);
}

/** Which of these collections exist on the site (an area may protect only those). */
export async function existingCollectionIds(db: Db, websiteId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await siteScoped(db, websiteId)
    .selectFrom('collections')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.id);
}

// ——— Membership ———

export async function memberAreaIds(db: Db, websiteId: string, memberId: string): Promise<string[]> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('member_area_members')
    .select('area_id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => row.area_id);
}

/** The areas a member belongs to, oldest area first. */
export function areasOfMember(
  db: Db,
  websiteId: string,
  memberId: string,
): Promise<{ id: string; name: string }[]> {
  return siteScoped(db, websiteId)
    .selectFrom('member_area_members')
    .innerJoin('member_areas', (join) =>
      join
        .onRef('member_areas.website_id', '=', 'member_area_members.website_id')
        .onRef('member_areas.id', '=', 'member_area_members.area_id'),
    )
    .select(['member_areas.id', 'member_areas.name'])
    .where('member_area_members.member_id', '=', memberId)
    .orderBy('member_areas.created_at')
    .orderBy('member_areas.id')
    .execute();
}

/** Every (area, member) pair of the site, for the members list. */
export function listMemberships(
  db: Db,
  websiteId: string,
): Promise<{ area_id: string; member_id: string }[]> {
  return siteScoped(db, websiteId)
    .selectFrom('member_area_members')
    .select(['area_id', 'member_id'])
    .execute();
}

/** Adds the member to the area; joining twice keeps the first row. */
export async function addMembership(
  db: Db,
  websiteId: string,
  areaId: string,
  memberId: string,
  now: number,
): Promise<void> {
  const query = siteScoped(db, websiteId).insertInto('member_area_members', {
    area_id: areaId,
    member_id: memberId,
    joined_at: now,
  });
  await query
    .onConflict((conflict) => conflict.columns(['website_id', 'area_id', 'member_id']).doNothing())
    .execute();
}
