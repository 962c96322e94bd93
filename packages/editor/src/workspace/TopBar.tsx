import type { Ref } from 'react';
import { SignOutButton } from '../auth/SignOutButton.tsx';
import type { Account } from '../context.ts';
import { viewSiteHref } from '../frame/frame-url.ts';
import type { Screen } from './Workspace.tsx';

interface OutboxToggle {
  /** The panel shows the outbox */
  open: boolean;
  ref: Ref<HTMLButtonElement>;
  onToggle: () => void;
}

interface TopBarProps {
  siteTitle: string;
  account: Account;
  framePath: string;
  /** What the panel shows, to name its toggle */
  screen: Screen;
  panelOpen: boolean;
  panelId: string;
  panelToggleRef: Ref<HTMLButtonElement>;
  onTogglePanel: () => void;
  /** Only for those who may read the site's mail (the settings permission); null hides the control */
  outbox: OutboxToggle | null;
  /** The site screen (header, footer, settings): the settings permission too; null hides the control */
  site?: OutboxToggle | null;
  /** The asset library: the content permission; null hides the control */
  files?: OutboxToggle | null;
  onSignedOut: () => void;
}

export function TopBar(props: TopBarProps) {
  const { siteTitle, account, framePath, screen, panelOpen, panelId, panelToggleRef, onTogglePanel } = props;
  const { outbox, site, files, onSignedOut } = props;
  const panelName = screen;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a top-level header is the banner landmark, which takes a name (axe: landmark-unique beside the framed site's banner)
    <header className="top-bar" aria-label="Config area">
      <button
        type="button"
        ref={panelToggleRef}
        aria-expanded={panelOpen}
        aria-controls={panelId}
        aria-keyshortcuts="Escape"
        onClick={onTogglePanel}
      >
        {panelOpen ? `Hide ${panelName}` : `Show ${panelName}`}
      </button>
      <h1 className="site-title">{siteTitle}</h1>
      {outbox && (
        <button
          type="button"
          ref={outbox.ref}
          aria-pressed={outbox.open}
          aria-controls={panelId}
          onClick={outbox.onToggle}
        >
          Outbox
        </button>
      )}
      {site && (
        <button
          type="button"
          ref={site.ref}
          aria-pressed={site.open}
          aria-controls={panelId}
          onClick={site.onToggle}
        >
          Site
        </button>
      )}
      {files && (
        <button
          type="button"
          ref={files.ref}
          aria-pressed={files.open}
          aria-controls={panelId}
          onClick={files.onToggle}
        >
          Files
        </button>
      )}
      <a className="top-bar-link" href={viewSiteHref(framePath, window.location.origin)}>
        View site
      </a>
      <span className="account-name" title={account.email}>
        {account.displayName || account.email}
      </span>
      <SignOutButton onSignedOut={onSignedOut} />
    </header>
  );
}
