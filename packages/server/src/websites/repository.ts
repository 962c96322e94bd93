// All of the websites feature's SQL: sites, their hosts (identifier, mapped domains) and members.
import { type Db, isPostgres } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';

export function findWebsiteByIdentifier(db: Db, identifier: string): Promise<Website | undefined> {
  return db.selectFrom('websites').selectAll().where('identifier', '=', identifier).executeTakeFirst();
}

export function findWebsiteById(db: Db, id: string): Promise<Website | undefined> {
  return db.selectFrom('websites').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The site a custom domain (with or without its port) is mapped to. */
export function findWebsiteByDomain(db: Db, domains: string[]): Promise<Website | undefined> {
  return db
    .selectFrom('website_domains')
    .innerJoin('websites', 'websites.id', 'website_domains.website_id')
    .selectAll('websites')
    .where('website_domains.domain', 'in', domains)
    .executeTakeFirst();
}

export async function insertWebsite(db: Db, website: Website): Promise<void> {
  await db.insertInto('websites').values(website).execute();
}

/** The sites an account has any role on, by title. */
export function listWebsitesOfAccount(db: Db, accountId: string) {
  return db
    .selectFrom('websites')
    .innerJoin('website_members', 'website_members.website_id', 'websites.id')
    .select(['websites.id', 'websites.identifier', 'websites.title'])
    .where('website_members.account_id', '=', accountId)
    .distinct()
    .orderBy('websites.title')
    .execute();
}

export async function rolesOf(db: Db, websiteId: string, accountId: string): Promise<number[]> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('website_members')
    .select('role')
    .where('account_id', '=', accountId)
    .orderBy('role')
    .execute();
  return rows.map((r) => r.role);
}

/** The addresses of the site's members holding any of the roles. */
export async function emailsOfRoles(db: Db, websiteId: string, roles: readonly number[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await siteScoped(db, websiteId)
    .selectFrom('website_members')
    .innerJoin('accounts', 'accounts.id', 'website_members.account_id')
    .select('accounts.email')
    .where('website_members.role', 'in', [...roles])
    .distinct()
    .orderBy('accounts.email')
    .execute();
  return rows.map((row) => row.email);
}

export async function insertMember(
  db: Db,
  websiteId: string,
  accountId: string,
  role: number,
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('website_members', { account_id: accountId, role }).execute();
}

// The site's settings JSON, which several features keep settings in (the cookie banner, the
// overlays, the captcha): a save reads it with the row locked and writes it back in the same transaction.

/** The site's settings JSON, its row locked until the transaction ends (SQLite's holds the write lock). */
export async function lockedSettings(trx: Db, websiteId: string): Promise<string> {
  const row = await trx
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return row.settings;
}

export async function selectSettings(db: Db, websiteId: string): Promise<string> {
  const row = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow();
  return row.settings;
}

export async function writeSettings(
  trx: Db,
  websiteId: string,
  settings: string,
  now: number,
): Promise<void> {
  await trx.updateTable('websites').set({ settings, updated_at: now }).where('id', '=', websiteId).execute();
}
