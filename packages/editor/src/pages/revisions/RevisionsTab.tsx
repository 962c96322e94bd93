import type { Layout } from '@tessera/site/api/routes.gen.ts';
import { useState } from 'react';
import type { CanvasTab } from '../../canvas/PageCanvas.tsx';
import { RevisionList } from './RevisionList.tsx';

interface RevisionsTabProps {
  layoutId: string;
  pagePath: string;
  saveDraft: () => Promise<number | null>;
  onRestored: (layout: Layout) => void;
}

/**
 * The editor's Revisions tab: the page's publications beside a preview of the one chosen, shown as
 * visitors saw it (the server shows `?revision=` only to contributors who may preview).
 */
export function RevisionsTab({ layoutId, pagePath, saveDraft, onRestored }: RevisionsTabProps) {
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <div className="revisions-tab">
      <RevisionList
        layoutId={layoutId}
        pagePath={pagePath}
        saveDraft={saveDraft}
        onPreview={setPreview}
        onRestored={onRestored}
      />
      {preview === null ? (
        <p className="panel-note revision-preview-empty">
          Choose Preview to see a revision as visitors saw it.
        </p>
      ) : (
        <iframe
          className="revision-preview"
          title="Revision preview"
          src={preview}
          sandbox="allow-same-origin allow-scripts"
        />
      )}
    </div>
  );
}

/** The Revisions tab of the canvas, for a page or a post. */
export function revisionsTab(props: RevisionsTabProps): CanvasTab {
  // Fresh: a publication made meanwhile is listed the next time the tab is opened.
  return { id: 'revisions', label: 'Revisions', content: <RevisionsTab {...props} />, fresh: true };
}
