// The reads of blogs: a blog, its posts (items of a blog collection) and their tags and categories
// (item_terms, 0009_blog). Reads a write depends on lock what they read on PostgreSQL; on SQLite
// every transaction holds the write lock from its start (db/database.ts). Content writes those
// tables (blog/posts.ts asks it to).
import { blogTermKey, type ItemPublicationState } from '@tessera/core';
import type { ItemTermsTable } from '../content/tables.ts';
import { type Db, isPostgres } from '../db/database.ts';
import type { Collection, Item } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { postAuthor } from './post-data.ts';

export type TermKind = ItemTermsTable['kind'];

export interface PostTerms {
  tags: string[];
  categories: string[];
}

/** The site's blog collection with this id (locked, in a transaction on PostgreSQL, with `lock`). */
export function findBlog(
  db: Db,
  websiteId: string,
  blogId: string,
  { lock = false } = {},
): Promise<Collection | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', blogId)
    .where('type', '=', 'blog')
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A blog's posts, newest first; with `state`, only those in it. */
export function listPostRows(
  db: Db,
  websiteId: string,
  blogId: string,
  state?: ItemPublicationState,
): Promise<Item[]> {
  return siteScoped(db, websiteId)
    .selectFrom('items')
    .selectAll()
    .where('collection_id', '=', blogId)
    .$if(state !== undefined, (q) => q.where('publication_state', '=', state as number))
    .orderBy('published_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** A post of any blog, by its id. */
export function findPost(db: Db, websiteId: string, postId: string): Promise<Item | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('items')
    .selectAll()
    .where('id', '=', postId)
    .executeTakeFirst();
}

/** A post with the blog it belongs to (the item locked on PostgreSQL with `lock`). */
export async function findPostRow(
  db: Db,
  websiteId: string,
  postId: string,
  { lock = false } = {},
): Promise<{ post: Item; blog: Collection } | undefined> {
  const scope = siteScoped(db, websiteId);
  const post = await scope
    .selectFrom('items')
    .selectAll()
    .where('id', '=', postId)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!post) return undefined;
  const blog = await findBlog(db, websiteId, post.collection_id);
  return blog && { post, blog };
}

/** Whether another post of the blog has this URL. */
export async function urlIdTaken(
  db: Db,
  websiteId: string,
  blogId: string,
  urlId: string,
  exceptPostId: string | null,
): Promise<boolean> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('items')
    .select('id')
    .where('collection_id', '=', blogId)
    .where('url_id', '=', urlId)
    .$if(exceptPostId !== null, (q) => q.where('id', '!=', exceptPostId as string))
    .executeTakeFirst();
  return row !== undefined;
}

/** The tags and categories of each of these posts, in their order. */
export async function loadTerms(
  db: Db,
  websiteId: string,
  postIds: readonly string[],
): Promise<Map<string, PostTerms>> {
  const terms = new Map<string, PostTerms>(postIds.map((id) => [id, { tags: [], categories: [] }]));
  if (postIds.length === 0) return terms;
  const rows = await siteScoped(db, websiteId)
    .selectFrom('item_terms')
    .select(['item_id', 'kind', 'name'])
    .where('item_id', 'in', [...postIds])
    .orderBy('item_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const entry = terms.get(row.item_id);
    if (entry) (row.kind === 'tag' ? entry.tags : entry.categories).push(row.name);
  }
  return terms;
}

/**
 * A blog's posts carrying a tag or category (any case), newest first, with the name as the first
 * of them spells it; visibility is the caller's.
 */
export async function listPostsWithTerm(
  db: Db,
  websiteId: string,
  blogId: string,
  kind: TermKind,
  name: string,
): Promise<{ name: string; posts: Item[] }> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('item_terms')
    .innerJoin('items', (join) =>
      join
        .onRef('items.website_id', '=', 'item_terms.website_id')
        .onRef('items.id', '=', 'item_terms.item_id'),
    )
    .selectAll('items')
    .select('item_terms.name as term_name')
    .where('item_terms.collection_id', '=', blogId)
    .where('item_terms.kind', '=', kind)
    .where('item_terms.term_key', '=', blogTermKey(name))
    .orderBy('items.published_at', 'desc')
    .orderBy('items.created_at', 'desc')
    .execute();
  return {
    name: rows[0]?.term_name ?? name,
    posts: rows.map(({ term_name: _, ...item }) => item),
  };
}

/**
 * A blog's posts by one author (any case, spaced as the owner typed it), newest first, and the name
 * as its newest post spells it. The author lives in the post's JSON data, so the blog's posts are read
 * and matched here: a blog's list is read whole by its page anyway.
 */
export async function listPostsByAuthor(
  db: Db,
  websiteId: string,
  blogId: string,
  name: string,
): Promise<{ name: string; posts: Item[] }> {
  const key = blogTermKey(name);
  const posts = (await listPostRows(db, websiteId, blogId)).filter(
    (post) => blogTermKey(postAuthor(post)) === key,
  );
  return { name: posts[0] ? postAuthor(posts[0]) : name, posts };
}
