// Links the owner typed, checked again as they go into a page: a path on the site or a web address.
// The API refuses anything else (server/src/overlays/routes.ts); this keeps older stored values safe.
import { isSameSitePath } from '@tessera/core';

export function isOverlayLink(value: string): boolean {
  if (isSameSitePath(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The link as an href, or null for nothing usable. */
export function safeHref(value: string): string | null {
  return value !== '' && isOverlayLink(value) ? value : null;
}
