// All of the websites feature's SQL: sites, their hosts (identifier, mapped domains) and members, and
// the writes to them other features ask for through websites/index.ts.
import { type Db, isPostgres } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import type { Website } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { inTransaction } from '../db/transaction.ts';

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

/** Gives a site another address (a showcase's, once it is made whole); a taken one fails on the index. */
export async function renameWebsite(db: Db, websiteId: string, identifier: string): Promise<void> {
  await db.updateTable('websites').set({ identifier }).where('id', '=', websiteId).execute();
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

// The site's record as other features change it: its version (a change visitors see), the home page,
// the store's currency, the design panel's title, settings and password, a template's settings.

/** Raises the site's version: what it shows changed (content/publish.ts). */
export async function bumpSiteVersion(db: Db, websiteId: string): Promise<void> {
  await db
    .updateTable('websites')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: Date.now() }))
    .where('id', '=', websiteId)
    .execute();
}

/** The site's settings JSON with `homeCollectionId` set, the site's row locked while it is rewritten. */
export async function setHomeCollection(db: Db, websiteId: string, collectionId: string, now: number) {
  const row = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  const stored = parseJsonColumn<unknown>(row.settings, {});
  const settings = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  await db
    .updateTable('websites')
    .set({ settings: JSON.stringify({ ...settings, homeCollectionId: collectionId }), updated_at: now })
    .where('id', '=', websiteId)
    .execute();
}

/** The site's subscription status with the platform (billing/: a trial paid for becomes paid). */
export async function updateSubscriptionStatus(db: Db, websiteId: string, status: number, now: number) {
  await db
    .updateTable('websites')
    .set({ subscription_status: status, updated_at: now })
    .where('id', '=', websiteId)
    .execute();
}

/** The store's currency lives on the site (the site context and every price read it). */
export async function updateWebsiteCurrency(db: Db, websiteId: string, currency: string, now: number) {
  await db.updateTable('websites').set({ currency, updated_at: now }).where('id', '=', websiteId).execute();
}

/**
 * Changes the site's record: its title, settings (merged into the stored JSON, so settings other
 * features keep there survive) and password hash (`undefined` leaves each as it is).
 */
export async function updateWebsiteBasics(
  db: Db,
  websiteId: string,
  change: { title?: string; settings?: Record<string, unknown>; passwordHash?: string | null },
  now: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const stored = parseJsonColumn<Record<string, unknown>>(await lockedSettings(trx, websiteId), {});
    const settings = { ...(typeof stored === 'object' && stored ? stored : {}), ...change.settings };
    await trx
      .updateTable('websites')
      .set({
        settings: JSON.stringify(settings),
        updated_at: now,
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(change.passwordHash !== undefined ? { password_hash: change.passwordHash } : {}),
      })
      .where('id', '=', websiteId)
      .execute();
  });
}

/** Merges settings into the site's settings JSON (a template's home page and tagline). */
export async function mergeWebsiteSettings(
  db: Db,
  websiteId: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const website = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow();
  const settings = { ...JSON.parse(website.settings), ...changes };
  await db
    .updateTable('websites')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', websiteId)
    .execute();
}

// Who works on the site: the people panel (contributors/) changes the roles through these.

/**
 * Makes the transaction the only one changing this site's people until it ends: a write to the
 * site's row takes its row lock on PostgreSQL and the write lock on SQLite, so two demotions at once
 * run one after the other and the second sees the first's result.
 */
export async function lockPeople(trx: Db, websiteId: string): Promise<void> {
  await trx
    .updateTable('websites')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', websiteId)
    .execute();
}

/** Replaces what the account holds on the site; no roles removes it. */
export async function replaceRoles(
  db: Db,
  websiteId: string,
  accountId: string,
  roles: number[],
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  await scope.deleteFrom('website_members').where('account_id', '=', accountId).execute();
  if (roles.length) {
    await scope
      .insertInto(
        'website_members',
        roles.map((role) => ({ account_id: accountId, role })),
      )
      .execute();
  }
}
