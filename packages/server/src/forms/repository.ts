// All SQL of forms (0010_forms): the forms, their submissions, the single-use submission keys and
// the rate limit's marks. A form's save says the version it started from in its WHERE, so of two
// racing saves one wins and the other learns it is stale; a key is spent by deleting it, so of two
// racing uses one finds it.

import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import { olderThan, type PagePosition } from '../db/newest-first.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { FormSubmissionsTable, FormsTable } from './tables.ts';

export type FormRow = FormsTable;
export type SubmissionRow = FormSubmissionsTable;

export interface FormCounts {
  id: string;
  name: string;
  definition: string;
  updated_at: number;
  submissions: number;
  unread: number;
}

export async function selectFormsWithCounts(db: Db, websiteId: string): Promise<FormCounts[]> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('forms')
    .leftJoin('form_submissions as s', (join) =>
      join.onRef('s.website_id', '=', 'forms.website_id').onRef('s.form_id', '=', 'forms.id'),
    )
    .select([
      'forms.id',
      'forms.name',
      'forms.definition',
      'forms.updated_at',
      sql<number>`count(s.id)`.as('submissions'),
      sql<number>`count(case when s.is_read = 0 then 1 end)`.as('unread'),
    ])
    .groupBy(['forms.id', 'forms.name', 'forms.definition', 'forms.updated_at', 'forms.created_at'])
    .orderBy('forms.created_at')
    .orderBy('forms.id')
    .execute();
  return rows.map((row) => ({ ...row, submissions: Number(row.submissions), unread: Number(row.unread) }));
}

export function findForm(db: Db, websiteId: string, formId: string): Promise<FormRow | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('forms')
    .selectAll()
    .where('id', '=', formId)
    .executeTakeFirst();
}

/**
 * Locks the form until the transaction ends (PostgreSQL; SQLite's transaction holds the write lock
 * already), so that submissions to one form count the rate limit one after another: two counted at
 * once would both see room for one more. Whether the form is there.
 */
export async function lockForm(trx: Db, websiteId: string, formId: string): Promise<boolean> {
  const row = await siteScoped(trx, websiteId)
    .selectFrom('forms')
    .select('id')
    .where('id', '=', formId)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertForm(
  db: Db,
  websiteId: string,
  form: { id: string; name: string; definition: string },
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .insertInto('forms', { ...form, version: 1, created_at: now, updated_at: now })
    .execute();
}

/** Whether the form was there at `version` to change (and is now at version + 1). */
export async function updateForm(
  db: Db,
  websiteId: string,
  formId: string,
  version: number,
  change: { name: string; definition: string },
  now: number,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('forms')
    .set({ ...change, version: version + 1, updated_at: now })
    .where('id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether there was a form to delete; its submissions go with it. */
export async function deleteForm(db: Db, websiteId: string, formId: string): Promise<boolean> {
  await siteScoped(db, websiteId).deleteFrom('form_submissions').where('form_id', '=', formId).execute();
  const result = await siteScoped(db, websiteId)
    .deleteFrom('forms')
    .where('id', '=', formId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertKey(db: Db, websiteId: string, key: string, expiresAt: number): Promise<void> {
  await siteScoped(db, websiteId)
    .insertInto('form_submission_keys', { key, expires_at: expiresAt })
    .execute();
}

/** Spends a key: whether it was there and not yet expired (it is gone either way). */
export async function spendKey(db: Db, websiteId: string, key: string, now: number): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .deleteFrom('form_submission_keys')
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredKeys(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('form_submission_keys')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Submissions to a form since `since`: all of them, and those from `address`. */
export async function countRateHits(
  db: Db,
  websiteId: string,
  formId: string,
  address: string,
  since: number,
): Promise<{ all: number; fromAddress: number }> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('form_rate_hits')
    .select([
      sql<number>`count(*)`.as('all'),
      sql<number>`count(case when address = ${address} then 1 end)`.as('fromAddress'),
    ])
    .where('form_id', '=', formId)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), fromAddress: Number(row.fromAddress) };
}

export async function insertRateHit(
  db: Db,
  websiteId: string,
  hit: { id: string; form_id: string; address: string; at: number },
): Promise<void> {
  await siteScoped(db, websiteId).insertInto('form_rate_hits', hit).execute();
}

export async function deleteRateHit(db: Db, websiteId: string, id: string): Promise<void> {
  await siteScoped(db, websiteId).deleteFrom('form_rate_hits').where('id', '=', id).execute();
}

export async function deleteRateHitsBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('form_rate_hits').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertSubmission(
  db: Db,
  websiteId: string,
  row: Omit<SubmissionRow, 'website_id' | 'held'> & { held?: number },
) {
  await siteScoped(db, websiteId)
    .insertInto('form_submissions', { ...row, held: row.held ?? 0 })
    .execute();
}

/** Lets a held submission through: whether it was there and held (it is not held now). */
export async function unholdSubmission(
  db: Db,
  websiteId: string,
  formId: string,
  submissionId: string,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('form_submissions')
    .set({ held: 0 })
    .where('form_id', '=', formId)
    .where('id', '=', submissionId)
    .where('held', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A form's submissions newest first, after `before`, matching `q` (lower case) when given; only the
 * held ones when `heldOnly`.
 */
export function selectSubmissions(
  db: Db,
  websiteId: string,
  formId: string,
  {
    q,
    before,
    limit,
    heldOnly = false,
  }: { q: string; before: PagePosition | null; limit: number; heldOnly?: boolean },
): Promise<SubmissionRow[]> {
  return (
    siteScoped(db, websiteId)
      .selectFrom('form_submissions')
      .selectAll()
      .where('form_id', '=', formId)
      .$if(heldOnly, (query) => query.where('held', '=', 1))
      // Both engines read the backslash as the escape only when told so.
      .$if(q !== '', (query) =>
        query.where(sql<boolean>`search_text like ${`%${q.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`),
      )
      .$if(before !== null, (query) => query.where(olderThan(before as PagePosition, 'created_at', 'id')))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  );
}

export function findSubmission(
  db: Db,
  websiteId: string,
  formId: string,
  submissionId: string,
): Promise<SubmissionRow | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('form_submissions')
    .selectAll()
    .where('form_id', '=', formId)
    .where('id', '=', submissionId)
    .executeTakeFirst();
}

export async function markSubmissionRead(
  db: Db,
  websiteId: string,
  formId: string,
  submissionId: string,
  read: boolean,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('form_submissions')
    .set({ is_read: read ? 1 : 0 })
    .where('form_id', '=', formId)
    .where('id', '=', submissionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSubmission(
  db: Db,
  websiteId: string,
  formId: string,
  submissionId: string,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .deleteFrom('form_submissions')
    .where('form_id', '=', formId)
    .where('id', '=', submissionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Each page's layout, published and draft, for the forms its blocks show (on-pages.ts). */
export function selectPageLayouts(db: Db, websiteId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .innerJoin('layouts as l', (join) =>
      join.onRef('l.website_id', '=', 'collections.website_id').onRef('l.id', '=', 'collections.layout_id'),
    )
    .select(['collections.id', 'l.sections', 'l.draft_sections'])
    .execute();
}
