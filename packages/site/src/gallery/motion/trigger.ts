// The slideshow island's trigger: its code loads only on a page with a stacked or strip gallery.
export const GALLERY_MOTION_ISLAND = 'gallery-motion';

export const galleryMotionIsland = {
  [`[data-island="${GALLERY_MOTION_ISLAND}"]`]: () => import('./island.ts'),
};
