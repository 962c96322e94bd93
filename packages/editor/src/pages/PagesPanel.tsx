import { ItemPublicationState, type Permission } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { PageSummary } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useState } from 'react';
import { BlogPanel } from '../blog/BlogPanel.tsx';
import { fetchFormsOnPages } from '../forms/forms-api.ts';
import type { FrameLocation } from '../frame/frame-location.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { useEditorTracker } from '../workspace/editor-analytics.tsx';
import { type EditorEvent, useEditorEvent, useEditorEvents } from '../workspace/editor-events.tsx';
import { findFramedPage } from './matching-page.ts';
import { PageEditor } from './PageEditor.tsx';
import { PageList } from './PageList.tsx';
import { PagesPanelScreens, PagesToolbar, type PanelScreenState } from './panel/PanelScreens.tsx';

interface PagesPanelProps {
  /** Where the frame is, to highlight that page. */
  frameLocation: FrameLocation;
  /** Loads `url` in the frame, again if it is already there. */
  onShowInFrame: (url: string) => void;
  /** What the account may do: which publication moves the editor offers */
  permissions: readonly Permission[];
}

/** The site's pages, in the panel's order. */
export async function fetchPages() {
  return (await call('GET /api/config/pages', { silent: true })).pages;
}

export function PagesPanel({ frameLocation, onShowInFrame, permissions }: PagesPanelProps) {
  const { state, retry, setState } = useRemoteData(fetchPages);
  // The counts are an aside: while they load, or if they cannot, the list shows without them.
  const formCounts = useRemoteData(fetchFormsOnPages);
  const [openPageId, setOpenPageId] = useState<string | null>(null);
  const [closedPageId, setClosedPageId] = useState<string | null>(null);
  const events = useEditorEvents();
  const tracker = useEditorTracker();

  // Another of the owner's windows saved: the list follows quietly, the frame too once visitors see it.
  const framePath = frameLocation.path;
  const otherWindowChange = useCallback(
    (event: EditorEvent) => {
      fetchPages().then(
        (pages) => setState({ status: 'ready', data: pages }),
        () => {},
      );
      if (event.kind === 'published') onShowInFrame(framePath);
    },
    [setState, onShowInFrame, framePath],
  );
  useEditorEvent(otherWindowChange);
  // A blog's row opens its posts rather than the page editor.
  const [openBlog, setOpenBlog] = useState<PageSummary | null>(null);
  const [screen, setScreen] = useState<PanelScreenState | null>(null);

  function openPage(page: PageSummary) {
    // A blog opens its posts (a collection); any other page opens its sections on the canvas.
    const blog = page.type === 'blog';
    tracker.track({
      action: 'opened',
      area: blog ? 'collection-editor' : 'section-editor',
      page: 'pages',
      objectType: blog ? 'collection' : 'page',
      objectId: page.id,
      objectDisplayName: page.title,
    });
    if (blog) setOpenBlog(page);
    else setOpenPageId(page.id);
    onShowInFrame(page.fullUrl);
  }

  function closePage() {
    setClosedPageId(openPageId);
    setOpenPageId(null);
  }

  function handleSaved(saved: PageSummary) {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, data: current.data.map((page) => (page.id === saved.id ? saved : page)) }
        : current,
    );
    onShowInFrame(saved.fullUrl);
    const kind = saved.publicationState === ItemPublicationState.published ? 'published' : 'saved';
    events.announce({ kind, pageId: saved.id });
    tracker.track({
      action: kind,
      area: 'section-editor',
      page: 'pages',
      objectType: 'page',
      objectId: saved.id,
      objectDisplayName: saved.title,
    });
  }

  if (openBlog !== null) {
    return (
      <BlogPanel
        key={openBlog.id}
        blogId={openBlog.id}
        blogTitle={openBlog.title}
        permissions={permissions}
        onBack={() => {
          setClosedPageId(openBlog.id);
          setOpenBlog(null);
        }}
        onShowInFrame={onShowInFrame}
      />
    );
  }
  if (openPageId === null && screen !== null) {
    return (
      <PagesPanelScreens
        screen={screen}
        permissions={permissions}
        onOpen={setScreen}
        onEdit={(page) => {
          setScreen(null);
          openPage(page);
        }}
        onChanged={retry}
      />
    );
  }
  if (openPageId !== null) {
    return (
      <PageEditor
        key={openPageId}
        pageId={openPageId}
        permissions={permissions}
        onBack={closePage}
        onSaved={handleSaved}
      />
    );
  }
  return (
    <nav aria-label="Pages" className="panel-section">
      <h2 className="panel-heading">Pages</h2>
      <PagesToolbar onOpen={setScreen} />
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading pages…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <PageList
          pages={state.data.filter((page) => page.publicationState !== ItemPublicationState.deleted)}
          currentPageId={findFramedPage(state.data, frameLocation)?.id}
          returnFocusToId={closedPageId}
          onOpen={openPage}
          onSettings={(page) => setScreen({ kind: 'page', page })}
          formsOnPages={formCounts.state.status === 'ready' ? formCounts.state.data : []}
        />
      )}
    </nav>
  );
}
