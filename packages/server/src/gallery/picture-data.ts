// A gallery picture's own alt text and focal point, stored as JSON in its item's `data` and always
// read through this schema: a picture without its own alt text shows its image's (as the demo's and
// older pictures do), and one without a readable focal point is cropped about its centre.
import { CENTRE, type FocalPoint, focalPointSchema } from '@tessera/site/blocks/values.ts';
import { z } from 'zod';
import { storedObject } from './settings.ts';

export interface PictureData {
  /** Undefined: the image's own alt text is used */
  alt: string | undefined;
  focalPoint: FocalPoint;
}

const pictureDataSchema = z.object({
  alt: z.string().optional().catch(undefined),
  focalPoint: focalPointSchema.catch(CENTRE).default(CENTRE),
});

export function readPictureData(json: string): PictureData {
  const { alt, focalPoint } = pictureDataSchema.parse(storedObject(json));
  return { alt, focalPoint };
}

/** What a picture shows: its own alt text, else its image's, and its focal point. */
export function shownPicture(json: string, imageAlt: string): { alt: string; focalPoint: FocalPoint } {
  const { alt = imageAlt, focalPoint } = readPictureData(json);
  return { alt, focalPoint };
}

/** The stored JSON with `change` merged in, keeping keys other features may have written. */
export function mergePictureData(json: string, change: Partial<PictureData>): string {
  return JSON.stringify({ ...storedObject(json), ...change });
}
