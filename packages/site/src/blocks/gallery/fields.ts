// The gallery block's panel: its slides as a list — images (image, alternative text, caption, link,
// focal point) and videos (address or embed code as the video block takes it, fit, thumbnail) — the
// design, and each design's settings shown only where that design reads them.
import { GALLERY_DESIGNS, type GalleryDesign } from '@tessera/core';
import type { GallerySlide, GalleryVideoSlide } from '../../gallery/model.ts';
import type { AnyField, ChoiceOption, Fields } from '../fields.ts';
import { newBlockId } from '../ids.ts';
import { type AssetRef, CENTRE } from '../values.ts';
import { featuredImageProblem, videoModeField, videoUrlField } from '../video/source.ts';
import { CLICK_BEHAVIORS, type GalleryBlockData, TRANSITIONS } from './schema.ts';

const DESIGN_LABELS: Record<GalleryDesign, string> = {
  grid: 'Grid',
  autogrid: 'Auto grid',
  autocolumns: 'Auto columns (masonry)',
  autorows: 'Auto rows (justified)',
  carousel: 'Carousel',
  list: 'List',
  stacked: 'Slideshow',
  strip: 'Strip (slider)',
  base: 'Stacked (one under another)',
};
export const GALLERY_DESIGN_OPTIONS: ChoiceOption<GalleryDesign>[] = GALLERY_DESIGNS.map((value) => ({
  value,
  label: DESIGN_LABELS[value],
}));

const ASPECT_OPTIONS: ChoiceOption<'auto' | number>[] = [
  { value: 'auto', label: 'As uploaded' },
  { value: 1, label: 'Square (1:1)' },
  { value: 4 / 3, label: 'Landscape (4:3)' },
  { value: 16 / 9, label: 'Wide (16:9)' },
  { value: 3 / 4, label: 'Portrait (3:4)' },
];

// The widget design the owner chose (the block's widgetDesign; schema.ts says why it is not `design`).
type Design = { widgetDesign: GalleryDesign };
const whenDesign =
  (...designs: GalleryDesign[]) =>
  (data: Design) =>
    designs.includes(data.widgetDesign);
// The designs whose island moves on its own (motion/): the carousel's does not autoplay.
const SLIDESHOWS: GalleryDesign[] = ['stacked', 'strip'];
const whenAutoplaying = (data: Design & { autoplay: boolean }) =>
  data.autoplay && SLIDESHOWS.includes(data.widgetDesign);
const offersLightbox = (data: Design) => !SLIDESHOWS.includes(data.widgetDesign);
const withThumbnailStrip = (data: Design & { thumbnails: boolean }) =>
  data.widgetDesign === 'stacked' && data.thumbnails;

/** A new slide: an image the owner still has to choose (the schema asks for it). */
export function newImageSlide(): GallerySlide {
  return {
    kind: 'image',
    id: newBlockId('slide'),
    // Chosen by the owner next; until then the schema refuses it ('Choose an image.').
    image: null as unknown as AssetRef,
    alt: '',
    caption: '',
    clickThroughUrl: '',
    focalPoint: CENTRE,
  };
}

/** A new video slide: its address still to be given (the schema asks for it). */
export function newVideoSlide(): GalleryVideoSlide {
  return {
    kind: 'video',
    id: newBlockId('slide'),
    video: { url: '', mode: 'fit' },
    thumbnail: null,
    alt: '',
    caption: '',
    clickThroughUrl: '',
  };
}

/**
 * The video block's rule for a video slide's thumbnail: kept without a video to embed, it is never
 * shown, and spec 2 §8's 'Custom featured images only available with embedded videos. …' says so.
 */
export function slideThumbnailProblem(thumbnail: AssetRef | null, slide: GallerySlide): string | undefined {
  return slide.kind === 'video' ? featuredImageProblem(thumbnail, slide.video) : undefined;
}

const isImage = (slide: GallerySlide) => slide.kind === 'image';
const isVideo = (slide: GallerySlide) => slide.kind === 'video';

// One list of both kinds: each slide shows the fields of its kind; the shared ones (alternative text,
// caption, link) keep their keys.
const slideFields = {
  kind: { kind: 'hidden' },
  id: { kind: 'hidden' },
  image: { kind: 'asset', label: 'Image', showIf: isImage },
  video: {
    kind: 'group',
    label: 'Video',
    fields: { url: videoUrlField, mode: videoModeField },
    showIf: isVideo,
  },
  thumbnail: {
    kind: 'asset',
    label: 'Thumbnail',
    help: 'Shown, cropped to 16:9, until the video is played. Without one, a plain poster.',
    showIf: isVideo,
    check: slideThumbnailProblem,
  },
  alt: {
    kind: 'text',
    label: 'Alternative text',
    help: 'What the slide shows, for people who cannot see it.',
  },
  caption: { kind: 'text', label: 'Caption' },
  clickThroughUrl: {
    kind: 'link',
    label: 'Link',
    help: 'Where a click on the slide goes: a page of this site or a full address. Empty for none.',
  },
  focalPoint: {
    kind: 'focalPoint',
    label: 'Focal point',
    help: 'The part of the image kept in view when the design crops it.',
    showIf: isImage,
  },
} satisfies Record<string, AnyField>;

export const galleryFields = {
  label: {
    kind: 'text',
    label: 'Name',
    help: 'Read out by screen readers, and the lightbox’s title.',
  },
  slides: {
    kind: 'list',
    label: 'Slides',
    itemLabel: 'Slide',
    min: 1,
    max: 250,
    newItemKinds: [
      { label: 'Add image', newItem: newImageSlide },
      { label: 'Add video', newItem: newVideoSlide },
    ],
    fields: slideFields as unknown as Fields<GallerySlide>,
  },
  widgetDesign: { kind: 'select', label: 'Design', options: GALLERY_DESIGN_OPTIONS },
  imageAspectRatio: {
    kind: 'select',
    label: 'Image shape',
    options: ASPECT_OPTIONS,
    showIf: (data: Design & { squareThumbs: boolean }) => data.widgetDesign !== 'grid' || !data.squareThumbs,
  },
  slidesPerRow: {
    kind: 'number',
    label: 'Slides per row',
    min: 1,
    max: 12,
    step: 1,
    showIf: whenDesign('grid', 'carousel'),
  },
  squareThumbs: { kind: 'boolean', label: 'Square thumbnails', showIf: whenDesign('grid') },
  padding: {
    kind: 'number',
    label: 'Space between (px)',
    min: 0,
    max: 200,
    showIf: whenDesign('grid'),
  },
  columnWidth: {
    kind: 'number',
    label: 'Column width (px)',
    help: 'Columns are at most this wide; as many as the width needs.',
    min: 1,
    max: 2500,
    showIf: whenDesign('autocolumns', 'autogrid'),
  },
  rowHeight: {
    kind: 'number',
    label: 'Row height (px)',
    min: 50,
    max: 1000,
    showIf: whenDesign('autorows'),
  },
  gutter: {
    kind: 'number',
    label: 'Gutter',
    help: 'Space between slides: pixels, or percent of the width for the carousel.',
    min: 0,
    max: 200,
    showIf: (data: Design) => data.widgetDesign !== 'grid',
  },
  listImageSize: {
    kind: 'number',
    label: 'Image size (% of the width)',
    min: 10,
    max: 90,
    showIf: whenDesign('list'),
  },
  metaPosition: {
    kind: 'select',
    label: 'Captions',
    options: [
      { value: 'bottom', label: 'Below (beside, at the bottom, in a list)' },
      { value: 'top', label: 'Above (beside, at the top, in a list)' },
      { value: 'none', label: 'Hidden' },
    ],
  },
  autoCrop: { kind: 'boolean', label: 'Crop images to fill their shape' },
  // The slideshow and the strip have their own slide clicks (spec section 4), never the lightbox.
  lightbox: { kind: 'boolean', label: 'Open images in a lightbox', showIf: offersLightbox },
  lightboxTheme: {
    kind: 'radio',
    label: 'Lightbox theme',
    options: [
      { value: 'dark', label: 'Dark' },
      { value: 'light', label: 'Light' },
    ],
    showIf: (data: Design & { lightbox: boolean }) => data.lightbox && offersLightbox(data),
  },
  mixedContent: { kind: 'boolean', label: 'Images and videos mixed' },
  autoplay: { kind: 'boolean', label: 'Play automatically', showIf: whenDesign(...SLIDESHOWS) },
  autoplayDuration: {
    kind: 'number',
    label: 'Seconds per slide',
    min: 0,
    max: 3600,
    showIf: whenAutoplaying,
  },
  randomize: {
    kind: 'boolean',
    label: 'Random order',
    help: 'Autoplay jumps to a slide chosen at random.',
    showIf: whenAutoplaying,
  },
  loop: {
    kind: 'boolean',
    label: 'Loop',
    help: 'After the last slide comes the first again.',
    showIf: whenDesign(...SLIDESHOWS),
  },
  transition: {
    kind: 'select',
    label: 'Transition',
    options: TRANSITIONS.options,
    showIf: whenDesign('stacked'),
  },
  clickBehavior: {
    kind: 'select',
    label: 'A click on a slide shows',
    help: 'Videos and linked slides keep their own click.',
    options: CLICK_BEHAVIORS.options,
    showIf: whenDesign('stacked'),
  },
  activeAlignment: {
    kind: 'select',
    label: 'Current slide alignment',
    options: [
      { value: 'left', label: 'Left' },
      { value: 'center', label: 'Center' },
      { value: 'right', label: 'Right' },
    ],
    showIf: whenDesign('strip'),
  },
  vSize: { kind: 'number', label: 'Vertical size', min: 0, max: 100, showIf: whenDesign('strip') },
  thumbnails: { kind: 'boolean', label: 'Thumbnail strip', showIf: whenDesign('stacked') },
  thumbnailStripHeight: {
    kind: 'number',
    label: 'Thumbnail strip height (px)',
    min: 20,
    max: 400,
    showIf: withThumbnailStrip,
  },
  thumbnailStripMargin: {
    kind: 'number',
    label: 'Thumbnail strip margin (px)',
    min: 0,
    max: 100,
    showIf: withThumbnailStrip,
  },
  thumbnailsPerRow: {
    kind: 'number',
    label: 'Thumbnails per row',
    min: 1,
    max: 20,
    step: 1,
    showIf: withThumbnailStrip,
  },
} satisfies Fields<GalleryBlockData>;
