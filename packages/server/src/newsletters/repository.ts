// All SQL of newsletters: a site's mailing lists and their subscribers (0011_newsletters). Writes
// that depend on a row's state say that state in their WHERE, so two racing requests cannot both
// act (one sign-up row per list and address, one confirmation mail per resend window).

import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { olderThan, type PagePosition } from '../db/newest-first.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { MailingListsTable, NewsletterSubscribersTable } from './tables.ts';

export type MailingListRow = MailingListsTable;
export type SubscriberRow = NewsletterSubscribersTable;

export interface ListCounts {
  id: string;
  name: string;
  confirmed: number;
  pending: number;
}

/** The site's lists by name, with how many confirmed and pending addresses each has. */
export async function selectListsWithCounts(db: Db, websiteId: string): Promise<ListCounts[]> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('mailing_lists')
    .leftJoin('newsletter_subscribers as s', (join) =>
      join.onRef('s.website_id', '=', 'mailing_lists.website_id').onRef('s.list_id', '=', 'mailing_lists.id'),
    )
    .select([
      'mailing_lists.id',
      'mailing_lists.name',
      sql<number>`count(case when s.status = 'confirmed' then 1 end)`.as('confirmed'),
      sql<number>`count(case when s.status = 'pending' then 1 end)`.as('pending'),
    ])
    .groupBy(['mailing_lists.id', 'mailing_lists.name', 'mailing_lists.created_at'])
    .orderBy('mailing_lists.created_at')
    .orderBy('mailing_lists.id')
    .execute();
  return rows.map((row) => ({ ...row, confirmed: Number(row.confirmed), pending: Number(row.pending) }));
}

export function findList(db: Db, websiteId: string, listId: string): Promise<MailingListRow | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('mailing_lists')
    .selectAll()
    .where('id', '=', listId)
    .executeTakeFirst();
}

export async function insertList(
  db: Db,
  websiteId: string,
  list: { id: string; name: string },
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .insertInto('mailing_lists', { ...list, created_at: now, updated_at: now })
    .execute();
}

/** Whether the list was there to rename. */
export async function renameList(
  db: Db,
  websiteId: string,
  listId: string,
  name: string,
  now: number,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('mailing_lists')
    .set({ name, updated_at: now })
    .where('id', '=', listId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the list was there; its subscribers go with it (the foreign key cascades). */
export async function deleteList(db: Db, websiteId: string, listId: string): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .deleteFrom('mailing_lists')
    .where('id', '=', listId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Adds the address to the list as pending unless the list already has it (in any case): a repeated
 * or racing sign-up never makes a second row. Answers the row as it now stands.
 */
export async function insertSubscriberOnce(
  db: Db,
  websiteId: string,
  subscriber: Pick<SubscriberRow, 'id' | 'list_id' | 'email' | 'email_key' | 'name'>,
  now: number,
): Promise<SubscriberRow> {
  await siteScoped(db, websiteId)
    .insertInto('newsletter_subscribers', {
      ...subscriber,
      status: 'pending',
      created_at: now,
      updated_at: now,
      confirmed_at: null,
      unsubscribed_at: null,
      confirmation_sent_at: null,
    })
    .onConflict((conflict) => conflict.columns(['website_id', 'list_id', 'email_key']).doNothing())
    .execute();
  return siteScoped(db, websiteId)
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('list_id', '=', subscriber.list_id)
    .where('email_key', '=', subscriber.email_key)
    .executeTakeFirstOrThrow();
}

/**
 * Claims the sending of a confirmation mail: true for exactly one caller while none was sent since
 * `resendAfter`, for an address that is not confirmed. An unsubscribed address signing up again
 * becomes pending (it is not a subscriber until it confirms again).
 */
export async function claimConfirmation(
  db: Db,
  websiteId: string,
  subscriberId: string,
  { now, resendAfter, name }: { now: number; resendAfter: number; name: string },
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('newsletter_subscribers')
    .set((eb) => ({
      status: 'pending',
      confirmation_sent_at: now,
      updated_at: now,
      // A name given now fills in one left out before; a stored one is kept.
      name: name ? name : eb.ref('name'),
    }))
    .where('id', '=', subscriberId)
    .where('status', '!=', 'confirmed')
    .where((eb) =>
      eb.or([eb('confirmation_sent_at', 'is', null), eb('confirmation_sent_at', '<', resendAfter)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findSubscriber(
  db: Db,
  websiteId: string,
  subscriberId: string,
): Promise<SubscriberRow | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('id', '=', subscriberId)
    .executeTakeFirst();
}

/** Pending → confirmed; whether it moved. */
export async function markConfirmed(db: Db, websiteId: string, subscriberId: string, now: number) {
  const result = await siteScoped(db, websiteId)
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: now, updated_at: now })
    .where('id', '=', subscriberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Pending or confirmed → unsubscribed; whether it moved. */
export async function markUnsubscribed(db: Db, websiteId: string, subscriberId: string, now: number) {
  const result = await siteScoped(db, websiteId)
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
    .where('id', '=', subscriberId)
    .where('status', '!=', 'unsubscribed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A list's subscribers, newest first, `limit` at most, after `before`; `q` narrows to addresses or
 * names containing it (any case).
 */
export function selectSubscribers(
  db: Db,
  websiteId: string,
  listId: string,
  { q, before, limit }: { q: string; before: PagePosition | null; limit: number },
): Promise<SubscriberRow[]> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return siteScoped(db, websiteId)
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('list_id', '=', listId)
    .$if(q !== '', (query) =>
      query.where((eb) =>
        eb.or([
          eb('email_key', 'like', sql<string>`${pattern} escape '\\'`),
          eb(eb.fn('lower', ['name']), 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      ),
    )
    .$if(before !== null, (query) => query.where(olderThan(before as PagePosition, 'created_at', 'id')))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
