// The slideshow island's trigger: its code loads only on a page with a stacked or strip gallery.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const GALLERY_MOTION_ISLAND = 'gallery-motion';

export const island: IslandTrigger = {
  selector: `[data-island="${GALLERY_MOTION_ISLAND}"]`,
  load: () => import('./island.ts'),
};
