// What the comments routes answer, named for the site's comment form and the config area's Comments
// screen (the clients' contract, routes.gen.ts); the service builds its answers to these types.
import { COMMENT_STATUSES, type CommentSpamHint } from '@tessera/core';
import { z } from 'zod';

const status = z.enum(COMMENT_STATUSES);

/** What a writer is told of the comment they posted. */
export const commentPostedSchema = z
  .object({
    id: z.string(),
    status,
    /** What to tell the writer: published, or awaiting moderation */
    message: z.string(),
    /** The comment's link (the post's address and #comment-{id}) */
    link: z.string(),
  })
  .meta({ id: 'CommentPosted' });

/** A comment as the moderation queue shows it (the email only moderators see). */
export const queuedCommentSchema = z
  .object({
    id: z.string(),
    status,
    parentId: z.string().nullable(),
    authorName: z.string(),
    authorEmail: z.string(),
    text: z.string(),
    createdAt: z.string(),
    post: z.object({ id: z.string(), title: z.string(), link: z.string() }),
    /** What makes a pending comment look like spam (core's commentSpamHint); null for the others */
    spamHint: z
      .object({ links: z.number().int(), words: z.array(z.string()), likely: z.boolean() })
      .nullable() satisfies z.ZodType<CommentSpamHint | null>,
  })
  .meta({ id: 'QueuedComment' });

export const commentQueueSchema = z
  .object({
    status,
    comments: z.array(queuedCommentSchema),
    /** How many comments each state holds */
    counts: z.object({ pending: z.number().int(), approved: z.number().int(), spam: z.number().int() }),
    /** Where the next, older page of this state begins (`before`); null when none is left */
    older: z.string().nullable(),
  })
  .meta({ id: 'CommentQueue' });
