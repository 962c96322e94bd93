import type { OrderDetail } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../../testing/dom.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { BOWL_LINE, MUG_LINE, ORDER_ID, ORDERS, paidOrder } from './fixtures.ts';
import { OrderDetailView } from './OrderDetailView.tsx';

const ORDER = `${ORDERS}/${ORDER_ID}`;
/** The order is read by its number, as its address names it (/config/commerce/orders/7). */
const READ = `${ORDERS}/by-number/7`;
let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

/** The Idempotency-Key of each request, in order (undefined where none was sent). */
function recordKeys(): (string | undefined)[] {
  const keys: (string | undefined)[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    keys.push((init.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
    return inner(url, init);
  });
  return keys;
}

async function renderOrder(onChanged = () => {}) {
  rendered = await render(<OrderDetailView number="7" onBack={() => {}} onChanged={onChanged} />);
  const container = rendered.container;
  await waitFor(() => container.querySelector('.order-detail'), 'the order');
  return container;
}

const actions = (container: HTMLElement) =>
  [...container.querySelectorAll('.order-action-area > .order-actions button')].map((b) => textOf(b));

describe('Commerce → Orders: one order', () => {
  it('shows its items, totals, customer, addresses, payment and timeline, and what may be done', async () => {
    fakeApi({
      [`GET ${READ}`]: {
        body: paidOrder({
          timeline: [
            ...paidOrder().timeline,
            {
              kind: 'refunded',
              detail: { amountCents: 1000, lines: [], restock: [] },
              at: Date.UTC(2026, 10, 21),
              by: 'Kim Owner',
            },
          ],
        }),
      },
    });
    const container = await renderOrder();
    const items = [...container.querySelectorAll('.order-table tbody tr')].map((row) =>
      [...row.children].map((cell) => textOf(cell)),
    );
    expect(items).toEqual([
      ['Everyday Mug (Glaze: Fern) SKU SQ1000001', '$22.00', '2', '0', '0'],
      ['Serving Bowl SKU SQ1000002', '$30.00', '1', '0', '0'],
    ]);
    const facts = [...(container.querySelector('.order-facts')?.children ?? [])]
      .map((e) => textOf(e))
      .join(' ');
    expect(facts).toContain('Discount (WELCOME10) −$7.40');
    expect(facts).toContain('Shipping (Standard (3–5 days)) $8.00');
    expect(facts).toContain('Total $74.60');
    const text = textOf(container);
    expect(text).toContain('grace@example.com');
    const addresses = [...container.querySelectorAll('.order-addresses > div')].map((block) => [
      textOf(block.querySelector('h4')),
      ...[...block.querySelectorAll('.order-address-line')].map((line) => textOf(line)),
    ]);
    expect(addresses).toEqual([
      ['Shipping address', 'Grace Hopper', '1 Navy Yard', 'Arlington, VA, 22202', 'US'],
      ['Billing address', 'Grace Hopper', '2 Billing Road', 'Arlington, VA, 22202', 'US'],
    ]);
    expect(text).toContain('Test payments, card ending 4242: $74.60 captured');
    const timeline = [...container.querySelectorAll('.order-timeline li')].map((li) => textOf(li));
    expect(timeline[0]).toMatch(/^Placed and paid \$74\.60 by card ending 4242 .+ · by the buyer$/);
    expect(timeline[1]).toMatch(/^Refunded \$10\.00 .+ · by Kim Owner$/);
    expect(actions(container)).toEqual(['Fulfil items', 'Refund', 'Cancel order']);
  });

  it('offers only what core’s order process allows', async () => {
    const shipped = paidOrder({
      state: 'fulfilled',
      stateLabel: 'Fulfilled',
      lineStates: [
        { id: MUG_LINE, fulfilledQuantity: 2, refundedQuantity: 0 },
        { id: BOWL_LINE, fulfilledQuantity: 1, refundedQuantity: 0 },
      ],
    });
    fakeApi({ [`GET ${READ}`]: { body: shipped } });
    let container = await renderOrder();
    expect(actions(container)).toEqual(['Refund']);
    rendered?.unmount();

    fakeApi({
      [`GET ${READ}`]: {
        body: paidOrder({ state: 'cancelled', stateLabel: 'Cancelled', refundedCents: 7460 }),
      },
    });
    container = await renderOrder();
    expect(actions(container)).toEqual([]);
    expect(textOf(container)).toContain('This order is closed: nothing more can be done with it.');
    rendered?.unmount();

    // Every item refunded for part of the money: only money is left to refund, nothing to restock.
    fakeApi({
      [`GET ${READ}`]: {
        body: paidOrder({
          state: 'partiallyRefunded',
          stateLabel: 'Partially refunded',
          refundedCents: 1000,
          lineStates: [
            { id: MUG_LINE, fulfilledQuantity: 2, refundedQuantity: 2 },
            { id: BOWL_LINE, fulfilledQuantity: 1, refundedQuantity: 1 },
          ],
        }),
      },
    });
    container = await renderOrder();
    expect(actions(container)).toEqual(['Refund']);
    await click(button(container, 'Refund'));
    expect(field(container, 'Restock items')).toBeUndefined();
    expect(container.querySelector('.order-action-form .field-group')).toBeNull();
    await click(button(container, 'Refund the whole order'));
    expect((field(container, 'Amount (USD)') as HTMLInputElement).value).toBe('$64.60');
  });

  it('fulfils some items with tracking after a confirmation, and shows a refusal beside its field', async () => {
    const after = paidOrder({
      state: 'partiallyFulfilled',
      stateLabel: 'Partially fulfilled',
      lineStates: [
        { id: MUG_LINE, fulfilledQuantity: 1, refundedQuantity: 0 },
        { id: BOWL_LINE, fulfilledQuantity: 0, refundedQuantity: 0 },
      ],
    });
    const api = fakeApi({
      [`GET ${READ}`]: { body: paidOrder() },
      [`POST ${ORDER}/fulfilments`]: [
        { status: 400, body: { error: 'One or more fields is invalid.', errors: { carrier: 'Too long.' } } },
        { body: after },
      ],
    });
    const onChanged = vi.fn();
    const container = await renderOrder(onChanged);
    await click(button(container, 'Fulfil items'));
    const mug = field(container, 'Everyday Mug (Glaze: Fern), 2 left') as HTMLInputElement;
    expect(document.activeElement).toBe(mug);
    expect(mug.value).toBe('2');

    // Nothing chosen: refused by the form itself, nothing sent.
    await typeInto(mug, '0');
    await typeInto(field(container, 'Serving Bowl, 1 left') as HTMLInputElement, '0');
    await click(button(container, 'Fulfil items'));
    const group = container.querySelector<HTMLFieldSetElement>('.order-action-form .field-group');
    expect(group?.getAttribute('aria-invalid')).toBe('true');
    expect(
      textOf(document.getElementById(group?.getAttribute('aria-describedby')?.split(' ')[0] ?? '')),
    ).toBe('Choose at least one item to fulfil.');

    await typeInto(mug, '1');
    await typeInto(field(container, 'Carrier') as HTMLInputElement, 'USPS');
    await typeInto(field(container, 'Tracking number') as HTMLInputElement, '9400 1000');
    await click(button(container, 'Fulfil items'));
    expect(textOf(container.querySelector('.order-confirm legend'))).toBe(
      'Mark 1 item of order 00007 as shipped (USPS, tracking number 9400 1000) and email grace@example.com?',
    );
    expect(document.activeElement).toBe(button(container, 'Fulfil and email the buyer'));
    await click(button(container, 'Fulfil and email the buyer'));

    const carrier = field(container, 'Carrier') as HTMLInputElement;
    await waitFor(() => carrier.getAttribute('aria-invalid') === 'true', 'the refusal');
    expect(document.activeElement).toBe(carrier);
    expect(textOf(document.getElementById(`${carrier.id}-error`))).toBe('Too long.');
    expect(carrier.getAttribute('aria-describedby')).toContain(`${carrier.id}-error`);

    await click(button(container, 'Fulfil items'));
    await click(button(container, 'Fulfil and email the buyer'));
    await waitFor(() => textOf(container).includes('Partially fulfilled'), 'the new state');
    expect(api.sent.filter((s) => s.method === 'POST').at(-1)?.body).toEqual({
      lines: [{ lineId: MUG_LINE, quantity: 1 }],
      carrier: 'USPS',
      trackingNumber: '9400 1000',
    });
    expect(textOf(container.querySelector('.save-status'))).toBe(
      'Fulfilled 1 item. The buyer has been mailed.',
    );
    expect(container.querySelector('.order-action-form')).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(1);
    // The mug has one left to ship, so fulfilling is still offered; nothing shipped of it is cancelled.
    expect(actions(container)).toEqual(['Fulfil items', 'Refund']);
  });

  it('refunds items with restock under an Idempotency-Key, a new one after a refusal', async () => {
    const refunded: OrderDetail = paidOrder({
      state: 'partiallyRefunded',
      stateLabel: 'Partially refunded',
      refundedCents: 2200,
      lineStates: [
        { id: MUG_LINE, fulfilledQuantity: 0, refundedQuantity: 1 },
        { id: BOWL_LINE, fulfilledQuantity: 0, refundedQuantity: 0 },
      ],
    });
    const refusal = 'A refund is more than nothing and at most what is left of the payment.';
    const api = fakeApi({
      [`GET ${READ}`]: { body: paidOrder() },
      [`POST ${ORDER}/refunds`]: [
        { status: 409, body: { error: refusal, errors: { amountCents: refusal } } },
        { body: refunded },
      ],
    });
    const keys = recordKeys();
    const container = await renderOrder();
    await click(button(container, 'Refund'));
    const amount = field(container, 'Amount (USD)') as HTMLInputElement;

    await typeInto(amount, 'twelve');
    await click(button(container, 'Refund'));
    await waitFor(() => amount.getAttribute('aria-invalid') === 'true', 'the form’s own refusal');
    expect(textOf(document.getElementById(`${amount.id}-error`))).toBe('Enter an amount such as 12.50.');
    expect(api.calls()).toEqual([`GET ${READ}`]);

    // Items fill in the amount until the owner types one.
    await click(button(container, 'Refund the whole order'));
    expect(amount.value).toBe('$74.60');
    await typeInto(field(container, 'Everyday Mug (Glaze: Fern), 2 not refunded') as HTMLInputElement, '1');
    await typeInto(field(container, 'Serving Bowl, 1 not refunded') as HTMLInputElement, '0');
    await typeInto(amount, '22');
    await click(field(container, 'Restock items'));
    await click(button(container, 'Refund'));
    expect(textOf(container.querySelector('.order-confirm legend'))).toBe(
      'Refund $22.00 to the buyer’s card for order 00007 and put 1 item back in stock? The buyer is emailed. A refund cannot be undone.',
    );
    await click(button(container, 'Refund $22.00'));
    await waitFor(() => amount.getAttribute('aria-invalid') === 'true', 'the server’s refusal');
    expect(textOf(document.getElementById(`${amount.id}-error`))).toBe(refusal);
    expect(document.activeElement).toBe(amount);

    await click(button(container, 'Refund'));
    await click(button(container, 'Refund $22.00'));
    await waitFor(() => textOf(container).includes('Partially refunded'), 'the refund');
    const posts = api.sent.filter((s) => s.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      amountCents: 2200,
      lines: [{ lineId: MUG_LINE, quantity: 1 }],
      restock: true,
    });
    const [first, second] = keys.filter((k) => k !== undefined);
    expect(first).toMatch(/^[\w-]{8,200}$/);
    expect(second).toMatch(/^[\w-]{8,200}$/);
    expect(second).not.toBe(first);
    expect(textOf(container.querySelector('.save-status'))).toBe(
      'Refunded $22.00. The buyer has been mailed.',
    );
    expect(document.activeElement).toBe(container.querySelector('.save-status'));
  });

  it('cancels an unshipped order only after a confirmation', async () => {
    const api = fakeApi({
      [`GET ${READ}`]: { body: paidOrder() },
      [`POST ${ORDER}/cancel`]: {
        body: paidOrder({ state: 'cancelled', stateLabel: 'Cancelled', refundedCents: 7460 }),
      },
    });
    const keys = recordKeys();
    const container = await renderOrder();
    await click(button(container, 'Cancel order'));
    expect(textOf(container.querySelector('.order-action-form'))).toContain('Cancelling refunds $74.60');
    await click(
      container.querySelector<HTMLButtonElement>('.order-action-form button[type="submit"]') ?? undefined,
    );
    await click(button(container, 'Keep the order'));
    await waitFor(
      () => document.activeElement === container.querySelector('.order-action-form button[type="submit"]'),
      'the focus back',
    );
    expect(api.calls()).toEqual([`GET ${READ}`]);
    await click(
      container.querySelector<HTMLButtonElement>('.order-action-form button[type="submit"]') ?? undefined,
    );
    await click(button(container, 'Cancel order and refund'));
    await waitFor(() => textOf(container.querySelector('.badge')) === 'Cancelled', 'the cancellation');
    expect(api.calls()).toContain(`POST ${ORDER}/cancel`);
    expect(keys.at(-1)).toMatch(/^[\w-]{8,200}$/);
    expect(actions(container)).toEqual([]);
  });
});
