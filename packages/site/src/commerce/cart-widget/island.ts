// The header cart: its count (core's '100+' above 100) and subtotal from the cart summary cookie
// at first (no request), then from each change the page makes (the cart event). The subtotal's
// formatting is loaded only once the cart has something in it.
import { cartQuantityLabel } from '@tessera/core';
import { CART_EVENT, type CartSummary, readCartSummary } from '../purchase.ts';

export function hydrate(widget: HTMLElement): () => void {
  const count = widget.querySelector<HTMLElement>('.cart-widget-count');
  const subtotal = widget.querySelector<HTMLElement>('.cart-widget-subtotal');
  const currency = widget.dataset.currency ?? 'USD';
  // Only the latest change's subtotal is shown, whenever the formatting arrives.
  let latest = 0;
  const show = ({ totalQuantity, subtotalCents }: CartSummary) => {
    const change = ++latest;
    if (count) count.textContent = cartQuantityLabel(totalQuantity);
    if (subtotal && totalQuantity === 0) subtotal.textContent = '';
    else if (subtotal)
      void import('./subtotal.ts').then(({ formatMoney }) => {
        if (change === latest) subtotal.textContent = formatMoney(subtotalCents, currency);
      });
    widget.dataset.synced = '';
  };
  const onChange = (event: Event) => show((event as CustomEvent<CartSummary>).detail);
  show(readCartSummary(document.cookie));
  document.addEventListener(CART_EVENT, onChange);
  return () => document.removeEventListener(CART_EVENT, onChange);
}
