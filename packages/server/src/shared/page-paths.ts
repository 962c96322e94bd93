// Where a collection or item lives on its site. The home page's canonical address is the root; a
// blog post's follows its blog's post URL format (core's blogPostSubpath). Features link to pages
// (search, carts, comments, forms) as the page types do, so these live below them all.
import { blogPostSubpath, blogTermSegment } from '@tessera/core';
import type { Collection, Item } from '../db/schema.ts';
import { readBlogSettings } from './blog-settings.ts';

export function collectionPath(
  collection: Pick<Collection, 'id' | 'url_id'>,
  settings: { homeCollectionId: string | null },
): string {
  return collection.id === settings.homeCollectionId ? '/' : `/${collection.url_id}`;
}

export function itemPath(
  collection: Pick<Collection, 'url_id' | 'type' | 'settings'>,
  item: Pick<Item, 'url_id' | 'published_at' | 'created_at'>,
): string {
  if (collection.type !== 'blog') return `/${collection.url_id}/${item.url_id}`;
  const { postUrlTemplate } = readBlogSettings(collection.settings);
  // A post never published is dated by its making, until it has a publish date.
  const publishedAt = item.published_at ?? item.created_at;
  return `/${collection.url_id}/${blogPostSubpath(postUrlTemplate, { urlId: item.url_id, publishedAt })}`;
}

/** A tag's or category's page under its blog: /journal/tag/Glazes */
export function blogTermPath(
  blog: Pick<Collection, 'url_id'>,
  kind: 'tag' | 'category',
  name: string,
): string {
  return `/${blog.url_id}/${kind}/${blogTermSegment(name)}`;
}
