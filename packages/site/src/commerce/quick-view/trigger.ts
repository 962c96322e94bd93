// Quick view on a shop's list: ./island.ts loads where a product card offers it.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="quick-view"]',
  load: () => import('./island.ts'),
};
