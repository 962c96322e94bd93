// The SQL of a gallery's pictures that content's (content/index.ts: the pictures are its items, which
// it alone writes) does not cover: the uploaded images they may show.
import type { Db } from '../db/database.ts';
import { siteScoped } from '../db/site-scoped.ts';

/** Of `ids`, the site's uploaded images, with the names a new picture takes its caption from. */
export function findImageAssets(db: Db, websiteId: string, ids: string[]) {
  return siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['id', 'title', 'name'])
    .where('id', 'in', ids)
    .where('content_type', 'like', 'image/%')
    .execute();
}
