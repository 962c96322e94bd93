import type { Permission } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { PageSummary } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useState } from 'react';
import { CanvasOverlay } from '../canvas/CanvasOverlay.tsx';
import { LazyCanvas } from '../canvas/LazyCanvas.tsx';
import { useMovedDetail } from '../canvas/use-moved-detail.ts';
import { contentFailureMessage } from '../errors.ts';
import { splitTestsTab } from '../experiments/SplitTestsTab.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { type EditorEvent, useEditorEvent, useEditorEvents } from '../workspace/editor-events.tsx';
import { PageForm } from './PageForm.tsx';
import { PageSettings } from './panel/PageSettings.tsx';
import { revisionsTab } from './revisions/RevisionsTab.tsx';

interface PageEditorProps {
  pageId: string;
  permissions: readonly Permission[];
  onBack: () => void;
  /** Something was saved (and so published): the list and the frame follow. */
  onSaved: (page: PageSummary) => void;
}

/** Opens a page: its canvas over the workspace (a page without a layout: its settings in the panel). */
/** The page with its layout, as the editor opens it. */
function fetchPage(pageId: string) {
  return call('GET /api/config/pages/:id', { params: { id: pageId }, silent: true });
}

export function PageEditor({ pageId, permissions, onBack, onSaved }: PageEditorProps) {
  const fetcher = useCallback(() => fetchPage(pageId), [pageId]);
  const { state, retry } = useRemoteData(fetcher, contentFailureMessage);
  const settings = useMovedDetail(state.status === 'ready' ? state.data : undefined);
  const layout = state.status === 'ready' ? state.data.layout : undefined;
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

  if (state.status === 'ready' && layout === null)
    return (
      <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Edit page">
        <p className="panel-note">This page has no content blocks.</p>
        <PageForm detail={state.data} permissions={permissions} onSaved={onSaved} onReload={retry} />
        <PageSettings pageId={pageId} />
      </PanelScreen>
    );

  return (
    <CanvasOverlay>
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
      {state.status === 'ready' && layout && (
        <LazyCanvas
          // A reload (after a conflict) starts the canvas afresh from the server's copy.
          key={`${layout.id}:${layout.version}`}
          document={state.data.page}
          layout={layout}
          kind="page"
          permissions={permissions}
          move={async (to) => {
            onSaved(
              (
                await call('PUT /api/config/pages/:id', {
                  params: { id: pageId },
                  body: { publicationState: to },
                  silent: true,
                })
              ).page,
            );
            const fresh = await fetchPage(pageId);
            settings.afterMove(fresh);
            return { document: fresh.page, layout: fresh.layout };
          }}
          onBack={onBack}
          onReload={retry}
          tabs={(saveDraft) => [
            revisionsTab({
              layoutId: layout.id,
              pagePath: state.data.page.fullUrl,
              saveDraft,
              onRestored: () => {
                events.announce({ kind: 'saved', pageId });
                retry();
              },
            }),
            splitTestsTab({
              pageId,
              layoutId: layout.id,
              permissions,
              saveDraft,
              onLayoutChanged: () => {
                events.announce({ kind: 'saved', pageId });
                retry();
              },
            }),
          ]}
          renderSettings={(beforeSave) => (
            <>
              <PageForm
                key={settings.formKey}
                detail={settings.detail ?? state.data}
                permissions={permissions}
                onSaved={onSaved}
                onReload={retry}
                beforeSave={beforeSave}
              />
              <PageSettings pageId={pageId} />
            </>
          )}
        />
      )}
    </CanvasOverlay>
  );
}
