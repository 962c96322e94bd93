// The cookie banner's runtime events (spec section 4: mounted when forced by a 'force' event,
// restored on an 'unforce' event), dispatched on the page's window; the config area sends them to the
// page in its frame while the banner's settings are open.
export const COOKIE_BANNER_FORCE_EVENT = 'tessera:cookie-banner:force';
export const COOKIE_BANNER_UNFORCE_EVENT = 'tessera:cookie-banner:unforce';
