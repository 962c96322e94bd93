// The SQL of scheduled publication: items and collections whose publication state is scheduled (2)
// become published (1) when their published_at comes (partial indexes items_scheduled and
// collections_scheduled keep these reads to the scheduled rows). The jobs that run them are
// jobs/publication's.
import { ItemPublicationState } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { publishLayout } from '../layouts/index.ts';

export type Publishable = 'item' | 'collection';

const TABLES = { item: 'items', collection: 'collections' } as const;

/** Marks one item or collection scheduled for `at`; false if there is no such row. */
export async function setScheduled(
  db: Db,
  kind: Publishable,
  websiteId: string,
  id: string,
  at: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable(TABLES[kind])
    .set({ publication_state: ItemPublicationState.scheduled, published_at: at, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Publishes one row if it is still scheduled and its time has come, and its layout's draft with it
 * (a revision published by nobody: the schedule), in one transaction; true if it changed.
 */
export function publishIfDue(
  db: Db,
  kind: Publishable,
  websiteId: string,
  id: string,
  now: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .updateTable(TABLES[kind])
      .set({ publication_state: ItemPublicationState.published, updated_at: now })
      .where('website_id', '=', websiteId)
      .where('id', '=', id)
      .where('publication_state', '=', ItemPublicationState.scheduled)
      .where('published_at', '<=', now)
      .returning(['website_id', 'layout_id'])
      .execute();
    await publishLayouts(trx, rows, now);
    return rows.length > 0;
  });
}

async function publishLayouts(
  db: Db,
  rows: { website_id: string; layout_id: string | null }[],
  now: number,
): Promise<void> {
  for (const row of rows) {
    if (row.layout_id) await publishLayout(db, row.website_id, row.layout_id, null, now);
  }
}

/** Publishes everything scheduled whose time has come, with its draft; what it published. */
export async function publishAllDue(
  db: Db,
  now: number,
): Promise<{ websiteId: string; kind: Publishable; id: string }[]> {
  const published: { websiteId: string; kind: Publishable; id: string }[] = [];
  for (const [kind, table] of Object.entries(TABLES) as [Publishable, (typeof TABLES)[Publishable]][]) {
    const rows = await inTransaction(db, async (trx) => {
      const due = await trx
        .updateTable(table)
        .set({ publication_state: ItemPublicationState.published, updated_at: now })
        .where('publication_state', '=', ItemPublicationState.scheduled)
        .where('published_at', '<=', now)
        .returning(['website_id', 'id', 'layout_id'])
        .execute();
      await publishLayouts(trx, due, now);
      return due;
    });
    for (const row of rows) published.push({ websiteId: row.website_id, kind, id: row.id });
  }
  return published;
}
