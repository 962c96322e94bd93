// One page in the pages panel: what can be done to it (home page, duplicate, trash) and its settings.
import { ItemPublicationState, Permission, publicationMovesFor } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { PageSummary } from '@tessera/site/api/routes.gen.ts';
import { useState } from 'react';
import { failureMessage } from '../../errors.ts';
import { GallerySettings } from '../../gallery/GallerySettings.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { PageSettings } from './PageSettings.tsx';

interface PageSettingsScreenProps {
  page: PageSummary;
  permissions: readonly Permission[];
  onBack: () => void;
  onEdit: (page: PageSummary) => void;
  /** Something changed that the list shows: it loads again. */
  onChanged: () => void;
  onDuplicated: (copy: PageSummary) => void;
  onTrashed: (page: PageSummary) => void;
  /** Opens a gallery's pictures */
  onPictures: () => void;
}

type Action =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

export function PageSettingsScreen(props: PageSettingsScreenProps) {
  const { page, permissions, onBack, onEdit, onChanged, onDuplicated, onTrashed, onPictures } = props;
  const [action, setAction] = useState<Action>({ status: 'idle' });
  const [isHome, setIsHome] = useState(page.fullUrl === '/');
  const params = { id: page.id };
  // Which page visitors get at / is publishing; the server refuses it to anyone without the permission.
  const canSetHome = permissions.includes(Permission.publish);
  const canTrash = publicationMovesFor(page.publicationState, permissions).some(
    (m) => m.to === ItemPublicationState.deleted,
  );

  async function run<T>(work: () => Promise<T>, done: (result: T) => string | null) {
    setAction({ status: 'busy' });
    try {
      const message = done(await work());
      if (message) setAction({ status: 'done', message });
    } catch (error) {
      setAction({ status: 'failed', message: failureMessage(error) });
    }
  }

  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title={page.title}>
      <p className="panel-note">
        {page.fullUrl} · {page.publicationLabel}
        {isHome ? ' · Home page' : ''}
      </p>
      <div className="pages-toolbar">
        <button type="button" onClick={() => onEdit(page)}>
          Edit content
        </button>
        {page.type === 'gallery' && (
          <button type="button" onClick={onPictures}>
            Edit pictures
          </button>
        )}
        {canSetHome && (
          <button
            type="button"
            disabled={isHome || action.status === 'busy'}
            onClick={() =>
              run(
                () => call('POST /api/config/pages/:id/home', { params, silent: true }),
                () => {
                  setIsHome(true);
                  onChanged();
                  return `${page.title} is now the home page.`;
                },
              )
            }
          >
            {isHome ? 'This is the home page' : 'Set as home page'}
          </button>
        )}
        <button
          type="button"
          disabled={action.status === 'busy'}
          onClick={() =>
            run(
              async () => (await call('POST /api/config/pages/:id/duplicate', { params, silent: true })).page,
              (copy) => {
                onDuplicated(copy);
                return null;
              },
            )
          }
        >
          Duplicate
        </button>
        {canTrash && !isHome && (
          <button
            type="button"
            disabled={action.status === 'busy'}
            onClick={() =>
              run(
                async () => {
                  const body = { publicationState: ItemPublicationState.deleted };
                  return (await call('PUT /api/config/pages/:id', { params, body, silent: true })).page;
                },
                (trashed) => {
                  onTrashed(trashed);
                  return null;
                },
              )
            }
          >
            Move to trash
          </button>
        )}
      </div>
      {action.status === 'failed' && (
        <div className="form-alert" role="alert">
          <p>{action.message}</p>
        </div>
      )}
      <p role="status" className="save-status">
        {action.status === 'done' ? action.message : ''}
      </p>
      <PageSettings pageId={page.id} onSaved={onChanged} />
      {page.type === 'gallery' && <GallerySettings galleryId={page.id} />}
    </PanelScreen>
  );
}
