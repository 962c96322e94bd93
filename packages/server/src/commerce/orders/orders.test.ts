// The owner's orders on both engines: listed and searched, read with payments and timeline,
// fulfilled in parts with tracking (the buyer mailed once per fulfilment), refunded through the
// test provider (a retried refund with its key refunds once, restocking on request), cancelled
// before shipping (all refunded and restocked), and exported as CSV.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { ADMIN_EMAIL, DEMO_HOST } from '../../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';
import { Clock, testDeps } from '../../jobs/test-support/support.ts';
import { Worker } from '../../jobs/worker.ts';
import { orderNoticeJob } from './jobs.ts';

const ORDERS = '/api/config/commerce/orders';
let keys = 0;
const key = () => `owner-${Date.now()}-${++keys}`;

describe.each(ENGINES)('the owner’s orders on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let address = 0;

  const stock = async (sku: string) =>
    (
      await suite.db
        .selectFrom('product_variants')
        .select('qty_in_stock')
        .where('sku', '=', sku)
        .where('website_id', '=', website.id)
        .executeTakeFirstOrThrow()
    ).qty_in_stock;

  /** A visitor buys `quantity` of a demo variant (a digital file: no shipping needed). */
  async function order(sku: string, quantity: number, email = 'grace@example.com') {
    const client = suite.client(DEMO_HOST, `10.44.${engine === 'sqlite' ? 1 : 2}.${++address}`);
    const variant = await suite.db
      .selectFrom('product_variants')
      .select(['id', 'product_id'])
      .where('sku', '=', sku)
      .where('website_id', '=', website.id)
      .executeTakeFirstOrThrow();
    await client.request('POST', '/api/commerce/cart/entries', {
      json: { productId: variant.product_id, variantId: variant.id, quantity },
    });
    // The total the checkout page shows, with the address the buyer entered.
    const located = await client.request('PUT', '/api/commerce/cart/shipping', {
      json: { location: { country: 'US', state: 'VA', zip: '22202' }, optionId: 'flat' },
    });
    expect(located.statusCode, located.body).toBe(200);
    const placed = await client.request('POST', '/api/commerce/checkout', {
      headers: { 'idempotency-key': key() },
      json: {
        email,
        expectedTotalCents: located.json().grandTotalCents,
        shippingAddress: {
          name: 'Grace',
          line1: '1 Navy Yard',
          city: 'Arlington',
          state: 'VA',
          zip: '22202',
          country: 'US',
        },
        shippingOptionId: 'flat',
        payment: {
          provider: 'test',
          card: { number: '4242424242424242', expMonth: 1, expYear: 2035, cvc: '999' },
        },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order as {
      id: string;
      number: string;
      grandTotalCents: number;
      lines: { id: string; quantity: number }[];
    };
  }

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    await suite.db
      .updateTable('store_settings')
      .set({
        shipping_zones: JSON.stringify([
          {
            id: 'us',
            name: 'US',
            countries: ['US'],
            regions: [],
            methods: [{ id: 'flat', name: 'Standard', rate: { kind: 'flat', costCents: 500 } }],
          },
        ]),
      })
      .where('website_id', '=', website.id)
      .execute();
  });

  it('fulfils in parts with tracking, and mails the buyer for each', async () => {
    const placed = await order('SQ1000001', 3);
    const line = placed.lines[0]?.id;
    const part = await owner().request('POST', `${ORDERS}/${placed.id}/fulfilments`, {
      json: {
        lines: [{ lineId: line, quantity: 2 }],
        carrier: 'USPS',
        trackingNumber: '9400 1000 0000 0000 0000 00',
      },
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      state: 'partiallyFulfilled',
      lineStates: [{ fulfilledQuantity: 2 }],
    });
    const over = await owner().request('POST', `${ORDERS}/${placed.id}/fulfilments`, {
      json: { lines: [{ lineId: line, quantity: 2 }], carrier: '', trackingNumber: '' },
    });
    expect([over.statusCode, over.json().error]).toEqual([
      409,
      'That is more than is left to fulfil of this item.',
    ]);
    const rest = await owner().request('POST', `${ORDERS}/${placed.id}/fulfilments`, {
      json: { carrier: 'UPS', trackingNumber: '1Z999' },
    });
    expect(rest.json()).toMatchObject({ state: 'fulfilled', stateLabel: 'Fulfilled' });
    expect(rest.json().timeline.map((t: { kind: string }) => t.kind)).toEqual([
      'placed',
      'fulfilled',
      'fulfilled',
    ]);
    const cancel = await owner().request('POST', `${ORDERS}/${placed.id}/cancel`, {
      headers: { 'idempotency-key': key() },
    });
    expect(cancel.json().error).toBe('An order with fulfilled items cannot be cancelled; refund it instead.');

    const worker = new Worker({
      deps: testDeps(suite.db, new Clock()),
      jobs: [orderNoticeJob],
      periodic: [],
    });
    while ((await worker.runOnce()).ran > 0);
    const mails = await suite.db
      .selectFrom('mail_outbox')
      .select(['kind', 'text_body'])
      .where('kind', '=', 'order-shipped')
      .where('text_body', 'like', `%${placed.number}%`)
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text_body.includes('UPS, tracking number 1Z999'))).toBe(true);
  });

  it('refunds through the provider once per key, restocking when asked, never beyond what was paid', async () => {
    const before = await stock('SQ1000004');
    const placed = await order('SQ1000004', 2);
    expect(await stock('SQ1000004')).toBe(before - 2);
    const line = placed.lines[0]?.id;
    const refundKey = key();
    const refund = () =>
      owner().request('POST', `${ORDERS}/${placed.id}/refunds`, {
        headers: { 'idempotency-key': refundKey },
        json: { amountCents: 3800, lines: [{ lineId: line, quantity: 1 }], restock: true },
      });
    const [first, second] = await Promise.all([refund(), refund()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const detail = (await owner().get(`${ORDERS}/${placed.id}`)).json();
    expect(detail).toMatchObject({
      state: 'partiallyRefunded',
      refundedCents: 3800,
      payments: [{ status: 'captured', refundedCents: 3800 }],
    });
    expect(detail.timeline.filter((t: { kind: string }) => t.kind === 'refunded')).toHaveLength(1);
    expect(await stock('SQ1000004')).toBe(before - 1);
    const ledger = await suite.db
      .selectFrom('test_payment_moves')
      .select('amount_cents')
      .where('kind', '=', 'refund')
      .where('idempotency_key', '=', `refund:${placed.id}:${refundKey}`)
      .execute();
    expect(ledger.map((m) => Number(m.amount_cents))).toEqual([3800]);

    const tooMuch = await owner().request('POST', `${ORDERS}/${placed.id}/refunds`, {
      headers: { 'idempotency-key': key() },
      json: { amountCents: placed.grandTotalCents, lines: [], restock: false },
    });
    expect([tooMuch.statusCode, tooMuch.json().error]).toEqual([
      409,
      'A refund is more than nothing and at most what is left of the payment.',
    ]);
    const noKey = await owner().request('POST', `${ORDERS}/${placed.id}/refunds`, {
      json: { amountCents: 1, lines: [], restock: false },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('cancels an order not yet shipped: all refunded, all restocked', async () => {
    const before = await stock('SQ1000002');
    const placed = await order('SQ1000002', 1, 'cancel.me@example.com');
    const cancelled = await owner().request('POST', `${ORDERS}/${placed.id}/cancel`, {
      headers: { 'idempotency-key': key() },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      state: 'cancelled',
      refundedCents: placed.grandTotalCents,
      payments: [{ status: 'refunded' }],
    });
    expect(await stock('SQ1000002')).toBe(before);
    const closed = await owner().request('POST', `${ORDERS}/${placed.id}/fulfilments`, {
      json: { carrier: '', trackingNumber: '' },
    });
    expect(closed.json().error).toBe('This order is closed: nothing more can be done with it.');
  });

  it('lists, searches and filters, and exports every order as CSV', async () => {
    await order('SQ1000001', 1, 'listed.buyer@example.com');
    const all = (await owner().get(ORDERS)).json();
    expect(all.orders.length).toBeGreaterThanOrEqual(4);
    const found = (await owner().get(`${ORDERS}?q=listed.buyer`)).json();
    expect(found.orders.map((o: { email: string }) => o.email)).toEqual(['listed.buyer@example.com']);
    const byNumber = (await owner().get(`${ORDERS}?q=${found.orders[0].number}`)).json();
    expect(byNumber.orders.map((o: { id: string }) => o.id)).toContain(found.orders[0].id);
    // The config area's address of an order names its number (/config/commerce/orders/42).
    const shown = found.orders[0].number as string;
    for (const written of [shown, String(Number(shown))]) {
      const one = (await owner().get(`${ORDERS}/by-number/${written}`)).json();
      expect(one).toMatchObject({ id: found.orders[0].id, number: shown, email: 'listed.buyer@example.com' });
    }
    const missing = await owner().get(`${ORDERS}/by-number/999999`);
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'This order does not exist.']);
    for (const bad of ['4x2', '-1', '1'.repeat(13)]) {
      const refused = await owner().get(`${ORDERS}/by-number/${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(JSON.stringify(refused.json()), bad).toContain('Not an order number.');
    }
    const cancelled = (await owner().get(`${ORDERS}?state=cancelled`)).json();
    expect(cancelled.orders.every((o: { state: string }) => o.state === 'cancelled')).toBe(true);
    const csv = await owner().get(`${ORDERS}.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [head, ...rows] = csv.body.trim().split('\r\n');
    expect(head).toBe(
      'Order,Placed,Email,State,Items,Subtotal,Discount,Shipping,Tax,Total,Refunded,Currency',
    );
    expect(rows.length).toBe(all.orders.length);
    expect(
      rows.some((r) => r.includes('listed.buyer@example.com') && r.includes('1 × Everyday Mug (SQ1000001)')),
    ).toBe(true);
  });

  it('finds orders by the buyer’s name, exports the filtered list, and names who did what', async () => {
    const byName = (await owner().get(`${ORDERS}?q=JOHNSON`)).json();
    expect(
      byName.orders.map((o: { email: string; customerName: string }) => [o.email, o.customerName]),
    ).toEqual([['katherine@example.org', 'Katherine Johnson']]);
    // LIKE's wildcards typed by the owner match only themselves.
    expect((await owner().get(`${ORDERS}?q=${encodeURIComponent('%')}`)).json().orders).toEqual([]);

    const csv = await owner().get(`${ORDERS}.csv?state=cancelled`);
    const [, ...rows] = csv.body.trim().split('\r\n');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes(',Cancelled,'))).toBe(true);
    const searched = (await owner().get(`${ORDERS}.csv?q=johnson`)).body.trim().split('\r\n');
    expect(searched.slice(1).map((r) => r.split(',')[2])).toEqual(['katherine@example.org']);

    const placed = await order('SQ1000001', 2, 'timeline@example.com');
    const refusedFulfil = await owner().request('POST', `${ORDERS}/${placed.id}/fulfilments`, {
      json: { lines: [{ lineId: placed.lines[0]?.id, quantity: 3 }], carrier: '', trackingNumber: '' },
    });
    expect(refusedFulfil.json().errors).toEqual({
      lines: 'That is more than is left to fulfil of this item.',
    });
    const refusedRefund = await owner().request('POST', `${ORDERS}/${placed.id}/refunds`, {
      headers: { 'idempotency-key': key() },
      json: { amountCents: placed.grandTotalCents + 1, lines: [], restock: false },
    });
    expect(refusedRefund.json().errors).toEqual({
      amountCents: 'A refund is more than nothing and at most what is left of the payment.',
    });

    await owner().request('POST', `${ORDERS}/${placed.id}/fulfilments`, {
      json: { carrier: 'USPS', trackingNumber: '9400' },
    });
    const account = await suite.db
      .selectFrom('accounts')
      .select(['display_name', 'email'])
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const { timeline } = (await owner().get(`${ORDERS}/${placed.id}`)).json();
    expect(timeline.map((t: { kind: string; by: string | null }) => [t.kind, t.by])).toEqual([
      ['placed', null],
      ['fulfilled', account.display_name.trim() || account.email],
    ]);
  });
});
