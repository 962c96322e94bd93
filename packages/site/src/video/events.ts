// The DOM events a video dispatches (bubbling) when it is shown and when it goes back to its overlay,
// so that a gallery's autoplay can stand still while a video plays (widgets spec section 4, autoplay:
// "suspended while a video is showing and restored afterwards"). A plain module: a listener imports
// these names without the player's code.
export const VIDEO_SHOWN_EVENT = 'tessera:video-shown';
export const VIDEO_HIDDEN_EVENT = 'tessera:video-hidden';
/**
 * Sent to a video (not bubbling) to put it back behind its overlay, paused: a slideshow sends it when
 * the video's slide is no longer shown, so the video is not heard from a hidden slide and autoplay,
 * which it held, goes on.
 */
export const VIDEO_PUT_BACK_EVENT = 'tessera:video-put-back';
/** The island's selector: the video block and gallery video slides carry it. */
export const VIDEO_ISLAND = 'video';
