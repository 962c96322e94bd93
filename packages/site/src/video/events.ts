// The DOM events a video dispatches (bubbling) when it is shown and when it goes back to its overlay,
// so that a gallery's autoplay can stand still while a video plays (widgets spec section 4, autoplay:
// "suspended while a video is showing and restored afterwards"). A plain module: a listener imports
// these names without the player's code.
export const VIDEO_SHOWN_EVENT = 'tessera:video-shown';
export const VIDEO_HIDDEN_EVENT = 'tessera:video-hidden';
/** The island's selector: the video block and gallery video slides carry it. */
export const VIDEO_ISLAND = 'video';
