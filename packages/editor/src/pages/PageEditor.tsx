import type { PageSummary } from '@tessera/site/config-api.ts';
import { useCallback, useEffect, useRef } from 'react';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { PageForm } from './PageForm.tsx';
import { fetchPage } from './pages-api.ts';

interface PageEditorProps {
  pageId: string;
  onBack: () => void;
  /** Something was saved (and so published): the list and the frame follow. */
  onSaved: (page: PageSummary) => void;
}

export function PageEditor({ pageId, onBack, onSaved }: PageEditorProps) {
  const fetcher = useCallback(() => fetchPage(pageId), [pageId]);
  const { state, retry } = useRemoteData(fetcher);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keyboard users land on the editor they opened rather than on the vanished list button.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="panel-section" aria-labelledby="page-editor-heading">
      <button type="button" className="link-button" onClick={onBack}>
        ← Back to pages
      </button>
      <h2 className="panel-heading" id="page-editor-heading" tabIndex={-1} ref={headingRef}>
        Edit page
      </h2>
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
          onSaved={onSaved}
          onReload={retry}
        />
      )}
    </section>
  );
}
