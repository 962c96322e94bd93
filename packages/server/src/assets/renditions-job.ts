// After a raster image's upload, a job on the worker makes its standard renditions (the size
// ladder's widths below the original's), so a visitor's first view of a new image is not the one
// that waits for sharp. The file's record says where that stands for the asset library (spec 2 §8's
// processing strings): 'done'; 'failed' when the image or its file cannot be read (trying again would
// not help); 'incomplete' when a try runs out of time, or the image process dies, on every try.
// Safe twice and on two workers at once: a rendition on disk is not made again, each is written
// beside and renamed into place, and the state changes only while it is still 'processing'. A job
// for a file deleted meanwhile ends as cancelled, leaving no renditions behind.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { processedWidths } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { defineJob, type JobContext } from '../jobs/definition.ts';
import { enqueueJob } from '../jobs/service.ts';
import type { VariantFormat } from './image-jobs.ts';
import { endProcessing, findAssetById } from './repository.ts';
import { assetEtag, assetPath } from './store.ts';
import { isResizable, isUnreadableImage, VariantCache } from './variants.ts';

/**
 * The format made ahead: what every current browser asks /s/ for (its Accept names AVIF). Older
 * browsers' WebP or JPEG is still made on their first request, as before.
 */
export const PROCESSED_FORMAT: VariantFormat = 'avif';

/** One try's time; past it the try fails and is retried, the last one leaving the file 'incomplete'. */
export const PROCESSING_TRY_MS = 2 * 60_000;
export const PROCESSING_ATTEMPTS = 3;

const payload = z.strictObject({ websiteId: z.string(), assetId: z.string() });
type Payload = z.infer<typeof payload>;

/** Whether a file gets the job: a raster image wider than the ladder's smallest width. */
export function needsProcessing(contentType: string, width: number | null): boolean {
  return isResizable(contentType) && processedWidths(width).length > 0;
}

/** Queues the job for a stored file, once per file (the dedupe key). */
export async function enqueueRenditions(db: Db, websiteId: string, assetId: string): Promise<void> {
  await enqueueJob(
    db,
    renditionsJob,
    { websiteId, assetId },
    { websiteId, dedupeKey: `${renditionsJob.name}:${assetId}` },
  );
}

export type RenditionsOutcome = 'done' | 'failed' | 'cancelled' | 'skipped';

/** Makes the file's renditions; answers how the job ended. Throws (to be tried again) on anything else. */
export async function makeRenditions(
  { websiteId, assetId }: Payload,
  ctx: Pick<JobContext, 'db' | 'assetsDir'>,
  cache = new VariantCache(join(ctx.assetsDir, '.variants')),
): Promise<RenditionsOutcome> {
  const scope = siteScoped(ctx.db, websiteId);
  const row = await findAssetById(scope, assetId);
  if (!row) return 'cancelled';
  if (row.processing !== 'processing') return 'skipped';
  const folder = `${websiteId}/${assetId}`;
  const original = assetPath(ctx.assetsDir, websiteId, row.name);
  try {
    const info = await stat(original);
    const source = {
      path: original,
      contentType: row.content_type,
      folder,
      version: assetEtag(row.id, info.size, info.mtimeMs),
    };
    // Smallest first: the thumbnails and phone sizes most pages ask for are ready soonest.
    for (const width of processedWidths(row.width).reverse()) {
      await cache.prepare(source, width, PROCESSED_FORMAT);
    }
  } catch (error) {
    // A disk's refusal (the original gone, no space, no permission) or an image sharp cannot read.
    if (!isUnreadableImage(error) && !isFileSystemError(error)) throw error;
    if (!(await findAssetById(scope, assetId))) return cancelledAfter(cache, folder);
    await endProcessing(scope, assetId, 'failed');
    return 'failed';
  }
  // Deleted while its renditions were made: the delete removed their folder before these were written.
  if (!(await findAssetById(scope, assetId))) return cancelledAfter(cache, folder);
  await endProcessing(scope, assetId, 'done');
  return 'done';
}

async function cancelledAfter(cache: VariantCache, folder: string): Promise<'cancelled'> {
  await cache.remove(folder);
  return 'cancelled';
}

/** Node's file-system errors carry an errno code ('ENOENT', 'ENOSPC', 'EACCES', 'EIO'…). */
function isFileSystemError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

/** Rejects once `ms` have passed: a try that hangs (a huge image, a stuck image process) ends. */
export function inTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`File processing took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const renditionsJob = defineJob({
  name: 'assets.renditions',
  payload,
  maxAttempts: PROCESSING_ATTEMPTS,
  backoff: { baseMs: 5_000, maxMs: 60_000 },
  async run(job, ctx) {
    const outcome = await inTime(makeRenditions(job, ctx), PROCESSING_TRY_MS);
    if (outcome !== 'done' && outcome !== 'skipped')
      ctx.log.info({ asset: job.assetId, outcome }, `file processing ${outcome}`);
  },
  // Out of tries (each timed out or lost its image process), or its worker died on the last one.
  async onDead(job, error, ctx) {
    await endProcessing(siteScoped(ctx.db, job.websiteId), job.assetId, 'incomplete');
    ctx.log.warn({ asset: job.assetId, error }, 'file processing failed to complete');
  },
});
