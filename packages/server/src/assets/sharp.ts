// sharp (libvips) is loaded on first use, not at start: loading it costs every process about 16 MB
// resident, and most processes of a cluster never make an image.
import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** sharp, loaded once and set up for a server that keeps every rendition on disk. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per job: the jobs themselves are the parallelism (variants.ts).
    sharp.concurrency(1);
    // No operation cache: every rendition is kept on disk, so libvips' cache (by default up to 50 MB
    // of decoded images and 20 open files) only held memory after each image.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
