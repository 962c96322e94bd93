import type { MailingListSummary } from '@tessera/site/newsletters-api.ts';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';

interface ListRowProps {
  list: MailingListSummary;
  onOpen: () => void;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One mailing list: its counts, its subscribers, renamed in place, deleted after a confirmation. */
export function ListRow({ list, onOpen, onRename, onDelete }: ListRowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const [draft, setDraft] = useState(list.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when a mode ends: back to the button that started it.
  const returnTo = useRef<'rename' | 'delete' | null>(null);

  useEffect(() => {
    if (mode === 'rename') nameInput.current?.select();
    else if (mode === 'confirm-delete') keepButton.current?.focus();
    else if (returnTo.current) (returnTo.current === 'rename' ? renameButton : deleteButton).current?.focus();
  }, [mode]);

  const back = (to: 'rename' | 'delete') => {
    returnTo.current = to;
    setError(null);
    setMode('view');
  };

  async function act(work: () => Promise<void>, then: () => void) {
    setBusy(true);
    try {
      await work();
      then();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const errorId = `list-${list.id}-error`;
  return (
    <li className="newsletter-list" data-list-id={list.id}>
      {mode === 'rename' ? (
        <form
          className="newsletter-rename"
          onSubmit={(event) => {
            event.preventDefault();
            void act(
              () => onRename(draft),
              () => back('rename'),
            );
          }}
        >
          <label htmlFor={`list-${list.id}-name`}>New name for {list.name}</label>
          <input
            id={`list-${list.id}-name`}
            ref={nameInput}
            value={draft}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                // The panel's own Escape (hide the panel) is not wanted while renaming.
                event.preventDefault();
                event.stopPropagation();
                setDraft(list.name);
                back('rename');
              }
            }}
          />
          {error && (
            <p id={errorId} role="alert" className="field-error">
              {error}
            </p>
          )}
          <div className="newsletter-actions">
            <button type="submit" disabled={busy}>
              Save name
            </button>
            <button type="button" disabled={busy} onClick={() => back('rename')}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <button type="button" className="page-item" onClick={onOpen}>
            <span className="page-item-title">{list.name}</span>
            <span className="page-item-meta">
              {count(list.subscriberCount, 'subscriber', 'subscribers')} ·{' '}
              {count(list.pendingCount, 'waiting to confirm', 'waiting to confirm')}
            </span>
          </button>
          {error && (
            <p role="alert" className="field-error">
              {error}
            </p>
          )}
          {mode === 'confirm-delete' ? (
            <fieldset className="newsletter-confirm">
              <legend>
                Delete {list.name}? Its{' '}
                {count(list.subscriberCount + list.pendingCount, 'address', 'addresses')} will be deleted with
                it, and its sign-up forms will stop working.
              </legend>
              <button
                type="button"
                className="danger"
                disabled={busy}
                onClick={() => void act(onDelete, () => {})}
              >
                Delete list
              </button>
              <button type="button" ref={keepButton} disabled={busy} onClick={() => back('delete')}>
                Keep it
              </button>
            </fieldset>
          ) : (
            <div className="newsletter-actions">
              <button
                type="button"
                ref={renameButton}
                onClick={() => {
                  setDraft(list.name);
                  setMode('rename');
                }}
              >
                Rename<span className="visually-hidden"> {list.name}</span>
              </button>
              <button type="button" ref={deleteButton} onClick={() => setMode('confirm-delete')}>
                Delete<span className="visually-hidden"> {list.name}</span>
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
