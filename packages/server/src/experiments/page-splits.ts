// Which running split tests a cached page showed, remembered per page cache and page, so the next
// visitor's cache key can name their variants before anything is rendered (render/routes.ts). A page
// not remembered, or remembered wrongly (a test ended since), is rendered: the rendering says which
// tests it holds, and that is remembered. Pages without a running test are not remembered at all.
import type { PageCache } from '../render/cache.ts';

/** Beyond this many split pages in one cache, the memory starts again (each miss only costs a render). */
const MAX_REMEMBERED = 10_000;

const byCache = new WeakMap<PageCache, Map<string, string[]>>();

function remembered(cache: PageCache): Map<string, string[]> {
  let pages = byCache.get(cache);
  if (!pages) {
    pages = new Map();
    byCache.set(cache, pages);
  }
  return pages;
}

/** The running tests the page at `key` showed when last rendered; none when unknown. */
export function splitsOfPage(cache: PageCache, key: string): string[] {
  return remembered(cache).get(key) ?? [];
}

export function rememberSplits(cache: PageCache, key: string, experiments: string[]): void {
  const pages = remembered(cache);
  if (experiments.length === 0) {
    pages.delete(key);
    return;
  }
  if (pages.size >= MAX_REMEMBERED && !pages.has(key)) pages.clear();
  pages.set(key, experiments);
}
