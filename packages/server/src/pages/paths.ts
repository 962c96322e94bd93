// Where a collection or item lives on its site. The home page's canonical address is the root.
import type { Collection, Item } from '../db/schema.ts';
import type { WebsiteSettings } from '../websites/settings.ts';

export function collectionPath(
  collection: Pick<Collection, 'id' | 'url_id'>,
  settings: Pick<WebsiteSettings, 'homeCollectionId'>,
): string {
  return collection.id === settings.homeCollectionId ? '/' : `/${collection.url_id}`;
}

export function itemPath(collection: Pick<Collection, 'url_id'>, item: Pick<Item, 'url_id'>): string {
  return `/${collection.url_id}/${item.url_id}`;
}

/**
 * A path's segments, decoded and lower-cased, as routes compare them; null when the path cannot be
 * decoded (a malformed escape names nothing).
 */
export function pathSegments(path: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return decoded
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
}
