// 0015_consent: proof of cookie consent. Every saved version of a site's banner keeps the words it
// showed (cookie_banner_revisions), each visitor's choice names the version they saw
// (consent_records, with a visitor hash made from the day's salt, never an address), and the day's
// salts live in a platform table of their own, deleted once their day is over.
// (Numbered after the commerce migrations 0012–0014 being written on another branch.)
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const consent: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'cookie_banner_revisions',
      (t) =>
        t
          // The settings' version at that save (websites.settings.cookieBannerVersion)
          .addColumn('revision', 'integer', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('accept_text', 'text', (c) => c.notNull())
          // '' when the banner offered no Decline
          .addColumn('decline_text', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['revision'] },
    );
    await createSiteOwnedTable(
      db,
      'consent_records',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('choice', 'text', (c) => c.notNull())
          .addColumn('banner_version', 'integer', (c) => c.notNull())
          .addColumn('revision', 'integer', (c) => c.notNull())
          .addColumn('visitor_hash', 'text', (c) => c.notNull())
          .addForeignKeyConstraint(
            'consent_records_revision',
            ['website_id', 'revision'],
            'cookie_banner_revisions',
            ['website_id', 'revision'],
          ),
      { primaryKey: ['id'] },
    );
    // The owner's log: newest first, page by page.
    await createSiteOwnedIndex(db, 'consent_records', 'consent_records_by_time', ['created_at', 'id']);
    await db.schema
      .createTable('visitor_salts')
      // The UTC day, 'YYYY-MM-DD'
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('salt', 'text', (c) => c.notNull())
      .execute();
  },
};
