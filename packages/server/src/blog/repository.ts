// All SQL of blogs: a blog's settings, its posts (items of a blog collection) and their tags and
// categories (item_terms, 0009_blog). Writes that read first lock what they read on PostgreSQL; on
// SQLite every transaction holds the write lock from its start (db/database.ts).
import { blogTermKey, type ItemPublicationState } from '@tessera/core';
import { type Db, isPostgres } from '../db/database.ts';
import type { Collection, Item, ItemTermsTable } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';

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

export async function updateBlogSettings(
  db: Db,
  websiteId: string,
  blogId: string,
  settings: string,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('collections')
    .set({ settings, updated_at: now })
    .where('id', '=', blogId)
    .execute();
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

export async function insertPost(
  db: Db,
  websiteId: string,
  post: { id: string; blogId: string; urlId: string; title: string; author: string; layoutId: string },
  recordType: number,
  state: number,
  now: number,
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  await scope
    .insertInto('layouts', { id: post.layoutId, sections: '[]', version: 1, updated_at: now })
    .execute();
  await scope
    .insertInto('items', {
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
    })
    .execute();
}

export type PostColumns = Partial<
  Pick<
    Item,
    'title' | 'url_id' | 'excerpt' | 'asset_id' | 'data' | 'publication_state' | 'published_at' | 'deleted_at'
  >
>;

/** Changes a post's columns; the row as it now is. */
export async function updatePostRow(
  db: Db,
  websiteId: string,
  postId: string,
  columns: PostColumns,
  now: number,
): Promise<Item | undefined> {
  const scope = siteScoped(db, websiteId);
  await scope
    .updateTable('items')
    .set({ ...columns, updated_at: now })
    .where('id', '=', postId)
    .execute();
  return scope.selectFrom('items').selectAll().where('id', '=', postId).executeTakeFirst();
}

/** Replaces a post's tags or categories with `names`, in their order. */
export async function replaceTerms(
  db: Db,
  websiteId: string,
  post: Pick<Item, 'id' | 'collection_id'>,
  kind: TermKind,
  names: readonly string[],
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  await scope.deleteFrom('item_terms').where('item_id', '=', post.id).where('kind', '=', kind).execute();
  if (names.length === 0) return;
  await scope
    .insertInto(
      'item_terms',
      names.map((name, position) => ({
        item_id: post.id,
        collection_id: post.collection_id,
        kind,
        term_key: blogTermKey(name),
        name,
        position,
      })),
    )
    .execute();
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
