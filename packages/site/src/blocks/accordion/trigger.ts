// The accordion's trigger: the runtime loads ./island.ts only on pages that contain one. Kept apart
// from the block's schema and component (it imports nothing else) so the runtime's entry stays small;
// runtime/island-list.ts finds it by its file name.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="accordion"]',
  load: () => import('./island.ts'),
};
