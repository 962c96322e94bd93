import {
  configAddressOfPath,
  type EditorProductArea,
  Permission,
  type PlatformVersion,
  TESSERA_PLATFORM_VERSION,
} from '@tessera/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Account, ConfigWebsite } from '../context.ts';
import { EditorFrame, type FrameRequest } from '../frame/EditorFrame.tsx';
import { FirstVisitSwitch } from '../frame/FirstVisitSwitch.tsx';
import type { FrameLocation } from '../frame/frame-location.ts';
import { addressWithFrameUrl } from '../frame/frame-url.ts';
import { isPanelToggleKey } from '../frame/panel-key.ts';
import { useWindowKeyDown } from '../frame/use-window-key-down.ts';
import { PagesPanel } from '../pages/PagesPanel.tsx';
import { ToastProvider } from '../ui/toasts.tsx';
import { useLatest } from '../ui/use-latest.ts';
import { EditorAnalyticsProvider, useNewEditorTracker } from './editor-analytics.tsx';
import { EditorEventsProvider } from './editor-events.tsx';
import { PhoneViewSwitch } from './PhoneViewSwitch.tsx';
import { PagesShownContext } from './pages-shown.ts';
import { PaletteWaiting } from './palette/PaletteWaiting.tsx';
import { isPaletteKey, isPaletteKeyStart } from './palette/palette-key.ts';
import type { Destination } from './palette/palette-search.ts';
import { RoleNote } from './RoleNote.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { type ScreenRecord, ScreenRecordProvider } from './screen-record.tsx';
import {
  AccountScreen,
  AnalyticsScreen,
  AssetLibrary,
  CommentsScreen,
  CommerceScreen,
  DesignScreen,
  FormsScreen,
  MembersScreen,
  NewslettersScreen,
  OutboxPanel,
  OverviewScreen,
  PeopleScreen,
  SiteScreen,
} from './screens.ts';
import { mayOpen, SCREEN_NAMES, type Screen, SECTION_GROUPS, screenAddress } from './sections.ts';
import { TopBar } from './TopBar.tsx';

const PANEL_ID = 'pages-panel';

// Loaded when first opened: most visits never open it (issue 42: the editor's first second).
const loadPalette = () => import('./palette/CommandPalette.tsx');
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));

/** While a screen's code arrives (screens.ts): said, in the panel it will fill. */
function ScreenLoading() {
  return (
    <p role="status" className="panel-section panel-note">
      Loading…
    </p>
  );
}

/**
 * The spec's product area of each screen that is one (the store's products and inventory are its item
 * catalogue); every other screen is the config area at large, the design editor on a 7.1 site.
 */
const SCREEN_AREAS: Partial<Record<Screen, EditorProductArea>> = { commerce: 'item-catalog' };

/** The navigation's groups as this account sees them: only the screens it may open, no empty group. */
function groupsFor(permissions: readonly Permission[]) {
  return SECTION_GROUPS.map((group) => ({
    ...group,
    screens: group.screens.filter((screen) => mayOpen(screen, permissions)),
  })).filter((group) => group.screens.length > 0);
}

/** Screens that open records from their address (screen-record.tsx); any other shows itself alone. */
const SCREENS_WITH_RECORDS: ReadonlySet<Screen> = new Set([
  'commerce',
  'comments',
  'forms',
  'members',
  'newsletters',
]);

interface Shown {
  screen: Screen;
  record: readonly string[];
}

/**
 * What the address names, if this account may open it; the pages otherwise. The landing (/config/)
 * is the overview, but the pages when it names a page to edit (frameUrl: from the site's Escape or
 * the owner's redirect) or the account may not see the overview.
 */
function shownByAddress(permissions: readonly Permission[]): Shown {
  const named = configAddressOfPath(window.location.pathname);
  if (named?.landing) {
    const toEdit = new URLSearchParams(window.location.search).has('frameUrl');
    return { screen: !toEdit && mayOpen('overview', permissions) ? 'overview' : 'pages', record: [] };
  }
  if (!named || !mayOpen(named.screen, permissions)) return { screen: 'pages', record: [] };
  return { screen: named.screen, record: SCREENS_WITH_RECORDS.has(named.screen) ? named.record : [] };
}

/** The screen the address names when this account may not open it, else null (never the landing). */
function refusedByAddress(permissions: readonly Permission[]): Screen | null {
  const named = configAddressOfPath(window.location.pathname);
  return named && !named.landing && !mayOpen(named.screen, permissions) ? named.screen : null;
}

/** The address as the history holds it: path, query and hash. */
const here = () => window.location.pathname + window.location.search + window.location.hash;

/** Editor analytics: off unless the server says so (App reads it from the config context). */
const NO_ANALYTICS = { enabled: false, platformVersion: TESSERA_PLATFORM_VERSION } as const;

interface WorkspaceProps {
  website: ConfigWebsite;
  account: Account;
  /** What the account may do on this site: the controls offered follow it (the server checks again). */
  permissions: readonly Permission[];
  initialFrameUrl: string;
  onSignedOut: () => void;
  /** Whether what the owner does is told to the platform's census, and the site's template version */
  analytics?: { enabled: boolean; platformVersion: PlatformVersion };
}

/** The signed-in config area: top bar, a panel (pages, or the outbox) and the site in the editor frame. */
export function Workspace({
  website,
  account,
  permissions,
  initialFrameUrl,
  onSignedOut,
  analytics = NO_ANALYTICS,
}: WorkspaceProps) {
  const [panelOpen, setPanelOpen] = useState(true);
  const [shown, setShown] = useState<Shown>(() => shownByAddress(permissions));
  const { screen, record } = shown;
  /** A screen the address named that this account may not open: said above the pages. */
  const [refused, setRefused] = useState(() => refusedByAddress(permissions));
  const tracker = useNewEditorTracker({
    enabled: analytics.enabled,
    platformVersion: analytics.platformVersion,
    websiteIdentifier: website.identifier,
    accountId: account.id,
  });
  // Each screen the owner opens (the pages, where the config area starts, included).
  useEffect(() => {
    tracker.track({
      action: 'viewed',
      area: SCREEN_AREAS[screen] ?? null,
      page: screen,
      objectType: 'screen',
    });
  }, [tracker, screen]);
  const [siteTitle, setSiteTitle] = useState(website.siteTitle);
  const [cookieBannerForced, setCookieBannerForced] = useState(false);
  const [popupPreview, setPopupPreview] = useState(0);
  const canEditPages = permissions.includes(Permission.content);
  const groups = useMemo(() => groupsFor(permissions), [permissions]);
  const [frameRequest, setFrameRequest] = useState<FrameRequest>({ url: initialFrameUrl, revision: 0 });
  const [frameLocation, setFrameLocation] = useState<FrameLocation>({
    path: initialFrameUrl,
    collectionId: null,
  });
  const panelRef = useRef<HTMLElement>(null);
  const panelToggleRef = useRef<HTMLButtonElement>(null);

  function togglePanel() {
    // Focus inside a panel about to be hidden would be lost; the toggle is where it can come back.
    if (panelOpen && panelRef.current?.contains(document.activeElement)) panelToggleRef.current?.focus();
    setPanelOpen(!panelOpen);
  }

  // Each screen, and each record open in one, has its own address (core's config-screens.ts): opening
  // one is a step Back undoes. The pages panel stays mounted (hidden) meanwhile, so a page being
  // edited keeps its changes.
  function show(which: Screen, inside: readonly string[] = [], { replace = false } = {}) {
    setRefused(null);
    const address = screenAddress(which, window.location.href, inside);
    if (replace) window.history.replaceState(window.history.state, '', address);
    else if (address !== here()) window.history.pushState(null, '', address);
    setShown({ screen: which, record: inside });
    setPanelOpen(true);
  }
  const openScreen = (which: Screen) => show(which);
  const latestShow = useLatest(show);
  const screenRecord = useMemo<ScreenRecord>(
    () => ({ record, openRecord: (inside, options) => latestShow.current(screen, inside, options) }),
    [screen, record, latestShow],
  );

  // An address this account may not open (or of no screen, or a record no screen reads) shows what
  // it may, and is put right.
  useEffect(() => {
    const address = screenAddress(screen, window.location.href, record);
    if (address !== here()) window.history.replaceState(window.history.state, '', address);
  }, [screen, record]);

  const latestFramePath = useLatest(frameLocation.path);
  useEffect(() => {
    const onPopState = () => {
      const now = shownByAddress(permissions);
      setShown(now);
      setRefused(refusedByAddress(permissions));
      setPanelOpen(true);
      // The entry Back went to may name a screen this account may not open, or another page in
      // frameUrl than the preview shows (a reloaded frame keeps no history): the address says what is
      // shown.
      const address = new URL(
        screenAddress(now.screen, window.location.href, now.record),
        window.location.href,
      ).href;
      window.history.replaceState(
        window.history.state,
        '',
        addressWithFrameUrl(address, latestFramePath.current),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [permissions, latestFramePath]);

  /**
   * A screen's way back: the pages, with focus on the panel's toggle, which now names them (the
   * screen's own entry may be folded into a closed group or the narrow screens' Menu).
   */
  const backToPages = () => {
    openScreen('pages');
    panelToggleRef.current?.focus();
  };

  const [paletteOpen, setPaletteOpen] = useState(false);
  /** What is typed in the palette's field while its code loads */
  const [typedEarly, setTypedEarly] = useState('');
  /** Where the focus was when the palette opened: it goes back there if nothing is chosen. */
  const paletteOpener = useRef<Element | null>(null);
  function openPalette() {
    if (paletteOpen) return;
    paletteOpener.current = document.activeElement;
    setTypedEarly('');
    setPaletteOpen(true);
  }
  function closePalette() {
    setPaletteOpen(false);
    const opener = paletteOpener.current;
    if (opener instanceof HTMLElement && opener.isConnected) requestAnimationFrame(() => opener.focus());
  }
  function go(destination: Destination) {
    setPaletteOpen(false);
    show(destination.screen, destination.record ?? []);
    if (destination.frameUrl) showInFrame(destination.frameUrl);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (isPanelToggleKey(event)) togglePanel();
    else if (isPaletteKeyStart(event)) {
      // Control or ⌘ down: the palette's code starts loading, so Ctrl+K usually finds it here.
      void loadPalette();
    } else if (isPaletteKey(event)) {
      // The browser's own Ctrl+K (its search field) gives way, as in other web apps.
      event.preventDefault();
      openPalette();
    }
  }
  useWindowKeyDown(handleKeyDown);

  function handleFrameNavigate(location: FrameLocation) {
    setFrameLocation(location);
    // replaceState: moving around inside the frame should not fill the back button's history.
    window.history.replaceState(
      window.history.state,
      '',
      addressWithFrameUrl(window.location.href, location.path),
    );
  }

  function showInFrame(url: string) {
    setFrameRequest((current) => ({ url, revision: current.revision + 1 }));
  }

  return (
    <EditorAnalyticsProvider tracker={tracker}>
      <EditorEventsProvider websiteId={website.id} mirrored={permissions.includes(Permission.admin)}>
        <ToastProvider>
          <div className="workspace">
            <TopBar
              siteTitle={siteTitle}
              account={account}
              framePath={frameLocation.path}
              screen={screen}
              groups={groups}
              onOpenScreen={openScreen}
              panelOpen={panelOpen}
              panelId={PANEL_ID}
              panelToggleRef={panelToggleRef}
              onTogglePanel={togglePanel}
              onSignedOut={onSignedOut}
              billing={permissions.includes(Permission.billing)}
              onOpenPalette={openPalette}
            >
              <PhoneViewSwitch
                editing={panelOpen}
                panelId={PANEL_ID}
                onEdit={() => !panelOpen && togglePanel()}
                onPreview={() => panelOpen && togglePanel()}
              />
            </TopBar>
            {paletteOpen && (
              <Suspense
                fallback={<PaletteWaiting typed={typedEarly} onType={setTypedEarly} onClose={closePalette} />}
              >
                <CommandPalette
                  groups={groups}
                  permissions={permissions}
                  onGo={go}
                  onClose={closePalette}
                  initialQuery={typedEarly}
                />
              </Suspense>
            )}
            <div className="workspace-body">
              <aside
                id={PANEL_ID}
                className={screen === 'commerce' || screen === 'analytics' ? 'panel panel-wide' : 'panel'}
                aria-label={`${SCREEN_NAMES[screen]} panel`}
                hidden={!panelOpen}
                ref={panelRef}
              >
                <div hidden={screen !== 'pages'}>
                  {refused && (
                    <p role="status" className="panel-section panel-note">
                      {`The address asked for ${SCREEN_NAMES[refused]}, which your role on this site does not include: here are the pages.`}
                    </p>
                  )}
                  {canEditPages ? (
                    <PagesShownContext.Provider value={screen === 'pages'}>
                      <PagesPanel
                        frameLocation={frameLocation}
                        onShowInFrame={showInFrame}
                        permissions={permissions}
                      />
                    </PagesShownContext.Provider>
                  ) : (
                    <RoleNote permissions={permissions} />
                  )}
                </div>
                <ScreenBoundary key={screen}>
                  <ScreenRecordProvider value={screenRecord}>
                    <Suspense fallback={<ScreenLoading />}>
                      {screen === 'overview' && (
                        <OverviewScreen permissions={permissions} onBack={backToPages} onGo={go} />
                      )}
                      {screen === 'outbox' && <OutboxPanel onBack={backToPages} />}
                      {screen === 'files' && <AssetLibrary onBack={backToPages} />}
                      {screen === 'site' && (
                        <SiteScreen
                          onBack={backToPages}
                          onSaved={(settings) => {
                            if (settings) setSiteTitle(settings.title);
                            showInFrame(frameLocation.path);
                          }}
                          onForceCookieBanner={setCookieBannerForced}
                          onPreviewPopup={() => setPopupPreview((count) => count + 1)}
                        />
                      )}
                      {screen === 'design' && (
                        <DesignScreen onBack={backToPages} onSaved={() => showInFrame(frameLocation.path)} />
                      )}
                      {screen === 'forms' && <FormsScreen onBack={backToPages} />}
                      {screen === 'newsletters' && <NewslettersScreen onBack={backToPages} />}
                      {screen === 'commerce' && (
                        <CommerceScreen onBack={backToPages} onShowInFrame={showInFrame} />
                      )}
                      {screen === 'analytics' && (
                        <AnalyticsScreen permissions={permissions} onBack={backToPages} />
                      )}
                      {screen === 'comments' && <CommentsScreen onBack={backToPages} />}
                      {screen === 'people' && <PeopleScreen accountId={account.id} onBack={backToPages} />}
                      {screen === 'account' && (
                        <AccountScreen account={account} onBack={backToPages} onSignedOut={onSignedOut} />
                      )}
                      {screen === 'members' && (
                        <MembersScreen
                          canManageMembers={permissions.includes(Permission.crm)}
                          canManageAreas={permissions.includes(Permission.settings)}
                          onBack={backToPages}
                        />
                      )}
                    </Suspense>
                  </ScreenRecordProvider>
                </ScreenBoundary>
              </aside>
              <main className="frame-area" aria-label="Site preview">
                <FirstVisitSwitch onChange={() => showInFrame(frameLocation.path)} />
                <EditorFrame
                  request={frameRequest}
                  onNavigate={handleFrameNavigate}
                  onKeyDown={handleKeyDown}
                  forceCookieBanner={cookieBannerForced}
                  popupPreview={popupPreview}
                />
              </main>
            </div>
          </div>
        </ToastProvider>
      </EditorEventsProvider>
    </EditorAnalyticsProvider>
  );
}
