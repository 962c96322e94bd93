// Who holds which roles on a site; what the roles allow is core's permission table.
import { hasPermission, Permission, rolesWithPermission } from '@tessera/core';
import type { Db } from '../db/database.ts';
import { emailsOfRoles, insertMember, listWebsitesOfAccount, rolesOf } from './repository.ts';

export function websiteRoles(db: Db, websiteId: string, accountId: string | undefined): Promise<number[]> {
  return accountId ? rolesOf(db, websiteId, accountId) : Promise.resolve([]);
}

/** The addresses of everyone on the site whose role holds the permission (who hears of new orders, comments). */
export function emailsWithPermission(db: Db, websiteId: string, permission: Permission): Promise<string[]> {
  return emailsOfRoles(db, websiteId, rolesWithPermission(permission));
}

/** Who may see unpublished pages on the live site (for previewing in the editor frame). */
export function canPreviewUnpublished(roles: readonly number[]): boolean {
  return hasPermission(roles, Permission.preview);
}

export function addMember(db: Db, websiteId: string, accountId: string, role: number): Promise<void> {
  return insertMember(db, websiteId, accountId, role);
}

/** The sites an account holds any role on, by title. */
export function websitesOfAccount(db: Db, accountId: string) {
  return listWebsitesOfAccount(db, accountId);
}
