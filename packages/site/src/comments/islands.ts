// The comments' islands: the form (its code loaded once the comments are in view) and the comment
// provider's thread (on a post where the provider's replaces ours). Outside the block registry:
// comments are part of a post page, not a block.
import type { IslandRegistry } from '../runtime/islands.ts';

export const commentIslands: IslandRegistry = {
  '[data-island="comment-form"]': () => import('./island.ts'),
  '[data-island="comment-provider"]': () => import('./provider-island.ts'),
};
