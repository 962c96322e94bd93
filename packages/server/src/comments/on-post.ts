// What a blog post's page shows below the post: its approved comments and the form when the site
// takes comments, or the comment provider's thread when a shortname is set; nothing otherwise.
import type { CommentsView } from '@tessera/site';
import type { Collection, Item } from '../db/schema.ts';
import type { PageContext } from '../pages/context.ts';
import { formatDate } from '../pages/format.ts';
import { itemPath } from '../pages/paths.ts';
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
