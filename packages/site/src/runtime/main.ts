// The published site's runtime entry: error reporting and the trace logger start at once; the
// owner behaviour and the islands run as initialisers once the document is parsed.
import { installConsent } from '../consent/runtime.ts';
import { readSiteContext } from '../context.ts';
import { installPopupOverlay } from '../overlays/runtime.ts';
import { recordPageView } from './census.ts';
import { startCensusExtras } from './census-start.ts';
import { installErrorReporter } from './error-reporter.ts';
import { installFeatures } from './features.ts';
import { islandRegistry } from './island-list.ts';
import { startIslands } from './islands.ts';
import { destroy, initialize, registerInitializer } from './lifecycle.ts';
import { installLogger } from './logger.ts';
import { startOwnerBehaviour } from './owner-start.ts';

declare global {
  interface Window {
    /** For end-to-end tests: the runtime's lifecycle. */
    __tessera?: { initialize: () => void; destroy: () => void };
  }
}

installErrorReporter();
installLogger();

const context = readSiteContext();
if (context) registerInitializer('owner', () => startOwnerBehaviour(context));
// Before the islands: a banner hidden here loads no island.
if (context) registerInitializer('consent', () => installConsent(context.websiteSettings.cookiePolicy));
if (context) registerInitializer('popup-overlay', () => installPopupOverlay(context));
// After consent, which has cleared the cookies the visitor may not keep.
if (context) registerInitializer('census', () => recordPageView(context));
if (context) registerInitializer('census-extras', () => startCensusExtras(context));
// Before the islands, which may ask for a feature.
registerInitializer('features', () => installFeatures(context));
registerInitializer('islands', () => startIslands(islandRegistry));

window.__tessera = { initialize, destroy };
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', initialize, { once: true });
else initialize();

// Modules the page's chunks share, kept in this entry (loaded first on every page) rather than each
// split off as a request of its own of a few hundred bytes: the session (one per page, whoever asks),
// the cart's summary, focus containment (the banner, the popup, the lightbox, a quick view) and the
// event the newsletter form tells the popup with.
export { NEWSLETTER_SUBSCRIBED_EVENT } from '../blocks/newsletter/events.ts';
export { CART_EVENT, readCartSummary, variantFor } from '../commerce/purchase.ts';
export { containFocus, focusFirstOf, pageStops } from './focus-containment.ts';
export { sessionInfo } from './session.ts';
