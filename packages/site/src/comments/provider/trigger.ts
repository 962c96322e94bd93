// The comment provider's thread's trigger: on a post where the provider's thread replaces ours.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="comment-provider"]',
  load: () => import('./island.ts'),
};
