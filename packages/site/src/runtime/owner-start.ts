// The owner behaviour's part of the always-loaded runtime: its code (owner.ts, with the config
// area's addresses and the sign-out) is loaded only where it can act: for a signed-in account, on
// the page a sign-out lands on (logout=true), on a page asked not to redirect (noredirect, which the
// session remembers for when the owner signs in), or at a visitor's first Escape on a site that opens
// the config area with it. Most visitors never load it.
import { LOGOUT_PARAMETER, NO_REDIRECT_PARAMETER } from '@tessera/core';
import type { SiteContext } from '../context.ts';
import { isTypingTarget } from './keys.ts';
import type { Destructor } from './lifecycle.ts';

type OwnerModule = Pick<typeof import('./owner.ts'), 'installOwnerBehaviour'>;

/** Whether this page load needs the owner behaviour at once, whatever key is pressed. */
export function ownerBehaviourDue(context: SiteContext, search: string): boolean {
  const query = new URLSearchParams(search);
  return (
    context.authenticatedAccount !== null ||
    query.get(LOGOUT_PARAMETER) === 'true' ||
    query.has(NO_REDIRECT_PARAMETER)
  );
}

export function startOwnerBehaviour(
  context: SiteContext,
  loadOwner: () => Promise<OwnerModule> = () => import('./owner.ts'),
): Destructor {
  let stop: Destructor | undefined;
  let stopped = false;
  const load = (pending?: KeyboardEvent) =>
    void loadOwner().then(({ installOwnerBehaviour }) => {
      if (!stopped) stop = installOwnerBehaviour(context, pending);
    });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || isTypingTarget(event.target)) return;
    document.removeEventListener('keydown', onKeyDown);
    load(event);
  };
  if (ownerBehaviourDue(context, location.search)) load();
  else if (context.websiteSettings.useEscapeKeyToLogin) document.addEventListener('keydown', onKeyDown);
  return () => {
    stopped = true;
    document.removeEventListener('keydown', onKeyDown);
    stop?.();
  };
}
