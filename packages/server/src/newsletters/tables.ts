// The shapes of the newsletters feature's tables, for Kysely. Only the repositories under newsletters/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface NewslettersTables {
  mailing_lists: MailingListsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}

/** A site's mailing list (0011_newsletters). */
export interface MailingListsTable {
  website_id: string;
  id: string;
  name: string;
  created_at: number;
  updated_at: number;
}

/** One address on one list: pending until its confirmation link is followed (double opt-in). */
export interface NewsletterSubscribersTable {
  website_id: string;
  id: string;
  list_id: string;
  email: string;
  /** The address in lower case: unique per list */
  email_key: string;
  name: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  created_at: number;
  updated_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  confirmation_sent_at: number | null;
}
