// The checkout island in happy-dom: Place order sends the total the summary shows; a refusal
// because the total changed (a coupon used up meanwhile) shows the new totals in the summary and
// its words in the alert, and placing the order again confirms the new total under a new key.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { type FakeFetch, setCookie, stubFetch } from '../../runtime/test-support.ts';
import { CheckoutForm } from '../CheckoutForm.tsx';
import { hydrate } from './island.ts';

const cart = (discountCents: number, taxCents: number, grandTotalCents: number) => ({
  id: 'c'.repeat(24),
  isPurchased: false,
  entries: [
    { id: 'e'.repeat(24), productName: 'Everyday Mug', quantity: 1, lineTotalCents: 3800, optionValues: {} },
  ],
  shippingOptions: [{ id: 'flat', name: 'Standard', costCents: 800 }],
  selectedShippingOption: { id: 'flat', name: 'Standard', costCents: 800 },
  invalidCoupons: discountCents ? [] : [{ code: 'WELCOME10', reason: 'This coupon has been used up.' }],
  validCoupons: discountCents ? [{ code: 'WELCOME10' }] : [],
  subtotalCents: 3800,
  discountCents,
  shippingCostCents: 800,
  taxCents,
  grandTotalCents,
  requiresShipping: true,
  shippingLocation: { country: 'US' },
});
const USED_UP =
  'A coupon in your cart has been used up. Your total is now $50.08. Review your order and place it again.';

const posted = (fetch: FakeFetch) =>
  fetch.mock.calls
    .filter(([, init]) => init.method === 'POST')
    .map(([, init]) => ({
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
      key: (init.headers as Record<string, string>)['Idempotency-Key'],
    }));

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCookie('crumb', null);
  document.body.innerHTML = '';
});

it('sends the total shown, and shows the new totals and why when the checkout refuses a changed total', async () => {
  setCookie('crumb', 'test-crumb');
  document.body.innerHTML = renderToStaticMarkup(
    createElement(CheckoutForm, { currency: 'USD', testMode: true }),
  );
  const root = document.querySelector<HTMLElement>('[data-island="checkout"]') as HTMLElement;
  const fetch = stubFetch(
    { body: cart(380, 375, 4595) },
    { status: 409, body: { error: USED_UP, cart: cart(0, 408, 5008) } },
    { status: 402, body: { error: 'Your card was declined.' } },
  );
  const stop = hydrate(root);
  await flush();
  expect(root.querySelector('.checkout-summary')?.textContent).toContain('$45.95');
  const form = root.querySelector('form') as HTMLFormElement;

  form.requestSubmit();
  await flush();
  const alert = root.querySelector<HTMLElement>('.checkout-alert') as HTMLElement;
  expect(alert.getAttribute('role')).toBe('alert');
  expect(alert.textContent).toBe(USED_UP);
  expect(document.activeElement).toBe(alert);
  const summary = root.querySelector('.checkout-summary')?.textContent ?? '';
  expect(summary).toContain('Total$50.08');
  expect(summary).not.toContain('Discount');

  form.requestSubmit();
  await flush();
  const [first, second] = posted(fetch);
  expect(first?.body.expectedTotalCents).toBe(4595);
  expect(second?.body.expectedTotalCents).toBe(5008);
  expect(second?.key).not.toBe(first?.key);
  expect(alert.textContent).toBe('Your card was declined.');
  stop();
});
