// The pictures screen's rules, apart from React: where a picture goes when moved by a button, and
// what the live region says after each change.
import { movedTo } from '@tessera/core';
import type { GalleryPicture } from '@tessera/site/api/routes.gen.ts';

/** The list with the picture moved one place by `delta`; null at either end or when it is not there. */
export function movedBy(
  pictures: readonly GalleryPicture[],
  pictureId: string,
  delta: -1 | 1,
): { pictures: GalleryPicture[]; index: number } | null {
  const from = pictures.findIndex((p) => p.id === pictureId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= pictures.length) return null;
  return { pictures: movedTo(pictures, from, to), index: to };
}

export const addedAnnouncement = (count: number) =>
  count === 1 ? 'One picture added at the end.' : `${count} pictures added at the end.`;

// The server keeps a removed picture in the items' trash until it is purged, but the owner has no
// screen to restore it from: the words promise no trash.
export const removedAnnouncement = (caption: string) => `${caption} removed from the gallery.`;

export const captionOf = (picture: GalleryPicture) => picture.caption || 'Untitled picture';
