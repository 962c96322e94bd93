// Ladder renditions of uploaded raster images (widgets spec: image size ladder, sizeFormat
// queryString): made by sharp in the image process (image-worker.ts) on first request, then served
// from a disk cache. Each rendition is written to a temporary file and renamed into place, so a
// reader never sees half a file and two first requests racing for one rendition at worst both
// write it, harmlessly.
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_SIZE_LADDER, type ImageSizeWidth } from '@tessera/core';
import { HttpError } from '../http/errors.ts';
import { type CropRequest, cropKey } from './crop.ts';
import type { RenditionJob, VariantFormat } from './image-jobs.ts';
import { imageWorker } from './image-worker.ts';

/** Originals sharp resizes; SVG and GIF (vector, animation) are served as they are. */
export const RESIZABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const RESIZABLE = new Set(RESIZABLE_TYPES);

export const BAD_IMAGE_WIDTH_MESSAGE = `Image widths are ${IMAGE_SIZE_LADDER.map((w) => `${w}w`).join(', ')}.`;
export const NOT_AN_IMAGE_MESSAGE = 'Only images come in sizes.';
export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read.';

/** Two renditions at once at most: a burst of first requests queues here instead of starving pages. */
const MAX_CONCURRENT_JOBS = 2;

const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** '750w' → 750; anything that is not a ladder width is a 400 with the ladder in its wording. */
export function parseLadderWidth(format: string): ImageSizeWidth {
  const match = /^(\d{1,4})w$/.exec(format);
  const width = Number(match?.[1]);
  const rung = IMAGE_SIZE_LADDER.find((w) => w === width);
  if (!rung) throw new HttpError(400, BAD_IMAGE_WIDTH_MESSAGE);
  return rung;
}

/** The best format the browser says it takes; without AVIF or WebP, JPEG (PNG stays PNG: transparency). */
export function negotiateFormat(accept: string | undefined, originalType: string): VariantFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return originalType === 'image/png' ? 'png' : 'jpeg';
}

export function isResizable(contentType: string): boolean {
  return RESIZABLE.has(contentType);
}

/** The image's dominant colour as '#rrggbb'; null when sharp cannot read it (it is then no image). */
export async function dominantColour(bytes: Uint8Array): Promise<string | null> {
  // The image process failing (it could not start, or ended) leaves the image without a colour, as
  // an unreadable one is: the upload still succeeds, and the daily job tries again.
  const colour = await imageWorker.run({ kind: 'colour', bytes }).catch(() => null);
  return typeof colour === 'string' ? colour : null;
}

/** A small FIFO semaphore. */
class JobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await job();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

export interface VariantSource {
  /** The original's path on disk */
  path: string;
  contentType: string;
  /** The folder of the original's renditions ({site id}/{asset id}), removed with the original */
  folder: string;
  /** Changes whenever the original does (its ETag): old renditions are never served for a new file */
  version: string;
}

export interface Variant {
  bytes: Buffer;
  contentType: string;
}

export class VariantCache {
  private readonly queue = new JobQueue(MAX_CONCURRENT_JOBS);
  /** Renditions being made in this process, so concurrent first requests share one job */
  private readonly making = new Map<string, Promise<Buffer>>();
  /** How many renditions sharp has made (for tests and the bench) */
  made = 0;

  constructor(private readonly root: string) {}

  async get(
    source: VariantSource,
    width: ImageSizeWidth,
    accept: string | undefined,
    crop: CropRequest,
  ): Promise<Variant> {
    const format = negotiateFormat(accept, source.contentType);
    const path = this.pathOf(source, width, format, crop);
    const bytes = await readFile(path).catch(() => this.make(source.path, path, { width, format, crop }));
    return { bytes, contentType: CONTENT_TYPES[format] };
  }

  /**
   * Makes the plain rendition ahead of any request (the upload's job, renditions-job.ts); nothing
   * when it is on disk already. Unlike a request's, a failure to write it is an error: the job's
   * whole point is the file on disk. False when it was there.
   */
  async prepare(source: VariantSource, width: ImageSizeWidth, format: VariantFormat): Promise<boolean> {
    const path = this.pathOf(source, width, format, PLAIN);
    if (await exists(path)) return false;
    const bytes = await this.queue.run(() => render(source.path, { width, format, crop: PLAIN }));
    this.made++;
    await writeAtomically(path, bytes, { strict: true });
    return true;
  }

  /** Where a rendition is kept: one file per original's version, width, crop and format. */
  private pathOf(source: VariantSource, width: number, format: VariantFormat, crop: CropRequest): string {
    const version = source.version.replace(/[^\w-]/g, '');
    return join(this.root, source.folder, `${version}-${width}${cropKey(crop)}.${format}`);
  }

  /** Drops every rendition of an original (deleted, or its site gone). */
  async remove(folder: string): Promise<void> {
    await rm(join(this.root, folder), { recursive: true, force: true });
  }

  private make(original: string, path: string, wanted: Wanted): Promise<Buffer> {
    const pending = this.making.get(path);
    if (pending) return pending;
    const job = this.queue
      .run(() => render(original, wanted))
      .then(async (bytes) => {
        this.made++;
        await writeAtomically(path, bytes, { strict: false });
        return bytes;
      })
      .finally(() => this.making.delete(path));
    this.making.set(path, job);
    return job;
  }
}

type Wanted = Omit<RenditionJob, 'kind' | 'original'>;

/** The rendition pages ask for most: the original's proportions, uncropped. */
const PLAIN: CropRequest = { mode: 'none', ratio: null, focal: { x: 0.5, y: 0.5 } };

/** A rendition, made in the image process (image-worker.ts); 422 when the original cannot be read. */
async function render(original: string, wanted: Wanted): Promise<Buffer> {
  const bytes = await imageWorker.run({ kind: 'rendition', original, ...wanted });
  if (!Buffer.isBuffer(bytes)) throw new HttpError(422, UNREADABLE_IMAGE_MESSAGE);
  return bytes;
}

/** Whether a rendition failed because sharp cannot read the original (render's 422). */
export function isUnreadableImage(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 422;
}

/** Written beside, then renamed into place: a reader never sees half a file. */
async function writeAtomically(path: string, bytes: Buffer, { strict }: { strict: boolean }): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    // A request's cache is only a cache: its rendition is still served from memory.
    if (strict) throw error;
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
