// The page canvas: Puck fed from the block registry, saving the layout's draft as the owner works
// (autosave.ts), publishing (or submitting for review) from its header, with the page's settings
// and any further tabs beside it. Loaded only when a page is opened for editing.
import { type Overrides, Puck, useGetPuck } from '@puckeditor/core';
import puckStylesheet from '@puckeditor/core/no-external.css?url';
import { ItemPublicationState, type Permission, publicationMovesFor } from '@tessera/core';
import type { Section } from '@tessera/site';
import { call } from '@tessera/site/api/call.ts';
import type { Layout } from '@tessera/site/api/routes.gen.ts';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { isPanelToggleKey } from '../frame/panel-key.ts';
import { AnnounceChecksWith } from '../pages/fields/check-announcer.tsx';
import { SiteImagesProvider } from '../pages/fields/site-images.tsx';
import { Busy } from '../ui/use-busy.ts';
import { useLatest } from '../ui/use-latest.ts';
import { usePagesShown } from '../workspace/pages-shown.ts';
import { describeAction } from './announce.ts';
import { Autosave, type SaveState } from './autosave.ts';
import { BlockTools, runCommand } from './BlockTools.tsx';
import { CanvasFrame, CanvasSectionsContext } from './CanvasFrame.tsx';
import { DEVICE_VIEWS, INITIAL_UI, PUCK_VIEWPORTS } from './devices.ts';
import { CanvasDropContext, CanvasDropUploads } from './drop-uploads.tsx';
import { Guide, useGuide } from './Guide.tsx';
import { CanvasHistory, changeGroup, type HistoryKey, historyKey, mergeGroups } from './history.ts';
import { focusedInlineEditor, InlineEditorsContext, type InlineEditorsState } from './InlineEditor.tsx';
import { errorsByItem } from './item-errors.ts';
import { commandForKey } from './keyboard.ts';
import { ItemErrorsContext, puckConfig, richTextPanel } from './puck-config.tsx';
import { type CanvasData, sectionsFromPuck, toPuckData } from './puck-data.ts';

export interface CanvasTab {
  id: string;
  label: string;
  content: ReactNode;
  /** Mounted only while shown, so it reads the server afresh each time it is opened */
  fresh?: boolean;
}

/** What the canvas edits the layout of: a page, or a blog post. */
export interface CanvasDocument {
  title: string;
  publicationState: number;
  /** core's pageStateLabel */
  publicationLabel: string;
}

export interface PageCanvasProps {
  document: CanvasDocument;
  layout: Layout;
  /** 'page' or 'post': the words of the back button and the settings tab */
  kind: 'page' | 'post';
  permissions: readonly Permission[];
  /**
   * Moves the document's publication (Publish, Submit for review) and answers it as it now is, with
   * its layout; the list and the frame follow it there.
   */
  move: (to: ItemPublicationState) => Promise<{ document: CanvasDocument; layout: Layout | null }>;
  /** Back to the list (after saving what waits, or the owner's word to leave without it) */
  onBack: () => void;
  /** Reads the document again, dropping what is here (after a conflict, on the owner's word) */
  onReload: () => void;
  /** The settings tab; `beforeSave` saves the canvas's draft first */
  renderSettings: (beforeSave: () => Promise<boolean>) => ReactNode;
  /**
   * More tabs beside the canvas and the settings (revisions); `saveDraft` saves what waits first and
   * answers the layout's version on the server, or null when it could not be saved.
   */
  tabs?: (saveDraft: () => Promise<number | null>) => CanvasTab[];
}

const STATUS_WORDS: Record<SaveState['status'], string> = {
  saved: 'Saved',
  unsaved: 'Saving…',
  saving: 'Saving…',
  failed: 'Unable to save',
  conflict: 'Unable to save',
};

/** How long an undo in text written in place waits for its last keystrokes (see `travel`). */
const INLINE_SETTLE_MS = 300;

export const CONFLICT_MESSAGE = 'This page was changed elsewhere. Reload to see the latest version.';

/** What the header's main button does for this account and page: a move to Available, or to review. */
export function publishAction(state: number, permissions: readonly Permission[]) {
  const moves = publicationMovesFor(state, permissions);
  const publish = moves.find((move) => move.to === ItemPublicationState.published);
  if (publish)
    return {
      to: ItemPublicationState.published,
      label: state === ItemPublicationState.published ? 'Publish changes' : 'Publish',
    };
  if (moves.some((move) => move.to === ItemPublicationState.needsReview))
    return { to: ItemPublicationState.needsReview, label: 'Submit for review' };
  return null;
}

/**
 * Puck's stylesheet, as a file: Puck would otherwise inject it as an inline <style>, which the
 * config area's Content-Security-Policy refuses. Puck skips that once it finds the file applied.
 */
function usePuckStylesheet(): boolean {
  const [loaded, setLoaded] = useState(() =>
    Boolean(document.querySelector(`link[href="${puckStylesheet}"]`)?.getAttribute('data-loaded')),
  );
  useEffect(() => {
    if (loaded) return;
    let link = document.querySelector<HTMLLinkElement>(`link[href="${puckStylesheet}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = puckStylesheet;
      document.head.append(link);
    }
    const done = () => {
      link?.setAttribute('data-loaded', '1');
      setLoaded(true);
    };
    link.addEventListener('load', done);
    link.addEventListener('error', done);
    return () => {
      link?.removeEventListener('load', done);
      link?.removeEventListener('error', done);
    };
  }, [loaded]);
  return loaded;
}

// Stable, so Puck never remounts its panels or frame (and a field being typed in) on a render.
const OVERRIDES: Partial<Overrides> = {
  header: () => <></>,
  fields: ({ children }) => (
    <>
      <BlockTools />
      {children}
    </>
  ),
  fieldTypes: { richtext: richTextPanel },
  iframe: ({ children, document }) => (
    <CanvasFrame document={document} puckStylesheet={puckStylesheet}>
      {children}
    </CanvasFrame>
  ),
};

export default function PageCanvas(props: PageCanvasProps) {
  const stylesLoaded = usePuckStylesheet();
  if (!stylesLoaded)
    return (
      <p role="status" className="panel-note">
        Loading the editor…
        <Busy />
      </p>
    );
  return <Canvas {...props} />;
}

function Canvas(props: PageCanvasProps) {
  const { layout, onReload } = props;
  const initialData = useMemo(() => toPuckData(layout.sections), [layout.sections]);
  const [sections, setSections] = useState<Section[]>(layout.sections);
  const [saveState, setSaveState] = useState<SaveState>({ status: 'saved' });
  const [announcement, setAnnouncement] = useState('');
  const [inlineEditors, setInlineEditors] = useState<InlineEditorsState>({ generation: 0, refocus: null });
  // Whether the server holds a draft visitors do not see yet (what Publish changes has to publish),
  // as of the latest save: read by Publish right after it saved what waited, so a ref (the state of
  // that render would be stale).
  const hasDraftNow = useRef(layout.hasDraft);
  const lastSaved = useRef(JSON.stringify(layout.sections));
  // The group (history.ts) of the actions since the last change, which the change then joins.
  const pendingGroup = useRef<string | null | undefined>(undefined);
  const history = useMemo(
    () => new CanvasHistory<CanvasData>({ state: initialData, key: JSON.stringify(layout.sections) }),
    [initialData, layout.sections],
  );
  const dropTarget = useRef<((files: File[]) => void) | null>(null);
  const autosave = useMemo(
    () =>
      new Autosave({
        layoutId: layout.id,
        version: layout.version,
        save: async (id, save) =>
          (await call('PUT /api/config/layouts/:id', { params: { id }, body: save, silent: true })).layout,
        onState: setSaveState,
        onSaved: (layout) => {
          hasDraftNow.current = layout.hasDraft;
        },
      }),
    [layout.id, layout.version],
  );
  useEffect(() => () => autosave.dispose(), [autosave]);

  // Leaving the page with changes not on the server: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!autosave.unsaved) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [autosave]);

  function handleChange(data: CanvasData) {
    const next = sectionsFromPuck(data);
    const json = JSON.stringify(next);
    history.record({ state: data, key: json }, pendingGroup.current ?? null);
    pendingGroup.current = undefined;
    setSections(next);
    if (json === lastSaved.current) return;
    lastSaved.current = json;
    autosave.change(next);
  }

  const itemErrors = useMemo(
    () => (saveState.status === 'failed' ? errorsByItem(saveState.sections, saveState.fields) : {}),
    [saveState],
  );

  return (
    <SiteImagesProvider>
      <CanvasDropContext.Provider value={dropTarget}>
        <CanvasSectionsContext.Provider value={sections}>
          <ItemErrorsContext.Provider value={itemErrors}>
            <InlineEditorsContext.Provider value={inlineEditors}>
              {/* A field's check message (a video address it cannot embed) is said as it appears. */}
              <AnnounceChecksWith announce={setAnnouncement}>
                <Puck
                  config={puckConfig}
                  data={initialData}
                  onChange={(data) => handleChange(data as CanvasData)}
                  onAction={(action, state, previous) => {
                    pendingGroup.current = mergeGroups(pendingGroup.current, changeGroup(action));
                    const words = describeAction(
                      action,
                      state.data as CanvasData,
                      previous.data as CanvasData,
                    );
                    if (words) setAnnouncement(words);
                  }}
                  viewports={PUCK_VIEWPORTS}
                  ui={INITIAL_UI}
                  height="100%"
                  iframe={{ enabled: true, syncHostStyles: false }}
                  overrides={OVERRIDES}
                >
                  <CanvasScreen
                    {...props}
                    autosave={autosave}
                    history={history}
                    announce={setAnnouncement}
                    restartInlineEditors={(refocus) =>
                      setInlineEditors((current) => ({ generation: current.generation + 1, refocus }))
                    }
                    saveState={saveState}
                    onReload={onReload}
                    hasDraftNow={() => hasDraftNow.current}
                    setHasDraft={(value) => {
                      hasDraftNow.current = value;
                    }}
                  />
                </Puck>
              </AnnounceChecksWith>
            </InlineEditorsContext.Provider>
            <p className="visually-hidden canvas-announcer" aria-live="polite">
              {announcement}
            </p>
          </ItemErrorsContext.Provider>
        </CanvasSectionsContext.Provider>
      </CanvasDropContext.Provider>
    </SiteImagesProvider>
  );
}

interface CanvasScreenProps extends PageCanvasProps {
  autosave: Autosave;
  history: CanvasHistory<CanvasData>;
  announce: (words: string) => void;
  /** After an undo or redo (InlineEditor.tsx), giving the focus back to the block named */
  restartInlineEditors: (refocus: string | null) => void;
  saveState: SaveState;
  /** Whether there is a draft as of the latest save (Publish asks after saving what waited) */
  hasDraftNow: () => boolean;
  setHasDraft: (hasDraft: boolean) => void;
}

/** Inside Puck: the header, the tabs, and Puck's own layout as the canvas tab. */
function CanvasScreen({
  document: initialDocument,
  kind,
  permissions,
  move,
  onBack,
  onReload,
  renderSettings,
  tabs = () => [],
  autosave,
  history,
  announce,
  restartInlineEditors,
  saveState,
  hasDraftNow,
  setHasDraft,
}: CanvasScreenProps) {
  const id = useId();
  const getPuck = useGetPuck();
  const [tab, setTab] = useState('canvas');
  const [page, setPage] = useState(initialDocument);
  const [device, setDevice] = useState<string>('desktop');
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState('');
  const guide = useGuide();
  const action = publishAction(page.publicationState, permissions);

  function showDevice(deviceId: string) {
    const view = DEVICE_VIEWS.find((d) => d.id === deviceId);
    if (!view) return;
    setDevice(deviceId);
    const { ui } = getPuck().appState;
    getPuck().dispatch({
      type: 'setUi',
      ui: { viewports: { ...ui.viewports, current: { width: view.width, height: view.height } } },
    });
  }

  // Escape (spec section 2) closes the guide, else shows or hides the canvas's side panels; it never
  // reaches the workspace's panel toggle meanwhile. Alt+↑/↓ and Ctrl+D arrange the selected item.
  async function travel(direction: HistoryKey) {
    const frame = document.querySelector<HTMLIFrameElement>('.canvas-screen iframe');
    const refocus = focusedInlineEditor(frame?.contentDocument);
    // Text typed in place reaches the page a moment late (Puck's editor sends it at most every
    // 200 ms): the last keystrokes are let in first, so the undo starts from what the owner sees.
    if (refocus) await new Promise((resolve) => setTimeout(resolve, INLINE_SETTLE_MS));
    const state = direction === 'undo' ? history.undo() : history.redo();
    if (!state) return;
    getPuck().dispatch({ type: 'setData', data: state });
    restartInlineEditors(refocus);
    announce(direction === 'undo' ? 'Change undone' : 'Change redone');
  }

  const pagesShown = usePagesShown();
  const handleKey = useLatest((event: KeyboardEvent) => {
    // Another screen is open over the (hidden) canvas: its keys are that screen's.
    if (!pagesShown) return;
    // Undo and redo are ours (history.ts) on the canvas tab, wherever the focus is on it, a field of
    // the side panel included: Puck's own never sees the keys.
    const direction = tab === 'canvas' ? historyKey(event) : null;
    if (direction) {
      event.preventDefault();
      event.stopPropagation();
      void travel(direction);
      return;
    }
    if (event.key === 'Escape' && guide.open) {
      event.preventDefault();
      guide.close();
      return;
    }
    if (isPanelToggleKey(event) && tab === 'canvas') {
      event.preventDefault();
      const { ui } = getPuck().appState;
      const visible = !(ui.leftSideBarVisible || ui.rightSideBarVisible);
      getPuck().dispatch({
        type: 'setUi',
        ui: { leftSideBarVisible: visible, rightSideBarVisible: visible },
      });
      return;
    }
    const command = tab === 'canvas' ? commandForKey(event) : null;
    if (command && runCommand(getPuck, command)) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey.current(event);
    window.addEventListener('keydown', listener, true);
    // Puck's frame keeps its own key presses: they are listened to once it is there.
    const frame = document.querySelector<HTMLIFrameElement>('.canvas-screen iframe');
    let frameWindow: Window | null = null;
    const attach = () => {
      frameWindow?.removeEventListener('keydown', listener, true);
      frameWindow = frame?.contentWindow ?? null;
      frameWindow?.addEventListener('keydown', listener, true);
    };
    const timer = setInterval(() => {
      const current =
        document.querySelector<HTMLIFrameElement>('.canvas-screen iframe')?.contentWindow ?? null;
      if (current !== frameWindow) attach();
    }, 500);
    attach();
    return () => {
      clearInterval(timer);
      window.removeEventListener('keydown', listener, true);
      frameWindow?.removeEventListener('keydown', listener, true);
    };
  }, [handleKey]);

  usePuckLabels();

  async function back() {
    if (autosave.unsaved && !(await autosave.flush())) {
      if (!window.confirm('Your latest changes are not saved. Leave this page anyway?')) return;
    }
    onBack();
  }

  async function publish() {
    if (!action) return;
    setNotice('');
    setPublishing(true);
    try {
      if (!(await autosave.flush())) return;
      if (
        action.to === page.publicationState &&
        !hasDraftNow() &&
        page.publicationState === ItemPublicationState.published
      ) {
        setNotice('No changes to publish.');
        return;
      }
      const fresh = await move(action.to);
      if (fresh.layout) {
        autosave.rebase(fresh.layout.version);
        setHasDraft(fresh.layout.hasDraft);
      }
      setPage(fresh.document);
      setNotice(action.to === ItemPublicationState.published ? 'Published' : 'Submitted for review');
    } catch (error) {
      setNotice(failureMessage(error));
    } finally {
      setPublishing(false);
    }
  }

  const allTabs: CanvasTab[] = [
    { id: 'canvas', label: 'Canvas', content: null },
    {
      id: 'settings',
      label: kind === 'page' ? 'Page settings' : 'Post settings',
      content: renderSettings(() => autosave.flush()),
    },
    ...tabs(async () => ((await autosave.flush()) ? autosave.serverVersion : null)),
  ];

  return (
    <div className="canvas-layout">
      {/* Not a <header>: inside the editor's region it would be a banner landmark that is not top level */}
      <div className="canvas-header">
        <button type="button" className="link-button" onClick={back}>
          {kind === 'page' ? '← Back to pages' : '← Back to posts'}
        </button>
        <h2 className="canvas-title">
          {page.title} <span className="canvas-state">{page.publicationLabel}</span>
        </h2>
        <div className="canvas-tabs" role="tablist" aria-label="Page editor">
          {allTabs.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`${id}-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`${id}-panel-${t.id}`}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons */}
        <div className="canvas-devices" role="group" aria-label="Device view">
          {DEVICE_VIEWS.map((view) => (
            <button
              key={view.id}
              type="button"
              aria-pressed={device === view.id}
              onClick={() => showDevice(view.id)}
            >
              {view.label}
            </button>
          ))}
        </div>
        <SaveStatus state={saveState} onRetry={() => void autosave.flush()} />
        <button type="button" onClick={guide.show}>
          Help
        </button>
        {action && (
          <button type="button" className="primary" disabled={publishing} onClick={publish}>
            {publishing ? `${action.label}…` : action.label}
          </button>
        )}
        <p className="canvas-notice" role="status">
          {notice}
        </p>
      </div>
      {saveState.status === 'conflict' && (
        <div className="form-alert canvas-conflict" role="alert">
          <p>{CONFLICT_MESSAGE}</p>
          <button type="button" onClick={onReload}>
            Reload
          </button>
        </div>
      )}
      <CanvasDropUploads getPuck={getPuck} />
      {allTabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${id}-panel-${t.id}`}
          aria-labelledby={`${id}-tab-${t.id}`}
          className={t.id === 'canvas' ? 'canvas-body' : 'canvas-pane'}
          hidden={tab !== t.id}
        >
          {t.id === 'canvas' ? <Puck.Layout /> : t.fresh && tab !== t.id ? null : t.content}
        </div>
      ))}
      {guide.open && <Guide onClose={guide.close} />}
    </div>
  );
}

/** Puck's narrow-screen tabs (Blocks, Outline, Fields): a div with a click handler each. */
const PUCK_NAV_ITEM = '[class*="_NavItem-link_"]';

/**
 * Roles for the controls of Puck's own markup that lack one: the loading spinner (an aria-label on a
 * span with no role), and the tabs Puck shows below the canvas on a phone, which are divs a mouse can
 * click but a keyboard cannot reach: each is made a button (focusable, pressed when its panel shows)
 * that Enter and Space click. Puck renders them anew now and then, so they are mended whenever the
 * canvas's markup changes. (Puck's zoom select, which had no name, is hidden with its viewport
 * controls.)
 */
function usePuckLabels() {
  useEffect(() => {
    const root = document.querySelector('.canvas-screen');
    if (!root) return;
    const label = () => {
      for (const loader of root.querySelectorAll('[class*="_Loader_"][aria-label]:not([role])'))
        loader.setAttribute('role', 'img');
      for (const item of root.querySelectorAll(PUCK_NAV_ITEM)) {
        if (item.getAttribute('role') !== 'button') item.setAttribute('role', 'button');
        if (item.getAttribute('tabindex') !== '0') item.setAttribute('tabindex', '0');
        const pressed = String(Boolean(item.parentElement?.className.includes('_NavItem--active_')));
        if (item.getAttribute('aria-pressed') !== pressed) item.setAttribute('aria-pressed', pressed);
      }
    };
    const press = (event: Event) => {
      const { key, target } = event as KeyboardEvent;
      if ((key !== 'Enter' && key !== ' ') || !(target instanceof HTMLElement)) return;
      if (!target.matches(PUCK_NAV_ITEM)) return;
      event.preventDefault();
      target.click();
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    root.addEventListener('keydown', press);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', press);
    };
  }, []);
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <div className="save-status" role="status">
      {STATUS_WORDS[state.status]}
      {state.status === 'failed' && (
        <>
          {': '}
          {state.message}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            Try again
          </button>
        </>
      )}
    </div>
  );
}
