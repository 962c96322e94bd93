// The newsletter form's events, for whoever frames it (the popup overlay's island). Imports nothing,
// so listening costs those islands no newsletter code.

/** Dispatched (bubbling) on a newsletter form once its sign-up was accepted: the popup overlay keeps it. */
export const NEWSLETTER_SUBSCRIBED_EVENT = 'tessera:newsletter-subscribed';
