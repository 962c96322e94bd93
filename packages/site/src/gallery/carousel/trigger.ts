// The carousel's trigger: its code loads only on a page with a carousel gallery.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const CAROUSEL_ISLAND_ATTRIBUTE = 'data-carousel';

export const island: IslandTrigger = {
  selector: `[${CAROUSEL_ISLAND_ATTRIBUTE}]`,
  load: () => import('./island.ts'),
};
