import { call } from '@tessera/site/api/call.ts';
import type { Layout, Revision } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useState } from 'react';
import { failureMessage } from '../../errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { formatLocalTime } from '../../ui/time.ts';
import { useRemoteData } from '../../ui/use-remote-data.ts';

export const UNSAVED_MESSAGE = 'Your latest changes could not be saved, so nothing was restored. Try again.';

/** The page's address showing a revision in the editor frame (the server shows it to previewers only). */
function revisionPreviewUrl(pagePath: string, revisionId: string): string {
  return `${pagePath}?revision=${encodeURIComponent(revisionId)}`;
}

interface RevisionListProps {
  layoutId: string;
  /**
   * Saves what the editor holds and answers the layout's version (null when it could not be saved):
   * the restore names it, so one made against an older version is refused (409), never lost.
   */
  saveDraft: () => Promise<number | null>;
  /** The page's path on the site, to preview a revision in the frame */
  pagePath: string;
  onPreview: (url: string) => void;
  /** A revision is now the draft: the editor reloads it */
  onRestored: (layout: Layout) => void;
}

/**
 * Every publication of the page, newest first: preview one in the frame, or restore it as the draft.
 * Restoring never rewrites history: it makes a new draft, published like any other.
 */
export function RevisionList({ layoutId, saveDraft, pagePath, onPreview, onRestored }: RevisionListProps) {
  const fetcher = useCallback(
    async () =>
      (await call('GET /api/config/layouts/:id/revisions', { params: { id: layoutId }, silent: true }))
        .revisions,
    [layoutId],
  );
  const { state, retry } = useRemoteData(fetcher);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);

  async function restore(revision: Revision) {
    setRestoring(revision.id);
    setNotice(null);
    try {
      const version = await saveDraft();
      if (version === null) {
        setNotice({ kind: 'error', text: UNSAVED_MESSAGE });
        return;
      }
      // Refused (409) when the layout was saved elsewhere since `version`.
      const { layout } = await call('POST /api/config/layouts/:id/revisions/:revisionId/restore', {
        params: { id: layoutId, revisionId: revision.id },
        body: { version },
        silent: true,
      });
      setNotice({
        kind: 'done',
        text: `The version of ${formatLocalTime(revision.publishedAt)} is now the draft.`,
      });
      onRestored(layout);
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error) });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section className="revisions" aria-labelledby="revisions-heading">
      <h3 id="revisions-heading" className="form-section-heading">
        Revisions
      </h3>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading revisions…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="panel-note">This page has not been published yet. Every publication is kept here.</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ol className="revision-list">
          {state.data.map((revision, index) => (
            <li key={revision.id} className="revision">
              <span className="revision-when">
                {formatLocalTime(revision.publishedAt)}
                {index === 0 && <span className="badge">Latest</span>}
              </span>
              <span className="revision-who">
                {revision.publishedBy ? `Published by ${revision.publishedBy}` : 'Published on schedule'}
              </span>
              <span className="revision-actions">
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Preview the version of ${formatLocalTime(revision.publishedAt)}`}
                  onClick={() => onPreview(revisionPreviewUrl(pagePath, revision.id))}
                >
                  Preview
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Restore the version of ${formatLocalTime(revision.publishedAt)} as the draft`}
                  disabled={restoring !== null}
                  onClick={() => restore(revision)}
                >
                  {restoring === revision.id ? 'Restoring…' : 'Restore'}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p
        role={notice?.kind === 'error' ? 'alert' : 'status'}
        className={notice?.kind === 'error' ? 'field-error' : 'panel-note'}
      >
        {notice?.text}
      </p>
    </section>
  );
}
