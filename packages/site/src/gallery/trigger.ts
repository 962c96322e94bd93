// The lightbox's trigger: its code loads only on a page whose gallery offers it (a gallery block's,
// or a gallery collection's). The slideshow's (motion/) and the carousel's have their own.
import type { IslandTrigger } from '../runtime/islands.ts';

export const LIGHTBOX_ISLAND = 'lightbox';

export const island: IslandTrigger = {
  selector: `[data-island="${LIGHTBOX_ISLAND}"]`,
  load: () => import('./island.ts'),
};
