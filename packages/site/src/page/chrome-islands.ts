// The islands of the page's chrome, on pages of any type: the header's cart (a site with a shop) and
// the cookie banner. Blocks and page types declare their own (`islands`).
import { island as cartWidget } from '../commerce/cart-widget/trigger.ts';
import { island as cookieBanner } from '../consent/trigger.ts';

export const CHROME_ISLANDS = [cartWidget, cookieBanner];
