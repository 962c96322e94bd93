// The owner behaviour's part of the always-loaded runtime: its code (owner.ts, with the config
// area's addresses and the sign-out) is loaded only where it can act: for a signed-in account, on
// the page a sign-out lands on (logout=true), or at a visitor's first Escape on a site that opens
// the config area with it. Most visitors never load it.
import { LOGOUT_PARAMETER } from '@tessera/core';
import type { SiteContext } from '../context.ts';
import { isTypingTarget } from './keys.ts';
import type { Destructor } from './lifecycle.ts';

export function startOwnerBehaviour(context: SiteContext): Destructor {
  let stop: Destructor | undefined;
  let stopped = false;
  const load = (pending?: KeyboardEvent) =>
    void import('./owner.ts').then(({ installOwnerBehaviour }) => {
      if (!stopped) stop = installOwnerBehaviour(context, pending);
    });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || isTypingTarget(event.target)) return;
    document.removeEventListener('keydown', onKeyDown);
    load(event);
  };
  const signingOut = new URLSearchParams(location.search).get(LOGOUT_PARAMETER) === 'true';
  if (context.authenticatedAccount !== null || signingOut) load();
  else if (context.websiteSettings.useEscapeKeyToLogin) document.addEventListener('keydown', onKeyDown);
  return () => {
    stopped = true;
    document.removeEventListener('keydown', onKeyDown);
    stop?.();
  };
}
