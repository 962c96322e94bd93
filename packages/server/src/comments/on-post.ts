// What a blog post's page shows below the post: its approved comments and the form when the site
// takes comments, or the comment provider's thread when a shortname is set; nothing otherwise. And
// on the blog's lists, each post's link to them.
import { commentCountLabel } from '@tessera/core';
import type { CommentsView, ListEntry } from '@tessera/site';
import type { Collection, Item } from '../db/schema.ts';
import type { PageContext } from '../pages/context.ts';
import { formatDate } from '../pages/format.ts';
import { itemPath } from '../shared/page-paths.ts';
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
    comments: comments.map((comment) => ({
      ...comment,
      date: formatDate(comment.createdAt, website),
      at: new Date(comment.createdAt).toISOString(),
    })),
  };
}

/** A blog list's comment links, by post id, and the comment provider whose count script it loads. */
export interface PostCommentLinks {
  links: Map<string, NonNullable<ListEntry['comments']>>;
  /** The provider's shortname when the links lead to its threads ('#disqus_thread'), else null */
  countProvider: string | null;
}

/**
 * Each post's link to its comments on a blog's list; none when the site takes no comments. With a
 * comment provider the link says 'Comments' until the provider's count script writes its count
 * there (our table holds none of its thread's comments), so the list loads that script.
 */
export async function postCommentLinks(
  ctx: PageContext,
  blog: Collection,
  posts: readonly Item[],
): Promise<PostCommentLinks> {
  const { settings, website } = ctx.site;
  if (!settings.commentsEnabled || posts.length === 0) return { links: new Map(), countProvider: null };
  const shortname = settings.commentProviderShortname;
  if (shortname) {
    const links = posts.map(
      (post) => [post.id, { label: 'Comments', href: `${itemPath(blog, post)}#disqus_thread` }] as const,
    );
    return { links: new Map(links), countProvider: shortname };
  }
  const counts = await countApprovedComments(
    ctx.db,
    website.id,
    posts.map((post) => post.id),
  );
  const links = posts.map(
    (post) =>
      [
        post.id,
        { label: commentCountLabel(counts.get(post.id) ?? 0), href: `${itemPath(blog, post)}#comments` },
      ] as const,
  );
  return { links: new Map(links), countProvider: null };
}
