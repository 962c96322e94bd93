// The popup overlay's part of the runtime, always loaded and kept tiny: core's re-show rule over the
// visitor's record decides, and only then is the dialog's code (popup-island.ts, in the page chrome's
// chunk: runtime/chrome-chunk.ts) loaded. On a phone
// (spec: a screen up to 432 px wide) it stays closed unless the owner enabled it there. A signed-in owner always
// gets the popup's code (spec section 6), so the config area's preview ('force') opens it whatever
// their own record says. The phone check is the screen's width (spec section 9), not the window's.
import { isPhoneScreen, shouldShowPopupOverlay } from '@tessera/core';
import type { SiteContext } from '../context.ts';
import { previewsAsReturning } from '../runtime/config-preview.ts';
import type { Destructor } from '../runtime/lifecycle.ts';
import { POPUP_OVERLAY_FORCE_EVENT } from './events.ts';
import { readPopupRecord } from './record.ts';

export const POPUP_OVERLAY_SELECTOR = '[data-popup-overlay]';

/** Whether the rule shows the popup to this visitor now. */
export function popupOverlayDue(
  settings: NonNullable<SiteContext['websiteSettings']['popupOverlaySettings']>,
  target: Window,
  now: number,
): boolean {
  if (isPhoneScreen(target.screen.width) && !settings.enableMobile) return false;
  return shouldShowPopupOverlay(settings, readPopupRecord(target.localStorage), now);
}

export function installPopupOverlay(context: SiteContext, target: Window = window): Destructor {
  const settings = context.websiteSettings.popupOverlaySettings;
  const element = target.document.querySelector<HTMLElement>(POPUP_OVERLAY_SELECTOR);
  if (!settings || !element) return () => {};
  let closeOpen: Destructor | null = null;
  let destroyed = false;
  const open = () => {
    if (closeOpen) return;
    void import('../runtime/chrome-chunk.ts').then(({ openPopupOverlay }) => {
      if (destroyed || closeOpen) return;
      closeOpen = openPopupOverlay(element, settings, {
        onClosed: () => {
          closeOpen = null;
        },
      });
    });
  };
  // Not by itself in the config area's preview of a returning visitor; its Preview still opens it.
  if (!previewsAsReturning(target) && popupOverlayDue(settings, target, Date.now())) open();
  if (context.authenticatedAccount !== null) {
    // Loaded for an owner whatever the rule says, so a preview opens at once.
    void import('../runtime/chrome-chunk.ts');
    target.addEventListener(POPUP_OVERLAY_FORCE_EVENT, open);
  }
  return () => {
    destroyed = true;
    target.removeEventListener(POPUP_OVERLAY_FORCE_EVENT, open);
    closeOpen?.();
    closeOpen = null;
  };
}
