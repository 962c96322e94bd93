import type { MailingListSummary } from '@tessera/site/api/routes.gen.ts';
import { count } from '../ui/count.ts';
import { useRenameDelete } from '../ui/use-rename-delete.ts';

interface ListRowProps {
  list: MailingListSummary;
  onOpen: () => void;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** One mailing list: its counts, its subscribers, renamed in place, deleted after a confirmation. */
export function ListRow({ list, onOpen, onRename, onDelete }: ListRowProps) {
  const row = useRenameDelete(list.name);
  const { mode, draft, busy, error, refs } = row;

  const errorId = `list-${list.id}-error`;
  return (
    <li className="newsletter-list" data-list-id={list.id}>
      {mode === 'rename' ? (
        <form
          className="newsletter-rename"
          onSubmit={(event) => {
            event.preventDefault();
            void row.saveName(onRename);
          }}
        >
          <label htmlFor={`list-${list.id}-name`}>New name for {list.name}</label>
          <input
            id={`list-${list.id}-name`}
            ref={refs.nameInput}
            value={draft}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => row.setDraft(event.target.value)}
            onKeyDown={row.onNameKeyDown}
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
            <button type="button" disabled={busy} onClick={row.cancelRename}>
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
                onClick={() => void row.remove(onDelete)}
              >
                Delete list
              </button>
              <button type="button" ref={refs.keepButton} disabled={busy} onClick={row.keep}>
                Keep it
              </button>
            </fieldset>
          ) : (
            <div className="newsletter-actions">
              <button type="button" ref={refs.renameButton} onClick={row.startRename}>
                Rename<span className="visually-hidden"> {list.name}</span>
              </button>
              <button type="button" ref={refs.deleteButton} onClick={row.confirmDelete}>
                Delete<span className="visually-hidden"> {list.name}</span>
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
