// All of the comments feature's SQL: comments by post and by status, a post to comment on, and the
// addresses of the site's moderators.

import type { CommentStatus } from '@tessera/core';
import type { Db } from '../db/database.ts';
import { olderThan, type PagePosition } from '../db/newest-first.ts';
import type { Collection, Item } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { CommentRow } from './tables.ts';

export async function insertComment(db: Db, websiteId: string, row: Omit<CommentRow, 'website_id'>) {
  await siteScoped(db, websiteId).insertInto('comments', row).execute();
}

export function findComment(db: Db, websiteId: string, id: string): Promise<CommentRow | undefined> {
  return siteScoped(db, websiteId).selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A post's approved comments, oldest first. */
export function approvedCommentsOf(db: Db, websiteId: string, itemId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('comments')
    .select(['id', 'parent_id', 'author_name', 'text', 'created_at'])
    .where('item_id', '=', itemId)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many approved comments each of the posts has (posts without any are absent). */
export async function countApprovedComments(
  db: Db,
  websiteId: string,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await siteScoped(db, websiteId)
    .selectFrom('comments')
    .select(['item_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('item_id', 'in', itemIds)
    .where('status', '=', 'approved')
    .groupBy('item_id')
    .execute();
  return new Map(rows.map((row) => [row.item_id, Number(row.count)]));
}

export interface QueuedCommentRow extends CommentRow {
  item_title: string;
  item_url_id: string;
  item_published_at: number | null;
  item_created_at: number;
  collection_url_id: string;
  collection_type: string;
  collection_settings: string;
}

/** Comments in one state, newest first (older than `before` when given), each with its post and blog. */
export function commentsInStatus(
  db: Db,
  websiteId: string,
  status: CommentStatus,
  limit: number,
  before: PagePosition | null,
): Promise<QueuedCommentRow[]> {
  return siteScoped(db, websiteId)
    .selectFrom('comments')
    .innerJoin('items', (join) =>
      join.onRef('items.website_id', '=', 'comments.website_id').onRef('items.id', '=', 'comments.item_id'),
    )
    .innerJoin('collections', (join) =>
      join
        .onRef('collections.website_id', '=', 'items.website_id')
        .onRef('collections.id', '=', 'items.collection_id'),
    )
    .selectAll('comments')
    .select([
      'items.title as item_title',
      'items.url_id as item_url_id',
      'items.published_at as item_published_at',
      'items.created_at as item_created_at',
      'collections.url_id as collection_url_id',
      'collections.type as collection_type',
      'collections.settings as collection_settings',
    ])
    .where('comments.status', '=', status)
    .$if(before !== null, (query) =>
      query.where(olderThan(before as PagePosition, 'comments.created_at', 'comments.id')),
    )
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many comments each state holds. */
export async function countByStatus(db: Db, websiteId: string): Promise<Record<string, number>> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('comments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

export async function updateCommentStatus(db: Db, websiteId: string, id: string, status: CommentStatus) {
  const result = await siteScoped(db, websiteId)
    .updateTable('comments')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Of these ids, the site's comments: their ids and posts. */
export function findCommentsByIds(db: Db, websiteId: string, ids: readonly string[]) {
  return siteScoped(db, websiteId)
    .selectFrom('comments')
    .select(['id', 'item_id'])
    .where('id', 'in', ids)
    .execute();
}

/** Sets the state of several comments at once: how many changed. */
export async function updateCommentsStatus(
  db: Db,
  websiteId: string,
  ids: readonly string[],
  status: CommentStatus,
): Promise<number> {
  const result = await siteScoped(db, websiteId)
    .updateTable('comments')
    .set({ status })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes several comments with their replies: how many rows went. */
export async function deleteCommentThreads(
  db: Db,
  websiteId: string,
  ids: readonly string[],
): Promise<number> {
  const result = await siteScoped(db, websiteId)
    .deleteFrom('comments')
    .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_id', 'in', ids)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes a comment and its replies. */
export async function deleteCommentThread(db: Db, websiteId: string, id: string): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .deleteFrom('comments')
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A post (an item of a blog) with its blog. */
export async function findPostWithBlog(
  db: Db,
  websiteId: string,
  itemId: string,
): Promise<{ item: Item; blog: Collection } | undefined> {
  const scope = siteScoped(db, websiteId);
  const item = await scope.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!item) return undefined;
  const blog = await scope
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', item.collection_id)
    .where('type', '=', 'blog')
    .executeTakeFirst();
  return blog ? { item, blog } : undefined;
}

/** The addresses of the accounts holding any of `roles` on the site. */
