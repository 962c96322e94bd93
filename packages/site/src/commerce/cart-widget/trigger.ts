// The header cart's trigger: on every page of a site with a shop. Its code is in the page chrome's
// chunk (runtime/chrome-chunk.ts).
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="cart-widget"]',
  load: () =>
    import('../../runtime/chrome-chunk.ts').then((chrome) => ({ hydrate: chrome.hydrateCartWidget })),
};
