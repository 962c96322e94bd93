// The member pages' trigger: the island loads only on the access page and the account page.
import type { IslandTrigger } from '../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="members"]',
  load: () => import('./island.ts'),
};
