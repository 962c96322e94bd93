// Where the config area sends the owner once signed out (spec 2 "Logout": "the site root (or the
// preview frame URL) with a logout=true query"): the page its preview frame shows, which the
// workspace keeps in the address's frameUrl, so the owner stays on the page they were looking at.
import { logoutLandingUrl } from '@tessera/core';
import { frameUrlFromAddress } from '../frame/frame-url.ts';

/** The landing for a config-area address such as '/config/?frameUrl=%2Fabout' (absolute). */
export function logoutLandingFromConfig(address: string): string {
  return logoutLandingUrl(frameUrlFromAddress(address));
}
