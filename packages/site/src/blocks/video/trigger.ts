// The video's trigger: the runtime loads the player's island only on pages with a video (this block,
// or a gallery's video slide, which carries the same selector). It imports nothing else.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="video"]',
  load: () => import('./island.ts'),
};
