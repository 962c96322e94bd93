// The trash: pages moved there, each with the days left before the daily purge deletes it for good,
// and Restore (back to Hidden; core's "Restore from trash" move, which needs the publish permission).
import type { Permission } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { TrashedPage } from '@tessera/site/api/routes.gen.ts';
import { useState } from 'react';
import { failureMessage } from '../../errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import { mayRestore, restoreFromTrash } from './trash-moves.ts';

interface TrashScreenProps {
  permissions: readonly Permission[];
  onBack: () => void;
  onRestored: () => void;
}

/** The pages in the trash, newest first. */
async function fetchTrash() {
  return (await call('GET /api/config/trash', { silent: true })).pages;
}

export function daysLeftLabel(days: number): string {
  if (days === 0) return 'Deleted for good today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

export function TrashScreen({ permissions, onBack, onRestored }: TrashScreenProps) {
  const { state, retry, setState } = useRemoteData(fetchTrash);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const canRestore = mayRestore(permissions);

  async function restore(page: TrashedPage) {
    setFailure('');
    try {
      await restoreFromTrash(page.id);
      setState((current) =>
        current.status === 'ready'
          ? { ...current, data: current.data.filter((p) => p.id !== page.id) }
          : current,
      );
      setNotice(`${page.title} was restored. It is Hidden until you publish it.`);
      onRestored();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Trash">
      <p className="panel-note">Pages stay in the trash for 30 days, then they are deleted for good.</p>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the trash…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="panel-note">The trash is empty.</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="trash-list">
          {state.data.map((page) => (
            <li key={page.id}>
              <span>
                <span className="page-item-title">{page.title}</span>
                <span className="page-item-meta">
                  /{page.urlId} · {daysLeftLabel(page.daysLeft)}
                </span>
              </span>
              {canRestore && (
                <button type="button" aria-label={`Restore ${page.title}`} onClick={() => restore(page)}>
                  Restore
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <div className="form-alert" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <p role="status" className="save-status">
        {notice}
      </p>
    </PanelScreen>
  );
}
