// A tab's comments as one list: its newest page, then the older pages added below on request ('Show
// older comments'), each from where the last one ended. A moderation reloads the tab from its newest
// page (onChanged), which mounts this list afresh. Comments are selected by their checkboxes (or all
// shown at once) for one bulk action — a flood of held comments is one click.
import { COMMENT_BULK_MAX, type CommentStatus } from '@tessera/core';
import { type BodyOf, call } from '@tessera/site/api/call.ts';
import type { CommentQueue as Page, QueuedComment } from '@tessera/site/api/routes.gen.ts';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { CommentCard } from './CommentCard.tsx';

// `silent`: every failure is shown on the Comments screen, beside what failed.

/** A page of a tab's queue: the newest, or the one after `before` (the last page's `older`). */
export function fetchComments(status: CommentStatus, before?: string): Promise<Page> {
  return call('GET /api/config/comments', {
    query: before === undefined ? { status } : { status, before },
    silent: true,
  });
}

type BulkAction = BodyOf<'POST /api/config/comments/bulk'>['action'];

/**
 * One action on several comments: one request for up to COMMENT_BULK_MAX of them (a page or two of a
 * tab), the rest in turn. How many were acted on.
 */
async function moderateComments(ids: readonly string[], action: BulkAction): Promise<number> {
  const [first, ...rest] = ids;
  if (first === undefined) return 0;
  const batch = rest.slice(0, COMMENT_BULK_MAX - 1);
  const { changed } = await call('POST /api/config/comments/bulk', {
    body: { ids: [first, ...batch], action },
    silent: true,
  });
  return changed + (await moderateComments(rest.slice(batch.length), action));
}

/** What may be done to the selected comments of a tab (delete asks first, as for one). */
const BULK: Record<CommentStatus, { action: Exclude<BulkAction, 'delete'>; label: string }[]> = {
  pending: [
    { action: 'approve', label: 'Approve selected' },
    { action: 'spam', label: 'Mark selected as spam' },
  ],
  approved: [{ action: 'spam', label: 'Mark selected as spam' }],
  spam: [{ action: 'approve', label: 'Not spam: approve selected' }],
};

type Loading = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

export function CommentQueue({ first, onChanged }: { first: Page; onChanged: () => void }) {
  const [comments, setComments] = useState<QueuedComment[]>(first.comments);
  const [older, setOlder] = useState(first.older);
  const [loading, setLoading] = useState<Loading>({ status: 'idle' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkProblem, setBulkProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const allSelected = comments.length > 0 && comments.every((c) => selected.has(c.id));
  const someSelected = selected.size > 0 && !allSelected;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  function select(commentId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(commentId);
      else next.delete(commentId);
      return next;
    });
  }

  async function bulk(action: BulkAction) {
    setBulkBusy(true);
    setBulkProblem(null);
    try {
      await moderateComments([...selected], action);
      // Done: nothing is chosen any more, whether or not the reload mounts this list afresh.
      setSelected(new Set());
      setConfirmingDelete(false);
      setBulkBusy(false);
      onChanged();
    } catch (error) {
      setBulkProblem(failureMessage(error));
      setBulkBusy(false);
    }
  }
  const listRef = useRef<HTMLUListElement>(null);
  /** After an older page: the place of its first comment, which takes the focus from the button. */
  const [focusAt, setFocusAt] = useState<{ index: number } | null>(null);

  useEffect(() => {
    if (focusAt === null) return;
    const cards = listRef.current?.querySelectorAll<HTMLElement>(':scope > li > .comment-card') ?? [];
    // An empty page shows nothing new: the last card is the nearest place to stand.
    cards[Math.min(focusAt.index, cards.length - 1)]?.focus();
  }, [focusAt]);

  async function showOlder(before: string) {
    setLoading({ status: 'loading' });
    try {
      const page = await fetchComments(first.status, before);
      setFocusAt({ index: comments.length });
      setComments((shown) => [...shown, ...page.comments]);
      setOlder(page.older);
      setLoading({ status: 'idle' });
    } catch (error) {
      setLoading({ status: 'failed', message: failureMessage(error) });
    }
  }

  const count = selected.size;
  return (
    <>
      <fieldset className="comment-bulk">
        <legend className="comment-bulk-title">Bulk actions</legend>
        <label>
          <input
            ref={selectAllRef}
            type="checkbox"
            checked={allSelected}
            onChange={(event) =>
              setSelected(event.target.checked ? new Set(comments.map((c) => c.id)) : new Set())
            }
          />{' '}
          Select all {comments.length} shown
        </label>
        <span role="status">{count === 1 ? '1 selected' : `${count} selected`}</span>
        {BULK[first.status].map((move) => (
          <button
            key={move.action}
            type="button"
            disabled={bulkBusy || count === 0}
            onClick={() => void bulk(move.action)}
          >
            {move.label}
          </button>
        ))}
        {confirmingDelete && count > 0 ? (
          <fieldset className="comment-card-confirm">
            <legend>
              Delete {count === 1 ? 'this comment' : `these ${count} comments`} and their replies?
            </legend>
            <button type="button" disabled={bulkBusy} onClick={() => void bulk('delete')}>
              Delete selected for good
            </button>
            <button type="button" onClick={() => setConfirmingDelete(false)}>
              Keep them
            </button>
          </fieldset>
        ) : (
          <button type="button" disabled={bulkBusy || count === 0} onClick={() => setConfirmingDelete(true)}>
            Delete selected
          </button>
        )}
        {bulkProblem && <p role="alert">{bulkProblem}</p>}
      </fieldset>
      <ul className="comment-queue" ref={listRef}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentCard
              comment={comment}
              onChanged={onChanged}
              selected={selected.has(comment.id)}
              onSelect={(on) => select(comment.id, on)}
            />
          </li>
        ))}
      </ul>
      {loading.status === 'failed' && older !== null && (
        <LoadFailure message={loading.message} onRetry={() => void showOlder(older)} />
      )}
      {loading.status !== 'failed' && older !== null && (
        <button
          type="button"
          className="comment-queue-more"
          aria-busy={loading.status === 'loading'}
          disabled={loading.status === 'loading'}
          onClick={() => void showOlder(older)}
        >
          {loading.status === 'loading' ? 'Loading older comments…' : 'Show older comments'}
        </button>
      )}
    </>
  );
}
