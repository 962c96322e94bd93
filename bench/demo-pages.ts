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

/**
 * The demo's other gallery pages, whose JavaScript the wire figures also cover (each within the
 * gallery pages' 30 KB): every static design with the lightbox, and the moving designs (slideshow
 * with autoplay and its pause button, carousel, strip) with a video among the pictures.
 */
export const GALLERY_PAGES = ['/gallery-designs', '/gallery-slideshows'];
