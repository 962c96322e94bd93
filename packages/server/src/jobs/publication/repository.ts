// The SQL of scheduled publication: items and collections whose publication state is scheduled (2)
// become published (1) when their published_at comes (partial indexes items_scheduled and
// collections_scheduled keep these reads to the scheduled rows).
import { ItemPublicationState } from '@tessera/core';
import type { Db } from '../../db/database.ts';

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

/** Publishes one row if it is still scheduled and its time has come; true if it changed. */
export async function publishIfDue(
  db: Db,
  kind: Publishable,
  websiteId: string,
  id: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable(TABLES[kind])
    .set({ publication_state: ItemPublicationState.published, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('publication_state', '=', ItemPublicationState.scheduled)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Publishes everything scheduled whose time has come; the sites that changed. */
export async function publishAllDue(db: Db, now: number): Promise<string[]> {
  const changed = new Set<string>();
  for (const table of Object.values(TABLES)) {
    const rows = await db
      .updateTable(table)
      .set({ publication_state: ItemPublicationState.published, updated_at: now })
      .where('publication_state', '=', ItemPublicationState.scheduled)
      .where('published_at', '<=', now)
      .returning('website_id')
      .execute();
    for (const row of rows) changed.add(row.website_id);
  }
  return [...changed];
}
