// The queue's older pages, added below the newest on request ('Show older comments'), each from
// where the last one ended. A moderation reloads the tab from its newest page (onChanged).
import type { CommentQueue, QueuedComment } from '@tessera/site/comments-api.ts';
import { useState } from 'react';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { CommentCard } from './CommentCard.tsx';
import { fetchComments } from './comments-api.ts';

type Loading = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

export function OlderComments({ first, onChanged }: { first: CommentQueue; onChanged: () => void }) {
  const [comments, setComments] = useState<QueuedComment[]>([]);
  const [older, setOlder] = useState(first.older);
  const [loading, setLoading] = useState<Loading>({ status: 'idle' });

  async function showOlder(before: string) {
    setLoading({ status: 'loading' });
    try {
      const page = await fetchComments(first.status, before);
      setComments((shown) => [...shown, ...page.comments]);
      setOlder(page.older);
      setLoading({ status: 'idle' });
    } catch (error) {
      setLoading({ status: 'failed', message: failureMessage(error) });
    }
  }

  return (
    <>
      {comments.length > 0 && (
        <ul className="comment-queue" aria-label="Older comments">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentCard comment={comment} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
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
