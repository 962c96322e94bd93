// Checkout (page type 201): the summary always shows the server's totals for the visitor's cart;
// the address asks for the shipping options there; a coupon applies or says why not; Place order
// posts the checkout with an Idempotency-Key — new for each attempt, the same when an attempt is
// sent again after its answer was lost — and the total the summary shows (expectedTotalCents), and
// goes on to the confirmation; a refusal shows its words (a declined card above the form, field
// errors under their fields) and keeps the cart. A total that changed meanwhile (a coupon used up,
// a price, shipping or tax changed) is refused with the cart's new totals: the summary shows them
// and the alert says why, and Place order confirms the new total.
import { CONVERSION_EVENT, CONVERSION_EVENTS, formatMoney } from '@tessera/core';
import { call } from '../../api/call.ts';
import type { CartEntity as Cart } from '../../api/routes.gen.ts';
import { ensureCrumbCookie } from '../../runtime/crumb.ts';
import { DataLayerError } from '../../runtime/data-layer.ts';
import { CART_EVENT } from '../purchase.ts';

/** The cart a refusal's answer carries ({ error, cart }), if any. */
function cartOf(body: unknown): Cart | null {
  const cart = (body as { cart?: unknown } | null | undefined)?.cart;
  return cart && typeof cart === 'object' && typeof (cart as Cart).grandTotalCents === 'number'
    ? (cart as Cart)
    : null;
}

export function hydrate(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>('form');
  const alert = root.querySelector<HTMLElement>('.checkout-alert');
  const summary = root.querySelector<HTMLElement>('.checkout-summary');
  const options = root.querySelector<HTMLFieldSetElement>('.checkout-options');
  const shipping = root.querySelector<HTMLFieldSetElement>('.checkout-shipping');
  const couponNote = root.querySelector<HTMLElement>('.checkout-coupon-note');
  const billingSame = root.querySelector<HTMLInputElement>('[name="billingSame"]');
  const billingFields = root.querySelector<HTMLElement>('.checkout-billing-fields');
  if (!form || !alert || !summary || !options || !shipping || !couponNote || !billingSame || !billingFields)
    return () => {};
  const money = (cents: number) => formatMoney(cents, root.dataset.currency ?? 'USD');
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';
  let cart: Cart | null = null;
  let attemptKey: string | null = null;

  function renderSummary(next: Cart): void {
    cart = next;
    document.dispatchEvent(new CustomEvent(CART_EVENT, { detail: next }));
    const rows: [string, string][] = [
      ...next.entries.map((e): [string, string] => [
        `${e.quantity} × ${e.productName}`,
        money(e.lineTotalCents),
      ]),
      ['Subtotal', money(next.subtotalCents)],
      ...(next.discountCents > 0 ? [['Discount', `−${money(next.discountCents)}`] as [string, string]] : []),
      ...(next.requiresShipping
        ? [
            [
              'Shipping',
              next.selectedShippingOption ? money(next.shippingCostCents) : 'Choose an option',
            ] as [string, string],
          ]
        : []),
      ['Tax', money(next.taxCents)],
      ['Total', money(next.grandTotalCents)],
    ];
    const list = document.createElement('dl');
    for (const [label, amount] of rows) {
      const dt = document.createElement('dt');
      dt.textContent = label;
      const dd = document.createElement('dd');
      dd.textContent = amount;
      list.append(dt, dd);
    }
    const heading = document.createElement('h2');
    heading.textContent = 'Order summary';
    (summary as HTMLElement).replaceChildren(heading, list);
    (shipping as HTMLElement).hidden = !next.requiresShipping;
    (options as HTMLElement).hidden = !next.requiresShipping;
    showBilling();
    renderOptions(next);
  }

  /** The billing fields show when the buyer unticks "same as shipping", or when nothing ships. */
  function showBilling(): void {
    const ships = cart?.requiresShipping ?? true;
    ((billingSame as HTMLInputElement).parentElement as HTMLElement).hidden = !ships;
    (billingFields as HTMLElement).hidden = ships && (billingSame as HTMLInputElement).checked;
  }

  function renderOptions(next: Cart): void {
    const legend = (options as HTMLFieldSetElement).querySelector('legend');
    const error = (options as HTMLFieldSetElement).querySelector('.field-error');
    const choices = next.shippingOptions.map((option) => {
      const label = document.createElement('label');
      label.className = 'choice';
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'shippingOptionId';
      radio.value = option.id;
      radio.checked = next.selectedShippingOption?.id === option.id;
      radio.setAttribute('aria-describedby', 'checkout-shippingOptionId-error');
      radio.addEventListener('change', () => void setShipping(option.id));
      label.append(radio, ` ${option.name} — ${option.costCents === 0 ? 'Free' : money(option.costCents)}`);
      return label;
    });
    const note = document.createElement('p');
    note.className = 'checkout-options-note';
    note.textContent = next.shippingLocation
      ? 'We do not ship to this address.'
      : 'Enter the address to see the options.';
    (options as HTMLFieldSetElement).replaceChildren(
      ...[legend, ...(choices.length ? choices : [note]), error].filter((n): n is Element => !!n),
    );
  }

  const location = () => ({
    country: value('country'),
    ...(value('state') ? { state: value('state') } : {}),
    ...(value('zip') ? { zip: value('zip') } : {}),
  });

  async function setShipping(optionId: string | null): Promise<void> {
    if (!/^[A-Za-z]{2}$/.test(value('country'))) return;
    try {
      // A cached page carries no crumb: fetched before each change, so none is refused once and retried.
      await ensureCrumbCookie();
      renderSummary(
        await call('PUT /api/commerce/cart/shipping', {
          body: { location: location(), optionId },
          silent: true,
        }),
      );
    } catch {
      // The option is not offered here: ask again without one, to show what is.
      if (optionId) await setShipping(null);
    }
  }

  async function applyCoupon(): Promise<void> {
    const code = value('coupon');
    if (!code) return;
    try {
      await ensureCrumbCookie();
      const next = await call('POST /api/commerce/cart/coupons', { body: { code }, silent: true });
      renderSummary(next);
      const refused = next.invalidCoupons.find((c) => c.code === code.toUpperCase());
      (couponNote as HTMLElement).textContent = refused ? refused.reason : 'Coupon applied.';
    } catch (error) {
      (couponNote as HTMLElement).textContent =
        error instanceof DataLayerError ? error.message : 'Unable to apply the coupon.';
    }
  }

  /** The address in the fields named with `prefix` ('' for shipping, 'billing-' for billing) */
  function addressFrom(prefix: string) {
    const field = (name: string) => value(`${prefix}${name}`);
    return {
      name: field('name'),
      line1: field('line1'),
      ...(field('line2') ? { line2: field('line2') } : {}),
      city: field('city'),
      ...(field('state') ? { state: field('state') } : {}),
      zip: field('zip'),
      country: field('country').toUpperCase(),
    };
  }

  function showErrors(errors: Record<string, string>): void {
    for (const span of root.querySelectorAll<HTMLElement>('.field-error')) span.textContent = '';
    let first: HTMLElement | null = null;
    for (const [path, message] of Object.entries(errors)) {
      const last = path.split('.').at(-1) ?? path;
      const name = path.startsWith('billingAddress.') ? `billing-${last}` : last;
      const span = root.querySelector<HTMLElement>(`#checkout-${name}-error`);
      if (span) span.textContent = message;
      const input = root.querySelector<HTMLElement>(`[name="${name}"]`);
      input?.setAttribute('aria-invalid', 'true');
      first ??= input;
    }
    (first ?? alert)?.focus();
  }

  async function placeOrder(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!cart) return;
    (alert as HTMLElement).textContent = '';
    for (const input of root.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
    const address = addressFrom('');
    const billing =
      cart.requiresShipping && (billingSame as HTMLInputElement).checked ? null : addressFrom('billing-');
    const chosen = (form as HTMLFormElement).querySelector<HTMLInputElement>(
      'input[name="shippingOptionId"]:checked',
    )?.value;
    const body = {
      email: value('email'),
      ...(cart.requiresShipping
        ? { shippingAddress: address, ...(chosen ? { shippingOptionId: chosen } : {}) }
        : {}),
      ...(billing ? { billingAddress: billing } : {}),
      // The total the summary shows: the server charges it or refuses, never another amount.
      expectedTotalCents: cart.grandTotalCents,
      payment: {
        provider: 'test',
        card: {
          number: value('number'),
          expMonth: Number(value('expMonth')),
          expYear: Number(value('expYear')),
          cvc: value('cvc'),
        },
      },
    };
    attemptKey ??= crypto.randomUUID();
    const pay = (form as HTMLFormElement).querySelector<HTMLButtonElement>('.checkout-pay');
    if (pay) pay.disabled = true;
    try {
      await ensureCrumbCookie();
      const answer = await call('POST /api/commerce/checkout', {
        body,
        silent: true,
        headers: { 'Idempotency-Key': attemptKey },
      });
      document.dispatchEvent(
        new CustomEvent(CONVERSION_EVENT, { detail: { name: CONVERSION_EVENTS.order } }),
      );
      // The order's signed page: the receipt, with any files to download.
      window.location.assign(answer.orderUrl);
      return;
    } catch (error) {
      const failure = error instanceof DataLayerError ? error : null;
      // An answer that never came: the same attempt, the same key. Any answer: the next is new.
      if (failure?.status !== 0) attemptKey = null;
      // A refusal that carries the cart (its total changed, or the page is out of date): the
      // summary shows the new totals, and placing the order again confirms them.
      const changed = cartOf(failure?.body);
      if (changed) renderSummary(changed);
      if (failure && Object.keys(failure.errors).length > 0) showErrors(failure.errors);
      else {
        (alert as HTMLElement).textContent = failure?.message ?? 'Unable to place the order. Try again.';
        (alert as HTMLElement).focus();
      }
    } finally {
      if (pay) pay.disabled = false;
    }
  }

  async function load(): Promise<void> {
    try {
      const next = await call('GET /api/commerce/cart', { silent: true });
      if (!next.id || next.isPurchased || next.entries.length === 0) {
        (form as HTMLFormElement).hidden = true;
        (alert as HTMLElement).textContent = 'Your cart is empty.';
        return;
      }
      renderSummary(next);
    } catch {
      (alert as HTMLElement).textContent = 'Unable to load your cart. Try again.';
    }
  }

  alert.tabIndex = -1;
  const onAddress = (event: Event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name === 'billingSame') showBilling();
    if (['country', 'state', 'zip'].includes(name)) void setShipping(null);
  };
  const onSubmit = (event: SubmitEvent) => void placeOrder(event);
  const apply = root.querySelector<HTMLButtonElement>('.checkout-apply');
  const onApply = () => void applyCoupon();
  form.addEventListener('change', onAddress);
  form.addEventListener('submit', onSubmit);
  apply?.addEventListener('click', onApply);
  void load();
  return () => {
    form.removeEventListener('change', onAddress);
    form.removeEventListener('submit', onSubmit);
    apply?.removeEventListener('click', onApply);
  };
}
