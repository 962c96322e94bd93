// The header cart's trigger: on every page of a site with a shop.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="cart-widget"]',
  load: () => import('./island.ts'),
};
