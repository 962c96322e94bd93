import { SiteUserRole } from '@tessera/core';
import type { Db } from '../db/database.ts';

export async function websiteRoles(
  db: Db,
  websiteId: string,
  accountId: string | undefined,
): Promise<number[]> {
  if (!accountId) return [];
  const rows = await db
    .selectFrom('website_members')
    .select('role')
    .where('website_id', '=', websiteId)
    .where('account_id', '=', accountId)
    .orderBy('role')
    .execute();
  return rows.map((r) => r.role);
}

const CONTENT_EDITING_ROLES: readonly number[] = [SiteUserRole.admin, SiteUserRole.editor];

/** Who may change pages and blocks in the config area. */
export function canEditContent(roles: readonly number[]): boolean {
  return roles.some((role) => CONTENT_EDITING_ROLES.includes(role));
}

/** Who may see unpublished pages on the live site (for previewing in the editor frame). */
export function canPreviewUnpublished(roles: readonly number[]): boolean {
  return roles.length > 0;
}

export async function addMember(db: Db, websiteId: string, accountId: string, role: number): Promise<void> {
  await db
    .insertInto('website_members')
    .values({ website_id: websiteId, account_id: accountId, role })
    .execute();
}
