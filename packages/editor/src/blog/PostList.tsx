import type { PostSummary } from '@tessera/site/api/routes.gen.ts';
import { useEffect, useRef } from 'react';
import { formatLocalTime } from '../ui/time.ts';

interface PostListProps {
  posts: readonly PostSummary[];
  /** Said when there are none: 'This blog has no posts yet.' */
  emptyNote: string;
  /** The post whose editor was just closed: focus goes back to it. */
  returnFocusToId: string | null;
  onOpen: (post: PostSummary) => void;
}

export function PostList({ posts, emptyNote, returnFocusToId, onOpen }: PostListProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (returnFocusToId === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-post-id]') ?? [];
    for (const button of buttons) if (button.dataset.postId === returnFocusToId) button.focus();
  }, [returnFocusToId]);

  if (posts.length === 0) return <p className="panel-note">{emptyNote}</p>;
  return (
    <ul className="page-list" ref={listRef}>
      {posts.map((post) => (
        <li key={post.id}>
          <button type="button" className="page-item" data-post-id={post.id} onClick={() => onOpen(post)}>
            <span className="page-item-title">{post.title}</span>
            <span className="badge" data-state={post.publicationState}>
              {post.publicationLabel}
            </span>
            {post.publishAt !== null ? (
              <span className="page-item-schedule">
                Publishes <time dateTime={post.publishAt}>{formatLocalTime(post.publishAt)}</time>
              </span>
            ) : (
              post.publishedAt !== null && (
                <span className="page-item-meta">
                  <time dateTime={post.publishedAt}>{formatLocalTime(post.publishedAt)}</time>
                </span>
              )
            )}
            <span className="page-item-meta">
              {post.fullUrl}
              {post.tags.length > 0 && ` · ${post.tags.join(', ')}`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
