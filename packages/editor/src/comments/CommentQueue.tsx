// A tab's comments as one list: its newest page, then the older pages added below on request ('Show
// older comments'), each from where the last one ended. A moderation reloads the tab from its newest
// page (onChanged), which mounts this list afresh.
import type { CommentQueue as Page, QueuedComment } from '@tessera/site/comments-api.ts';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { CommentCard } from './CommentCard.tsx';
import { fetchComments } from './comments-api.ts';

type Loading = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

export function CommentQueue({ first, onChanged }: { first: Page; onChanged: () => void }) {
  const [comments, setComments] = useState<QueuedComment[]>(first.comments);
  const [older, setOlder] = useState(first.older);
  const [loading, setLoading] = useState<Loading>({ status: 'idle' });
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

  return (
    <>
      <ul className="comment-queue" ref={listRef}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentCard comment={comment} onChanged={onChanged} />
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
