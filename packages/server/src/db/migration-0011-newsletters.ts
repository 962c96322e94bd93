// 0011_newsletters: mailing lists and their subscribers (site-owned), and the headers a message
// carries besides the usual ones (a newsletter mail's List-Unsubscribe).
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const newsletters: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'mailing_lists',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedTable(
      db,
      'newsletter_subscribers',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('list_id', 'text', (c) => c.notNull())
          // As typed (trimmed); `email_key` is its lower-case form, which the unique index holds, so
          // Ada@Example.com and ada@example.com are one subscriber of a list.
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('email_key', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addColumn('confirmed_at', 'bigint')
          .addColumn('unsubscribed_at', 'bigint')
          // When the last confirmation mail was queued: repeated sign-ups send at most one a while.
          .addColumn('confirmation_sent_at', 'bigint')
          // A list's subscribers go with it.
          .addForeignKeyConstraint(
            'newsletter_subscribers_list',
            ['website_id', 'list_id'],
            'mailing_lists',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
      { primaryKey: ['id'], unique: [['list_id', 'email_key']] },
    );
    // The owner's list of a list's subscribers: newest first, page by page.
    await createSiteOwnedIndex(db, 'newsletter_subscribers', 'newsletter_subscribers_by_list', [
      'list_id',
      'created_at',
      'id',
    ]);
    // JSON of extra headers (null for none), sent with the message on every try.
    await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  },
};
