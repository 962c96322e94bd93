// The popup overlay's runtime events, dispatched on the page's window.
/** The config area's preview: opens the popup whatever the visitor's record says. */
export const POPUP_OVERLAY_FORCE_EVENT = 'tessera:popup-overlay:force';
/**
 * What the popup did, for the census (runtime/census-events.ts sends it as `POST /api/census/overlay`):
 * detail `{ action: 'shown' | 'closed' | 'submitted' }`.
 */
export const POPUP_OVERLAY_CENSUS_EVENT = 'tessera:popup-overlay';
export type PopupOverlayAction = 'shown' | 'closed' | 'submitted';
/** Its sign-up form is hydrated by the popup's island when it opens, never by the page's island loader. */
export const POPUP_NEWSLETTER_ISLAND = 'popup-newsletter';
