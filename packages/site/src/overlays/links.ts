// Links the owner typed, checked again as they go into a page with core's rule (the API refuses
// anything else, server/src/overlays/routes.ts); this keeps older stored values safe.
import { isSiteOrWebLink } from '@tessera/core';

/** The link as an href, or null for nothing usable. */
export function safeHref(value: string): string | null {
  return value !== '' && isSiteOrWebLink(value) ? value : null;
}

/**
 * The popup as a page of its own (page type 104, server/src/pages/popup-overlay): where a visitor
 * without JavaScript, who never sees the overlay, is offered it (PopupOverlayNoScript).
 */
export const POPUP_OVERLAY_PAGE_PATH = '/popup-overlay';
