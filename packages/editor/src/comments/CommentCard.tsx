// One comment in the moderation queue: who wrote it (with the email only moderators see), on which
// post and when (a relative time refreshed every 5 s, spec 2 §9, the exact time its title), its text
// (as text), and the moderator's actions for its state; a reply is written in place. A pending one
// shows its spam hint (links, spam words: core's commentSpamHint); its checkbox selects it for the
// queue's bulk actions. A move between tabs is said in a notification with Undo, which moves it back.
import { type CommentStatus, CommentStatus as Status } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { QueuedComment } from '@tessera/site/api/routes.gen.ts';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { RelativeTime } from '../ui/RelativeTime.tsx';
import { useToasts } from '../ui/toasts.tsx';

const MOVES: Record<CommentStatus, { to: CommentStatus; label: string }[]> = {
  pending: [
    { to: Status.approved, label: 'Approve' },
    { to: Status.spam, label: 'Mark as spam' },
  ],
  approved: [
    { to: Status.pending, label: 'Hold' },
    { to: Status.spam, label: 'Mark as spam' },
  ],
  spam: [{ to: Status.approved, label: 'Not spam: approve' }],
};

/** What a move did, as a notification says it. */
const MOVED: Record<CommentStatus, string> = {
  pending: 'Held for approval',
  approved: 'Approved',
  spam: 'Marked as spam',
};

interface CommentCardProps {
  comment: QueuedComment;
  /** After a change: the queue loads again */
  onChanged: () => void;
  /** Whether it is chosen for a bulk action, and choosing it */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

function spamHintText({ links, words, likely }: NonNullable<QueuedComment['spamHint']>): string {
  const parts = [
    links === 1 ? '1 link' : `${links === 0 ? 'No' : links} links`,
    words.length > 0 ? `spam words: ${words.join(', ')}` : 'no spam words',
  ];
  return `${likely ? 'Looks like spam: ' : ''}${parts.join(', ')}`;
}

export function CommentCard({ comment, onChanged, selected = false, onSelect }: CommentCardProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [reply, setReply] = useState<string | null>(null);
  const toasts = useToasts();

  const params = { id: comment.id };
  const moveTo = (status: CommentStatus) =>
    call('PUT /api/config/comments/:id', { params, body: { status }, silent: true });

  /** Moves the comment to another tab; the notification's Undo moves it back where it was. */
  async function moveComment(to: CommentStatus) {
    const from = comment.status;
    if (!(await act(() => moveTo(to)))) return;
    toasts.show({
      message: `${MOVED[to]}: the comment by ${comment.authorName}.`,
      undo: async () => {
        await moveTo(from);
        onChanged();
      },
    });
  }

  /** Does the work, then loads the queue again; false when it failed (said on the card). */
  async function act(work: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      onChanged();
      return true;
    } catch (error) {
      setProblem(failureMessage(error));
      setBusy(false);
      return false;
    }
  }

  function sendReply(event: FormEvent) {
    event.preventDefault();
    if (reply !== null)
      void act(() =>
        call('POST /api/config/comments/:id/replies', { params, body: { text: reply }, silent: true }),
      );
  }

  return (
    // Focusable by script: the first of an older page takes the focus from the button that loaded it.
    <article className="comment-card" aria-labelledby={`${id}-by`} tabIndex={-1}>
      {onSelect && (
        <label className="comment-card-select">
          <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />{' '}
          Select comment by {comment.authorName}
        </label>
      )}
      <p className="comment-card-meta" id={`${id}-by`}>
        <strong>{comment.authorName}</strong> ({comment.authorEmail}) on{' '}
        <a href={comment.post.link}>{comment.post.title}</a> · <RelativeTime at={comment.createdAt} />
        {comment.parentId && ' · a reply'}
      </p>
      <p className="comment-card-text">{comment.text}</p>
      {comment.spamHint && (
        <p className={comment.spamHint.likely ? 'comment-card-spam is-likely' : 'comment-card-spam'}>
          {spamHintText(comment.spamHint)}
        </p>
      )}
      {problem && <p role="alert">{problem}</p>}
      <div className="comment-card-actions">
        {MOVES[comment.status].map((move) => (
          <button key={move.to} type="button" disabled={busy} onClick={() => void moveComment(move.to)}>
            {move.label}
          </button>
        ))}
        {comment.status !== Status.spam && (
          <button
            type="button"
            disabled={busy}
            aria-expanded={reply !== null}
            onClick={() => setReply(reply === null ? '' : null)}
          >
            Reply
          </button>
        )}
        {confirmingDelete ? (
          <fieldset className="comment-card-confirm">
            <legend>Delete this comment and its replies?</legend>
            <button
              type="button"
              disabled={busy}
              onClick={() => act(() => call('DELETE /api/config/comments/:id', { params, silent: true }))}
            >
              Delete for good
            </button>
            <button type="button" onClick={() => setConfirmingDelete(false)}>
              Keep it
            </button>
          </fieldset>
        ) : (
          <button type="button" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            Delete
          </button>
        )}
      </div>
      {reply !== null && (
        <form className="comment-card-reply" onSubmit={sendReply}>
          <label htmlFor={`${id}-reply`}>Reply to {comment.authorName}</label>
          <textarea
            id={`${id}-reply`}
            rows={3}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <button type="submit" disabled={busy}>
            Send reply
          </button>
        </form>
      )}
    </article>
  );
}
