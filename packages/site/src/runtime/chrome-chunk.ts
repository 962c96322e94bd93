// The page chrome's code, joined in one chunk so that it costs one request: a new visitor meets
// the cookie banner and, where the owner runs one, the popup; a shop's header shows the cart on
// every page. Apart, each was its own request of a few hundred bytes, with focus containment and the
// cart's summary as two more. Each part's trigger (or the popup's rule) still decides whether the
// chunk is loaded at all: a returning visitor on a site without a shop loads none of it.
export { hydrate as hydrateCartWidget } from '../commerce/cart-widget/island.ts';
export { hydrate as hydrateCookieBanner } from '../consent/island.ts';
export { openPopupOverlay } from '../overlays/popup-island.ts';
