// The image work sharp does, as plain functions of their inputs: run in the image process
// (image-process.ts), never in a serving process (image-worker.ts says why).
import { type CropRequest, focalCropBox } from './crop.ts';
import { loadSharp } from './sharp.ts';

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface RenditionJob {
  kind: 'rendition';
  /** The original's path on disk */
  original: string;
  width: number;
  format: VariantFormat;
  crop: CropRequest;
}

export interface ColourJob {
  kind: 'colour';
  bytes: Uint8Array;
}

export type ImageJob = RenditionJob | ColourJob;

/** A rendition's bytes; null when sharp cannot read the original. */
export async function renderRendition({
  original,
  width,
  format,
  crop,
}: RenditionJob): Promise<Buffer | null> {
  try {
    const image = await resized(original, width, crop);
    if (format === 'avif') return await image.avif({ quality: 50, effort: 2 }).toBuffer();
    if (format === 'webp') return await image.webp({ quality: 75 }).toBuffer();
    if (format === 'png') return await image.png().toBuffer();
    return await image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}

/** The original turned upright, cropped or fitted as asked, at most `width` wide and never enlarged. */
async function resized(original: string, width: number, { mode, ratio, focal }: CropRequest) {
  const sharp = await loadSharp();
  const image = sharp(original).autoOrient();
  if (ratio === null || mode === 'none') return image.resize({ width, withoutEnlargement: true });
  if (mode === 'contain') {
    const height = Math.max(1, Math.round(width / ratio));
    return image.resize({ width, height, fit: 'inside', withoutEnlargement: true });
  }
  const { autoOrient } = await sharp(original).metadata();
  const box = focalCropBox(autoOrient.width, autoOrient.height, ratio, focal);
  return image.extract(box).resize({ width, withoutEnlargement: true });
}

/** The image's dominant colour as '#rrggbb'; null when sharp cannot read it (it is then no image). */
export async function dominantColourOf({ bytes }: ColourJob): Promise<string | null> {
  const sharp = await loadSharp();
  try {
    const { dominant } = await sharp(bytes).stats();
    return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  } catch {
    return null;
  }
}

/** Runs one job: a rendition's bytes or a colour, null when the image cannot be read. */
export function runImageJob(job: ImageJob): Promise<Buffer | string | null> {
  return job.kind === 'rendition' ? renderRendition(job) : dominantColourOf(job);
}
