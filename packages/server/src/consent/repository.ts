// All of the consent feature's SQL: the words of each saved banner, visitors' choices, and the day's
// salt for visitor hashes. The banner's settings are in the site's settings JSON
// (websites/repository.ts reads and writes it under the site's row lock).

import type { Db } from '../db/database.ts';
import { olderThan, type PagePosition } from '../db/newest-first.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { ConsentRecordsTable, CookieBannerRevisionsTable } from './tables.ts';

export type RevisionRow = Omit<CookieBannerRevisionsTable, 'website_id'>;

export async function insertRevision(trx: Db, websiteId: string, row: RevisionRow): Promise<void> {
  await siteScoped(trx, websiteId).insertInto('cookie_banner_revisions', row).execute();
}

export function revisionExists(db: Db, websiteId: string, revision: number): Promise<boolean> {
  return siteScoped(db, websiteId)
    .selectFrom('cookie_banner_revisions')
    .select('revision')
    .where('revision', '=', revision)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export async function insertConsentRecord(
  db: Db,
  websiteId: string,
  row: Omit<ConsentRecordsTable, 'website_id'>,
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('consent_records', row).execute();
}

/** Choices newest first, each with the words its banner showed; `before` continues a list. */
export function selectConsentRecords(
  db: Db,
  websiteId: string,
  { before, limit }: { before: PagePosition | null; limit: number },
) {
  return siteScoped(db, websiteId)
    .selectFrom('consent_records')
    .innerJoin('cookie_banner_revisions as r', (join) =>
      join
        .onRef('r.website_id', '=', 'consent_records.website_id')
        .onRef('r.revision', '=', 'consent_records.revision'),
    )
    .select([
      'consent_records.id',
      'consent_records.created_at',
      'consent_records.choice',
      'consent_records.banner_version',
      'consent_records.revision',
      'consent_records.visitor_hash',
      'r.text',
      'r.accept_text',
      'r.decline_text',
    ])
    .$if(before !== null, (query) =>
      query.where(olderThan(before as PagePosition, 'consent_records.created_at', 'consent_records.id')),
    )
    .orderBy('consent_records.created_at', 'desc')
    .orderBy('consent_records.id', 'desc')
    .limit(limit)
    .execute();
}

/** The day's salt, made by whichever process asks first (the others keep the one stored). */
export async function daySalt(db: Db, day: string, candidate: string): Promise<string> {
  await db
    .insertInto('visitor_salts')
    .values({ day, salt: candidate })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('visitor_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** Deletes the salts of days before `day`, so no hash made with them can be remade. */
export async function deleteSaltsBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('visitor_salts').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
