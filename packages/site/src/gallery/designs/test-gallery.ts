// A gallery for the designs' and the island's tests: three image slides and a video, with the
// settings the block's schema would give.
import type { GallerySettings, GallerySlide } from '../model.ts';

export const TEST_SLIDES: GallerySlide[] = [
  {
    kind: 'image',
    id: 'fern',
    caption: 'Fern mugs',
    clickThroughUrl: '',
    image: { src: '/s/fern.jpg', width: 1600, height: 1000, placeholder: '#335522' },
    alt: 'Green mugs on a shelf',
    focalPoint: { x: 50, y: 50 },
  },
  {
    kind: 'image',
    id: 'oat',
    caption: 'Oat bowls',
    clickThroughUrl: '/shop/oat-bowls',
    image: { src: '/s/oat.jpg', width: 1200, height: 1200 },
    alt: 'Pale bowls stacked',
    focalPoint: { x: 30, y: 70 },
  },
  {
    kind: 'image',
    id: 'plum',
    caption: '',
    clickThroughUrl: '',
    image: { src: '/s/plum.jpg', width: 800, height: 1200 },
    alt: 'A plum-coloured vase',
    focalPoint: { x: 50, y: 50 },
  },
  {
    kind: 'video',
    id: 'kiln',
    caption: 'The kiln',
    clickThroughUrl: '',
    video: { url: 'https://vimeo.com/76979871', mode: 'fit' },
    thumbnail: { src: '/s/kiln.jpg', width: 1600, height: 900 },
    alt: 'The kiln opening',
  },
];

export const TEST_SETTINGS: GallerySettings = {
  design: 'stacked',
  imageAspectRatio: 'auto',
  slidesPerRow: 3,
  lightbox: false,
  lightboxTheme: 'dark',
  mixedContent: true,
  columnWidth: 250,
  gutter: 20,
  listImageSize: 50,
  vSize: 10,
  autoplay: false,
  autoplayDuration: 0,
  activeAlignment: 'center',
  thumbnails: false,
  thumbnailStripHeight: 80,
  thumbnailStripMargin: 10,
  thumbnailsPerRow: 4,
  padding: 20,
  squareThumbs: false,
  autoCrop: true,
  metaPosition: 'bottom',
};
