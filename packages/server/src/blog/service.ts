// The config area's operations on a blog: its post URL format, its posts listed (all, or those in one
// publication state), a post made, read and changed (title, URL, excerpt, author, tags, categories,
// featured image, publish date) and moved between publication states by core's PUBLICATION_MOVES,
// exactly as a page is (content/service.ts): publishing puts the body's draft live with a revision,
// scheduling queues the publication job. Every write that reads first runs in one transaction with
// the row locked (PostgreSQL) or the write lock held (SQLite), so concurrent writers never undo
// each other.
import {
  blogTermKey,
  ContentItemType,
  checkBlogUrlTemplate,
  ItemPublicationState,
  invalidPageUrlMessage,
  isValidUrlId,
  pageStateLabel,
  URL_ID_MAX_LENGTH,
  validateCategory,
  validateTag,
} from '@tessera/core';
import { loadImages, replaceItemTerms, updateCollectionSettings } from '../content/index.ts';
import { publishLayout } from '../content/layouts/index.ts';
import { type Actor, checkedMove, scheduledTime } from '../content/publication-checks.ts';
import { publishSiteChange } from '../content/publish.ts';
import { readLayoutForEditor } from '../content/service.ts';
import { isUniqueViolation } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Collection, Item, Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { schedulePublication } from '../jobs/publication/service.ts';
import { reindexItem } from '../search/service.ts';
import { mergeBlogSettings, readBlogSettings } from '../shared/blog-settings.ts';
import { Tags } from '../shared/cache-tags.ts';
import { collectionPath, itemPath } from '../shared/page-paths.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { postAuthor, withAuthor } from './post-data.ts';
import { insertPost, type PostColumns, updatePostRow } from './posts.ts';
import { findBlog, findPostRow, listPostRows, loadTerms, type PostTerms, urlIdTaken } from './repository.ts';
import type { BlogPosts, BlogSummary, PostDetail, PostSummary, PostUpdate } from './schemas.ts';

export const BLOG_NOT_FOUND = 'This blog does not exist.';
export const POST_NOT_FOUND = 'This post does not exist.';
// Our wording (the spec gives none).
export const POST_URL_TAKEN = 'Another post of this blog already has this URL.';
export const PUBLISHED_AT_SCHEDULED = 'A scheduled post is dated by its publication time: change publishAt.';

/** A post's tags and categories as stored: trimmed, each checked by core (length, empty, repeated). */
function checkedTerms(update: PostUpdate): Partial<PostTerms> {
  const errors: Record<string, string> = {};
  const check = (names: string[] | undefined, field: 'tags' | 'categories', rule: typeof validateTag) => {
    if (names === undefined) return undefined;
    const kept: string[] = [];
    for (const name of names) {
      // One tag whatever its spacing too ('test tiles' is 'test-tiles'): core's duplicate message.
      const twin = kept.find((other) => blogTermKey(other) === blogTermKey(name));
      const message = rule(name, { existing: twin ? [...kept, name] : kept });
      if (message) {
        errors[field] ??= message;
        continue;
      }
      kept.push(name.trim());
    }
    return kept;
  };
  const tags = check(update.tags, 'tags', validateTag);
  const categories = check(update.categories, 'categories', validateCategory);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(errors, first);
  return { ...(tags ? { tags } : {}), ...(categories ? { categories } : {}) };
}

function blogSummary(blog: Collection, website: Website): BlogSummary {
  return {
    id: blog.id,
    title: blog.title,
    postUrlTemplate: readBlogSettings(blog.settings).postUrlTemplate,
    fullUrl: collectionPath(blog, readWebsiteSettings(website.settings)),
  };
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

async function summarizePosts(
  ctx: AppContext,
  website: Website,
  blog: Collection,
  posts: Item[],
): Promise<PostSummary[]> {
  const ids = posts.map((p) => p.id);
  const [terms, images] = await Promise.all([
    loadTerms(ctx.db, website.id, ids),
    loadImages(
      ctx.db,
      website.id,
      posts.map((p) => p.asset_id),
    ),
  ]);
  return posts.map((post) => {
    const image = post.asset_id ? images.get(post.asset_id) : undefined;
    return {
      id: post.id,
      blogId: blog.id,
      title: post.title,
      urlId: post.url_id,
      excerpt: post.excerpt,
      author: postAuthor(post),
      tags: terms.get(post.id)?.tags ?? [],
      categories: terms.get(post.id)?.categories ?? [],
      image: image && post.asset_id ? { id: post.asset_id, ...image } : null,
      // The column holds only core's states: every write goes through a route's schema of them.
      publicationState: post.publication_state as ItemPublicationState,
      publicationLabel: pageStateLabel(post.publication_state),
      publishedAt: iso(post.published_at),
      publishAt: post.publication_state === ItemPublicationState.scheduled ? iso(post.published_at) : null,
      fullUrl: itemPath(blog, post),
    };
  });
}

async function blogOrThrow(ctx: AppContext, website: Website, blogId: string): Promise<Collection> {
  const blog = await findBlog(ctx.db, website.id, blogId);
  if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
  return blog;
}

/** A blog and its posts, newest first; with `state`, only the posts in that publication state. */
export async function listBlogPosts(
  ctx: AppContext,
  website: Website,
  blogId: string,
  state?: ItemPublicationState,
): Promise<BlogPosts> {
  const blog = await blogOrThrow(ctx, website, blogId);
  const rows = await listPostRows(ctx.db, website.id, blog.id, state);
  return { blog: blogSummary(blog, website), posts: await summarizePosts(ctx, website, blog, rows) };
}

/**
 * Changes a blog's post URL format, sanitised by core (400 when nothing of %t is left). Every post's
 * address moves with it: the blog's tag drops its list, its tag and category pages and its posts
 * (search results, which link to posts, are dropped on any change anyway).
 */
export async function updateBlog(
  ctx: AppContext,
  website: Website,
  blogId: string,
  change: { postUrlTemplate: string },
): Promise<BlogSummary> {
  const checked = checkBlogUrlTemplate(change.postUrlTemplate);
  if (!checked.ok) throw badRequest({ postUrlTemplate: checked.message }, checked.message);
  const now = ctx.now();
  const blog = await inTransaction(ctx.db, async (trx) => {
    const before = await findBlog(trx, website.id, blogId, { lock: true });
    if (!before) return undefined;
    const settings = mergeBlogSettings(before.settings, { postUrlTemplate: checked.template });
    await updateCollectionSettings(trx, website.id, blogId, settings, now);
    return { ...before, settings };
  });
  if (!blog) throw new HttpError(404, BLOG_NOT_FOUND);
  await publishSiteChange(ctx, website.id, [Tags.collection(blog.id)]);
  return blogSummary(blog, website);
}

/** A URL from a title: 'Chasing a plum glaze!' → 'chasing-a-plum-glaze'; 'post' when nothing is left. */
export function urlIdFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, URL_ID_MAX_LENGTH - 4)
    .replace(/^-+|-+$/g, '');
  return isValidUrlId(slug) ? slug : 'post';
}

const CREATE_ATTEMPTS = 20;

/**
 * Makes a Hidden post in the blog with an empty body, by `author`, at a URL made from its title (with
 * '-2', '-3'… when taken: two posts made at once with one title both land).
 */
export async function createPost(
  ctx: AppContext,
  website: Website,
  blogId: string,
  input: { title: string },
  author: string,
): Promise<PostDetail> {
  const blog = await blogOrThrow(ctx, website, blogId);
  const base = urlIdFromTitle(input.title);
  const id = newId();
  for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt++) {
    const urlId = attempt === 1 ? base : `${base}-${attempt}`;
    if (await urlIdTaken(ctx.db, website.id, blog.id, urlId, null)) continue;
    try {
      await inTransaction(ctx.db, (trx) =>
        insertPost(
          trx,
          website.id,
          { id, blogId: blog.id, urlId, title: input.title, author, layoutId: newId() },
          ContentItemType.text,
          ItemPublicationState.draft,
          ctx.now(),
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    // A Hidden post shows nowhere yet: no page changes, nothing to index.
    return readPost(ctx, website, id);
  }
  throw new HttpError(409, POST_URL_TAKEN);
}

export async function readPost(ctx: AppContext, website: Website, postId: string): Promise<PostDetail> {
  const found = await findPostRow(ctx.db, website.id, postId);
  if (!found) throw new HttpError(404, POST_NOT_FOUND);
  const [[post], layout] = await Promise.all([
    summarizePosts(ctx, website, found.blog, [found.post]),
    readLayoutForEditor(ctx, website, found.post.layout_id),
  ]);
  if (!post) throw new HttpError(404, POST_NOT_FOUND);
  return { post, layout };
}

/** As for a page (publication-checks.ts); a scheduled post's date is its publication time, not another. */
function scheduledPostTime(update: PostUpdate, now: number): number | null {
  if (update.publicationState === ItemPublicationState.scheduled && update.publishedAt !== undefined)
    throw badRequest({ publishedAt: PUBLISHED_AT_SCHEDULED }, PUBLISHED_AT_SCHEDULED);
  return scheduledTime(update, now);
}

/**
 * The post's date once this update is made: the one the owner gave; else, moved to Available, the
 * date it already had if that has come (a post hidden and published again keeps its date), or now.
 */
function publishedAtAfter(before: Item, update: PostUpdate, toPublished: boolean, now: number) {
  if (update.publishedAt !== undefined) return Date.parse(update.publishedAt);
  if (!toPublished) return undefined;
  return before.published_at !== null && before.published_at <= now ? before.published_at : now;
}

/**
 * Changes a post and moves its publication, checked against core's table and the actor's
 * permissions (400 for a move the table lacks, 403 without publish where it needs it), in one
 * transaction with the post locked. Moving it to Available publishes its body's draft and keeps a
 * revision; Scheduled queues its publication (which publishes the draft then).
 */
export async function updatePost(
  ctx: AppContext,
  website: Website,
  postId: string,
  update: PostUpdate,
  actor: Actor,
): Promise<PostSummary> {
  const now = ctx.now();
  const at = scheduledPostTime(update, now);
  const terms = checkedTerms(update);
  if (update.urlId !== undefined && !isValidUrlId(update.urlId)) {
    const message = invalidPageUrlMessage(update.urlId);
    throw badRequest({ urlId: message }, message);
  }
  if (update.imageId) {
    const images = await loadImages(ctx.db, website.id, [update.imageId]);
    if (!images.has(update.imageId)) throw badRequest({ imageId: 'Choose one of the site’s images.' });
  }
  let published = false;
  const changed = await inTransaction(ctx.db, async (trx) => {
    const found = await findPostRow(trx, website.id, postId, { lock: true });
    if (!found) return undefined;
    const { post: before, blog } = found;
    const move = checkedMove('post', before.publication_state, update, actor);
    if (
      update.publishedAt !== undefined &&
      update.publicationState === undefined &&
      before.publication_state === ItemPublicationState.scheduled
    )
      throw badRequest({ publishedAt: PUBLISHED_AT_SCHEDULED }, PUBLISHED_AT_SCHEDULED);
    if (update.urlId !== undefined && (await urlIdTaken(trx, website.id, blog.id, update.urlId, postId)))
      throw badRequest({ urlId: POST_URL_TAKEN }, POST_URL_TAKEN);
    if (at !== null) {
      await schedulePublication(trx, { websiteId: website.id, kind: 'item', id: postId, at }, now);
    }
    const toPublished = move?.to === ItemPublicationState.published;
    if (toPublished && before.layout_id) {
      await publishLayout(trx, website.id, before.layout_id, actor.accountId, now);
      published = true;
    }
    const publishedAt = publishedAtAfter(before, update, toPublished, now);
    const columns: PostColumns = {
      ...(update.title !== undefined ? { title: update.title } : {}),
      ...(update.urlId !== undefined ? { url_id: update.urlId } : {}),
      ...(update.excerpt !== undefined ? { excerpt: update.excerpt } : {}),
      ...(update.imageId !== undefined ? { asset_id: update.imageId } : {}),
      ...(update.author !== undefined ? { data: withAuthor(before.data, update.author) } : {}),
      ...(publishedAt !== undefined ? { published_at: publishedAt } : {}),
      ...(move && at === null
        ? {
            publication_state: move.to,
            deleted_at: move.to === ItemPublicationState.deleted ? now : null,
          }
        : {}),
    };
    const post = { id: before.id, collectionId: before.collection_id };
    if (terms.tags) await replaceItemTerms(trx, website.id, post, 'tag', terms.tags);
    if (terms.categories) await replaceItemTerms(trx, website.id, post, 'category', terms.categories);
    const after = await updatePostRow(trx, website.id, postId, columns, now);
    return after && { blog, after };
  });
  if (!changed) throw new HttpError(404, POST_NOT_FOUND);
  const { blog, after } = changed;
  // The post's page, and the blog's lists (its own, its tag and category pages) that show it.
  await publishSiteChange(ctx, website.id, [Tags.item(postId), Tags.collection(blog.id)]);
  if (published || update.title !== undefined || update.excerpt !== undefined)
    await reindexItem(ctx.db, website.id, postId);
  const [summary] = await summarizePosts(ctx, website, blog, [after]);
  if (!summary) throw new HttpError(404, POST_NOT_FOUND);
  return summary;
}
