// A site's paths → what they name (spec section 2: /{urlId}, /{collection}/{item}, /pages/{id}, /search).
import { isValidUrlId } from '@tessera/core';
import { ID_PATTERN } from '../db/ids.ts';

export type SiteRoute =
  | { kind: 'home' }
  | { kind: 'search' }
  | { kind: 'collection-id'; id: string }
  | { kind: 'collection'; urlId: string }
  | { kind: 'item'; collectionUrlId: string; itemUrlId: string }
  | { kind: 'none' };

export function routeOf(path: string): SiteRoute {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { kind: 'none' };
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'home' };
  const [first, second, ...rest] = segments.map((s) => s.toLowerCase());
  if (rest.length > 0 || !first) return { kind: 'none' };
  if (first === 'search' && !second) return { kind: 'search' };
  if (first === 'pages' && second)
    return ID_PATTERN.test(second) ? { kind: 'collection-id', id: second } : { kind: 'none' };
  if (!isValidUrlId(first)) return { kind: 'none' };
  if (!second) return { kind: 'collection', urlId: first };
  return isValidUrlId(second)
    ? { kind: 'item', collectionUrlId: first, itemUrlId: second }
    : { kind: 'none' };
}

/**
 * Whether a path is the one spelling of what it names: lower case, unescaped, single slashes.
 * /ABOUT, /%61bout and //about reach the same page as /about; only /about is cached, so a probe's
 * endless spellings cannot fill the page cache or push real pages out of it.
 */
export function isCanonicalPath(path: string): boolean {
  return path === '/' || /^(?:\/[a-z0-9-]+)+$/.test(path);
}
