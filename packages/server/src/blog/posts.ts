// A post's rows: an item of its blog, with a layout for its body. Content writes them (its door,
// content/index.ts): it alone writes collections, items, layouts and terms.

import { type ItemColumns, insertItemRow, insertLayoutRow, updateItemColumns } from '../content/index.ts';
import type { Db } from '../db/database.ts';
import type { Item } from '../db/schema.ts';
import { findPost } from './repository.ts';

export async function insertPost(
  db: Db,
  websiteId: string,
  post: { id: string; blogId: string; urlId: string; title: string; author: string; layoutId: string },
  recordType: number,
  state: number,
  now: number,
): Promise<void> {
  await insertLayoutRow(db, websiteId, post.layoutId, [], now);
  await insertItemRow(db, websiteId, {
    id: post.id,
    collection_id: post.blogId,
    record_type: recordType,
    publication_state: state,
    url_id: post.urlId,
    title: post.title,
    excerpt: '',
    layout_id: post.layoutId,
    asset_id: null,
    data: JSON.stringify({ author: post.author }),
    ordering: 0,
    published_at: null,
    created_at: now,
    updated_at: now,
  });
}

export type PostColumns = Partial<ItemColumns>;

/** Changes a post's columns; the row as it now is. */
export async function updatePostRow(
  db: Db,
  websiteId: string,
  postId: string,
  columns: PostColumns,
  now: number,
): Promise<Item | undefined> {
  await updateItemColumns(db, websiteId, postId, columns, now);
  return findPost(db, websiteId, postId);
}
