import {
  type EditorProductArea,
  Permission,
  type PlatformVersion,
  TESSERA_PLATFORM_VERSION,
} from '@tessera/core';
import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import type { Account, ConfigWebsite } from '../context.ts';
import { EditorFrame, type FrameRequest } from '../frame/EditorFrame.tsx';
import type { FrameLocation } from '../frame/frame-location.ts';
import { addressWithFrameUrl } from '../frame/frame-url.ts';
import { isPanelToggleKey } from '../frame/panel-key.ts';
import { useWindowKeyDown } from '../frame/use-window-key-down.ts';
import { PagesPanel } from '../pages/PagesPanel.tsx';
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
import { type ScreenToggle, TopBar } from './TopBar.tsx';

const PANEL_ID = 'pages-panel';

/** While a screen's code arrives (screens.ts): said, in the panel it will fill. */
function ScreenLoading() {
  return (
    <p role="status" className="panel-section panel-note">
      Loading…
    </p>
  );
}

/** What the panel shows: the pages (the default) or, for admins, the site's mail. */
export type Screen =
  | 'pages'
  | 'outbox'
  | 'site'
  | 'files'
  | 'newsletters'
  | 'forms'
  | 'commerce'
  | 'analytics'
  | 'comments'
  | 'people'
  | 'members'
  | 'account';

const SCREEN_NAMES: Record<Screen, string> = {
  outbox: 'Outbox',
  site: 'Site',
  files: 'Files',
  pages: 'Pages',
  newsletters: 'Newsletters',
  forms: 'Forms',
  commerce: 'Commerce',
  analytics: 'Analytics',
  comments: 'Comments',
  people: 'People',
  members: 'Members',
  account: 'Account',
};

/**
 * The spec's product area of each screen that is one (the store's products and inventory are its item
 * catalogue); every other screen is the config area at large, the design editor on a 7.1 site.
 */
const SCREEN_AREAS: Partial<Record<Screen, EditorProductArea>> = { commerce: 'item-catalog' };

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
  const [screen, setScreen] = useState<Screen>('pages');
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
  const canReadOutbox = permissions.includes(Permission.settings);
  const canEditPages = permissions.includes(Permission.content);
  const canManageNewsletters = permissions.includes(Permission.newsletter);
  const canManageStore = permissions.includes(Permission.commerce);
  const canReadAnalytics = permissions.includes(Permission.activity);
  const canModerate = permissions.includes(Permission.comments);
  const canManagePeople = permissions.includes(Permission.admin);
  // Members (crm: the people) and member areas (settings: which pages they keep) share one screen.
  const canSeeMembers = permissions.includes(Permission.crm) || canReadOutbox;
  const [frameRequest, setFrameRequest] = useState<FrameRequest>({ url: initialFrameUrl, revision: 0 });
  const [frameLocation, setFrameLocation] = useState<FrameLocation>({
    path: initialFrameUrl,
    collectionId: null,
  });
  const panelRef = useRef<HTMLElement>(null);
  const panelToggleRef = useRef<HTMLButtonElement>(null);
  const outboxToggleRef = useRef<HTMLButtonElement>(null);
  const siteToggleRef = useRef<HTMLButtonElement>(null);
  const filesToggleRef = useRef<HTMLButtonElement>(null);
  const newslettersToggleRef = useRef<HTMLButtonElement>(null);
  const formsToggleRef = useRef<HTMLButtonElement>(null);
  const commerceToggleRef = useRef<HTMLButtonElement>(null);
  const analyticsToggleRef = useRef<HTMLButtonElement>(null);
  const commentsToggleRef = useRef<HTMLButtonElement>(null);
  const peopleToggleRef = useRef<HTMLButtonElement>(null);
  const accountToggleRef = useRef<HTMLButtonElement>(null);
  const membersToggleRef = useRef<HTMLButtonElement>(null);

  function togglePanel() {
    // Focus inside a panel about to be hidden would be lost; the toggle is where it can come back.
    if (panelOpen && panelRef.current?.contains(document.activeElement)) panelToggleRef.current?.focus();
    setPanelOpen(!panelOpen);
  }

  // Each top-bar screen opens and closes the same way; the pages panel stays mounted (hidden)
  // meanwhile, so a page being edited keeps its changes.
  function toggleScreen(which: Exclude<Screen, 'pages'>) {
    setScreen(screen === which ? 'pages' : which);
    setPanelOpen(true);
  }

  /** A top-bar button's state for `which`, or null (the control hidden) without the permission. */
  function toggleFor(
    which: Exclude<Screen, 'pages'>,
    ref: RefObject<HTMLButtonElement | null>,
    allowed = true,
  ): ScreenToggle | null {
    return allowed ? { open: screen === which, ref, onToggle: () => toggleScreen(which) } : null;
  }

  /** A screen's way back: the pages, with focus on the button that opened it. */
  const backTo = (toggleRef: RefObject<HTMLButtonElement | null>) => () => {
    setScreen('pages');
    toggleRef.current?.focus();
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
            panelOpen={panelOpen}
            panelId={PANEL_ID}
            panelToggleRef={panelToggleRef}
            onTogglePanel={togglePanel}
            outbox={toggleFor('outbox', outboxToggleRef, canReadOutbox)}
            site={toggleFor('site', siteToggleRef, canReadOutbox)}
            files={toggleFor('files', filesToggleRef, canEditPages)}
            onSignedOut={onSignedOut}
            billing={permissions.includes(Permission.billing)}
            comments={toggleFor('comments', commentsToggleRef, canModerate)}
            forms={toggleFor('forms', formsToggleRef, canEditPages)}
            newsletters={toggleFor('newsletters', newslettersToggleRef, canManageNewsletters)}
            commerce={toggleFor('commerce', commerceToggleRef, canManageStore)}
            analytics={toggleFor('analytics', analyticsToggleRef, canReadAnalytics)}
            people={toggleFor('people', peopleToggleRef, canManagePeople)}
            accountScreen={toggleFor('account', accountToggleRef)}
            members={toggleFor('members', membersToggleRef, canSeeMembers)}
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
                  {screen === 'outbox' && canReadOutbox && <OutboxPanel onBack={backTo(outboxToggleRef)} />}
                  {screen === 'files' && canEditPages && <AssetLibrary onBack={backTo(filesToggleRef)} />}
                  {screen === 'site' && canReadOutbox && (
                    <SiteScreen
                      onBack={backTo(siteToggleRef)}
                      onSaved={(settings) => {
                        if (settings) setSiteTitle(settings.title);
                        showInFrame(frameLocation.path);
                      }}
                      onForceCookieBanner={setCookieBannerForced}
                      onPreviewPopup={() => setPopupPreview((count) => count + 1)}
                    />
                  )}
                  {screen === 'forms' && canEditPages && <FormsScreen onBack={backTo(formsToggleRef)} />}
                  {screen === 'newsletters' && canManageNewsletters && (
                    <NewslettersScreen onBack={backTo(newslettersToggleRef)} />
                  )}
                  {screen === 'commerce' && canManageStore && (
                    <CommerceScreen onBack={backTo(commerceToggleRef)} onShowInFrame={showInFrame} />
                  )}
                  {screen === 'analytics' && canReadAnalytics && (
                    <AnalyticsScreen permissions={permissions} onBack={backTo(analyticsToggleRef)} />
                  )}
                  {screen === 'comments' && canModerate && (
                    <CommentsScreen onBack={backTo(commentsToggleRef)} />
                  )}
                  {screen === 'people' && canManagePeople && (
                    <PeopleScreen accountId={account.id} onBack={backTo(peopleToggleRef)} />
                  )}
                  {screen === 'account' && (
                    <AccountScreen
                      account={account}
                      onBack={backTo(accountToggleRef)}
                      onSignedOut={onSignedOut}
                    />
                  )}
                  {screen === 'members' && canSeeMembers && (
                    <MembersScreen
                      canManageMembers={permissions.includes(Permission.crm)}
                      canManageAreas={canReadOutbox}
                      onBack={backTo(membersToggleRef)}
                    />
                  )}
                </Suspense>
              </ScreenBoundary>
            </aside>
            <main className="frame-area" aria-label="Site preview">
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
