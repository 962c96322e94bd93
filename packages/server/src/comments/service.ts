// Comments on blog posts: a visitor's, a member's or a signed-in account's comment is checked,
// counted against the flood limit the forms use, held or shown as core's commentStatusOnArrival
// decides, and announced to the site's moderators by mail; moderators approve, mark spam, delete
// and reply. Whatever changes what a post shows drops its cached page (its item tag).

import {
  COMMENT_MESSAGES,
  type CommentStatus,
  commentDraftProblems,
  commentLink,
  commentSpamHint,
  commentStatusOnArrival,
  configScreenPath,
  isPubliclyVisible,
  Permission,
  permissionsOf,
  threadParentOf,
} from '@tessera/core';
import type { z } from 'zod';
import { publishSiteChange } from '../content/publish.ts';
import { newId } from '../db/ids.ts';
import { pageOf, readPagePosition } from '../db/newest-first.ts';
import type { Account, Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { requireCaptcha, type VerifyUrls } from '../forms/captcha/check.ts';
import { effectiveCaptcha } from '../forms/captcha/settings.ts';
import { countSend } from '../forms/service.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { queueMail } from '../mail/service.ts';
import { Tags } from '../shared/cache-tags.ts';
import { itemPath } from '../shared/page-paths.ts';
import { emailsWithPermission } from '../websites/members.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { newCommentMail } from './mail.tsx';
import type { CommentMember } from './member-author.ts';
import {
  approvedCommentsOf,
  commentsInStatus,
  countByStatus,
  deleteCommentThread,
  deleteCommentThreads,
  findComment,
  findCommentsByIds,
  findPostWithBlog,
  insertComment,
  type QueuedCommentRow,
  updateCommentStatus,
  updateCommentsStatus,
} from './repository.ts';
import type { commentPostedSchema, commentQueueSchema, queuedCommentSchema } from './schemas.ts';
import type { CommentRow } from './tables.ts';

type CommentPosted = z.output<typeof commentPostedSchema>;
type QueuedComment = z.output<typeof queuedCommentSchema>;
type CommentQueue = z.output<typeof commentQueueSchema>;

type Ctx = Pick<AppContext, 'db' | 'changes' | 'now' | 'secret' | 'captchaVerifyUrls'>;

export const COMMENT_MAIL_KIND = 'comment';
/** Comments one address may post a minute, and the whole site */
export const COMMENTS_PER_ADDRESS = 5;
export const COMMENTS_PER_SITE = 100;
/** Comments on one page of the moderation queue; older ones come page by page (`older`) */
export const QUEUE_PAGE_SIZE = 50;

/** Who writes: a signed-in account (with its roles here), a signed-in member, or neither. */
export interface CommentWriter {
  account: Account | null;
  roles: readonly number[];
  member: CommentMember | null;
  /** Whether this browser may open what a password guards ('site', or a collection's id) */
  unlocks: (scope: string, passwordHash: string | null) => boolean;
  /** Whether no member area keeps the collection (the post's blog) from this writer */
  mayRead: (collectionId: string) => Promise<boolean>;
}

export interface CommentInput {
  postId: string;
  name: string;
  email: string;
  text: string;
  parentId: string | null;
  honeypot: string;
  captchaKey: string | null;
  address: string;
  /** The site's address, for the links in the moderators' mail */
  baseUrl: string;
  warn: (message: string) => void;
}

/** The post a visitor may comment on now, or a 404/409 saying why not. */
async function openPost(ctx: Ctx, site: Website, postId: string, writer: CommentWriter) {
  const settings = readWebsiteSettings(site.settings);
  if (!settings.commentsEnabled || settings.commentProviderShortname)
    throw new HttpError(409, COMMENT_MESSAGES.closed);
  const found = await findPostWithBlog(ctx.db, site.id, postId);
  const now = ctx.now();
  const visible = (state: number, publishedAt: number | null) =>
    isPubliclyVisible(state, publishedAt === null ? null : Number(publishedAt), now);
  if (
    !found ||
    !visible(found.item.publication_state, found.item.published_at) ||
    !visible(found.blog.publication_state, found.blog.published_at) ||
    !writer.unlocks('site', site.password_hash) ||
    !writer.unlocks(found.blog.id, found.blog.password_hash) ||
    !(await writer.mayRead(found.blog.id))
  )
    throw new HttpError(404, COMMENT_MESSAGES.unknownPost);
  return { ...found, settings };
}

/** The top-level comment a reply attaches to: an approved comment of the same post. */
async function threadOf(ctx: Ctx, site: Website, postId: string, parentId: string | null) {
  if (parentId === null) return null;
  const answered = await findComment(ctx.db, site.id, parentId);
  if (!answered || answered.item_id !== postId || answered.status !== 'approved')
    throw badRequest({ parentId: COMMENT_MESSAGES.unknownComment });
  return threadParentOf({ id: answered.id, parentId: answered.parent_id });
}

const accountAuthor = (account: Account) => ({
  author_name: account.display_name || account.email,
  author_email: account.email,
  account_id: account.id,
  member_id: null,
});

function authorOf(input: CommentInput, writer: CommentWriter) {
  const { account, member } = writer;
  if (account) return accountAuthor(account);
  if (member)
    return { author_name: member.name, author_email: member.email, account_id: null, member_id: member.id };
  return {
    author_name: input.name.trim(),
    author_email: input.email.trim(),
    account_id: null,
    member_id: null,
  };
}

/**
 * Stores a comment: 409 when comments are closed, 404 for no such post, 400, 429 past one address's
 * limit; past the site's it is held for moderation without mail.
 */
export async function postComment(
  ctx: Ctx,
  site: Website,
  input: CommentInput,
  writer: CommentWriter,
): Promise<CommentPosted> {
  // A bot fills the field people never see; it learns no more than a refused form tells.
  if (input.honeypot !== '') throw new HttpError(400, COMMENT_MESSAGES.refused);
  const { item, blog, settings } = await openPost(ctx, site, input.postId, writer);
  const signedIn = writer.account !== null || writer.member !== null;
  const problems = commentDraftProblems(input, signedIn);
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  const parentId = await threadOf(ctx, site, item.id, input.parentId);
  const now = ctx.now();
  if (settings.commentsCaptcha)
    await requireCaptcha(ctx.db, {
      websiteId: site.id,
      secret: ctx.secret,
      solution: input.captchaKey,
      address: input.address,
      now,
      captcha: effectiveCaptcha(site.settings),
      ...(ctx.captchaVerifyUrls ? { verifyUrls: ctx.captchaVerifyUrls as VerifyUrls } : {}),
      warn: input.warn,
    });
  const permissions = permissionsOf(writer.roles);
  const onArrival = commentStatusOnArrival(settings.commentsModerated, permissions);
  const id = newId();
  const link = commentLink(itemPath(blog, item), id, null);
  const author = authorOf(input, writer);
  const status = await inTransaction(ctx.db, async (trx) => {
    // Past the site's limit a comment is held as the forms' submissions are (countSend): kept for
    // moderation, however the site moderates, and no mail goes out for it — a flood from many
    // addresses fills the queue (bulk actions clear it), not the moderators' mailboxes.
    const { held } = await countSend(trx, {
      websiteId: site.id,
      target: 'comments',
      address: input.address,
      now,
      perAddress: COMMENTS_PER_ADDRESS,
      perTarget: COMMENTS_PER_SITE,
      message: COMMENT_MESSAGES.rateLimited,
    });
    const moderator = permissions.has(Permission.comments);
    const status: CommentStatus = held && !moderator ? 'pending' : onArrival;
    const row = {
      id,
      item_id: item.id,
      parent_id: parentId,
      status,
      ...author,
      text: input.text.trim(),
      created_at: now,
    };
    await insertComment(trx, site.id, row);
    if (!moderator && !held) {
      const mail = newCommentMail({
        siteTitle: site.title,
        postTitle: item.title,
        authorName: row.author_name,
        text: row.text,
        held: status === 'pending',
        postUrl: `${input.baseUrl}${link}`,
        // The moderation queue's own address in the config area (core's config-screens.ts).
        queueUrl: `${input.baseUrl}${configScreenPath('comments')}`,
      });
      for (const to of await emailsWithPermission(trx, site.id, Permission.comments))
        await queueMail(trx, { ...mail, to, kind: COMMENT_MAIL_KIND, websiteId: site.id }, now);
    }
    return status;
  });
  if (status === 'approved')
    await publishSiteChange(ctx, site.id, [Tags.item(item.id), Tags.collection(blog.id)]);
  const message = status === 'approved' ? COMMENT_MESSAGES.published : COMMENT_MESSAGES.awaitingModeration;
  return { id, status, message, link };
}

export interface ShownComment {
  id: string;
  parentId: string | null;
  authorName: string;
  text: string;
  createdAt: number;
}

/** What a post page shows: its approved comments, oldest first. */
export async function shownComments(
  db: Ctx['db'],
  websiteId: string,
  itemId: string,
): Promise<ShownComment[]> {
  const rows = await approvedCommentsOf(db, websiteId, itemId);
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    authorName: row.author_name,
    text: row.text,
    createdAt: Number(row.created_at),
  }));
}

function queuedOf(row: QueuedCommentRow, shortname: string | null): QueuedComment {
  const path = itemPath(
    { url_id: row.collection_url_id, type: row.collection_type, settings: row.collection_settings },
    {
      url_id: row.item_url_id,
      published_at: row.item_published_at === null ? null : Number(row.item_published_at),
      created_at: Number(row.item_created_at),
    },
  );
  return {
    id: row.id,
    status: row.status as CommentStatus,
    parentId: row.parent_id,
    authorName: row.author_name,
    authorEmail: row.author_email,
    text: row.text,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    post: { id: row.item_id, title: row.item_title, link: commentLink(path, row.id, shortname) },
    // A hint for what still waits on a moderator's word.
    spamHint: row.status === 'pending' ? commentSpamHint(row.text, row.author_name) : null,
  };
}

/**
 * The moderation queue: a page of the comments in one state, newest first (after `before`), and
 * how many each state holds. One more than a page is read to know whether an older page exists.
 */
export async function commentQueue(
  ctx: Ctx,
  site: Website,
  status: CommentStatus,
  before: string | null = null,
): Promise<CommentQueue> {
  const [rows, counts] = await Promise.all([
    commentsInStatus(ctx.db, site.id, status, QUEUE_PAGE_SIZE + 1, readPagePosition(before)),
    countByStatus(ctx.db, site.id),
  ]);
  const { page, next } = pageOf(rows, QUEUE_PAGE_SIZE);
  const shortname = readWebsiteSettings(site.settings).commentProviderShortname;
  return {
    status,
    comments: page.map((row) => queuedOf(row, shortname)),
    counts: { pending: counts.pending ?? 0, approved: counts.approved ?? 0, spam: counts.spam ?? 0 },
    older: next,
  };
}

/** A post's shown comments changed: its page and its blog's lists (their comment counts) follow. */
async function commentsChanged(ctx: Ctx, site: Website, itemId: string): Promise<void> {
  const found = await findPostWithBlog(ctx.db, site.id, itemId);
  await publishSiteChange(ctx, site.id, [
    Tags.item(itemId),
    ...(found ? [Tags.collection(found.blog.id)] : []),
  ]);
}

async function existing(ctx: Ctx, site: Website, id: string): Promise<CommentRow> {
  const comment = await findComment(ctx.db, site.id, id);
  if (!comment) throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  return comment;
}

/** Approves a comment, marks it spam or holds it again; the post's page follows. */
export async function moderateComment(ctx: Ctx, site: Website, id: string, status: CommentStatus) {
  const comment = await existing(ctx, site, id);
  if (!(await updateCommentStatus(ctx.db, site.id, id, status)))
    throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  await commentsChanged(ctx, site, comment.item_id);
}

export const COMMENT_BULK_ACTIONS = ['approve', 'spam', 'delete'] as const;
export type CommentBulkAction = (typeof COMMENT_BULK_ACTIONS)[number];

/**
 * One action on several comments at once (a flood is one click): approve them, mark them spam, or
 * delete them with their replies, in one transaction; each post whose comments changed is dropped
 * from the cache once. Ids not of this site's comments are passed over; how many were acted on.
 */
export async function moderateComments(
  ctx: Ctx,
  site: Website,
  ids: readonly string[],
  action: CommentBulkAction,
): Promise<{ changed: number }> {
  const unique = [...new Set(ids)];
  const found = await findCommentsByIds(ctx.db, site.id, unique);
  if (found.length === 0) return { changed: 0 };
  const known = found.map((c) => c.id);
  await inTransaction(ctx.db, async (trx) => {
    if (action === 'delete') await deleteCommentThreads(trx, site.id, known);
    else await updateCommentsStatus(trx, site.id, known, action === 'approve' ? 'approved' : 'spam');
  });
  for (const itemId of new Set(found.map((c) => c.item_id))) await commentsChanged(ctx, site, itemId);
  return { changed: known.length };
}

/** Deletes a comment with its replies; the post's page follows. */
export async function deleteComment(ctx: Ctx, site: Website, id: string) {
  const comment = await existing(ctx, site, id);
  if (!(await deleteCommentThread(ctx.db, site.id, id)))
    throw new HttpError(404, COMMENT_MESSAGES.unknownComment);
  await commentsChanged(ctx, site, comment.item_id);
}

/** A moderator's reply, shown at once under the comment's thread (approving a held comment answered). */
export async function replyToComment(
  ctx: Ctx,
  site: Website,
  id: string,
  text: string,
  account: Account | null,
): Promise<{ id: string }> {
  // The route requires the comments permission, so someone is signed in.
  if (!account) throw new HttpError(401, 'Please sign in to reply.');
  const answered = await existing(ctx, site, id);
  const problems = commentDraftProblems({ name: '', email: '', text }, true);
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  const replyId = newId();
  await inTransaction(ctx.db, async (trx) => {
    if (answered.status !== 'approved') await updateCommentStatus(trx, site.id, answered.id, 'approved');
    await insertComment(trx, site.id, {
      id: replyId,
      item_id: answered.item_id,
      parent_id: threadParentOf({ id: answered.id, parentId: answered.parent_id }),
      status: 'approved',
      ...accountAuthor(account),
      text: text.trim(),
      created_at: ctx.now(),
    });
  });
  await commentsChanged(ctx, site, answered.item_id);
  return { id: replyId };
}
