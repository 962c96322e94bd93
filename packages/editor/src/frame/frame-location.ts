import { readSiteContext } from '@tessera/site/context.ts';

/** Where the editor frame is: its path plus search, and the page its site context names. */
export interface FrameLocation {
  path: string;
  /** From the framed page's site context; null for a page without one (a file, not found, …). */
  collectionId: string | null;
}

/** Reads a loaded same-origin frame's location; the site context knows '/' is the home page. */
export function readFrameLocation(frameWindow: Window): FrameLocation {
  return {
    path: frameWindow.location.pathname + frameWindow.location.search,
    collectionId: readSiteContext(frameWindow.document)?.collectionId ?? null,
  };
}
