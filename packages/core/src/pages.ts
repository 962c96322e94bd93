// Rules of the pages panel: a new page's URL from its title, a free URL beside the taken ones, the
// navigation areas a page can be placed in, and the limits of a page's search-engine settings.
import { isValidUrlId, RESERVED_URL_IDS, URL_ID_MAX_LENGTH } from './links.ts';

/** Where a page can be linked: the header's main navigation, the footer's, or nowhere. */
export const NAVIGATION_AREAS = ['main', 'footer'] as const;
export type NavigationArea = (typeof NAVIGATION_AREAS)[number];

/**
 * The spec gives no limits for a page's SEO title and description: these are ours. Search engines
 * show about 60 and 160 characters; the caps leave room without letting a field become an essay.
 */
export const SEO_TITLE_MAX_LENGTH = 100;
export const SEO_DESCRIPTION_MAX_LENGTH = 300;
export const PAGE_PASSWORD_MAX_LENGTH = 200;

/** The URL a page without a usable title gets. */
const FALLBACK_URL_ID = 'page';

/**
 * A page URL made from its title: accents dropped, lower case, every run of other characters one
 * hyphen, cut to the URL limit. A title that leaves nothing, or a name the platform's routes use,
 * falls back to 'page' (or the caller's `fallback`) or gets '-page' added, so the answer is always a valid URL (isValidUrlId).
 */
export function urlIdFromTitle(title: string, fallback = FALLBACK_URL_ID): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, URL_ID_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  if (!slug) return fallback;
  return (RESERVED_URL_IDS as readonly string[]).includes(slug) ? `${slug}-page` : slug;
}

/**
 * `base` if no page uses it, else the first of base-2, base-3… that is free (cut so the suffix fits
 * in the URL limit). `base` must be a valid URL.
 */
export function freeUrlId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, URL_ID_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate) && isValidUrlId(candidate)) return candidate;
  }
}

/** The title of a duplicated page. */
export function copyTitle(title: string, maxLength: number): string {
  const suffix = ' (copy)';
  return `${title.slice(0, maxLength - suffix.length)}${suffix}`;
}
