import { BILLING_SUBSCRIPTION_PATH } from '@tessera/core';
import type { Ref } from 'react';
import { SignOutButton } from '../auth/SignOutButton.tsx';
import type { Account } from '../context.ts';
import { viewSiteHref } from '../frame/frame-url.ts';
import type { Screen } from './Workspace.tsx';

/** A top-bar button that switches the panel to one of its screens and back. */
export interface ScreenToggle {
  /** The panel shows this screen */
  open: boolean;
  ref: Ref<HTMLButtonElement>;
  onToggle: () => void;
}

function ScreenToggleButton({
  toggle,
  panelId,
  label,
}: {
  toggle: ScreenToggle;
  panelId: string;
  label: string;
}) {
  return (
    <button
      type="button"
      ref={toggle.ref}
      aria-pressed={toggle.open}
      aria-controls={panelId}
      onClick={toggle.onToggle}
    >
      {label}
    </button>
  );
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
  outbox: ScreenToggle | null;
  /** The site screen (header, footer, settings): the settings permission too; null hides the control */
  site?: ScreenToggle | null;
  /** The asset library: the content permission; null hides the control */
  files?: ScreenToggle | null;
  /** Forms and their inboxes: the content permission; null hides the control */
  forms?: ScreenToggle | null;
  /** Mailing lists and subscribers: the newsletter permission; null hides the control */
  newsletters?: ScreenToggle | null;
  /** The store's screens: the commerce permission; null hides the control */
  commerce?: ScreenToggle | null;
  /** The census dashboard: the activity permission (admins, the reporting role); null hides the control */
  analytics?: ScreenToggle | null;
  /** The comment moderation queue: the comments permission; null hides the control */
  comments?: ScreenToggle | null;
  /** Contributors and their roles: the admin permission; null hides the control */
  people?: ScreenToggle | null;
  /** The signed-in account's password and sessions: everyone */
  accountScreen?: ScreenToggle | null;
  /** Site members and member areas: the crm or settings permission; null hides the control */
  members?: ScreenToggle | null;
  /** The site's plan (server-rendered billing pages): the billing permission */
  billing?: boolean;
  onSignedOut: () => void;
}

export function TopBar(props: TopBarProps) {
  const { siteTitle, account, framePath, screen, panelOpen, panelId, panelToggleRef, onTogglePanel } = props;
  const { outbox, site, files, forms, newsletters, commerce, analytics, comments, people, members } = props;
  const { accountScreen, billing, onSignedOut } = props;
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
      {/* The screens scroll sideways when they do not all fit, so the account's controls stay in view. */}
      <div className="top-bar-screens">
        {outbox && <ScreenToggleButton toggle={outbox} panelId={panelId} label="Outbox" />}
        {site && <ScreenToggleButton toggle={site} panelId={panelId} label="Site" />}
        {files && <ScreenToggleButton toggle={files} panelId={panelId} label="Files" />}
        {forms && <ScreenToggleButton toggle={forms} panelId={panelId} label="Forms" />}
        {newsletters && <ScreenToggleButton toggle={newsletters} panelId={panelId} label="Newsletters" />}
        {commerce && <ScreenToggleButton toggle={commerce} panelId={panelId} label="Commerce" />}
        {analytics && <ScreenToggleButton toggle={analytics} panelId={panelId} label="Analytics" />}
        {comments && <ScreenToggleButton toggle={comments} panelId={panelId} label="Comments" />}
        {people && <ScreenToggleButton toggle={people} panelId={panelId} label="People" />}
        {members && <ScreenToggleButton toggle={members} panelId={panelId} label="Members" />}
      </div>
      <a className="top-bar-link" href={viewSiteHref(framePath, window.location.origin)}>
        View site
      </a>
      {billing && (
        // The website subscription page (spec section 2's upgrade destination), which leads on to the upgrade.
        <a className="top-bar-link" href={BILLING_SUBSCRIPTION_PATH}>
          Billing
        </a>
      )}
      <span className="account-name" title={account.email}>
        {account.displayName || account.email}
      </span>
      {accountScreen && <ScreenToggleButton toggle={accountScreen} panelId={panelId} label="Account" />}
      <SignOutButton onSignedOut={onSignedOut} />
    </header>
  );
}
