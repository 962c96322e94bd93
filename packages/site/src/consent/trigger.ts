// The cookie banner's trigger (page chrome, not a block): a hidden banner (a choice is stored) loads
// no script until it is forced into view (runtime.ts). Its code is in the page chrome's chunk
// (runtime/chrome-chunk.ts).
import type { IslandTrigger } from '../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="cookie-banner"]:not([hidden])',
  load: () =>
    import('../runtime/chrome-chunk.ts').then((chrome) => ({ hydrate: chrome.hydrateCookieBanner })),
};
