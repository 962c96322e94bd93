import { call } from '@tessera/site/api/call.ts';
import type { OutboxMessage } from '@tessera/site/api/routes.gen.ts';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../ui/EmptyState.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { RelativeTime } from '../ui/RelativeTime.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { OutboxMessageView } from './OutboxMessageView.tsx';
import { outboxStatusLabel } from './status.ts';

interface OutboxPanelProps {
  /** Back to the pages panel. */
  onBack: () => void;
}

/** The site's own mail, newest first (admins only). */
async function fetchOutbox() {
  return (await call('GET /api/config/outbox', { silent: true })).messages;
}

/** The site's mail, newest first; one message opens to be read. Loaded afresh each time it opens. */
export function OutboxPanel({ onBack }: OutboxPanelProps) {
  const { state, retry } = useRemoteData(fetchOutbox);
  const [openId, setOpenId] = useState<string | null>(null);
  // A new object for every return, so that coming back from the same message twice moves focus twice.
  const [returnedFrom, setReturnedFrom] = useState<{ id: string } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Back from a message: to the message's button in the list.
  useEffect(() => {
    if (returnedFrom === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-message-id]') ?? [];
    for (const button of buttons) if (button.dataset.messageId === returnedFrom.id) button.focus();
  }, [returnedFrom]);

  const open = state.status === 'ready' ? state.data.find((m) => m.id === openId) : undefined;
  if (open) {
    return (
      <OutboxMessageView
        message={open}
        onBack={() => {
          setReturnedFrom({ id: open.id });
          setOpenId(null);
        }}
      />
    );
  }

  return (
    // Back from a message, focus goes to that message's button (above), not to the heading.
    <PanelScreen
      backLabel="← Back to pages"
      onBack={onBack}
      title="Outbox"
      focusHeading={returnedFrom === null}
    >
      <p className="panel-note">The mail this site sent, or would have sent, newest first.</p>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading mail…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <EmptyState title="No mail yet">
          Every mail this site sends is listed here with whether it went: order confirmations, form
          notifications, newsletters, invitations. Nothing has been sent yet.
        </EmptyState>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="outbox-list" ref={listRef}>
          {state.data.map((message) => (
            <li key={message.id}>
              <OutboxListItem message={message} onOpen={() => setOpenId(message.id)} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && (
        <button type="button" onClick={retry}>
          Refresh
        </button>
      )}
    </PanelScreen>
  );
}

function OutboxListItem({ message, onOpen }: { message: OutboxMessage; onOpen: () => void }) {
  return (
    <button type="button" className="page-item outbox-item" data-message-id={message.id} onClick={onOpen}>
      <span className="page-item-title">{message.subject || '(no subject)'}</span>
      <span className="badge" data-status={message.status}>
        {outboxStatusLabel(message)}
      </span>
      <span className="page-item-meta">
        To {message.to} · <RelativeTime at={message.createdAt} />
      </span>
    </button>
  );
}
