// All SQL of gallery collections' settings: the JSON in their collection row. Writes that read first
// lock what they read on PostgreSQL; on SQLite every transaction holds the write lock from its start.
import { type Db, isPostgres } from '../db/database.ts';
import type { Collection } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';

/** The site's gallery collection with this id (locked, in a transaction on PostgreSQL, with `lock`). */
export function findGallery(
  db: Db,
  websiteId: string,
  galleryId: string,
  { lock = false } = {},
): Promise<Collection | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', galleryId)
    .where('type', '=', 'gallery')
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function updateGallerySettings(
  db: Db,
  websiteId: string,
  galleryId: string,
  settings: string,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('collections')
    .set({ settings, updated_at: now })
    .where('id', '=', galleryId)
    .execute();
}
