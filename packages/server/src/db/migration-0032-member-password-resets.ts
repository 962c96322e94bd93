// 0032_member_password_resets: a member's password reset links (issue 13 §2, members/password-reset.ts).
// As the owners' password_resets: only the hash of the link's random part is kept, with its expiry;
// using the link deletes the row, so it works once. Site-owned: a link of one site opens nothing on
// another.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const memberPasswordResets: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'member_password_resets',
      (t) =>
        t
          // link-tokens.ts: sha-256 of the link's random part
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('member_id', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'member_password_resets', 'member_password_resets_member', ['member_id']);
  },
};
