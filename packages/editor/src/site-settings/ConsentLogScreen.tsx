// The consent log: every visitor's choice on the cookie banner, newest first, 50 at a time, with the
// banner's words they were shown; exported whole as CSV. Proof of consent for the owner to show.
import { call, routeUrl } from '@tessera/site/api/call.ts';
import type { ConsentRecord } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { formatLocalTime } from '../ui/time.ts';

const CHOICES: Record<ConsentRecord['choice'], string> = { accepted: 'Accepted', declined: 'Declined' };

/** One page of the log, newest first; `before` is the previous page's `next`. Failures show on the screen. */
const fetchConsentRecords = (before: string | null) =>
  call('GET /api/config/consent-records', { query: before ? { before } : {}, silent: true });

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; records: ConsentRecord[]; next: string | null };

export function ConsentLogScreen({ onBack }: { onBack: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [more, setMore] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const listRef = useRef<HTMLUListElement>(null);
  const alive = useRef(true);

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    fetchConsentRecords(null).then(
      (page) => alive.current && setLoaded({ status: 'ready', ...page }),
      (error: unknown) => alive.current && setLoaded({ status: 'failed', message: failureMessage(error) }),
    );
  }, []);

  useEffect(() => {
    alive.current = true;
    load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  async function loadMore() {
    if (loaded.status !== 'ready' || !loaded.next) return;
    const shown = loaded.records.length;
    setMore({ busy: true, error: null });
    try {
      const page = await fetchConsentRecords(loaded.next);
      setLoaded({ status: 'ready', records: [...loaded.records, ...page.records], next: page.next });
      setMore({ busy: false, error: null });
      // The first of the new records takes the focus, so the keyboard carries on where it was.
      requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('li')[shown]?.focus());
    } catch (error) {
      setMore({ busy: false, error: failureMessage(error) });
    }
  }

  return (
    <PanelScreen backLabel="← Back to cookie banner" onBack={onBack} title="Consent log">
      <p className="panel-note">
        Each visitor’s choice, with the banner they were shown. Visitors are known only by a code made from
        their browser and a secret changed every day: no address is kept.
      </p>
      <a className="newsletter-export" href={routeUrl('GET /api/config/consent-records.csv')} download>
        Export CSV
      </a>
      {loaded.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the consent log…
        </p>
      )}
      {loaded.status === 'failed' && <LoadFailure message={loaded.message} onRetry={load} />}
      {loaded.status === 'ready' && loaded.records.length === 0 && (
        <p className="panel-note" role="status">
          No visitor has chosen yet.
        </p>
      )}
      {loaded.status === 'ready' && loaded.records.length > 0 && (
        <ul className="subscriber-list" ref={listRef} aria-label="Choices">
          {loaded.records.map((record) => (
            <li key={record.id} tabIndex={-1} className="subscriber">
              <span className="page-item-title">
                <time dateTime={record.time}>{formatLocalTime(record.time)}</time>
              </span>
              <span className="badge" data-status={record.choice}>
                {CHOICES[record.choice]}
              </span>
              <span className="page-item-meta">
                Banner version {record.bannerVersion}, saved as number {record.revision}: “{record.text}” (
                {[record.acceptText, record.declineText].filter(Boolean).join(' / ')})
              </span>
              <span className="page-item-meta" title={record.visitorHash}>
                Visitor {record.visitorHash.slice(0, 12)}
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
