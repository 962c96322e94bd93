// What every gallery design draws: the slides of a gallery block (or of a gallery collection) and the
// block's settings (widgets spec section 3, "Gallery block data" and "Slide element"). Each design is
// one component in gallery/designs/, taking GalleryDesignProps; the gallery block picks it by
// core's galleryDesignFor. Plain types only: the published page's runtime reads the same markup.
import type { GalleryDesign, LightboxTheme, SlideClickBehavior, StackedTransition } from '@tessera/core';
import type { AssetRef, FocalPoint } from '../blocks/values.ts';

interface SlideBase {
  /** data-slide-id: stable across saves, the `itemId` gallery history puts in the address */
  id: string;
  caption: string;
  /** data-click-through-url: where a click on the slide goes ('' for none) */
  clickThroughUrl: string;
  /**
   * data-slide-url: the slide's own address within its collection (a gallery collection's picture's
   * urlId), which gallery history puts in the address in place of the id. Block slides have none.
   */
  slideUrl?: string;
}

export interface GalleryImageSlide extends SlideBase {
  kind: 'image';
  image: AssetRef;
  alt: string;
  /** data-image-focal-point, in percent as the image block keeps it */
  focalPoint: FocalPoint;
}

/** How a video fills its frame (spec: video mode). */
export type VideoMode = 'none' | 'fit' | 'fill';

/** A video as the owner gave it: its page address, from which the embed is made (video/). */
export interface VideoRef {
  url: string;
  mode: VideoMode;
}

export interface GalleryVideoSlide extends SlideBase {
  kind: 'video';
  video: VideoRef;
  /** Shown over the video until the visitor asks for it (16:9, core's VIDEO_THUMBNAIL_ASPECT_RATIO) */
  thumbnail: AssetRef | null;
  alt: string;
}

export type GallerySlide = GalleryImageSlide | GalleryVideoSlide;

/** 'auto' keeps each image's own shape; a number is width over height. */
export type GalleryAspectRatio = 'auto' | number;

/**
 * The gallery block data of the spec, one key each (autoplay-duration → autoplayDuration and so on),
 * with the design's defaults from core's GALLERY_DEFAULTS filled in by the block's schema.
 */
export interface GallerySettings {
  design: GalleryDesign;
  imageAspectRatio: GalleryAspectRatio;
  slidesPerRow: number;
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
  mixedContent: boolean;
  columnWidth: number;
  gutter: number;
  listImageSize: number;
  vSize: number;
  autoplay: boolean;
  /** Seconds; 0 for core's DEFAULT_AUTOPLAY_TIMEOUT_MS */
  autoplayDuration: number;
  activeAlignment: 'left' | 'center' | 'right';
  thumbnails: boolean;
  thumbnailStripHeight: number;
  thumbnailStripMargin: number;
  thumbnailsPerRow: number;
  padding: number;
  squareThumbs: boolean;
  autoCrop: boolean;
  metaPosition: 'top' | 'bottom' | 'none';
  /** autorows' row height in px (spec section 9: 250). Optional so settings written before it stay valid */
  rowHeight?: number;
  // The slideshows' options (spec sections 3 and 4: designOptions, autoplayOptions, loop). Optional
  // like rowHeight: settings written before them stay valid and the island takes core's defaults.
  /** The stacked slideshow's transition; core's default 'fade' */
  transition?: StackedTransition;
  /** What a click on the stacked slideshow's slide does; core's default 'next' */
  clickBehavior?: SlideClickBehavior;
  /** Autoplay jumps to a random slide rather than the next */
  randomize?: boolean;
  /** Next at the last slide goes to the first (and previous at the first to the last) */
  loop?: boolean;
}

export interface GalleryDesignProps {
  /** The block's id: ids of the design's elements derive from it */
  blockId: string;
  /** The gallery's accessible name */
  label: string;
  slides: readonly GallerySlide[];
  settings: GallerySettings;
}
