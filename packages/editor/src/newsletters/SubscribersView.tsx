import { call, routeUrl } from '@tessera/site/api/call.ts';
import type { MailingListSummary, Subscriber } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { ExportAndSearch } from '../ui/ExportAndSearch.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { formatLocalTime } from '../ui/time.ts';

const STATUS_LABELS: Record<Subscriber['status'], string> = {
  pending: 'Waiting to confirm',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; subscribers: Subscriber[]; next: string | null; query: string };

/** One page of a list's addresses, newest first; `before` is the previous page's `next`. */
function fetchSubscribers(listId: string, q: string, before: string | null) {
  return call('GET /api/config/newsletters/lists/:listId/subscribers', {
    params: { listId },
    query: { q, ...(before ? { before } : {}) },
    silent: true,
  });
}

/** A list's addresses, newest first: searched, 50 at a time with Load more, exported as CSV. */
export function SubscribersView({ list, onBack }: { list: MailingListSummary; onBack: () => void }) {
  // The last search sent, for Retry.
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [more, setMore] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const latest = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);

  const load = useCallback(
    (query: string) => {
      const thisLoad = ++latest.current;
      setLoaded({ status: 'loading' });
      fetchSubscribers(list.id, query, null).then(
        (page) => thisLoad === latest.current && setLoaded({ status: 'ready', ...page, query }),
        (error: unknown) =>
          thisLoad === latest.current && setLoaded({ status: 'failed', message: failureMessage(error) }),
      );
    },
    [list.id],
  );

  useEffect(() => {
    load('');
    return () => {
      latest.current++;
    };
  }, [load]);

  async function loadMore() {
    if (loaded.status !== 'ready' || !loaded.next) return;
    const shown = loaded.subscribers.length;
    setMore({ busy: true, error: null });
    try {
      const page = await fetchSubscribers(list.id, loaded.query, loaded.next);
      setLoaded({ ...loaded, subscribers: [...loaded.subscribers, ...page.subscribers], next: page.next });
      setMore({ busy: false, error: null });
      // The first of the new addresses takes the focus, so the keyboard carries on where it was.
      requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('li')[shown]?.focus());
    } catch (error) {
      setMore({ busy: false, error: failureMessage(error) });
    }
  }

  return (
    <PanelScreen backLabel="← Back to lists" onBack={onBack} title={list.name}>
      <p className="panel-note">
        Only confirmed addresses are subscribers: a sign-up waits until its owner follows the link we mailed.
      </p>
      <ExportAndSearch
        csvUrl={routeUrl('GET /api/config/newsletters/lists/:listId/subscribers.csv', { listId: list.id })}
        label="Search subscribers"
        id="subscriber-search"
        onSearch={(query) => {
          setQuery(query);
          load(query);
        }}
      />
      {loaded.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading subscribers…
        </p>
      )}
      {loaded.status === 'failed' && <LoadFailure message={loaded.message} onRetry={() => load(query)} />}
      {loaded.status === 'ready' && loaded.subscribers.length === 0 && (
        <p className="panel-note" role="status">
          {loaded.query
            ? `No subscribers match “${loaded.query}”.`
            : 'No one has signed up to this list yet.'}
        </p>
      )}
      {loaded.status === 'ready' && loaded.subscribers.length > 0 && (
        <ul className="subscriber-list" ref={listRef} aria-label={`Subscribers of ${list.name}`}>
          {loaded.subscribers.map((subscriber) => (
            <li key={subscriber.id} tabIndex={-1} className="subscriber" data-status={subscriber.status}>
              <span className="page-item-title">{subscriber.email}</span>
              {subscriber.name && <span className="page-item-meta">{subscriber.name}</span>}
              <span className="badge" data-status={subscriber.status}>
                {STATUS_LABELS[subscriber.status]}
              </span>
              <span className="page-item-meta">
                Signed up <time dateTime={subscriber.createdAt}>{formatLocalTime(subscriber.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {loaded.status === 'ready' && loaded.next && (
        <button type="button" disabled={more.busy} onClick={() => void loadMore()}>
          {more.busy ? 'Loading…' : 'Load more'}
        </button>
      )}
      {more.error && (
        <p role="alert" className="field-error">
          {more.error}
        </p>
      )}
    </PanelScreen>
  );
}
