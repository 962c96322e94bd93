import type { Permission } from '@tessera/core';
import type { PageSummary } from '@tessera/site/config-api.ts';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { CanvasTab } from '../canvas/PageCanvas.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { PageForm } from './PageForm.tsx';
import { fetchPage } from './pages-api.ts';

// Puck, TipTap and the block renderers load only when a page is opened for editing.
const PageCanvas = lazy(() => import('../canvas/PageCanvas.tsx'));

interface PageEditorProps {
  pageId: string;
  permissions: readonly Permission[];
  onBack: () => void;
  /** Something was saved (and so published): the list and the frame follow. */
  onSaved: (page: PageSummary) => void;
  /** More tabs beside the canvas and the page settings (revisions, review) */
  tabs?: CanvasTab[];
}

/** Opens a page: its canvas over the workspace (a page without a layout: its settings in the panel). */
export function PageEditor({ pageId, permissions, onBack, onSaved, tabs }: PageEditorProps) {
  const fetcher = useCallback(() => fetchPage(pageId), [pageId]);
  const { state, retry } = useRemoteData(fetcher);
  const layout = state.status === 'ready' ? state.data.layout : undefined;

  if (state.status === 'ready' && layout === null)
    return (
      <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Edit page">
        <p className="panel-note">This page has no content blocks.</p>
        <PageForm detail={state.data} permissions={permissions} onSaved={onSaved} onReload={retry} />
      </PanelScreen>
    );

  return (
    <CanvasScreen>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading page…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && layout && (
        <Suspense
          fallback={
            <p role="status" className="panel-note">
              Loading the editor…
            </p>
          }
        >
          <PageCanvas
            // A reload (after a conflict) starts the canvas afresh from the server's copy.
            key={`${layout.id}:${layout.version}`}
            detail={{ ...state.data, layout }}
            permissions={permissions}
            onBack={onBack}
            onPageChanged={onSaved}
            onReload={retry}
            tabs={tabs}
            renderSettings={(beforeSave) => (
              <PageForm
                detail={state.data}
                permissions={permissions}
                onSaved={onSaved}
                onReload={retry}
                beforeSave={beforeSave}
              />
            )}
          />
        </Suspense>
      )}
    </CanvasScreen>
  );
}

/**
 * The canvas takes the whole space under the top bar, over the panel and the site frame, which
 * meanwhile take no focus or clicks (inert).
 */
function CanvasScreen({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    const covered = document.querySelector('.workspace-body');
    covered?.setAttribute('inert', '');
    return () => covered?.removeAttribute('inert');
  }, []);
  return createPortal(
    // biome-ignore lint/a11y/useSemanticElements: a named region landmark; <section> would need a heading for its name
    <div className="canvas-screen" role="region" aria-label="Page editor">
      {children}
    </div>,
    document.body,
  );
}
