// 0029_members: site members and member areas (issue 13 §2, server/src/members/). A member account
// belongs to one site (its email is unique within the site only: the same person on another site is
// another member); member sessions are their own table, apart from owners' sessions, bound to the
// host they were made on. A member area protects collections (pages, blogs, any collection with its
// items); membership is a row per member and area.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const members: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'site_members',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          // core's memberEmailKey: trimmed, lower case
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('verified_at', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'], unique: [['email']] },
    );
    await createSiteOwnedTable(
      db,
      'member_sessions',
      (t) =>
        t
          // sha-256 of the cookie's token
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('member_id', 'text', (c) => c.notNull())
          .addColumn('host', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'member_sessions', 'member_sessions_member', ['member_id']);
    await createSiteOwnedTable(
      db,
      'member_areas',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          // core's MemberAreaAccess: 'free' (paid arrives with commerce)
          .addColumn('access', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedTable(
      db,
      'member_area_collections',
      (t) =>
        t
          .addColumn('area_id', 'text', (c) => c.notNull())
          .addColumn('collection_id', 'text', (c) => c.notNull()),
      { primaryKey: ['area_id', 'collection_id'] },
    );
    await createSiteOwnedIndex(db, 'member_area_collections', 'member_area_collections_collection', [
      'collection_id',
    ]);
    await createSiteOwnedTable(
      db,
      'member_area_members',
      (t) =>
        t
          .addColumn('area_id', 'text', (c) => c.notNull())
          .addColumn('member_id', 'text', (c) => c.notNull())
          .addColumn('joined_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['area_id', 'member_id'] },
    );
    await createSiteOwnedIndex(db, 'member_area_members', 'member_area_members_member', ['member_id']);
  },
};
