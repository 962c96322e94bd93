// The moderation queue (the comments permission: moderators, editors, admins): tabs Pending,
// Approved and Spam (arrow keys, Home and End move between them), each comment with its post, its
// writer's name and email (never shown on the site) and what a moderator may do with it. A tab shows
// its newest page; older pages are added below on request. Each tab has its address
// (/config/comments, /config/comments/approved, /config/comments/spam), kept in place as tabs change.
import { type CommentStatus, CommentStatus as Status } from '@tessera/core';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef } from 'react';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { tabIndexForKey } from '../ui/tab-keys.ts';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { useScreenRecord } from '../workspace/screen-record.tsx';
import { CommentQueue, fetchComments } from './CommentQueue.tsx';
import './comments.css';

/** Each tab with its address's last segment (none for Pending, the screen's own address). */
const TABS: { status: CommentStatus; segment: string | null; label: string; empty: string }[] = [
  { status: Status.pending, segment: null, label: 'Pending', empty: 'No comments wait for approval.' },
  { status: Status.approved, segment: 'approved', label: 'Approved', empty: 'No approved comments yet.' },
  { status: Status.spam, segment: 'spam', label: 'Spam', empty: 'Nothing is marked as spam.' },
];

export function CommentsScreen({ onBack }: { onBack: () => void }) {
  const id = useId();
  const { record, openRecord } = useScreenRecord();
  const named = TABS.find((t) => t.segment !== null && t.segment === record[0]);
  const tab = named?.status ?? Status.pending;
  // Tabs replace the address rather than add to the history: Back leaves the screen.
  const setTab = (status: CommentStatus) => {
    const segment = TABS.find((t) => t.status === status)?.segment;
    openRecord(segment ? [segment] : [], { replace: true });
  };
  // An address no tab has (/config/comments/nonsense) becomes Pending's.
  useEffect(() => {
    if (record.length > 0 && !named) openRecord([], { replace: true });
  }, [record, named, openRecord]);
  const tabRefs = useRef<Partial<Record<CommentStatus, HTMLButtonElement | null>>>({});
  const fetcher = useCallback(() => fetchComments(tab), [tab]);
  const { state, retry } = useRemoteData(fetcher);
  const counts = state.status === 'ready' ? state.data.counts : null;

  function onTabKey(event: KeyboardEvent) {
    const to = tabIndexForKey(
      event.key,
      TABS.findIndex((t) => t.status === tab),
      TABS.length,
    );
    const next = to === null ? undefined : TABS[to];
    if (!next) return;
    event.preventDefault();
    setTab(next.status);
    tabRefs.current[next.status]?.focus();
  }

  const current = TABS.find((t) => t.status === tab) ?? TABS[0];
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Comments">
      <div className="canvas-tabs" role="tablist" aria-label="Comments" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.status}
            ref={(element) => {
              tabRefs.current[t.status] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.status}`}
            aria-selected={tab === t.status}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t.status ? 0 : -1}
            onClick={() => setTab(t.status)}
          >
            {t.label}
            {counts ? ` (${counts[t.status]})` : ''}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        aria-busy={state.status === 'loading'}
      >
        {state.status === 'loading' && (
          <p className="panel-note" role="status">
            Loading comments…
          </p>
        )}
        {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
        {state.status === 'ready' &&
          (state.data.comments.length === 0 ? (
            <p className="panel-note">{current?.empty}</p>
          ) : (
            <CommentQueue first={state.data} onChanged={retry} />
          ))}
      </div>
    </PanelScreen>
  );
}
