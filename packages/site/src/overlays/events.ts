// The popup overlay's runtime events, dispatched on the page's window.
/** The config area's preview: opens the popup whatever the visitor's record says. */
export const POPUP_OVERLAY_FORCE_EVENT = 'tessera:popup-overlay:force';
/**
 * What the popup did, for the census (issue 12 section 3 builds `POST /api/census/overlay`; it listens
 * here): detail `{ action: 'shown' | 'closed' | 'submitted' }`. Nothing listens yet.
 */
export const POPUP_OVERLAY_CENSUS_EVENT = 'tessera:popup-overlay';
export type PopupOverlayAction = 'shown' | 'closed' | 'submitted';
/** Its sign-up form is hydrated by the popup's island when it opens, never by the page's island loader. */
export const POPUP_NEWSLETTER_ISLAND = 'popup-newsletter';
