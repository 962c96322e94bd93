// How the published page loads an on-demand chunk (spec 1 §7: "on-demand script and style bundles";
// spec 2 §8: "Chunk loading: script time-out 120 s; a stylesheet load failure is an error"). Every
// dynamic import of the site's build goes through loadChunk (vite-small-preload.ts makes it Vite's
// preload helper): the islands, the dialogs, and the bundles of features still to come (reviews,
// search preview, share buttons). It imports nothing: Vite's preload helper module must stand
// alone, or the build splits it and what it shares into chunks of their own, each one more request
// on every page.

/** Spec 2 §8's 120 s, core's CHUNK_SCRIPT_TIMEOUT_MS (the test holds the two equal). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Why an on-demand chunk did not load: its script timed out, or one of its stylesheets failed. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export const chunkTimeoutMessage = (ms: number) => `Loading a chunk timed out after ${ms / 1000} s`;
export const stylesheetFailureMessage = (href: string) => `Unable to load stylesheet ${href}`;

/** Rejects with a ChunkLoadError when `loading` has not settled within `ms`. */
export function withChunkTimeout<T>(loading: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunkTimeoutMessage(ms))), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/** Stylesheets loaded or loading, by address: each is linked once however many chunks need it. */
const stylesheets = new Map<string, Promise<void>>();

/**
 * Links a stylesheet and resolves once it has loaded. A failure rejects (with a ChunkLoadError) and
 * takes the link away, so a later load of the chunk tries again rather than keeping half its styles.
 */
export function loadStylesheet(href: string): Promise<void> {
  const known = stylesheets.get(href);
  if (known) return known;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => {
      stylesheets.delete(href);
      link.remove();
      reject(new ChunkLoadError(stylesheetFailureMessage(href)));
    });
  });
  stylesheets.set(href, loaded);
  document.head.append(link);
  return loaded;
}

/** Script chunks already hinted with a modulepreload link. */
const preloaded = new Set<string>();

function preloadScript(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/**
 * Loads a chunk: its own script imports fetched in parallel (modulepreload), its stylesheets linked
 * and waited for, its module imported; the whole within CHUNK_SCRIPT_TIMEOUT_MS. `deps` are the
 * build's file names under `base` ('assets/reviews-x1.js', 'assets/reviews-x1.css').
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  deps: readonly string[] | undefined,
  base: string,
): Promise<T> {
  const styles: Promise<void>[] = [];
  for (const dep of deps ?? []) {
    if (dep.endsWith('.css')) styles.push(loadStylesheet(base + dep));
    else preloadScript(base + dep);
  }
  // Script and styles load side by side; the chunk is ready (its island hydrates) once both are in,
  // so its elements never show unstyled, and a failed stylesheet fails the chunk.
  const loading = Promise.all([load(), ...styles]).then(([module]) => module);
  return withChunkTimeout(loading);
}
