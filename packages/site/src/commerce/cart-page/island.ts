// The full-page cart (page type 200): the visitor's lines with their quantities, which they change
// (a quantity of 0 asks before removing) or remove, and the totals the server computed. Each change
// answers the whole cart, which is shown again; a failure says so in the spec's words and leaves
// the line as it was.
import { formatMoney, INTERFACE_STRINGS } from '@tessera/core';
import { call, routeUrl } from '../../api/call.ts';
import type { CartEntity as Cart } from '../../api/routes.gen.ts';
import { ensureCrumbCookie } from '../../runtime/crumb.ts';
import { showConfirmation } from '../../runtime/dialog/confirmation.ts';
import { CART_EVENT } from '../purchase.ts';

type Entry = Cart['entries'][number];

// Spec 2 §8's interface strings, from core's one table.
export const UNABLE_TO_UPDATE = INTERFACE_STRINGS.unableToUpdateQuantity;
export const UNABLE_TO_REMOVE = INTERFACE_STRINGS.unableToRemoveItem;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | number> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Spec section 5: a zero quantity prompts to remove the item. */
async function confirmRemoval(entry: Entry): Promise<boolean> {
  const { answer } = showConfirmation({
    title: 'Remove item',
    message: `Remove ${entry.productName} from your cart?`,
    confirm: 'Remove',
    cancel: 'Keep it',
  });
  return (await answer) === 'confirm';
}

export function hydrate(root: HTMLElement): () => void {
  const currency = root.dataset.currency ?? 'USD';
  const money = (cents: number) => formatMoney(cents, currency);
  const alert = el('p', { className: 'cart-alert' });
  alert.setAttribute('role', 'alert');

  function render(cart: Cart): void {
    document.dispatchEvent(new CustomEvent(CART_EVENT, { detail: cart }));
    const list = el('div', { className: 'cart-body' });
    if (cart.entries.length === 0) {
      list.append(
        el('p', { tabIndex: -1 }, 'Your cart is empty.'),
        el('p', {}, el('a', { href: '/' }, 'Continue shopping')),
      );
      root.replaceChildren(alert, list);
      return;
    }
    const rows = cart.entries.map((entry) => {
      const options = Object.entries(entry.optionValues)
        .map(([name, value]) => `${name}: ${value}`)
        .join(', ');
      const quantity = el('input', {
        type: 'number',
        min: '0',
        max: '999',
        value: String(entry.quantity),
        name: `quantity-${entry.id}`,
      });
      quantity.setAttribute('aria-label', `Quantity of ${entry.productName}`);
      quantity.addEventListener('change', () => void setQuantity(entry, quantity));
      const remove = el('button', { type: 'button', className: 'button' }, 'Remove');
      remove.setAttribute('aria-label', `Remove ${entry.productName}`);
      remove.addEventListener(
        'click',
        () =>
          void change(
            () =>
              call('DELETE /api/commerce/cart/entries/:entryId', {
                params: { entryId: entry.id },
                silent: true,
              }),
            UNABLE_TO_REMOVE,
          ),
      );
      return el(
        'tr',
        {},
        el(
          'th',
          { scope: 'row' },
          el('a', { href: entry.productUrl }, entry.productName),
          options ? el('span', { className: 'cart-options' }, ` ${options}`) : '',
          entry.available ? '' : el('span', { className: 'cart-unavailable' }, ' (no longer available)'),
        ),
        el('td', {}, money(entry.unitPriceCents)),
        el('td', {}, quantity),
        el('td', {}, money(entry.lineTotalCents)),
        el('td', {}, remove),
      );
    });
    const head = el(
      'tr',
      {},
      ...['Item', 'Price', 'Quantity', 'Total'].map((label) => el('th', { scope: 'col' }, label)),
      el('th', { scope: 'col' }, el('span', { className: 'visually-hidden' }, 'Remove')),
    );
    const table = el(
      'table',
      { className: 'cart-table' },
      el('caption', { tabIndex: -1 }, 'Your cart'),
      el('thead', {}, head),
      el('tbody', {}, ...rows),
    );
    const totals = el(
      'dl',
      { className: 'cart-totals' },
      el('dt', {}, 'Subtotal'),
      el('dd', {}, money(cart.subtotalCents)),
      ...(cart.discountCents > 0
        ? [el('dt', {}, 'Discount'), el('dd', {}, `−${money(cart.discountCents)}`)]
        : []),
      el('dt', {}, 'Shipping and tax'),
      el('dd', {}, 'Calculated at checkout'),
    );
    const checkout = el(
      'p',
      { className: 'cart-checkout' },
      el(
        'a',
        { className: 'button button-primary', href: routeUrl('GET /commerce/goto-checkout') },
        'Checkout',
      ),
    );
    list.append(table, totals, checkout);
    root.replaceChildren(alert, list);
  }

  async function change(work: () => Promise<Cart>, failure: string): Promise<void> {
    alert.textContent = '';
    // The lines are drawn again: the focus goes back to the control it was on, if it is still there.
    const focused = document.activeElement?.getAttribute('name');
    try {
      await ensureCrumbCookie();
      render(await work());
    } catch {
      alert.textContent = failure;
      await load();
    }
    const again = focused ? root.querySelector<HTMLElement>(`[name="${focused}"]`) : null;
    (again ?? root.querySelector<HTMLElement>('caption, p'))?.focus();
  }

  async function setQuantity(entry: Entry, input: HTMLInputElement): Promise<void> {
    const quantity = Number(input.value);
    if (!Number.isInteger(quantity) || quantity < 0) {
      input.value = String(entry.quantity);
      alert.textContent = UNABLE_TO_UPDATE;
      return;
    }
    if (quantity === 0 && !(await confirmRemoval(entry))) {
      input.value = String(entry.quantity);
      return;
    }
    await change(
      () =>
        call('PUT /api/commerce/cart/entries/:entryId', {
          params: { entryId: entry.id },
          body: { quantity },
          silent: true,
        }),
      quantity === 0 ? UNABLE_TO_REMOVE : UNABLE_TO_UPDATE,
    );
  }

  async function load(): Promise<void> {
    try {
      render(await call('GET /api/commerce/cart', { silent: true }));
    } catch {
      alert.textContent = 'Unable to load your cart. Try again.';
    }
  }

  void load();
  return () => root.replaceChildren();
}
