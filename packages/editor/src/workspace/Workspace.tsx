import {
  configScreenOfPath,
  type EditorProductArea,
  Permission,
  type PlatformVersion,
  TESSERA_PLATFORM_VERSION,
} from '@tessera/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { Account, ConfigWebsite } from '../context.ts';
import { EditorFrame, type FrameRequest } from '../frame/EditorFrame.tsx';
import { FirstVisitSwitch } from '../frame/FirstVisitSwitch.tsx';
import type { FrameLocation } from '../frame/frame-location.ts';
import { addressWithFrameUrl } from '../frame/frame-url.ts';
import { isPanelToggleKey } from '../frame/panel-key.ts';
import { useWindowKeyDown } from '../frame/use-window-key-down.ts';
import { PagesPanel } from '../pages/PagesPanel.tsx';
import { useLatest } from '../ui/use-latest.ts';
import { EditorAnalyticsProvider, useNewEditorTracker } from './editor-analytics.tsx';
import { EditorEventsProvider } from './editor-events.tsx';
import { RoleNote } from './RoleNote.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import {
  AccountScreen,
  AnalyticsScreen,
  AssetLibrary,
  CommentsScreen,
  CommerceScreen,
  FormsScreen,
  MembersScreen,
  NewslettersScreen,
  OutboxPanel,
  PeopleScreen,
  SiteScreen,
} from './screens.ts';
import { mayOpen, SCREEN_NAMES, type Screen, SECTION_GROUPS, screenAddress } from './sections.ts';
import { TopBar } from './TopBar.tsx';

const PANEL_ID = 'pages-panel';

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

/** The screen the address names, if this account may open it; the pages otherwise. */
function screenOfAddress(permissions: readonly Permission[]): Screen {
  const named = configScreenOfPath(window.location.pathname);
  return named && mayOpen(named, permissions) ? named : 'pages';
}

/** The screen the address names when this account may not open it, else null. */
function refusedByAddress(permissions: readonly Permission[]): Screen | null {
  const named = configScreenOfPath(window.location.pathname);
  return named && !mayOpen(named, permissions) ? named : null;
}

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
  const [screen, setScreen] = useState<Screen>(() => screenOfAddress(permissions));
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
  const groups = groupsFor(permissions);
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

  // Each screen has its own address (core's config-screens.ts): opening one is a step Back undoes.
  // The pages panel stays mounted (hidden) meanwhile, so a page being edited keeps its changes.
  function openScreen(which: Screen) {
    setRefused(null);
    if (which !== screen) window.history.pushState(null, '', screenAddress(which, window.location.href));
    setScreen(which);
    setPanelOpen(true);
  }

  // An address this account may not open (or of no screen) shows the pages, and is put right.
  useEffect(() => {
    const address = screenAddress(screen, window.location.href);
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (address !== here) window.history.replaceState(window.history.state, '', address);
  }, [screen]);

  const latestFramePath = useLatest(frameLocation.path);
  useEffect(() => {
    const onPopState = () => {
      const shown = screenOfAddress(permissions);
      setScreen(shown);
      setRefused(refusedByAddress(permissions));
      setPanelOpen(true);
      // The entry Back went to may name a screen this account may not open, or another page in
      // frameUrl than the preview shows (a reloaded frame keeps no history): the address says what is
      // shown.
      const address = new URL(screenAddress(shown, window.location.href), window.location.href).href;
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

  function handleKeyDown(event: KeyboardEvent) {
    if (isPanelToggleKey(event)) togglePanel();
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
          />
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
                  <PagesPanel
                    frameLocation={frameLocation}
                    onShowInFrame={showInFrame}
                    permissions={permissions}
                  />
                ) : (
                  <RoleNote permissions={permissions} />
                )}
              </div>
              <ScreenBoundary key={screen}>
                <Suspense fallback={<ScreenLoading />}>
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
      </EditorEventsProvider>
    </EditorAnalyticsProvider>
  );
}
