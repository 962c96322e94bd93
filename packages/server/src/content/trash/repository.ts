// The trash's SQL: a page or a blog post moved to publication state 6 stays restorable for
// TRASH_DAYS, then it is deleted for good with everything that was only its: a page's items (by the
// foreign key), the layouts and revisions of both, its navigation links and its search documents
// (search's to delete: search/index.ts, in the same transaction).
import { ItemPublicationState, TRASH_DAYS } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deleteDocuments } from '../../search/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the pages that went to the trash before `now - TRASH_DAYS`; the sites that lost one. */
export async function purgeTrash(db: Db, now: number): Promise<string[]> {
  const expired = await db
    .selectFrom('collections')
    .select(['website_id', 'id', 'layout_id'])
    .where('publication_state', '=', ItemPublicationState.deleted)
    .where('deleted_at', '<', now - TRASH_DAYS * DAY_MS)
    .execute();
  for (const page of expired) {
    await inTransaction(db, async (trx) => {
      const items = await trx
        .selectFrom('items')
        .select('layout_id')
        .where('website_id', '=', page.website_id)
        .where('collection_id', '=', page.id)
        .execute();
      const layoutIds = [page.layout_id, ...items.map((i) => i.layout_id)].filter(
        (id): id is string => id !== null,
      );
      if (layoutIds.length > 0) {
        for (const table of ['layout_revisions', 'layouts'] as const) {
          const column = table === 'layouts' ? 'id' : 'layout_id';
          await trx
            .deleteFrom(table)
            .where('website_id', '=', page.website_id)
            .where(column, 'in', layoutIds)
            .execute();
        }
      }
      await trx
        .deleteFrom('navigation')
        .where('website_id', '=', page.website_id)
        .where('collection_id', '=', page.id)
        .execute();
      await deleteDocuments(trx, page.website_id, { collectionId: page.id });
      await trx
        .deleteFrom('collections')
        .where('website_id', '=', page.website_id)
        .where('id', '=', page.id)
        .where('publication_state', '=', ItemPublicationState.deleted)
        .execute();
    });
  }
  const purgedItems = await purgeTrashedItems(db, now);
  return [...new Set([...expired.map((p) => p.website_id), ...purgedItems])];
}

/**
 * Deletes the items (blog posts) that went to the trash before `now - TRASH_DAYS`, with their
 * layouts, revisions and search documents (their tags and categories go by the foreign key); the
 * sites that lost one.
 */
async function purgeTrashedItems(db: Db, now: number): Promise<string[]> {
  const expired = await db
    .selectFrom('items')
    .select(['website_id', 'id', 'layout_id'])
    .where('publication_state', '=', ItemPublicationState.deleted)
    .where('deleted_at', '<', now - TRASH_DAYS * DAY_MS)
    .execute();
  for (const item of expired) {
    await inTransaction(db, async (trx) => {
      // Still in the trash: one restored since the read above stays.
      const gone = await trx
        .deleteFrom('items')
        .where('website_id', '=', item.website_id)
        .where('id', '=', item.id)
        .where('publication_state', '=', ItemPublicationState.deleted)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) return;
      await deleteDocuments(trx, item.website_id, { itemId: item.id });
      if (!item.layout_id) return;
      await trx
        .deleteFrom('layout_revisions')
        .where('website_id', '=', item.website_id)
        .where('layout_id', '=', item.layout_id)
        .execute();
      await trx
        .deleteFrom('layouts')
        .where('website_id', '=', item.website_id)
        .where('id', '=', item.layout_id)
        .execute();
    });
  }
  return expired.map((i) => i.website_id);
}
