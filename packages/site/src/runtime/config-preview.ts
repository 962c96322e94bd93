// The config area's preview (issue 38): a page in the config area's frame shows the site as a
// returning visitor sees it, the cookie banner answered and the popup closed, so neither covers the
// page being edited; the owner's "Preview as a first visit" switch shows them again. The switch is
// kept in sessionStorage, which the frame shares with the config area (same origin, same tab).
import { CONFIG_AREA_PATH } from '@tessera/core';

export const FIRST_VISIT_PREVIEW_KEY = 'tessera.previewFirstVisit';

/** What is read of the page's window (a test gives its own). */
interface PreviewWindow {
  readonly top: Window | null;
  readonly self: Window;
  readonly sessionStorage: Storage;
}

/** Whether this page is in the config area's frame, shown as to a returning visitor. */
export function previewsAsReturning(target: PreviewWindow = window): boolean {
  try {
    const top = target.top;
    if (top === null || top === target.self) return false;
    // Another origin's config area (a page framed elsewhere) throws here: not a preview.
    if (!top.location.pathname.startsWith(CONFIG_AREA_PATH)) return false;
    return target.sessionStorage.getItem(FIRST_VISIT_PREVIEW_KEY) !== '1';
  } catch {
    return false;
  }
}
