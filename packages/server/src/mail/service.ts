// Mail as features use it: queueMail stores the message and enqueues the job that sends it, in one
// transaction, so what a feature asked to send is never lost to a failing SMTP server; listOutbox
// reads what was sent and what failed.
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { inTransaction } from '../db/transaction.ts';
import { enqueueJob } from '../jobs/service.ts';
import { sendMailJob } from './job.ts';
import { deleteOldOutboxMail, insertOutboxMail, selectOutbox } from './repository.ts';
import type { OutboxMessage } from './schemas.ts';
import type { OutboxMail } from './tables.ts';
import type { RenderedMail } from './templates/render.tsx';

export interface MailRequest extends RenderedMail {
  /** One recipient address */
  to: string;
  /** Which template made it, for people reading the outbox ('welcome', …) */
  kind: string;
  /** The site the mail is about; omitted or null for the platform's own mail */
  websiteId?: string | null;
  /** The sender; MAIL_FROM at sending time when omitted */
  from?: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe */
  headers?: Record<string, string>;
}

/** The outbox's row for a message. */
function outboxRow(id: string, mail: MailRequest) {
  return {
    id,
    website_id: mail.websiteId ?? null,
    kind: mail.kind,
    to_address: mail.to,
    from_address: mail.from ?? null,
    subject: mail.subject,
    html: mail.html,
    text_body: mail.text,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
  };
}

/**
 * Stores the message and queues its sending. Pass a transaction as `db` to tie it to the change
 * that causes it (an order and its confirmation): both are kept, or neither.
 */
export async function queueMail(db: Db, mail: MailRequest, now = Date.now()): Promise<{ id: string }> {
  const id = newId();
  await inTransaction(db, async (trx) => {
    await insertOutboxMail(trx, outboxRow(id, mail), now);
    await enqueueJob(trx, sendMailJob, { outboxId: id }, { websiteId: mail.websiteId ?? null, now });
  });
  return { id };
}

/**
 * queueMail, once per `key`: a job that runs again (a retry after a crash) queues nothing new. The
 * sending job is claimed first under the key; the message is stored only when this call claimed it.
 */
export async function queueMailOnce(
  db: Db,
  key: string,
  mail: MailRequest,
  now = Date.now(),
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const id = newId();
    const job = await enqueueJob(
      trx,
      sendMailJob,
      { outboxId: id },
      { websiteId: mail.websiteId ?? null, now, dedupeKey: `mail:${key}` },
    );
    if (!job.queued) return false;
    await insertOutboxMail(trx, outboxRow(id, mail), now);
    return true;
  });
}

export interface OutboxEntry {
  id: string;
  websiteId: string | null;
  kind: string;
  to: string;
  from: string | null;
  subject: string;
  /** queued (waiting or between tries), sent, failed (no tries left), recorded (no SMTP server) */
  status: OutboxMail['status'];
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  createdAt: number;
  sentAt: number | null;
  text: string;
  html: string;
}

/**
 * The newest messages first. `websiteId`: a site's mail; null: the platform's own (sign-up and
 * the like); omitted: everything.
 */
export async function listOutbox(
  db: Db,
  { websiteId, limit }: { websiteId?: string | null; limit: number },
): Promise<OutboxEntry[]> {
  const rows = await selectOutbox(db, { websiteId, limit: Math.max(1, Math.min(limit, 500)) });
  return rows.map((row) => ({
    id: row.id,
    websiteId: row.website_id,
    kind: row.kind,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    messageId: row.message_id,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    text: row.text_body,
    html: row.html,
  }));
}

/** How many of a site's messages the config area's outbox shows. */
export const SITE_OUTBOX_LIMIT = 100;

/**
 * A site's own mail for its config area, newest first: what was sent, failed, waits, or was recorded
 * without an SMTP server, with the plain-text part to read. The platform's mail (website_id null:
 * sign-up and the like) is no site's, so it is never here.
 */
export async function siteOutbox(db: Db, websiteId: string): Promise<OutboxMessage[]> {
  const entries = await listOutbox(db, { websiteId, limit: SITE_OUTBOX_LIMIT });
  return entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    createdAt: new Date(entry.createdAt).toISOString(),
    sentAt: entry.sentAt === null ? null : new Date(entry.sentAt).toISOString(),
    to: entry.to,
    subject: entry.subject,
    status: entry.status,
    attempts: entry.attempts,
    lastError: entry.lastError,
    text: entry.text,
  }));
}

/** How long the outbox keeps a message that left the queue. */
export const OUTBOX_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

export function forgetOldMail(db: Db, now: number): Promise<number> {
  return deleteOldOutboxMail(db, now - OUTBOX_KEPT_MS);
}
