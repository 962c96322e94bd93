// Placeholder colours for raster images uploaded before 0031, which read them at upload: a daily job
// on the worker walks the images still without one in batches and sets each from its file. Setting
// one only where none is set makes it safe to run twice and on two workers at once (both compute
// the same colour; the second write changes nothing). An image sharp cannot read, or whose file is
// gone, is left without one and tried again the next day.
import { readFile } from 'node:fs/promises';
import { siteScoped } from '../db/site-scoped.ts';
import { defineJob, type JobContext, noPayload } from '../jobs/definition.ts';
import { imagesWithoutPlaceholder, setMissingPlaceholder } from './repository.ts';
import { assetPath } from './store.ts';
import { dominantColour, RESIZABLE_TYPES } from './variants.ts';

/** Images read per batch: one short query, then one short update each (SQLite's write lock stays brief). */
export const PLACEHOLDER_BATCH = 50;

/** The colour of one stored image, or null when its file is gone or sharp cannot read it. */
async function colourOfFile(path: string): Promise<string | null> {
  const bytes = await readFile(path).catch(() => null);
  return bytes && dominantColour(bytes);
}

/** Sets every missing placeholder it can; answers how many it set. */
export async function backfillPlaceholders(ctx: Pick<JobContext, 'db' | 'assetsDir' | 'siteChanged'>) {
  let afterId = '';
  let set = 0;
  const changedSites = new Set<string>();
  for (;;) {
    const batch = await imagesWithoutPlaceholder(ctx.db, RESIZABLE_TYPES, afterId, PLACEHOLDER_BATCH);
    for (const image of batch) {
      const colour = await colourOfFile(assetPath(ctx.assetsDir, image.website_id, image.name));
      if (colour && (await setMissingPlaceholder(siteScoped(ctx.db, image.website_id), image.id, colour))) {
        set++;
        changedSites.add(image.website_id);
      }
    }
    if (batch.length < PLACEHOLDER_BATCH) break;
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
  // Gallery and post pages read the colour from the file's record: their cached copies must go.
  for (const websiteId of changedSites) await ctx.siteChanged(websiteId);
  return set;
}

export const placeholderBackfillJob = defineJob({
  name: 'assets.backfill-placeholders',
  payload: noPayload,
  maxAttempts: 1,
  async run(_payload, ctx) {
    const set = await backfillPlaceholders(ctx);
    if (set > 0) ctx.log.info({ set }, 'placeholder colours set for older images');
  },
});
