import { COMMENT_BULK_MAX, type CommentStatus } from '@tessera/core';
import type { CommentQueue } from '@tessera/site/comments-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

// `silent`: every failure is shown on the Comments screen, beside what failed.

/** A page of the queue: the newest, or the one after `before` (the last page's `older`). */
export function fetchComments(status: CommentStatus, before?: string): Promise<CommentQueue> {
  return request<CommentQueue>({
    method: 'GET',
    url: '/api/config/comments',
    data: before === undefined ? { status } : { status, before },
    silent: true,
  });
}

export function setCommentStatus(id: string, status: CommentStatus): Promise<void> {
  return request<void>({
    method: 'PUT',
    url: `/api/config/comments/${id}`,
    data: { status },
    json: true,
    silent: true,
  });
}

export function deleteComment(id: string): Promise<void> {
  return request<void>({ method: 'DELETE', url: `/api/config/comments/${id}`, silent: true });
}

export function replyToComment(id: string, text: string): Promise<{ id: string }> {
  return request<{ id: string }>({
    method: 'POST',
    url: `/api/config/comments/${id}/replies`,
    data: { text },
    json: true,
    silent: true,
  });
}

export type BulkAction = 'approve' | 'spam' | 'delete';

/**
 * One action on several comments: one request for up to COMMENT_BULK_MAX of them (a page or two of a
 * tab), more in turn. How many were acted on.
 */
export async function moderateComments(ids: readonly string[], action: BulkAction): Promise<number> {
  let changed = 0;
  for (let at = 0; at < ids.length; at += COMMENT_BULK_MAX) {
    const answer = await request<{ changed: number }>({
      method: 'POST',
      url: '/api/config/comments/bulk',
      data: { ids: ids.slice(at, at + COMMENT_BULK_MAX), action },
      json: true,
      silent: true,
    });
    changed += answer.changed;
  }
  return changed;
}
