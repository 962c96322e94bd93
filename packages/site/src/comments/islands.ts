// The comments' islands: the form (loaded on a post page that shows ours) and the comment provider's
// thread (loaded on one where the provider's replaces ours). Outside the block registry: comments
// are part of a post page, not a block.
import type { IslandRegistry } from '../runtime/islands.ts';

export const commentIslands: IslandRegistry = {
  '[data-island="comment-form"]': () => import('./island.ts'),
  '[data-island="comment-provider"]': () => import('./provider-island.ts'),
};
