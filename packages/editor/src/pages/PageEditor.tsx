import type { Permission } from '@tessera/core';
import type { PageSummary } from '@tessera/site/config-api.ts';
import { useCallback } from 'react';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { PageForm } from './PageForm.tsx';
import { fetchPage } from './pages-api.ts';
import { PageSettings } from './panel/PageSettings.tsx';

interface PageEditorProps {
  pageId: string;
  permissions: readonly Permission[];
  onBack: () => void;
  /** Something was saved (and so published): the list and the frame follow. */
  onSaved: (page: PageSummary) => void;
}

export function PageEditor({ pageId, permissions, onBack, onSaved }: PageEditorProps) {
  const fetcher = useCallback(() => fetchPage(pageId), [pageId]);
  const { state, retry } = useRemoteData(fetcher);

  // Keyboard users land on the editor they opened rather than on the vanished list button.
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Edit page">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading page…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <PageForm
          key={`${state.data.layout?.id}:${state.data.layout?.version}`}
          detail={state.data}
          permissions={permissions}
          onSaved={onSaved}
          onReload={retry}
        />
      )}
      {state.status === 'ready' && <PageSettings pageId={pageId} />}
    </PanelScreen>
  );
}
