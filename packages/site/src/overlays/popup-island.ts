// The popup overlay's dialog, loaded only when it opens: shown, focus moved in and kept there (Tab and
// Shift+Tab cycle), Escape, the close button or a click on the dimmed page close it (Escape handled
// with preventDefault, so the page's own Escape-to-config leaves it alone), and focus returns where it
// was. Closing keeps the date and version; a sign-up (or the button) keeps that the visitor answered.
import type { PopupOverlayContextSettings } from '@tessera/core';
import { NEWSLETTER_SUBSCRIBED_EVENT } from '../blocks/newsletter/events.ts';
import type { Destructor } from '../runtime/lifecycle.ts';
import { POPUP_NEWSLETTER_ISLAND, POPUP_OVERLAY_CENSUS_EVENT, type PopupOverlayAction } from './events.ts';
import { readPopupRecord, writePopupRecord } from './record.ts';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );
}

export function openPopupOverlay(
  root: HTMLElement,
  settings: Pick<PopupOverlayContextSettings, 'version'>,
  { onClosed = () => {}, now = () => Date.now() }: { onClosed?: () => void; now?: () => number } = {},
): Destructor {
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]') ?? root;
  const previousFocus = root.ownerDocument.activeElement;
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
    if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
    onClosed();
  };
  const answered = () => {
    writePopupRecord({ version: settings.version, submitted: true }, view.localStorage);
    tell('submitted');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = root.ownerDocument.activeElement;
    if (
      event.shiftKey
        ? active === first || !dialog.contains(active)
        : active === last || !dialog.contains(active)
    ) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target === root || target.closest('[data-popup-overlay-close]')) close();
    else if (target.closest('[data-popup-overlay-action]')) answered();
  };
  // Focus kept in: anything focused outside (a click on the page behind) comes back to the dialog.
  const onFocusIn = (event: FocusEvent) => {
    if (!dialog.contains(event.target as Node)) focusables(dialog)[0]?.focus();
  };
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick);
  root.addEventListener(NEWSLETTER_SUBSCRIBED_EVENT, answered);
  root.ownerDocument.addEventListener('focusin', onFocusIn);
  const hydrated: Destructor[] = [];
  const form = root.querySelector<HTMLFormElement>(`[data-island="${POPUP_NEWSLETTER_ISLAND}"]`);
  if (form)
    void import('../blocks/newsletter/island.ts').then(({ hydrate }) => {
      if (!root.hidden) hydrated.push(hydrate(form));
    });
  function cleanup() {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('click', onClick);
    root.removeEventListener(NEWSLETTER_SUBSCRIBED_EVENT, answered);
    root.ownerDocument.removeEventListener('focusin', onFocusIn);
    for (const destroy of hydrated.splice(0)) destroy();
  }

  root.hidden = false;
  // The first field (the email) when there is one, else the button: where the visitor will act.
  const items = focusables(dialog);
  (items.find((element) => element instanceof HTMLInputElement) ?? items.at(-1) ?? dialog).focus();
  tell('shown');
  return close;
}
