// The carousel's island: its code loads only on a page with a carousel gallery.
export const CAROUSEL_ISLAND_ATTRIBUTE = 'data-carousel';

export const carouselIsland = {
  [`[${CAROUSEL_ISLAND_ATTRIBUTE}]`]: () => import('./island.ts'),
};
