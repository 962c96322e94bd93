// Every gallery setting's default for a design: the design's own from core's GALLERY_DEFAULTS (spec
// section 9), the rest shared. The gallery block's schema fills them in; the gallery collection page
// starts from them.
import {
  DEFAULT_AUTOPLAY_TIMEOUT_MS,
  DEFAULT_LIGHTBOX_THEME,
  GALLERY_DEFAULTS,
  type GalleryDesign,
  SLIDESHOW_ORDER_DEFAULTS,
} from '@tessera/core';
import type { GallerySettings } from './model.ts';

/** Every key's default for `design`: the design's own from core, the rest shared. */
export function gallerySettingsFor(design: GalleryDesign): GallerySettings {
  return { ...SHARED_DEFAULTS, design, ...DESIGN_DEFAULTS[design] };
}

/** core's per-design defaults under the block's keys (grid's perRow is slidesPerRow). */
const DESIGN_DEFAULTS: Record<GalleryDesign, Partial<GallerySettings>> = {
  grid: {
    slidesPerRow: GALLERY_DEFAULTS.grid.perRow,
    lightbox: GALLERY_DEFAULTS.grid.lightbox,
    padding: GALLERY_DEFAULTS.grid.padding,
    thumbnailsPerRow: GALLERY_DEFAULTS.grid.thumbnailsPerRow,
  },
  autocolumns: GALLERY_DEFAULTS.autocolumns,
  autorows: GALLERY_DEFAULTS.autorows,
  carousel: GALLERY_DEFAULTS.carousel,
  strip: { vSize: GALLERY_DEFAULTS.strip.vSize },
  autogrid: {},
  list: {},
  stacked: {},
  base: {},
};

// Where the spec gives no default, ours (the strip's alignment is core's 'middle', i.e. center).
const SHARED_DEFAULTS: Omit<GallerySettings, 'design'> = {
  imageAspectRatio: 'auto',
  slidesPerRow: GALLERY_DEFAULTS.grid.perRow,
  lightbox: false,
  lightboxTheme: DEFAULT_LIGHTBOX_THEME,
  mixedContent: false,
  columnWidth: GALLERY_DEFAULTS.autocolumns.columnWidth,
  gutter: GALLERY_DEFAULTS.autorows.gutter,
  listImageSize: 50,
  vSize: GALLERY_DEFAULTS.strip.vSize,
  autoplay: false,
  autoplayDuration: DEFAULT_AUTOPLAY_TIMEOUT_MS / 1000,
  activeAlignment: 'center',
  thumbnails: false,
  thumbnailStripHeight: 80,
  thumbnailStripMargin: 5,
  thumbnailsPerRow: GALLERY_DEFAULTS.grid.thumbnailsPerRow,
  padding: GALLERY_DEFAULTS.grid.padding,
  squareThumbs: true,
  autoCrop: true,
  metaPosition: 'bottom',
  rowHeight: GALLERY_DEFAULTS.autorows.rowHeight,
  transition: GALLERY_DEFAULTS.stacked.transition,
  clickBehavior: GALLERY_DEFAULTS.stacked.clickBehavior,
  ...SLIDESHOW_ORDER_DEFAULTS,
};
