// Checkout (201) at /checkout: a shell every visitor shares (cached), filled by its island from the
// visitor's cart. The order it places is shown by order confirmed (202, ../order-confirmed/).
// /checkout?cart=missing is where /commerce/goto-checkout sends a visitor without a cart cookie:
// the spec's sentence, and no form.
import { CHECKOUT_WITHOUT_CART_COOKIE_MESSAGE, PageType } from '@tessera/core';
import { CheckoutForm, checkoutIsland } from '@tessera/site';
import { readStoreSettings } from '../../commerce/store/settings.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { definePageType, route } from '../define.ts';
import { type Outcome, show } from '../outcome.ts';

export interface CheckoutData {
  currency: string;
  testMode: boolean;
  missingCart: boolean;
}

const missing = (query: Readonly<Record<string, string | undefined>>) =>
  query.cart === 'missing' ? 'missing' : '';

export const checkoutPage = definePageType<CheckoutData>({
  name: 'checkout',
  pageType: PageType.checkout,
  route: route({
    path: '/checkout',
    params: {},
    load: async (_params, { db, site, request }): Promise<Outcome> => {
      const store = await readStoreSettings(db, site.website);
      return show(checkoutPage, {
        currency: store.currency,
        testMode: store.testMode,
        missingCart: missing(request.query) === 'missing',
      });
    },
  }),
  cacheable: true,
  queryKey: missing,
  tags: () => [Tags.site],
  head: () => ({ title: 'Checkout', canonicalPath: '/checkout' }),
  islands: [checkoutIsland],
  render: ({ currency, testMode, missingCart }) => (
    <>
      <h1 className="page-title">Checkout</h1>
      {missingCart ? (
        <p role="alert" className="checkout-alert">
          {CHECKOUT_WITHOUT_CART_COOKIE_MESSAGE}
        </p>
      ) : (
        <CheckoutForm currency={currency} testMode={testMode} />
      )}
    </>
  ),
});
