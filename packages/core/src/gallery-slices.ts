// Gallery slice variants and gallery item media types (widgets spec section 3, "Enumerations"), and
// how gallery block data is identified through them: a slice variant number given as a block's
// design, a media type given for a slide.
import type { GalleryDesign } from './enums.ts';
import { galleryDesignFor } from './gallery.ts';

/**
 * Gallery slice variants, numbered from 1000 in the spec's order ("slideshow, carousel, grid, stack,
 * summary wall, carousel, list, grid, bar, line and pie charts, image inline, poster, card, overlap,
 * collage, stack, reservation and event widgets"). The spec gives the range 1000 to 1019 but names 19
 * variants: we number them 1000 to 1018 in its order and leave 1019 in the range without a name
 * (GALLERY_SLICE_VARIANT_RANGE), rather than invent one or guess where a gap falls.
 */
export const GallerySliceVariant = {
  slideshow: 1000,
  carousel: 1001,
  grid: 1002,
  stack: 1003,
  summaryWall: 1004,
  summaryCarousel: 1005,
  summaryList: 1006,
  summaryGrid: 1007,
  barChart: 1008,
  lineChart: 1009,
  pieChart: 1010,
  imageInline: 1011,
  imagePoster: 1012,
  imageCard: 1013,
  imageOverlap: 1014,
  imageCollage: 1015,
  imageStack: 1016,
  reservationWidget: 1017,
  eventWidget: 1018,
} as const;
export type GallerySliceVariant = (typeof GallerySliceVariant)[keyof typeof GallerySliceVariant];
export type GallerySliceVariantName = keyof typeof GallerySliceVariant;

/** The spec's range of slice variant numbers, both ends included. */
export const GALLERY_SLICE_VARIANT_RANGE = { first: 1000, last: 1019 } as const;

const SLICE_VARIANT_NAMES: ReadonlyMap<number, GallerySliceVariantName> = new Map(
  Object.entries(GallerySliceVariant).map(([name, code]) => [code, name as GallerySliceVariantName]),
);

/** Whether `value` is a slice variant number: a whole number from 1000 to 1019. */
export function isGallerySliceVariant(value: unknown): value is number {
  const { first, last } = GALLERY_SLICE_VARIANT_RANGE;
  return typeof value === 'number' && Number.isInteger(value) && value >= first && value <= last;
}

/** The variant's name, or null for a number outside the range (or 1019, which the spec leaves unnamed). */
export function gallerySliceVariantName(value: unknown): GallerySliceVariantName | null {
  return isGallerySliceVariant(value) ? (SLICE_VARIANT_NAMES.get(value) ?? null) : null;
}

/**
 * The block design name (read through galleryDesignFor) of the slice variants that are galleries: the
 * slideshow, carousel, grid and stack slices. The summaries, charts, image layouts and widgets are
 * slices of other kinds, and a gallery given one of them falls to the base design as any other
 * unknown block design does (spec section 2: "anything else to base").
 */
const SLICE_BLOCK_DESIGNS: ReadonlyMap<number, string> = new Map([
  [GallerySliceVariant.slideshow, 'slideshow'],
  [GallerySliceVariant.carousel, 'carousel'],
  [GallerySliceVariant.grid, 'grid'],
  // "stack" is the one-under-another layout: the block design `stacked`, which maps to base.
  [GallerySliceVariant.stack, 'stacked'],
]);

/** The block design name a slice variant stands for, or null when it is no gallery slice. */
export function blockDesignOfSliceVariant(value: unknown): string | null {
  return isGallerySliceVariant(value) ? (SLICE_BLOCK_DESIGNS.get(value) ?? null) : null;
}

/**
 * The widget design of a gallery block data's `design` (spec section 2's mapping, section 3's block
 * data): a block design name through galleryDesignFor, a slice variant number through the block
 * design it stands for. Anything else, a missing design included, is base: block data never refuses
 * a design (the widget API does, with UNKNOWN_GALLERY_DESIGN).
 */
export function widgetDesignOfBlockData(design: unknown): GalleryDesign {
  const blockDesign = typeof design === 'number' ? blockDesignOfSliceVariant(design) : design;
  return typeof blockDesign === 'string' ? galleryDesignFor(blockDesign) : 'base';
}

/** Gallery item media types, in the spec's order. */
export const GALLERY_MEDIA_TYPES = [
  'empty image',
  'image file',
  'licensed image',
  'reused image',
  'reused asset',
  'video',
] as const;
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];

export function isGalleryMediaType(value: unknown): value is GalleryMediaType {
  return (GALLERY_MEDIA_TYPES as readonly unknown[]).includes(value);
}

/** What a slide of each media type is drawn as: every type but video is an image (the spec's data-type). */
export function slideKindOfMediaType(mediaType: GalleryMediaType): 'image' | 'video' {
  return mediaType === 'video' ? 'video' : 'image';
}

/**
 * The media type of a slide as this product holds it: a video, an image slide still waiting for its
 * image (an empty image), or an image file. Licensed, reused images and reused assets (stock photos,
 * an image shared from another site's library) are types given by data from elsewhere; this product
 * makes none of them itself, and reads them as images (slideKindOfMediaType).
 */
export function galleryMediaTypeOf(slide: { kind: 'image' | 'video'; hasImage: boolean }): GalleryMediaType {
  if (slide.kind === 'video') return 'video';
  return slide.hasImage ? 'image file' : 'empty image';
}
