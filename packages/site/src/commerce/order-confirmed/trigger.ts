// The order confirmed page's trigger (page type 202).
import type { IslandTrigger } from '../../blocks/types.ts';

export const island: IslandTrigger = {
  selector: '[data-island="order-confirmed"]',
  load: () => import('./island.ts'),
};
