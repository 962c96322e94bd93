import { BILLING_SUBSCRIPTION_PATH } from '@tessera/core';
import type { ReactNode, Ref } from 'react';
import { SignOutButton } from '../auth/SignOutButton.tsx';
import type { Account } from '../context.ts';
import { viewSiteHref } from '../frame/frame-url.ts';
import { SectionsNav } from './SectionsNav.tsx';
import type { Screen, SectionGroup } from './sections.ts';

interface TopBarProps {
  siteTitle: string;
  account: Account;
  framePath: string;
  /** What the panel shows, which also names its toggle */
  screen: Screen;
  /** The navigation's groups, holding only the screens this account may open */
  groups: readonly SectionGroup[];
  onOpenScreen: (screen: Screen) => void;
  panelOpen: boolean;
  panelId: string;
  panelToggleRef: Ref<HTMLButtonElement>;
  onTogglePanel: () => void;
  /** The site's plan (server-rendered billing pages): the billing permission */
  billing?: boolean;
  /** Opens the command palette (also Ctrl+K, ⌘K) */
  onOpenPalette: () => void;
  /** What the bar holds last: the phone's Edit / Preview switch, a second row on narrow screens */
  children?: ReactNode;
  onSignedOut: () => void;
}

export function TopBar(props: TopBarProps) {
  const { siteTitle, account, framePath, screen, panelOpen, panelId, panelToggleRef, onTogglePanel } = props;
  const viewSite = viewSiteHref(framePath, window.location.origin);
  const links = [
    { label: 'View site', href: viewSite },
    // The website subscription page (spec section 2's upgrade destination), which leads on to the upgrade.
    ...(props.billing ? [{ label: 'Billing', href: BILLING_SUBSCRIPTION_PATH }] : []),
  ];
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a top-level header is the banner landmark, which takes a name (axe: landmark-unique beside the framed site's banner)
    <header className="top-bar" aria-label="Config area">
      <button
        type="button"
        className="panel-toggle"
        ref={panelToggleRef}
        aria-expanded={panelOpen}
        aria-controls={panelId}
        aria-keyshortcuts="Escape"
        onClick={onTogglePanel}
      >
        {panelOpen ? `Hide ${screen}` : `Show ${screen}`}
      </button>
      {/* Cut short only when the bar is full; the whole name on hover (and to screen readers, always). */}
      <h1 className="site-title" title={siteTitle}>
        {siteTitle}
      </h1>
      <SectionsNav
        groups={props.groups}
        screen={screen}
        onOpen={props.onOpenScreen}
        menuOnlyLinks={links}
        menuOnlyActions={[{ label: 'Go to…', onSelect: props.onOpenPalette }]}
      />
      {/* A magnifier, named for screen readers and on hover; on narrow screens in the Menu instead. */}
      <button
        type="button"
        className="palette-button top-bar-wide-only"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title="Go to a screen, page, product or order (Ctrl+K, ⌘K)"
        onClick={props.onOpenPalette}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
          <circle cx="6.5" cy="6.5" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10 10l4.5 4.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Go to…</span>
      </button>
      {links.map(({ label, href }) => (
        <a key={label} className="top-bar-link top-bar-wide-only" href={href}>
          {label}
        </a>
      ))}
      <span className="account-name" title={account.email}>
        {account.displayName || account.email}
      </span>
      <SignOutButton onSignedOut={props.onSignedOut} />
      {props.children}
    </header>
  );
}
