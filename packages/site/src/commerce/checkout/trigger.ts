// The checkout page's trigger (page type 201).
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="checkout"]',
  load: () => import('./island.ts'),
};
