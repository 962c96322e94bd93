// The cookie banner's trigger (page chrome, not a block): a hidden banner (a choice is stored) loads
// no script until it is forced into view (runtime.ts).
import type { IslandTrigger } from '../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="cookie-banner"]:not([hidden])',
  load: () => import('./island.ts'),
};
