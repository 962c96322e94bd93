import type { PageSummary } from '@tessera/site/api/routes.gen.ts';
import type { FrameLocation } from '../frame/frame-location.ts';

function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The page at a path: the one whose address it is, or else the deepest one containing it (a blog
 * post at '/blog/first-post' belongs to the '/blog' page).
 */
export function findPageForPath(pages: readonly PageSummary[], framePath: string): PageSummary | undefined {
  const path = pathOf(framePath);
  let match: PageSummary | undefined;
  for (const page of pages) {
    const pagePath = pathOf(page.fullUrl);
    const contains = path === pagePath || (pagePath !== '/' && path.startsWith(`${pagePath}/`));
    if (contains && (match === undefined || pagePath.length > pathOf(match.fullUrl).length)) match = page;
  }
  return match;
}

/** The page the frame shows: named by the framed page's site context, or else found by its path. */
export function findFramedPage(
  pages: readonly PageSummary[],
  location: FrameLocation,
): PageSummary | undefined {
  return pages.find((page) => page.id === location.collectionId) ?? findPageForPath(pages, location.path);
}
