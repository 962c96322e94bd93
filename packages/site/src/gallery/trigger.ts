// The galleries' islands: the lightbox's code loads only on a page whose gallery offers it, the
// slideshow's (motion/) only on a page with a stacked or strip gallery, the carousel's likewise.
import type { IslandRegistry } from '../runtime/islands.ts';
import { carouselIsland } from './carousel/trigger.ts';
import { galleryMotionIsland } from './motion/trigger.ts';

export const LIGHTBOX_ISLAND = 'lightbox';

export const galleryIslands: IslandRegistry = {
  [`[data-island="${LIGHTBOX_ISLAND}"]`]: () => import('./island.ts'),
  ...galleryMotionIsland,
  ...carouselIsland,
};
