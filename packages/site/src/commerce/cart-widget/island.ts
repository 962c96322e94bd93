// The header cart: its count (core's '100+' above 100) and subtotal from the cart summary cookie
// at first (no request), then from each change the page makes (the cart event).
import { cartQuantityLabel, formatMoney } from '@tessera/core';
import { CART_EVENT, type CartSummary, readCartSummary } from '../purchase.ts';

export function hydrate(widget: HTMLElement): () => void {
  const count = widget.querySelector<HTMLElement>('.cart-widget-count');
  const subtotal = widget.querySelector<HTMLElement>('.cart-widget-subtotal');
  const currency = widget.dataset.currency ?? 'USD';
  const show = ({ totalQuantity, subtotalCents }: CartSummary) => {
    if (count) count.textContent = cartQuantityLabel(totalQuantity);
    if (subtotal) subtotal.textContent = totalQuantity > 0 ? formatMoney(subtotalCents, currency) : '';
    widget.dataset.synced = '';
  };
  const onChange = (event: Event) => show((event as CustomEvent<CartSummary>).detail);
  show(readCartSummary(document.cookie));
  document.addEventListener(CART_EVENT, onChange);
  return () => document.removeEventListener(CART_EVENT, onChange);
}
