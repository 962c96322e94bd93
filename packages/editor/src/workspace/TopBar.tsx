import type { Ref } from 'react';
import { SignOutButton } from '../auth/SignOutButton.tsx';
import type { Account } from '../context.ts';
import { viewSiteHref } from '../frame/frame-url.ts';

interface TopBarProps {
  siteTitle: string;
  account: Account;
  framePath: string;
  panelOpen: boolean;
  panelId: string;
  panelToggleRef: Ref<HTMLButtonElement>;
  onTogglePanel: () => void;
  onSignedOut: () => void;
}

export function TopBar(props: TopBarProps) {
  const { siteTitle, account, framePath, panelOpen, panelId, panelToggleRef, onTogglePanel, onSignedOut } =
    props;
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
        {panelOpen ? 'Hide pages' : 'Show pages'}
      </button>
      <h1 className="site-title">{siteTitle}</h1>
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
