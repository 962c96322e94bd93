// The popup overlay (runtime spec sections 3 and 4) as the server renders it: in the page's HTML,
// hidden, so opening it needs no request and nothing on the page moves; the runtime's rule
// (overlays/runtime.ts, core's shouldShowPopupOverlay over the visitor's local storage record) shows
// it. A modal dialog in one of nine positions with a close button, a title, a line of text and
// either the site's newsletter sign-up or a button leading to a page.
import type { PopupOverlayConfig } from '@tessera/core';
import { NewsletterForm } from '../blocks/newsletter/index.tsx';
import { POPUP_NEWSLETTER_ISLAND } from './events.ts';
import { POPUP_OVERLAY_PAGE_PATH, safeHref } from './links.ts';

export interface PopupOverlayModel {
  settings: PopupOverlayConfig;
  /** The sign-up's mailing list (its name only labels the form); null for a BUTTON popup */
  list: { id: string; name: string } | null;
}

export const POPUP_OVERLAY_CLOSE_LABEL = 'Close';
const TITLE_ID = 'popup-overlay-title';
const TEXT_ID = 'popup-overlay-text';

/** The class names that place and style it (overlays-css.ts). */
export function popupOverlayClasses(settings: Pick<PopupOverlayConfig, 'position' | 'style'>): string {
  const position = settings.position.toLowerCase().replace('_', '-');
  return `popup-overlay popup-overlay-${position} popup-overlay-${settings.style.toLowerCase()}`;
}

/** Whether it has anything to offer: a sign-up needs a list, a button a usable link. */
function offersSomething({ settings, list }: PopupOverlayModel): boolean {
  return settings.content === 'SIGNUP' ? list !== null : safeHref(settings.buttonUrl) !== null;
}

/**
 * The popup for a visitor without JavaScript, for whom the runtime never shows it: a line at the top
 * of the page linking to the popup's own page (/popup-overlay), named by the popup's title ('Join
 * our mailing list'). Only where the popup is on (the page gets a popup only then) and offers something;
 * a popup kept off phones keeps its line off narrow screens too.
 */
export function PopupOverlayNoScript({ popup }: { popup: PopupOverlayModel }) {
  if (!offersSomething(popup)) return null;
  const classes = `popup-overlay-noscript${popup.settings.enableMobile ? '' : ' popup-overlay-noscript-no-phones'}`;
  return (
    <noscript>
      <p className={classes}>
        <a href={POPUP_OVERLAY_PAGE_PATH}>{popup.settings.title}</a>
      </p>
    </noscript>
  );
}

/** Null when it has nothing to offer: a sign-up without a list, or a button without a usable link. */
export function PopupOverlay({ popup }: { popup: PopupOverlayModel }) {
  const { settings, list } = popup;
  const href = safeHref(settings.buttonUrl);
  if (!offersSomething(popup)) return null;
  return (
    <div className={popupOverlayClasses(settings)} data-popup-overlay="" hidden>
      <div
        className="popup-overlay-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        {...(settings.text ? { 'aria-describedby': TEXT_ID } : {})}
      >
        <button
          type="button"
          className="popup-overlay-close"
          aria-label={POPUP_OVERLAY_CLOSE_LABEL}
          title={POPUP_OVERLAY_CLOSE_LABEL}
          data-popup-overlay-close=""
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <h2 id={TITLE_ID} className="popup-overlay-title">
          {settings.title}
        </h2>
        {settings.text && (
          <p id={TEXT_ID} className="popup-overlay-text">
            {settings.text}
          </p>
        )}
        {settings.content === 'SIGNUP' && list ? (
          <NewsletterForm
            id="popup-overlay-newsletter"
            list={list}
            title=""
            description=""
            buttonText={settings.buttonText}
            askName={false}
            island={POPUP_NEWSLETTER_ISLAND}
          />
        ) : (
          <a
            className="button button-primary popup-overlay-action"
            href={href ?? '/'}
            data-popup-overlay-action=""
          >
            {settings.buttonText}
          </a>
        )}
      </div>
    </div>
  );
}
