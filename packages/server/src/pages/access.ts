// Who may see what: publication (owners preview unpublished content) and passwords (a site's or a
// page's, unlocked for the browser session by the unlock cookie).
import { ItemPublicationState, isPubliclyVisible } from '@tessera/core';
import type { LayoutView } from '../content/service.ts';
import type { Collection, Item } from '../db/schema.ts';
import { unlockEntry } from '../render/unlock.ts';
import type { PageContext, Viewer } from './context.ts';

export function isUnlocked(viewer: Viewer, scope: string, passwordHash: string | null): boolean {
  return !passwordHash || viewer.canPreview || viewer.unlocked.includes(unlockEntry(scope, passwordHash));
}

/**
 * Whether the viewer sees something in this publication state: visitors what is published (or
 * scheduled and due), contributors everything but the trash (Hidden, Private, Needs Review: the
 * editor frame previews them).
 */
function canSee(viewer: Viewer, state: number, publishedAt: number | null, now: number): boolean {
  if (state === ItemPublicationState.deleted) return false;
  return viewer.canPreview || isPubliclyVisible(state, publishedAt, now);
}

/** A page or collection: the same rule as items (a scheduled one shows once its time has come). */
export function canSeeCollection(
  { viewer, now }: Pick<PageContext, 'viewer' | 'now'>,
  collection: Collection | undefined,
): collection is Collection {
  return !!collection && canSee(viewer, collection.publication_state, collection.published_at, now);
}

export function canSeeItem(
  { viewer, now }: Pick<PageContext, 'viewer' | 'now'>,
  item: Item | undefined,
): item is Item {
  return !!item && canSee(viewer, item.publication_state, item.published_at, now);
}

/**
 * The sections a page shows this viewer: visitors what is published; contributors the draft (the
 * editor frame shows what they are editing), or a revision named by `?revision=` to preview it.
 */
export function layoutViewOf({ viewer, request }: Pick<PageContext, 'viewer' | 'request'>): LayoutView {
  if (!viewer.canPreview) return { kind: 'published' };
  const revision = request.query.revision;
  return revision ? { kind: 'revision', id: revision } : { kind: 'draft' };
}
