// A blog's post addresses. The owner writes a post URL format with the tokens %y %m %d %t (the spec:
// "tokenised blog URL sanitising"); sanitizeBlogUrlTemplate (text.ts) cleans it, and a post's path
// within its blog is the format with the tokens filled in: year, month and day of its publish date
// (UTC, unpadded as '2026/3/9'), and %t, the post's own URL part. Tags and categories have a page
// each under the blog: /{blog}/tag/{tag}, /{blog}/category/{category}.
import { isValidUrlId } from './links.ts';
import { sanitizeBlogUrlTemplate } from './text.ts';

/** A new blog's format: /{blog}/{post} */
export const DEFAULT_BLOG_URL_TEMPLATE = '%t';

// Our wording (the spec gives none): without %t two posts of one day would share an address.
export const BLOG_URL_TEMPLATE_NEEDS_SLUG = 'The post URL format must contain %t, the post’s own URL.';

/** The sanitised format (surrounding spaces trimmed first) with empty segments dropped ('/%y//%t/' → '%y/%t'). */
export function normalizeBlogUrlTemplate(template: string): string {
  return sanitizeBlogUrlTemplate(template.trim()).split('/').filter(Boolean).join('/');
}

/** The format to store, or the message when it cannot be one (it lost, or never had, %t). */
export function checkBlogUrlTemplate(
  template: string,
): { ok: true; template: string } | { ok: false; message: string } {
  const normalized = normalizeBlogUrlTemplate(template);
  if (!normalized.includes('%t')) return { ok: false, message: BLOG_URL_TEMPLATE_NEEDS_SLUG };
  return { ok: true, template: normalized };
}

function dateParts(publishedAt: number) {
  const date = new Date(publishedAt);
  return {
    y: String(date.getUTCFullYear()),
    m: String(date.getUTCMonth() + 1),
    d: String(date.getUTCDate()),
  };
}

/** A post's path within its blog: the format filled in ('2026/3/9/chasing-plum'). */
export function blogPostSubpath(template: string, post: { urlId: string; publishedAt: number }): string {
  const parts = dateParts(post.publishedAt);
  return template.replace(/%([ymdt])/g, (_, token: 'y' | 'm' | 'd' | 't') =>
    token === 't' ? post.urlId : parts[token],
  );
}

const TOKEN_PATTERNS = { y: '(\\d{4})', m: '(\\d{1,2})', d: '(\\d{1,2})', t: '([a-z0-9-]+)' } as const;

/**
 * Reads a path within a blog against its format: the post's URL part and the date the path names,
 * or null when the path does not have the format's shape. The caller checks the date against the
 * post's (blogPostSubpath gives the one true path).
 */
export function matchBlogPostSubpath(template: string, subpath: string): { urlId: string } | null {
  const tokens: string[] = [];
  const pattern = template.replace(/%([ymdt])|[^%]+/g, (piece, token?: keyof typeof TOKEN_PATTERNS) => {
    if (!token) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    tokens.push(token);
    return TOKEN_PATTERNS[token];
  });
  const match = new RegExp(`^${pattern}$`).exec(subpath);
  if (!match) return null;
  const urlId = match[tokens.indexOf('t') + 1];
  return urlId && isValidUrlId(urlId) ? { urlId } : null;
}

/**
 * A tag's or category's key, which its page's address carries: lower case, each run of spaces a
 * hyphen ('Test tiles' → 'test-tiles'), so 'Glaze' and 'glaze' are one tag and a plain name makes
 * a plain address.
 */
export function blogTermKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The path segment naming a tag or category: its key, percent-encoded where it must be. */
export function blogTermSegment(name: string): string {
  return encodeURIComponent(blogTermKey(name));
}
