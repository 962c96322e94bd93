/** The demo site's pages the bench and the memory probe load: one of each kind the demo shows. */
export const DEMO_PAGES = [
  '/',
  '/about',
  '/journal',
  '/journal/chasing-plum',
  '/gallery',
  '/shop',
  '/shop/everyday-mug',
  '/contact',
];
