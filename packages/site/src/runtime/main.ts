// The published site's runtime entry: error reporting and the trace logger start at once; the
// owner behaviour and the islands run as initialisers once the document is parsed.
import { installConsent } from '../consent/runtime.ts';
import { readSiteContext } from '../context.ts';
import { installPopupOverlay } from '../overlays/runtime.ts';
import { startPerformance } from '../performance/start.ts';
import { recordPageView } from './census.ts';
import { installCensusEvents } from './census-events.ts';
import { installErrorReporter } from './error-reporter.ts';
import { installFeatures } from './features.ts';
import { islandRegistry } from './island-list.ts';
import { startIslands } from './islands.ts';
import { destroy, initialize, registerInitializer } from './lifecycle.ts';
import { installLogger } from './logger.ts';
import { installOwnerBehaviour } from './owner.ts';

declare global {
  interface Window {
    /** For end-to-end tests: the runtime's lifecycle. */
    __tessera?: { initialize: () => void; destroy: () => void };
  }
}

installErrorReporter();
installLogger();

const context = readSiteContext();
if (context) registerInitializer('owner', () => installOwnerBehaviour(context));
// Before the islands: a banner hidden here loads no island.
if (context) registerInitializer('consent', () => installConsent(context.websiteSettings.cookiePolicy));
if (context) registerInitializer('popup-overlay', () => installPopupOverlay(context));
// After consent, which has cleared the cookies the visitor may not keep.
if (context) registerInitializer('census', () => recordPageView(context));
if (context) registerInitializer('census-events', () => installCensusEvents(context));
if (context) registerInitializer('performance', () => startPerformance(context));
// Before the islands, which may ask for a feature.
registerInitializer('features', () => installFeatures(context));
registerInitializer('islands', () => startIslands(islandRegistry));

window.__tessera = { initialize, destroy };
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', initialize, { once: true });
else initialize();
