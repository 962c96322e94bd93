// The product form's trigger: ./island.ts loads only on a product page that can be bought.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="product"]',
  load: () => import('./island.ts'),
};
