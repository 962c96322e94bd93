// The comment form's trigger (a post page's, not a block's): its code loads once the comments are in
// view (./island.ts). The comment provider's thread has its own (provider/).
import type { IslandTrigger } from '../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="comment-form"]',
  load: () => import('./island.ts'),
};
