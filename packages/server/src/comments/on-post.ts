// What a blog post's page shows below the post: its approved comments and the form when the site
// takes comments, or the comment provider's thread when a shortname is set; nothing otherwise. And
// on the blog's lists, each post's link to them.
import { commentCountLabel } from '@tessera/core';
import type { CommentsView, ListEntry } from '@tessera/site';
import type { Collection, Item } from '../db/schema.ts';
import type { PageContext } from '../pages/context.ts';
import { formatDate } from '../pages/format.ts';
import { itemPath } from '../pages/paths.ts';
import { countApprovedComments } from './repository.ts';
import { shownComments } from './service.ts';

export async function postComments(
  ctx: PageContext,
  blog: Collection,
  post: Item,
): Promise<CommentsView | null> {
  const { settings, website } = ctx.site;
  if (!settings.commentsEnabled) return null;
  if (settings.commentProviderShortname)
    return {
      kind: 'provider',
      shortname: settings.commentProviderShortname,
      url: `${ctx.request.baseUrl}${itemPath(blog, post)}`,
      identifier: post.id,
    };
  const comments = await shownComments(ctx.db, website.id, post.id);
  return {
    kind: 'ours',
    postId: post.id,
    captcha: settings.commentsCaptcha,
    memberName: ctx.viewer.member?.name ?? null,
    comments: comments.map((comment) => ({ ...comment, date: formatDate(comment.createdAt, website) })),
  };
}

/**
 * Each post's link to its comments on a blog's list, by post id; none when the site takes no
 * comments. With a comment provider the link says 'Comments' until the provider's count script
 * (`listCountProvider`) writes its count there: our table holds none of its thread's comments.
 */
export async function postCommentLinks(
  ctx: PageContext,
  blog: Collection,
  posts: readonly Item[],
): Promise<Map<string, NonNullable<ListEntry['comments']>>> {
  const { settings, website } = ctx.site;
  if (!settings.commentsEnabled || posts.length === 0) return new Map();
  if (settings.commentProviderShortname)
    return new Map(
      posts.map((post) => [post.id, { label: 'Comments', href: `${itemPath(blog, post)}#disqus_thread` }]),
    );
  const counts = await countApprovedComments(
    ctx.db,
    website.id,
    posts.map((post) => post.id),
  );
  return new Map(
    posts.map((post) => [
      post.id,
      { label: commentCountLabel(counts.get(post.id) ?? 0), href: `${itemPath(blog, post)}#comments` },
    ]),
  );
}

/**
 * The comment provider whose count script a list of these posts loads (its shortname): the one their
 * '#disqus_thread' links lead to; none when the list has no such links.
 */
export function listCountProvider(ctx: PageContext, posts: readonly Item[]): string | null {
  const { commentsEnabled, commentProviderShortname } = ctx.site.settings;
  return commentsEnabled && posts.length > 0 ? (commentProviderShortname ?? null) : null;
}
