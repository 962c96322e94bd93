// The lightbox's island: its code loads only on a page whose gallery offers it.
import type { IslandRegistry } from '../runtime/islands.ts';
import { carouselIsland } from './carousel/trigger.ts';

export const LIGHTBOX_ISLAND = 'lightbox';

export const galleryIslands: IslandRegistry = {
  [`[data-island="${LIGHTBOX_ISLAND}"]`]: () => import('./island.ts'),
  ...carouselIsland,
};
