// The header cart in happy-dom: count and subtotal from the summary cookie, then from cart events;
// an empty cart shows no subtotal (and loads no formatting), and a late subtotal never overwrites a
// newer change.
import { afterEach, expect, it } from 'vitest';
import { setCookie } from '../../runtime/test-support.ts';
import { CART_EVENT } from '../purchase.ts';
import { hydrate } from './island.ts';

function widget(): HTMLElement {
  document.body.innerHTML = `<a class="cart-widget" data-currency="USD" href="/cart">Cart
    <span class="cart-widget-count"></span><span class="cart-widget-subtotal"></span></a>`;
  return document.querySelector<HTMLElement>('.cart-widget') as HTMLElement;
}
const text = (selector: string) => document.querySelector(selector)?.textContent;
const change = (totalQuantity: number, subtotalCents: number) =>
  document.dispatchEvent(new CustomEvent(CART_EVENT, { detail: { totalQuantity, subtotalCents } }));

afterEach(() => {
  setCookie('tessera_cart_summary', null);
  document.body.innerHTML = '';
});

it('shows the count and subtotal of the summary cookie, then of each change', async () => {
  setCookie('tessera_cart_summary', '2.8800');
  const stop = hydrate(widget());
  expect(text('.cart-widget-count')).toBe('2');
  await expect.poll(() => text('.cart-widget-subtotal')).toBe('$88.00');
  change(3, 9900);
  await expect.poll(() => text('.cart-widget-subtotal')).toBe('$99.00');
  stop();
});

it('empties the subtotal at once for an empty cart, and a late subtotal does not bring it back', async () => {
  const stop = hydrate(widget());
  expect(text('.cart-widget-count')).toBe('0');
  expect(text('.cart-widget-subtotal')).toBe('');
  change(1, 500);
  change(0, 0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(text('.cart-widget-count')).toBe('0');
  expect(text('.cart-widget-subtotal')).toBe('');
  stop();
});
