// The popup overlay's dialog, loaded only when it opens: shown, focus moved in and kept there (the
// shared focus containment: Tab and Shift+Tab cycle), Escape, the close button or a click on the dimmed page close it (Escape handled
// with preventDefault, so the page's own Escape-to-config leaves it alone), and focus returns where it
// was. Closing keeps the date and version; a sign-up (or the button) keeps that the visitor answered.
import type { PopupOverlayContextSettings } from '@tessera/core';
import { NEWSLETTER_SUBSCRIBED_EVENT } from '../blocks/newsletter/events.ts';
import { containFocus } from '../runtime/focus-containment.ts';
import { hydrateOnInteraction } from '../runtime/islands.ts';
import type { Destructor } from '../runtime/lifecycle.ts';
import { POPUP_NEWSLETTER_ISLAND, POPUP_OVERLAY_CENSUS_EVENT, type PopupOverlayAction } from './events.ts';
import { readPopupRecord, writePopupRecord } from './record.ts';

export function openPopupOverlay(
  root: HTMLElement,
  settings: Pick<PopupOverlayContextSettings, 'version'>,
  { onClosed = () => {}, now = () => Date.now() }: { onClosed?: () => void; now?: () => number } = {},
): Destructor {
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]') ?? root;
  const view = root.ownerDocument.defaultView ?? window;
  const tell = (action: PopupOverlayAction) =>
    view.dispatchEvent(new CustomEvent(POPUP_OVERLAY_CENSUS_EVENT, { detail: { action } }));

  // A newer popup than the one the visitor answered: their earlier sign-up no longer hides it.
  const stored = readPopupRecord(view.localStorage);
  if (stored?.submitted && (stored.version ?? 0) < settings.version)
    writePopupRecord({ submitted: false }, view.localStorage);

  const close = () => {
    if (root.hidden) return;
    root.hidden = true;
    writePopupRecord({ closedDate: now(), version: settings.version }, view.localStorage);
    cleanup();
    tell('closed');
    // Whichever way it closed (Escape, its close button, the dimmed page), focus goes back where it
    // was, or to the page's first stop when the popup opened with nothing focused.
    containment.release();
    onClosed();
  };
  const answered = () => {
    writePopupRecord({ version: settings.version, submitted: true }, view.localStorage);
    tell('submitted');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target === root || target.closest('[data-popup-overlay-close]')) close();
    else if (target.closest('[data-popup-overlay-action]')) answered();
  };
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick);
  root.addEventListener(NEWSLETTER_SUBSCRIBED_EVENT, answered);
  const hydrated: Destructor[] = [];
  const form = root.querySelector<HTMLFormElement>(`[data-island="${POPUP_NEWSLETTER_ISLAND}"]`);
  // The form's code arrives when the visitor starts to fill it in.
  if (form) hydrated.push(hydrateOnInteraction(form, () => import('../blocks/newsletter/island.ts')));
  function cleanup() {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('click', onClick);
    root.removeEventListener(NEWSLETTER_SUBSCRIBED_EVENT, answered);
    for (const destroy of hydrated.splice(0)) destroy();
  }

  root.hidden = false;
  // Tab and Shift+Tab go round the card; focus landing on the page behind comes back.
  const containment = containFocus({ container: dialog });
  // The first field (the email) when there is one, else the button: where the visitor will act.
  const items = containment.stops();
  (items.find((element) => element instanceof HTMLInputElement) ?? items.at(-1) ?? dialog).focus();
  tell('shown');
  return close;
}
