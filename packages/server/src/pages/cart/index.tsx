// The full-page cart (200) at /cart: the same shell for every visitor (cached), its root element
// recognised by its fixed id; the island (site/commerce/cart-page) fills it with the visitor's cart.
import { PageType } from '@tessera/core';
import { CART_ROOT_ID, cartPageIsland } from '@tessera/site';
import { Tags } from '../../shared/cache-tags.ts';
import { definePageType, route } from '../define.ts';
import { type Outcome, show } from '../outcome.ts';

export interface CartData {
  currency: string;
}

export const cartPage = definePageType<CartData>({
  name: 'cart',
  pageType: PageType.showCart,
  route: route({
    path: '/cart',
    params: {},
    load: async (_params, { site }): Promise<Outcome> => show(cartPage, { currency: site.website.currency }),
  }),
  cacheable: true,
  tags: () => [Tags.site],
  head: () => ({ title: 'Cart', canonicalPath: '/cart' }),
  islands: [cartPageIsland],
  render: ({ currency }) => (
    <>
      <h1 className="page-title">Cart</h1>
      <div id={CART_ROOT_ID} data-currency={currency}>
        <p role="status">Loading your cart…</p>
        <noscript>
          <p>The cart needs JavaScript.</p>
        </noscript>
      </div>
    </>
  ),
});
