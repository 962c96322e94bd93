// The cookie banner's part of the runtime, always loaded and kept tiny: the tracking cookies cleared
// where the site's policy and the visitor's choice forbid them, and the 'force' and 'unforce' events
// (the config area shows the banner while its settings are edited): force shows the banner whatever
// was chosen; unforce restores it, shown only while no choice is stored, and never in the config
// area's preview of a returning visitor (runtime/config-preview.ts). The buttons are the island's.
import { mayStoreTrackingCookies, type TrackingCookiePolicy } from '@tessera/core';
import { previewsAsReturning } from '../runtime/config-preview.ts';
import { type IslandRegistry, islandRegistryOf, loadIslands } from '../runtime/islands.ts';
import type { Destructor } from '../runtime/lifecycle.ts';
import { clearTrackingCookies, storedConsent } from './browser-cookies.ts';
import { COOKIE_BANNER_FORCE_EVENT, COOKIE_BANNER_UNFORCE_EVENT } from './events.ts';
import { island } from './trigger.ts';

/** The banner's island alone: loaded again when the banner is forced into view. */
export const cookieBannerIsland: IslandRegistry = islandRegistryOf([island]);

export function installConsent(policy: TrackingCookiePolicy, target: Window = window): Destructor {
  if (!mayStoreTrackingCookies(policy, storedConsent())) clearTrackingCookies();
  const banner = () => target.document.querySelector<HTMLElement>('[data-cookie-banner]');
  let hydrated: Destructor[] = [];
  const restore = () => {
    const element = banner();
    if (element) element.hidden = storedConsent() !== null || previewsAsReturning(target);
  };
  const force = () => {
    const element = banner();
    if (!element) return;
    element.hidden = false;
    void loadIslands(cookieBannerIsland, target.document).then((loaded) => hydrated.push(...loaded));
  };
  // A page kept by the browser from before the choice shows it no longer.
  restore();
  target.addEventListener(COOKIE_BANNER_FORCE_EVENT, force);
  target.addEventListener(COOKIE_BANNER_UNFORCE_EVENT, restore);
  return () => {
    target.removeEventListener(COOKIE_BANNER_FORCE_EVENT, force);
    target.removeEventListener(COOKIE_BANNER_UNFORCE_EVENT, restore);
    for (const destructor of hydrated) destructor();
    hydrated = [];
  };
}
