import type { Permission } from '@tessera/core';
import type { PageSummary } from '@tessera/site/config-api.ts';
import { useCallback, useState } from 'react';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { type EditorEvent, useEditorEvent, useEditorEvents } from '../workspace/editor-events.tsx';
import { PageForm } from './PageForm.tsx';
import { fetchPage } from './pages-api.ts';
import { PageSettings } from './panel/PageSettings.tsx';
import { RevisionList } from './revisions/RevisionList.tsx';

interface PageEditorProps {
  pageId: string;
  permissions: readonly Permission[];
  onBack: () => void;
  /** Something was saved (and so published): the list and the frame follow. */
  onSaved: (page: PageSummary) => void;
  /** Loads `url` in the frame (a revision's preview) */
  onShowInFrame: (url: string) => void;
}

export function PageEditor({ pageId, permissions, onBack, onSaved, onShowInFrame }: PageEditorProps) {
  const fetcher = useCallback(() => fetchPage(pageId), [pageId]);
  const { state, retry } = useRemoteData(fetcher);
  const events = useEditorEvents();
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const otherWindowChange = useCallback(
    (event: EditorEvent) => {
      if (event.pageId === pageId) setChangedElsewhere(true);
    },
    [pageId],
  );
  useEditorEvent(otherWindowChange);

  function reload() {
    setChangedElsewhere(false);
    retry();
  }

  // Keyboard users land on the editor they opened rather than on the vanished list button.
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Edit page">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading page…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {changedElsewhere && (
        <div role="alert" className="panel-notice">
          <p>This page was changed in another window.</p>
          <button type="button" onClick={reload}>
            Reload
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <PageForm
          key={`${state.data.layout?.id}:${state.data.layout?.version}`}
          detail={state.data}
          permissions={permissions}
          onSaved={onSaved}
          onReload={retry}
        />
      )}
      {state.status === 'ready' && state.data.layout && (
        <RevisionList
          key={state.data.layout.version}
          layoutId={state.data.layout.id}
          layoutVersion={state.data.layout.version}
          pagePath={state.data.page.fullUrl}
          onPreview={onShowInFrame}
          onRestored={() => {
            events.announce({ kind: 'saved', pageId });
            retry();
          }}
        />
      )}
      {state.status === 'ready' && <PageSettings pageId={pageId} />}
    </PanelScreen>
  );
}
