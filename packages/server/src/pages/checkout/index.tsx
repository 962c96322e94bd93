// Checkout (201) at /checkout and order confirmed (202) at /order-confirmed: shells every visitor
// shares (cached), filled by their islands from the visitor's cart and the checkout's answer.
// /checkout?cart=missing is where /commerce/goto-checkout sends a visitor without a cart cookie:
// the spec's sentence, and no form.
import { CHECKOUT_WITHOUT_CART_COOKIE_MESSAGE, PageType } from '@tessera/core';
import { CheckoutForm } from '@tessera/site';
import { readStoreSettings } from '../../commerce/store/settings.ts';
import { definePageType, route, Tags } from '../define.ts';
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

export const orderConfirmedPage = definePageType<Record<string, never>>({
  name: 'order-confirmed',
  pageType: PageType.orderConfirmed,
  route: route({
    path: '/order-confirmed',
    params: {},
    load: async (): Promise<Outcome> => show(orderConfirmedPage, {}),
  }),
  cacheable: true,
  tags: () => [Tags.site],
  head: () => ({ title: 'Order confirmed', canonicalPath: '/order-confirmed' }),
  render: () => (
    <>
      <h1 className="page-title">Thank you for your order</h1>
      <div data-island="order-confirmed">
        <p>Your order is placed. A confirmation with its details is on its way to your email.</p>
      </div>
    </>
  ),
});
