import { useRef, useState } from 'react';
import type { Account, ConfigWebsite } from '../context.ts';
import { EditorFrame, type FrameRequest } from '../frame/EditorFrame.tsx';
import type { FrameLocation } from '../frame/frame-location.ts';
import { addressWithFrameUrl } from '../frame/frame-url.ts';
import { isPanelToggleKey } from '../frame/panel-key.ts';
import { useWindowKeyDown } from '../frame/use-window-key-down.ts';
import { PagesPanel } from '../pages/PagesPanel.tsx';
import { TopBar } from './TopBar.tsx';

const PANEL_ID = 'pages-panel';

interface WorkspaceProps {
  website: ConfigWebsite;
  account: Account;
  initialFrameUrl: string;
  onSignedOut: () => void;
}

/** The signed-in config area: top bar, pages panel and the site in the editor frame. */
export function Workspace({ website, account, initialFrameUrl, onSignedOut }: WorkspaceProps) {
  const [panelOpen, setPanelOpen] = useState(true);
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
    <div className="workspace">
      <TopBar
        siteTitle={website.siteTitle}
        account={account}
        framePath={frameLocation.path}
        panelOpen={panelOpen}
        panelId={PANEL_ID}
        panelToggleRef={panelToggleRef}
        onTogglePanel={togglePanel}
        onSignedOut={onSignedOut}
      />
      <div className="workspace-body">
        <aside id={PANEL_ID} className="panel" aria-label="Pages panel" hidden={!panelOpen} ref={panelRef}>
          <PagesPanel frameLocation={frameLocation} onShowInFrame={showInFrame} />
        </aside>
        <main className="frame-area" aria-label="Site preview">
          <EditorFrame request={frameRequest} onNavigate={handleFrameNavigate} onKeyDown={handleKeyDown} />
        </main>
      </div>
    </div>
  );
}
