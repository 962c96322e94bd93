// 0026_comments: comments on blog posts (server/src/comments/). A comment belongs to a post (an
// item), answers at most one top-level comment (threads are one level deep), and is pending,
// approved or spam. Its writer is a visitor (name and email), an owner-side account, or a site
// member (the members feature's id; no reference, as that table is another migration's).
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const comments: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'comments',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('item_id', 'text', (c) => c.notNull())
          .addColumn('parent_id', 'text')
          // core's CommentStatus: pending, approved, spam
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('author_name', 'text', (c) => c.notNull())
          // Never shown on the site; moderators see it
          .addColumn('author_email', 'text', (c) => c.notNull())
          .addColumn('account_id', 'text')
          .addColumn('member_id', 'text')
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'comments', 'comments_by_item', ['item_id', 'status', 'created_at']);
    await createSiteOwnedIndex(db, 'comments', 'comments_by_status', ['status', 'created_at']);
  },
};
