// 0028_contributors: the people who work on a site (issue 13, section 1): invitations with a role,
// the audit log of every change to who holds which role, one-use password resets, and each
// session's device and last use for the account's sessions list.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const contributors: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'contributor_invitations',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('role', 'integer', (c) => c.notNull())
          .addColumn('invited_by', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('closed_at', 'bigint'),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'contributor_invitations', 'contributor_invitations_by_email', ['email']);
    await createSiteOwnedTable(
      db,
      'contributor_audit',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('actor_account_id', 'text')
          .addColumn('actor_email', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('subject_email', 'text', (c) => c.notNull())
          .addColumn('detail', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'contributor_audit', 'contributor_audit_by_time', ['created_at']);
    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_resets_account')
      .on('password_resets')
      .column('account_id')
      .execute();
    await db.schema.alterTable('sessions').addColumn('device', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('last_used_at', 'bigint').execute();
  },
};
