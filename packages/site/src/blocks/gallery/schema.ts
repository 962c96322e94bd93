// The gallery block's data: its slides and the spec's gallery block data (section 3), one key each.
// A key left out takes its design's default (core's GALLERY_DEFAULTS), so { widgetDesign: 'autorows' }
// has a 20 px gutter and { widgetDesign: 'autocolumns' } none. The spec's hyphenated names
// (autoplay-duration, square-thumbs, …) are read as their camelCase keys.
//
// Designs (spec section 2): the block stores the widget design the owner chose, as `widgetDesign`
// (one of core's nine; autorows included, which no block design name reaches). Block data that names
// a `design` instead — the spec's block design name, as an import or an older block gives it — is
// read through the spec's mapping (core's widgetDesignOfBlockData: stacked to base, slider to strip,
// slideshow to stacked, six to themselves, a gallery slice variant number to its design, anything else
// to base). Version 1 stored the widget design under `design`; its migration keeps what the owner saw.
import {
  GALLERY_DESIGNS,
  type GalleryDesign,
  galleryMediaTypeOf,
  isGalleryDesign,
  isGalleryMediaType,
  isValidLink,
  LIGHTBOX_THEMES,
  type SlideClickBehavior,
  type StackedTransition,
  slideKindOfMediaType,
  UNKNOWN_GALLERY_DESIGN,
  validateColumnWidth,
  widgetDesignOfBlockData,
  withThousands,
} from '@tessera/core';
import { z } from 'zod';
import { gallerySettingsFor } from '../../gallery/defaults.ts';
import type { GallerySlide } from '../../gallery/model.ts';
import { choices } from '../fields.ts';
import { BLOCK_ID_PATTERN } from '../ids.ts';
import { type AssetRef, assetRefSchema, CENTRE, focalPointSchema } from '../values.ts';
import { videoModeSchema, videoUrlSchema } from '../video/source.ts';

/** The spec's message for a widget design that is none of the nine (section 8). */
export const UNKNOWN_DESIGN = UNKNOWN_GALLERY_DESIGN;

export const MAX_SLIDES = 250;

/** A block with neither a widget design nor a design is a grid, as a new gallery block is. */
const NEW_BLOCK_DESIGN: GalleryDesign = 'grid';

const NO_VIDEO = 'Paste the address of a YouTube or Vimeo video, or its embed code.';

const camelCase = (key: string) => key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The widget design to draw: the stored widgetDesign as it is (an unknown one is left for the schema
 * to refuse with the widget API's words), else the block data's design through the spec's mapping.
 */
function widgetDesignOf({ widgetDesign, design }: Record<string, unknown>): unknown {
  if (widgetDesign !== undefined) return widgetDesign;
  return design === undefined ? NEW_BLOCK_DESIGN : widgetDesignOfBlockData(design);
}

function withDesignDefaults(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const given = Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) => (value === undefined ? [] : [[camelCase(key), value]])),
  );
  const widgetDesign = widgetDesignOf(given);
  // The block data's design is read, not kept: what is stored is the widget design.
  const { design: _blockDesign, ...rest } = given;
  const { design: _, ...defaults } = gallerySettingsFor(
    isGalleryDesign(widgetDesign) ? widgetDesign : 'base',
  );
  return { ...defaults, ...rest, widgetDesign };
}

/**
 * Version 1 kept the widget design under `design` (a block design name, slider or slideshow, was read
 * as the design it maps to, and any other name was refused). Version 2 keeps it as `widgetDesign`, so
 * `design` can be read as the spec's block data: the same design is drawn after the migration.
 */
export function migrateDesignFromVersion1(data: Record<string, unknown>): Record<string, unknown> {
  const { design, ...rest } = data;
  if (typeof design !== 'string') return data;
  if (isGalleryDesign(design)) return { ...rest, widgetDesign: design };
  // slider and slideshow as version 1 read them; anything else is version 2's block data (base).
  return { ...rest, design };
}

const text = (max: number, what: string) =>
  z
    .string()
    .max(max, `${what} are at most ${withThousands(max)} characters.`)
    .default('');

const slideBase = {
  id: z.string({ error: 'Each slide needs an id.' }).regex(BLOCK_ID_PATTERN, 'Each slide needs an id.'),
  caption: text(1000, 'Captions'),
  clickThroughUrl: z
    .string()
    .trim()
    .refine((href) => href === '' || isValidLink(href), 'Please enter a valid link.')
    .default(''),
  alt: text(500, 'Alternative texts'),
};

const imageSlideSchema = z.object({
  kind: z.literal('image'),
  ...slideBase,
  // Checks rather than transforms, here and in the label: the OpenAPI document describes answers too.
  // An empty image (a media type of the spec) waits for the owner to choose one.
  image: assetRefSchema
    .nullable()
    .refine(
      (image): image is AssetRef =>
        galleryMediaTypeOf({ kind: 'image', hasImage: image !== null }) !== 'empty image',
      'Choose an image.',
    ),
  focalPoint: focalPointSchema.default(CENTRE),
});

const videoSlideSchema = z.object({
  kind: z.literal('video'),
  ...slideBase,
  // The video block's rules: an address it cannot embed is kept and shows 'Invalid video embed.'.
  video: z.object({
    url: videoUrlSchema.refine((url) => url !== '', NO_VIDEO),
    mode: videoModeSchema,
  }),
  thumbnail: assetRefSchema.nullable().default(null),
});

/**
 * A slide without a kind is an image (the usual case, and what an import gives), unless it names one
 * of the spec's gallery item media types: a video is a video slide, every other type an image slide.
 */
function slideWithKind(slide: unknown): unknown {
  if (typeof slide !== 'object' || slide === null || 'kind' in slide) return slide;
  const { mediaType, ...rest } = slide as { mediaType?: unknown };
  if (mediaType === undefined) return { kind: 'image', ...rest };
  if (!isGalleryMediaType(mediaType)) return slide;
  // An empty image has no image yet: the schema asks for one ('Choose an image.').
  const empty = mediaType === 'empty image' && !('image' in rest) ? { image: null } : {};
  return { kind: slideKindOfMediaType(mediaType), ...empty, ...rest };
}

const slideSchema = z.preprocess(
  slideWithKind,
  z.discriminatedUnion('kind', [imageSlideSchema, videoSlideSchema], {
    error: 'A slide is an image or a video.',
  }),
);

const size = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .min(min, `${what} is at least ${min}.`)
    .max(max, `${what} is at most ${max}.`);

/** The slideshow's transitions (core's STACKED_TRANSITIONS), named for the owner. */
export const TRANSITIONS = choices({
  fade: 'Fade',
  kenBurns: 'Ken Burns (a slow zoom)',
  newSwipe: 'Swipe, following the finger',
  scroll: 'Scroll',
  swipe: 'Swipe',
} satisfies Record<StackedTransition, string>);

/** What a click on a slideshow's slide shows (core's SLIDE_CLICK_BEHAVIORS), named for the owner. */
export const CLICK_BEHAVIORS = choices({
  next: 'Next slide',
  previous: 'Previous slide',
  halves: 'Right half next, left half previous',
} satisfies Record<SlideClickBehavior, string>);

const oneOf = (what: string, { options }: { options: readonly { label: string }[] }) =>
  `Choose ${what}: ${options.map((option) => option.label).join('; ')}.`;

const settingsShape = {
  widgetDesign: z.enum(GALLERY_DESIGNS, { error: UNKNOWN_DESIGN }),
  imageAspectRatio: z.union([z.literal('auto'), size(0.1, 10, 'The aspect ratio')], {
    error: 'The aspect ratio is auto or a number (width over height).',
  }),
  slidesPerRow: size(1, 12, 'Slides per row').int('Slides per row is a whole number.'),
  lightbox: z.boolean(),
  lightboxTheme: z.enum(LIGHTBOX_THEMES, { error: 'Choose light or dark.' }),
  mixedContent: z.boolean(),
  columnWidth: z.preprocess(
    (value) => validateColumnWidth(value) ?? value,
    z
      .number({ error: 'The column width must be a positive number.' })
      .positive('The column width must be a positive number.')
      .max(2500, 'The column width is at most 2500.'),
  ),
  gutter: size(0, 200, 'The gutter'),
  listImageSize: size(10, 90, 'The image size'),
  vSize: size(0, 100, 'The vertical size'),
  autoplay: z.boolean(),
  autoplayDuration: size(0, 3600, 'The autoplay duration'),
  activeAlignment: z.enum(['left', 'center', 'right'], { error: 'Choose left, center or right.' }),
  thumbnails: z.boolean(),
  thumbnailStripHeight: size(20, 400, 'The thumbnail strip height'),
  thumbnailStripMargin: size(0, 100, 'The thumbnail strip margin'),
  thumbnailsPerRow: size(1, 20, 'Thumbnails per row').int('Thumbnails per row is a whole number.'),
  padding: size(0, 200, 'The padding'),
  squareThumbs: z.boolean(),
  autoCrop: z.boolean(),
  metaPosition: z.enum(['top', 'bottom', 'none'], { error: 'Choose top, bottom or none.' }),
  rowHeight: size(50, 1000, 'The row height'),
  transition: z.enum(TRANSITIONS.values, { error: oneOf('a transition', TRANSITIONS) }),
  clickBehavior: z.enum(CLICK_BEHAVIORS.values, { error: oneOf('what a click shows', CLICK_BEHAVIORS) }),
  randomize: z.boolean(),
  loop: z.boolean(),
};

export const galleryBlockSchema = z.preprocess(
  withDesignDefaults,
  z.object({
    /** The gallery's name for assistive technology (and the lightbox's) */
    label: z
      .string()
      .trim()
      .max(200, 'The name is at most 200 characters.')
      .overwrite((label) => label || 'Gallery')
      .default('Gallery'),
    slides: z
      .array(slideSchema, { error: 'A gallery needs at least one image.' })
      .min(1, 'A gallery needs at least one image.')
      .max(MAX_SLIDES, `A gallery holds at most ${MAX_SLIDES} slides.`),
    ...settingsShape,
  }),
);

export type GalleryBlockData = z.output<typeof galleryBlockSchema> & { slides: GallerySlide[] };
