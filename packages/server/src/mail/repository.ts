// All of the outbox's SQL. Every message is a row from the moment a feature asks for it: queued, then
// sent or failed (or recorded, when there is no SMTP server), with its tries and last error.
import type { Db } from '../db/database.ts';
import { clipError } from '../db/error-text.ts';
import type { OutboxMail } from './tables.ts';

export type NewOutboxMail = Pick<
  OutboxMail,
  'id' | 'website_id' | 'kind' | 'to_address' | 'from_address' | 'subject' | 'html' | 'text_body'
> &
  Partial<Pick<OutboxMail, 'headers'>>;

export async function insertOutboxMail(db: Db, mail: NewOutboxMail, now: number): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ ...mail, status: 'queued', attempts: 0, created_at: now, updated_at: now })
    .execute();
}

export function findOutboxMail(db: Db, id: string): Promise<OutboxMail | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface AttemptRecord {
  from: string;
  messageId: string;
  attempts: number;
  now: number;
}

/** Only a queued message changes: one already sent or given up on stays as it is. */
export async function markSent(
  db: Db,
  id: string,
  { from, messageId, attempts, now, response }: AttemptRecord & { response: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      from_address: from,
      message_id: messageId,
      attempts,
      response: response.slice(0, 1000),
      last_error: null,
      sent_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

export async function markRecorded(
  db: Db,
  id: string,
  { from, messageId, attempts, now }: AttemptRecord,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'recorded', from_address: from, message_id: messageId, attempts, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** A try failed; the message stays queued for the next. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  { from, messageId, attempts, now, error }: AttemptRecord & { error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      from_address: from,
      message_id: messageId,
      attempts,
      last_error: clipError(error),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** No tries left: failed, with the error that ended it. */
export async function markFailed(db: Db, id: string, error: string, now: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: clipError(error), updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

export function selectOutbox(
  db: Db,
  { websiteId, limit }: { websiteId?: string | null; limit: number },
): Promise<OutboxMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (websiteId === null) query = query.where('website_id', 'is', null);
  else if (websiteId !== undefined) query = query.where('website_id', '=', websiteId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Removes messages that left the queue (sent, recorded or failed) before `before`. */
export async function deleteOldOutboxMail(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', '!=', 'queued')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
