// Who may see what: publication (owners preview unpublished content) and passwords (a site's or a
// page's, unlocked for the browser session by the unlock cookie).
import { isPubliclyVisible } from '@tessera/core';
import type { Collection, Item } from '../db/schema.ts';
import { unlockEntry } from '../render/unlock.ts';
import type { PageContext, Viewer } from './context.ts';

export function isUnlocked(viewer: Viewer, scope: string, passwordHash: string | null): boolean {
  return !passwordHash || viewer.canPreview || viewer.unlocked.includes(unlockEntry(scope, passwordHash));
}

/** A page or collection: the same rule as items (a scheduled one shows once its time has come). */
export function canSeeCollection(
  { viewer, now }: Pick<PageContext, 'viewer' | 'now'>,
  collection: Collection | undefined,
): collection is Collection {
  return (
    !!collection &&
    (viewer.canPreview || isPubliclyVisible(collection.publication_state, collection.published_at, now))
  );
}

export function canSeeItem(
  { viewer, now }: Pick<PageContext, 'viewer' | 'now'>,
  item: Item | undefined,
): item is Item {
  return !!item && (viewer.canPreview || isPubliclyVisible(item.publication_state, item.published_at, now));
}
