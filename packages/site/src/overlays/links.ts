// Links the owner typed, checked again as they go into a page with core's rule (the API refuses
// anything else, server/src/overlays/routes.ts); this keeps older stored values safe.
import { isSiteOrWebLink } from '@tessera/core';

/** The link as an href, or null for nothing usable. */
export function safeHref(value: string): string | null {
  return value !== '' && isSiteOrWebLink(value) ? value : null;
}
