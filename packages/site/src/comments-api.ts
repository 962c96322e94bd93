// The comments calls' shapes (server/src/comments/), shared by the site's comment form and the
// config area's Comments screen.
import type { CommentSpamHint, CommentStatus } from '@tessera/core';

/** POST /api/comments/posts/:id: what a visitor (or a signed-in writer) sends. */
export interface CommentPost {
  name?: string;
  email?: string;
  text: string;
  /** The comment answered; a reply to a reply attaches to its top-level comment */
  parentId?: string | null;
  /** The honeypot (core's COMMENT_HONEYPOT_FIELD): people leave it empty */
  website?: string;
  captchaKey?: string;
}

export interface CommentPosted {
  id: string;
  status: CommentStatus;
  /** What to tell the writer: published, or awaiting moderation */
  message: string;
  /** The comment's link (the post's address and #comment-{id}) */
  link: string;
}

/** A comment as the moderation queue shows it (the email only moderators see). */
export interface QueuedComment {
  id: string;
  status: CommentStatus;
  parentId: string | null;
  authorName: string;
  authorEmail: string;
  text: string;
  createdAt: string;
  post: { id: string; title: string; link: string };
  /** What makes a pending comment look like spam (core's commentSpamHint); null for the others */
  spamHint: CommentSpamHint | null;
}

export interface CommentQueue {
  status: CommentStatus;
  comments: QueuedComment[];
  /** How many comments each state holds */
  counts: Record<CommentStatus, number>;
  /** Where the next, older page of this state begins (`before`); null when none is left */
  older: string | null;
}
