// Values several blocks and the section settings share: an uploaded image and a focal point.
import { z } from 'zod';

/** An uploaded image of the site, with its size so the page reserves its space before it loads. */
export interface AssetRef {
  src: string;
  width: number;
  height: number;
  /** Its dominant colour, '#rrggbb', shown while it loads (raster uploads only) */
  placeholder?: string | undefined;
}

/** What an asset field stores for an uploaded image: address, size and, when known, placeholder colour. */
export function assetRefOf(image: {
  src: string;
  width: number;
  height: number;
  placeholder?: string | null;
}): AssetRef {
  const { src, width, height, placeholder } = image;
  return placeholder ? { src, width, height, placeholder } : { src, width, height };
}

/** The point of an image kept in view when it is cropped, in percent from the left and the top. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const ASSET_SRC_PATTERN = /^\/s\/[\w.-]+$/;

export const assetRefSchema = z.object(
  {
    src: z.string().regex(ASSET_SRC_PATTERN, 'Choose one of the site’s uploaded images.'),
    width: z.number().int().positive().max(20_000),
    height: z.number().int().positive().max(20_000),
    /** The image's dominant colour, shown while it loads (raster uploads only) */
    placeholder: z
      .string()
      .regex(/^#[0-9a-f]{6}$/, 'A placeholder colour is written #rrggbb.')
      .optional(),
  },
  { error: 'Choose one of the site’s uploaded images.' },
);

/** Focal points move in steps of 10%: each step is a class of the base stylesheet, never a style="". */
export const FOCAL_POINT_STEP = 10;
/** Every place a focal point may take on one axis: 0, 10, … 100 (%). */
export const FOCAL_POINT_STEPS = Array.from(
  { length: 100 / FOCAL_POINT_STEP + 1 },
  (_, i) => i * FOCAL_POINT_STEP,
);
const focalAxis = z
  .number()
  .int()
  .min(0, 'Between 0% and 100%.')
  .max(100, 'Between 0% and 100%.')
  .multipleOf(FOCAL_POINT_STEP, `In steps of ${FOCAL_POINT_STEP}%.`);
export const focalPointSchema = z.object({ x: focalAxis, y: focalAxis });

export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** The classes that place an image's focal point (see `.focal` in page/styles.ts). */
export function focalClasses({ x, y }: FocalPoint): string {
  return `focal fx-${x} fy-${y}`;
}
