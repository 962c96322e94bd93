// The shapes of the mail feature's tables, for Kysely. Only the repositories under mail/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.
import type { Selectable } from 'kysely';

export interface MailTables {
  mail_outbox: MailOutboxTable;
}

/** Every message the platform sends, or would have sent when no SMTP server is configured (mail/). */
export interface MailOutboxTable {
  id: string;
  website_id: string | null;
  /** Which template made it ('welcome', …) */
  kind: string;
  to_address: string;
  /** Null until sent: MAIL_FROM at the time of sending */
  from_address: string | null;
  subject: string;
  html: string;
  text_body: string;
  /** queued → sent | failed; recorded when there is no SMTP server to send to */
  status: 'queued' | 'sent' | 'failed' | 'recorded';
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  /** The SMTP server's last answer */
  response: string | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
  /** JSON of extra headers sent with the message (a newsletter's List-Unsubscribe), or null (0011) */
  headers: string | null;
}

export type OutboxMail = Selectable<MailOutboxTable>;
