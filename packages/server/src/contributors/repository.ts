// All of the contributors feature's SQL: who holds which role on a site (website_members, with
// their accounts, read here and written by websites/index.ts), the invitations and the audit log.
// Every query goes through the site's scope.
import type { Db } from '../db/database.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { ContributorAuditTable, ContributorInvitationsTable } from './tables.ts';

/** Every role row of the site with its account, by name. */
export function selectContributorRoles(db: Db, websiteId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('website_members')
    .innerJoin('accounts', 'accounts.id', 'website_members.account_id')
    .select(['accounts.id', 'accounts.email', 'accounts.display_name', 'website_members.role'])
    .orderBy('accounts.display_name')
    .orderBy('accounts.email')
    .orderBy('website_members.role')
    .execute();
}

export async function selectAccountIdsWithRole(db: Db, websiteId: string, role: number): Promise<string[]> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('website_members')
    .select('account_id')
    .where('role', '=', role)
    .execute();
  return rows.map((row) => row.account_id);
}

export async function insertInvitation(
  db: Db,
  websiteId: string,
  invitation: Omit<ContributorInvitationsTable, 'website_id'>,
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('contributor_invitations', invitation).execute();
}

/** The invitations still waiting for an answer, newest first. */
export function selectOpenInvitations(db: Db, websiteId: string, now: number) {
  return siteScoped(db, websiteId)
    .selectFrom('contributor_invitations')
    .selectAll()
    .where('closed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

export function selectOpenInvitation(db: Db, websiteId: string, id: string, now: number) {
  return siteScoped(db, websiteId)
    .selectFrom('contributor_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Closes open invitations (one by id, or all for an email); how many it closed. */
export async function closeInvitations(
  db: Db,
  websiteId: string,
  which: { id: string } | { email: string },
  now: number,
): Promise<number> {
  const result = await siteScoped(db, websiteId)
    .updateTable('contributor_invitations')
    .set({ closed_at: now })
    .where('closed_at', 'is', null)
    .$if('id' in which, (q) => q.where('id', '=', 'id' in which ? which.id : ''))
    .$if('email' in which, (q) => q.where('email', '=', 'email' in which ? which.email : ''))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertAudit(
  db: Db,
  websiteId: string,
  entry: Omit<ContributorAuditTable, 'website_id'>,
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('contributor_audit', entry).execute();
}

export function selectAudit(db: Db, websiteId: string, limit: number) {
  return siteScoped(db, websiteId)
    .selectFrom('contributor_audit')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
