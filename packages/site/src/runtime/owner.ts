// Owner behaviour on the published site (spec sections 2 and 6): the redirect into the config
// area, Escape and Shift+Escape, and the logout dialog. Decisions are pure functions; the wiring
// below them applies them to the window.
import {
  configAreaUrl,
  LOGOUT_PARAMETER,
  logoutLandingUrl,
  NO_REDIRECT_PARAMETER,
  SiteUserRole,
} from '@tessera/core';
import { call } from '../api/call.ts';
import type { SiteContext } from '../context.ts';
import type { CloseDialog } from './dialogs.ts';
import { isTypingTarget } from './keys.ts';
import type { Destructor } from './lifecycle.ts';

type Address = Pick<Location, 'hostname' | 'pathname' | 'search'>;
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const NO_REDIRECT_KEY = 'tessera:noredirect';

/** A signed-in account holding a role on this site other than viewer. */
function hasEditingRole(context: SiteContext): boolean {
  return (
    context.authenticatedAccount !== null && context.websiteRoles.some((role) => role !== SiteUserRole.viewer)
  );
}

export function configUrl(address: Pick<Location, 'pathname' | 'search'>): string {
  return configAreaUrl(address.pathname + address.search);
}

/** Remembers for the session that the address asked for no redirect. */
export function rememberNoRedirect(search: string, store: SessionStore | null): void {
  if (new URLSearchParams(search).has(NO_REDIRECT_PARAMETER)) store?.setItem(NO_REDIRECT_KEY, '1');
}

export function shouldRedirectToConfig(
  context: SiteContext,
  address: Address,
  isTopWindow: boolean,
  store: SessionStore | null,
): boolean {
  return (
    hasEditingRole(context) &&
    !context.website.developerMode &&
    !context.website.cloneable &&
    isTopWindow &&
    address.hostname !== 'localhost' &&
    !new URLSearchParams(address.search).has(NO_REDIRECT_PARAMETER) &&
    store?.getItem(NO_REDIRECT_KEY) == null
  );
}

export type EscapeAction = 'config' | 'logout' | null;

/** What an Escape key press does: Shift+Escape signs a signed-in account out; Escape opens /config/. */
export function escapeAction(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'target'>,
  context: SiteContext,
): EscapeAction {
  if (event.key !== 'Escape' || isTypingTarget(event.target)) return null;
  const signedIn = context.authenticatedAccount !== null;
  if (event.shiftKey) return signedIn ? 'logout' : null;
  return signedIn || context.websiteSettings.useEscapeKeyToLogin ? 'config' : null;
}

/** The address without its logout parameter, when it has logout=true; else null. */
export function addressAfterLogoutDialog(
  address: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | null {
  const query = new URLSearchParams(address.search);
  if (query.get(LOGOUT_PARAMETER) !== 'true') return null;
  query.delete(LOGOUT_PARAMETER);
  const search = query.toString();
  return address.pathname + (search && `?${search}`) + address.hash;
}

function sessionStore(): Storage | null {
  // Reading sessionStorage throws where storage is blocked.
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Where signing out from this page lands (spec 1 §2: "the site root (or the preview frame URL) with
 * logout=true"): from the config area's preview frame, the page the frame shows, in the top window
 * (the config area closes with the session); from the site itself, the site root.
 */
export function logoutLanding(isTopWindow: boolean, address: Pick<Location, 'pathname' | 'search'>): string {
  return logoutLandingUrl(isTopWindow ? null : address.pathname + address.search);
}

/** The window sign-out navigates: the config area around the preview frame, or this one. */
function landingWindow(isTopWindow: boolean): Window {
  try {
    // The frame is the config area's (same origin, frame-ancestors 'self'); reading top may still throw.
    return isTopWindow || window.top === null ? window : (window.top as Window);
  } catch {
    return window;
  }
}

/** Signs out once however often it is called (spec: "a guard prevents repeated logout"), then lands. */
function createLogout(isTopWindow: boolean): () => Promise<void> {
  let loggingOut = false;
  return async () => {
    if (loggingOut) return;
    loggingOut = true;
    try {
      await call('POST /api/auth/Logout', { silent: true });
    } catch (error) {
      // Spec section 7: logout errors are only logged.
      console.error('Logout failed', error);
    }
    landingWindow(isTopWindow).location.assign(logoutLanding(isTopWindow, location));
  };
}

/**
 * The owner behaviour initialiser: redirects, or wires the keys and the logout dialog. `pending` is
 * the key press that had this module loaded (owner-start.ts), acted on once it is wired.
 */
export function installOwnerBehaviour(context: SiteContext, pending?: KeyboardEvent): Destructor | undefined {
  const isTopWindow = window.top === window.self;
  const store = sessionStore();
  rememberNoRedirect(location.search, store);
  if (shouldRedirectToConfig(context, location, isTopWindow, store)) {
    location.replace(configUrl(location));
    return undefined;
  }

  let closeLogoutDialog: CloseDialog | undefined;
  let destroyed = false;
  const cleanAddress = addressAfterLogoutDialog(location);
  if (cleanAddress !== null) {
    // The dialog's code is loaded only for the page that shows it.
    void import('./dialogs.ts').then(({ showLogoutDialog }) => {
      if (!destroyed) closeLogoutDialog = showLogoutDialog();
    });
    history.replaceState(history.state, '', cleanAddress);
  }

  const logout = createLogout(isTopWindow);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const action = escapeAction(event, context);
    // In the editor frame the editor owns a bare Escape (spec section 2: it toggles the panel);
    // Shift+Escape still signs out there, landing on the frame's page.
    if (action === 'config' && isTopWindow) location.assign(configUrl(location));
    if (action === 'logout') void logout();
  };
  document.addEventListener('keydown', onKeyDown);
  if (pending) onKeyDown(pending);
  return () => {
    destroyed = true;
    document.removeEventListener('keydown', onKeyDown);
    closeLogoutDialog?.();
  };
}
