// Trigger selector → the block's published-page behaviour, imported only when the selector is on the page.
import type { IslandModule } from '../runtime/islands.ts';
import { ACCORDION_TRIGGER } from './accordion/trigger.ts';

export const islandRegistry: Record<string, () => Promise<IslandModule>> = {
  [ACCORDION_TRIGGER]: () => import('./accordion/island.ts'),
};
