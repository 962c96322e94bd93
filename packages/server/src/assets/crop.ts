// Crops of a rendition (widgets spec image configuration: fixedRatio, focalPoint, cropMode): the
// query names them `crop`, `ratio` and `focal`; core maps the crop values (content-fill, fill and
// cover crop; content-fit, fit and contain fit inside; anything else is none) and reads focal points.
import { normalizeCropMode, parseFocalPoint } from '@tessera/core';
import { HttpError } from '../http/errors.ts';

export const BAD_RATIO_MESSAGE = 'A ratio is a width divided by a height, a number from 0.01 to 100.';
export const BAD_FOCAL_POINT_MESSAGE = 'A focal point is x,y as fractions from 0 to 1, e.g. 0.5,0.5.';

export interface CropRequest {
  mode: 'cover' | 'contain' | 'none';
  /** Width divided by height of the wanted rendition; null keeps the original's */
  ratio: number | null;
  focal: { x: number; y: number };
}

export interface CropQuery {
  crop?: string | undefined;
  ratio?: string | undefined;
  focal?: string | undefined;
}

/** The crop a query asks for; 400 for a ratio or focal point that cannot be read. */
export function parseCrop(query: CropQuery): CropRequest {
  const ratio = query.ratio === undefined ? null : Number(query.ratio);
  if (ratio !== null && !(ratio >= 0.01 && ratio <= 100)) throw new HttpError(400, BAD_RATIO_MESSAGE);
  if (query.focal !== undefined && !/^\s*[\d.]+\s*,\s*[\d.]+\s*$/.test(query.focal))
    throw new HttpError(400, BAD_FOCAL_POINT_MESSAGE);
  const mode = ratio === null ? 'none' : normalizeCropMode(query.crop);
  return { mode, ratio, focal: parseFocalPoint(query.focal) };
}

/** A part of the cache file's name that tells crops apart ('' for the plain rendition). */
export function cropKey(crop: CropRequest): string {
  if (crop.mode === 'none' || crop.ratio === null) return '';
  const focal = crop.mode === 'cover' ? `-${crop.focal.x}-${crop.focal.y}` : '';
  return `-${crop.mode}-${crop.ratio}${focal}`;
}

/**
 * The largest box of the wanted ratio inside the original, centred on the focal point as far as the
 * edges allow: what a cover crop keeps.
 */
export function focalCropBox(
  width: number,
  height: number,
  ratio: number,
  focal: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const boxWidth = Math.min(width, Math.max(1, Math.round(height * ratio)));
  const boxHeight = Math.min(height, Math.max(1, Math.round(boxWidth / ratio)));
  const place = (size: number, box: number, at: number) =>
    Math.min(Math.max(Math.round(at * size - box / 2), 0), size - box);
  return {
    left: place(width, boxWidth, focal.x),
    top: place(height, boxHeight, focal.y),
    width: boxWidth,
    height: boxHeight,
  };
}
