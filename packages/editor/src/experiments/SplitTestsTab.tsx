// The page editor's Split tests tab: split one of the page's sections into variant A (as it is) and
// variant B (a copy after it, changed in the canvas like any section), and the page's tests with
// their results and moves (ExperimentsPanel).
import { Permission } from '@tessera/core';
import type { Section } from '@tessera/site';
import { call } from '@tessera/site/api/call.ts';
import { useCallback, useState } from 'react';
import type { CanvasTab } from '../canvas/PageCanvas.tsx';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { ExperimentsPanel } from './ExperimentsPanel.tsx';

export const UNSAVED_MESSAGE = 'Your latest changes could not be saved, so nothing was split. Try again.';

interface SplitTestsTabProps {
  pageId: string;
  layoutId: string;
  permissions: readonly Permission[];
  /** Saves what the editor holds and answers the layout's version (null when it could not be saved) */
  saveDraft: () => Promise<number | null>;
  /** The layout's draft changed here (a split, a winner): the editor reloads it */
  onLayoutChanged: () => void;
}

/** How a section is named in the list: its place and its first words. */
export function sectionLabel(section: Section, index: number): string {
  const first = section.blocks.find((block) => typeof block.data.text === 'string');
  const words = typeof first?.data.text === 'string' ? `: ${first.data.text.slice(0, 60)}` : '';
  return `Section ${index + 1}${words}`;
}

function SplitForm({
  pageId,
  layoutId,
  saveDraft,
  onSplit,
}: {
  pageId: string;
  layoutId: string;
  saveDraft: () => Promise<number | null>;
  onSplit: () => void;
}) {
  const fetcher = useCallback(
    () => call('GET /api/config/pages/:id', { params: { id: pageId }, silent: true }),
    [pageId],
  );
  const { state, retry } = useRemoteData(fetcher);
  const [sectionId, setSectionId] = useState('');
  const [name, setName] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (state.status === 'loading')
    return (
      <p role="status" className="panel-note">
        Loading sections…
      </p>
    );
  if (state.status === 'failed') return <LoadFailure message={state.message} onRetry={retry} />;
  const sections = (state.data.layout?.sections ?? []).map((section, index) => ({ section, index }));
  const splittable = sections.filter(({ section }) => !section.split);
  const chosen = sectionId || splittable[0]?.section.id || '';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setWorking(true);
    setError(null);
    try {
      const version = await saveDraft();
      if (version === null) {
        setError(UNSAVED_MESSAGE);
        return;
      }
      await call('POST /api/config/experiments', {
        body: { layoutId, version, sectionId: chosen, name: name.trim() },
        silent: true,
      });
      onSplit();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setWorking(false);
    }
  }

  return (
    <form className="split-form" onSubmit={submit} aria-labelledby="split-heading">
      <h3 id="split-heading" className="form-section-heading">
        Split a section
      </h3>
      <p className="panel-note" id="split-help">
        Half of your visitors will see the section as it is (variant A), the other half a copy you change
        (variant B, placed after it in the canvas). Publish the page, then start the test.
      </p>
      <div className="field">
        <label htmlFor="split-section">Section to split</label>
        <select id="split-section" value={chosen} onChange={(e) => setSectionId(e.target.value)}>
          {splittable.map(({ section, index }) => (
            <option key={section.id} value={section.id}>
              {sectionLabel(section, index)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="split-name">Name of the test</label>
        <input
          id="split-name"
          required
          maxLength={100}
          aria-describedby="split-help"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div>
        <button type="submit" disabled={working || chosen === ''}>
          {working ? 'Splitting…' : 'Split section'}
        </button>
      </div>
      <p role="alert" className="field-error">
        {error}
      </p>
    </form>
  );
}

export function SplitTestsTab({
  pageId,
  layoutId,
  permissions,
  saveDraft,
  onLayoutChanged,
}: SplitTestsTabProps) {
  return (
    <div className="split-tests-tab">
      {permissions.includes(Permission.content) && (
        <SplitForm pageId={pageId} layoutId={layoutId} saveDraft={saveDraft} onSplit={onLayoutChanged} />
      )}
      <ExperimentsPanel
        layoutId={layoutId}
        canSeeResults={permissions.includes(Permission.activity)}
        canManage={permissions.includes(Permission.publish)}
        onEnded={onLayoutChanged}
      />
    </div>
  );
}

/** The Split tests tab of a page's canvas. */
export function splitTestsTab(props: SplitTestsTabProps): CanvasTab {
  // Fresh: the sections and results are read again each time the tab is opened.
  return { id: 'split-tests', label: 'Split tests', content: <SplitTestsTab {...props} />, fresh: true };
}
