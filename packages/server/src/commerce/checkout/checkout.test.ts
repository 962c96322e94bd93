import { formatMoney } from '@tessera/core';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { DEMO_HOST } from '../../../test/harness.ts';
import { demoVariant, demoWebsite, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/service.ts';
import { Clock, testDeps } from '../../jobs/test-support/support.ts';
import { Worker } from '../../jobs/worker.ts';
import { orderPlacedJob } from '../orders/jobs.ts';
import { providerForStore } from '../payments/providers.ts';
import { reconcilePaymentsJob } from '../payments/reconcile.ts';
import { completeCheckout } from './service.ts';

/** Counts the SQL statements run through it (transactions' BEGIN and COMMIT are not statements). */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const CART = '/api/commerce/cart';
const CHECKOUT = '/api/commerce/checkout';
const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  country: 'US',
};
const card = (number: string) => ({
  provider: 'test',
  card: { number, expMonth: 12, expYear: 2034, cvc: '123' },
});
let keys = 0;
const newKey = () => `checkout-${Date.now()}-${++keys}`;

describe.each(ENGINES)('checkout on %s', (engine) => {
  const suite = useTestApp(engine);
  let website: Website;
  let address = 0;
  const visitor = () =>
    suite.client(DEMO_HOST, `10.99.${engine === 'sqlite' ? 1 : 2}.${(++address % 250) + 1}`);
  const variant = (sku: string) => demoVariant(suite.db, website.id, sku);
  const buyer = async (sku: string, quantity = 1) => {
    const client = visitor();
    const { productId, variantId } = await variant(sku);
    const added = await client.request('POST', `${CART}/entries`, {
      json: { productId, variantId, quantity },
    });
    expect(added.statusCode, added.body).toBe(200);
    return client;
  };
  /** The total the checkout page shows: the cart sent to ADDRESS by the flat rate, as the island asks. */
  const shown = async (client: ReturnType<typeof visitor>, ships = true): Promise<number> => {
    const cart = ships
      ? await client.request('PUT', `${CART}/shipping`, {
          json: { location: { country: 'US', state: 'NY', zip: '12207' }, optionId: 'flat' },
        })
      : await client.get(CART);
    return Number(cart.json().grandTotalCents ?? 0);
  };
  /** The checkout's request; the total shown is the cart's unless the body says which. */
  const checkout = async (
    client: ReturnType<typeof visitor>,
    key: string,
    body: Record<string, unknown> = {},
  ) => {
    const expectedTotalCents =
      'expectedTotalCents' in body
        ? body.expectedTotalCents
        : await shown(client, 'shippingAddress' in body ? !!body.shippingAddress : true);
    return client.request('POST', CHECKOUT, {
      headers: { 'idempotency-key': key },
      json: {
        email: 'ada@example.com',
        shippingAddress: ADDRESS,
        shippingOptionId: 'flat',
        payment: card('4242 4242 4242 4242'),
        expectedTotalCents,
        ...body,
      },
    });
  };
  /** Whether the published catalogue shows the variant in stock. */
  const catalogueSays = async (variantId: string) => {
    const { products } = (await suite.client(DEMO_HOST).get('/api/commerce/products')).json() as {
      products: { variants: { id: string; inStock: boolean }[] }[];
    };
    return products.flatMap((p) => p.variants).find((v) => v.id === variantId)?.inStock;
  };
  /** The test provider's charges under one checkout key: none means nothing was asked of the card. */
  const chargesFor = (key: string) =>
    suite.db
      .selectFrom('test_payment_charges')
      .selectAll()
      .where('website_id', '=', website.id)
      .where('idempotency_key', '=', key)
      .execute();
  const charges = () =>
    suite.db.selectFrom('test_payment_charges').selectAll().where('website_id', '=', website.id).execute();

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
            methods: [{ id: 'flat', name: 'Standard', rate: { kind: 'flat', costCents: 800 } }],
          },
        ]),
        tax_rules: JSON.stringify([
          {
            id: 'ny',
            name: 'NY',
            country: 'US',
            region: 'NY',
            rateBasisPoints: 888,
            appliesToShipping: true,
          },
        ]),
      })
      .where('website_id', '=', website.id)
      .execute();
  });

  it('takes the order and the money once, however often the same key or cart is sent', async () => {
    const client = await buyer('SQ1000001', 2);
    const before = (await variant('SQ1000001')).stock;
    const cart = (await client.get(CART)).json();
    const key = newKey();
    const placed = await checkout(client, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    // 7,600 + 800 shipping + 8.88% of 8,400 = 746
    expect(order).toMatchObject({
      state: 'paid',
      stateLabel: 'Paid',
      grandTotalCents: 7600 + 800 + 746,
      testMode: true,
      email: 'ada@example.com',
    });
    expect(order.number).toMatch(/^\d{5}$/);
    expect(order.lines).toMatchObject([{ title: 'Everyday Mug', quantity: 2, sku: 'SQ1000001' }]);
    expect((await variant('SQ1000001')).stock).toBe(before - 2);
    expect((await client.get(CART)).json()).toMatchObject({
      id: cart.id,
      isPurchased: true,
      orderId: order.id,
    });

    const again = await checkout(client, key);
    expect([again.statusCode, again.json().order.id]).toEqual([200, order.id]);
    const otherKey = await checkout(client, newKey());
    expect([otherKey.statusCode, otherKey.json().order.id]).toEqual([200, order.id]);
    const captured = (await charges()).filter(
      (c) => c.status === 'captured' && Number(c.amount_cents) === order.grandTotalCents,
    );
    expect(captured.length).toBeGreaterThanOrEqual(1);
    const payments = await suite.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(payments.map((p) => p.status)).toEqual(['captured']);

    // The order's mails, queued by its job: the buyer's confirmation and the owner's new order.
    const worker = new Worker({
      deps: testDeps(suite.db, new Clock()),
      jobs: [orderPlacedJob],
      periodic: [],
    });
    await worker.runOnce();
    await worker.runOnce(); // a second run queues nothing more
    const mails = await suite.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'subject', 'text_body'])
      .where('subject', 'like', `%${order.number}%`)
      .execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-confirmation', 'order-new']);
    expect(mails.find((m) => m.kind === 'order-confirmation')?.to_address).toBe('ada@example.com');
    // The staff's mail links to the order's own address in the config area.
    expect(mails.find((m) => m.kind === 'order-new')?.text_body).toContain(
      `/config/commerce/orders/${Number(order.number)}`,
    );
  });

  it('refuses in the issue’s words, leaving the cart as it was', async () => {
    const client = await buyer('SQ1000004');
    const declined = await checkout(client, newKey(), { payment: card('4000 0000 0000 0002') });
    expect([declined.statusCode, declined.json().error]).toEqual([402, 'Your card was declined.']);
    const poor = await checkout(client, newKey(), { payment: card('4000000000009995') });
    expect(poor.json().error).toBe('Your card has insufficient funds.');
    expect((await client.get(CART)).json()).toMatchObject({ isPurchased: false, totalQuantity: 1 });

    const noCookie = await visitor().request('POST', CHECKOUT, {
      headers: { 'idempotency-key': newKey() },
      json: { email: 'a@example.com', payment: card('4242424242424242') },
    });
    expect(noCookie.json().error).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    expect(
      (
        await client.request('POST', CHECKOUT, {
          json: { email: 'a@example.com', payment: card('4242424242424242') },
        })
      ).statusCode,
    ).toBe(400);
    const bad = await checkout(client, newKey(), {
      email: 'nope',
      shippingAddress: { ...ADDRESS, zip: '1220' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      'shippingAddress.zip': 'A US zip code is 5 digits.',
    });
    const badCard = await checkout(client, newKey(), { payment: card('4242 4242 4242 4241') });
    expect(badCard.json().errors).toEqual({ 'payment.card.number': 'Your card number is incorrect.' });

    await suite.db
      .updateTable('store_settings')
      .set({ min_order_subtotal_cents: 1_000_000 })
      .where('website_id', '=', website.id)
      .execute();
    const small = await checkout(client, newKey());
    await suite.db
      .updateTable('store_settings')
      .set({ min_order_subtotal_cents: 50 })
      .where('website_id', '=', website.id)
      .execute();
    expect(small.json().error).toBe('The minimum order subtotal is $10,000.00.');
    expect((await client.get(CART)).json()).toMatchObject({ isPurchased: false, totalQuantity: 1 });
  });

  it('completes a checkout in at most 25 SQL statements', async () => {
    const client = await buyer('SQ1000004');
    const counter = new StatementCounter();
    const counted = suite.db.withPlugin(counter);
    const [id, secret] = (client.cookies.get('tessera_cart') ?? '').split('.');
    const result = await completeCheckout(counted, {
      site: website,
      cartKey: id && secret ? { id, secret } : null,
      idempotencyKey: newKey(),
      input: {
        email: 'count@example.com',
        shippingAddress: ADDRESS,
        shippingOptionId: 'flat',
        expectedTotalCents: await shown(client),
        payment: card('4242424242424242'),
      },
      now: Date.now(),
      providerFor: providerForStore(counted, Date.now),
    });
    expect(result.created).toBe(true);
    console.info(`[checkout] one completion: ${counter.count} SQL statements`);
    expect(counter.count).toBeLessThanOrEqual(25);
  });

  it('sells exactly the stock to 200 buyers paying at once, each retrying with its key', async () => {
    const { variantId } = await variant('SQ1000020'); // the wheel class, December 5
    await suite.db
      .updateTable('product_variants')
      .set({ qty_in_stock: 10 })
      .where('id', '=', variantId)
      .execute();
    const buyers = [];
    for (let i = 0; i < 200; i++) buyers.push(await buyer('SQ1000020'));
    // The published catalogue, kept in the page cache, shows it in stock until the sale's change.
    expect(await catalogueSays(variantId)).toBe(true);
    const earlier = new Set((await charges()).map((c) => c.id));
    const expectedTotalCents = await shown(buyers[0] as ReturnType<typeof visitor>, false);
    const answers = await Promise.all(
      buyers.flatMap((client) => {
        const key = newKey();
        return [
          checkout(client, key, {
            shippingAddress: undefined,
            shippingOptionId: undefined,
            expectedTotalCents,
            email: `b${keys}@example.com`,
          }),
          checkout(client, key, {
            shippingAddress: undefined,
            shippingOptionId: undefined,
            expectedTotalCents,
            email: `b${keys}@example.com`,
          }),
        ];
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => [200, 201, 409].includes(s)),
      JSON.stringify(statuses),
    ).toBe(true);
    const orders = await suite.db
      .selectFrom('order_lines')
      .select('order_id')
      .where('website_id', '=', website.id)
      .where('variant_id', '=', variantId)
      .execute();
    expect(new Set(orders.map((o) => o.order_id)).size).toBe(10);
    expect((await variant('SQ1000020')).stock).toBe(0);
    expect(await catalogueSays(variantId)).toBe(false);
    // This run's charges: one per key at most (a retry never authorises again), 10 captured, every
    // other released (voided at once, or by the reconciliation job for one whose answer was lost).
    const clock = new Clock(Date.now() + 10 * 60_000);
    await enqueueJob(suite.db, reconcilePaymentsJob, {}, { now: clock.now() });
    const reconciler = new Worker({
      deps: testDeps(suite.db, clock),
      jobs: [reconcilePaymentsJob],
      periodic: [],
    });
    expect(await reconciler.runOnce()).toMatchObject({ ran: 1 });
    const ours = (await charges()).filter((c) => !earlier.has(c.id));
    expect(ours.length).toBeLessThanOrEqual(200);
    expect(ours.filter((c) => c.status === 'captured')).toHaveLength(10);
    expect(ours.filter((c) => c.status === 'authorized')).toHaveLength(0);
    const ordered = new Set(orders.map((o) => o.order_id));
    const paid = await suite.db
      .selectFrom('payments')
      .select(['order_id', 'status'])
      .where('status', '=', 'captured')
      .execute();
    expect(paid.filter((p) => p.order_id && ordered.has(p.order_id))).toHaveLength(10);
  });
  describe('charges only the total the buyer was shown', () => {
    const couponFor = async (code: string, usageLimit: number | null) => {
      await suite.db
        .insertInto('coupons')
        .values({
          website_id: website.id,
          id: `${code.toLowerCase().replace(/[^a-z0-9]/g, '')}${'x'.repeat(24)}`.slice(0, 24),
          code,
          kind: 'percentage',
          percent_off: 10,
          amount_off_cents: 0,
          min_subtotal_cents: 0,
          starts_at: null,
          ends_at: null,
          usage_limit: usageLimit,
          times_used: 0,
          product_ids: null,
          version: 1,
          updated_at: 1,
        })
        .execute();
    };
    const timesUsed = async (code: string) =>
      Number(
        (
          await suite.db
            .selectFrom('coupons')
            .select('times_used')
            .where('website_id', '=', website.id)
            .where('code', '=', code)
            .executeTakeFirstOrThrow()
        ).times_used,
      );

    it('gives a coupon’s last use to one of two buyers paying at once and refuses the other with the new totals, charging nothing', async () => {
      const code = `LAST${engine.toUpperCase()}${keys}`;
      await couponFor(code, 1);
      const stockBefore = (await variant('SQ1000001')).stock;
      const pair = [await buyer('SQ1000001'), await buyer('SQ1000001')];
      const totals: number[] = [];
      for (const client of pair) {
        const applied = await client.request('POST', `${CART}/coupons`, { json: { code } });
        expect(applied.json().validCoupons, applied.body).toEqual([{ code, kind: 'percentage' }]);
        totals.push(await shown(client));
      }
      // 3,800 − 380 + 800 shipping + 8.88% of 4,220 = 375
      expect(totals).toEqual([4220 + 375, 4220 + 375]);
      const keysOf = [newKey(), newKey()];
      const answers = await Promise.all(
        pair.map((client, i) => checkout(client, keysOf[i] as string, { expectedTotalCents: totals[i] })),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, 409]);
      const winner = answers.findIndex((a) => a.statusCode === 201);
      const loser = 1 - winner;
      expect(answers[winner]?.json().order).toMatchObject({ discountCents: 380, grandTotalCents: 4595 });
      const refused = answers[loser]?.json();
      // 3,800 + 800 + 8.88% of 4,600 = 408
      expect(refused.error).toBe(
        'A coupon in your cart has been used up. Your total is now $50.08. Review your order and place it again.',
      );
      expect(refused.cart).toMatchObject({ discountCents: 0, grandTotalCents: 5008, isPurchased: false });
      expect(refused.cart.invalidCoupons).toEqual([{ code, reason: 'This coupon has been used up.' }]);
      // The refused buyer's card: never charged (no charge at all, or one voided under the locks).
      const ledger = await chargesFor(keysOf[loser] as string);
      expect(ledger.filter((c) => c.status !== 'voided' && c.status !== 'declined')).toEqual([]);
      expect(await timesUsed(code)).toBe(1);
      expect((await variant('SQ1000001')).stock).toBe(stockBefore - 1);
      const loserCart = (await pair[loser]?.get(CART))?.json();
      expect(loserCart).toMatchObject({ isPurchased: false, totalQuantity: 1 });

      // A late buyer shown the discount before it ran out: refused before the card is asked.
      const late = await buyer('SQ1000001');
      await couponFor(`${code}B`, 1);
      await late.request('POST', `${CART}/coupons`, { json: { code: `${code}B` } });
      const lateShown = await shown(late);
      await suite.db
        .updateTable('coupons')
        .set({ times_used: 1 })
        .where('website_id', '=', website.id)
        .where('code', '=', `${code}B`)
        .execute();
      const lateKey = newKey();
      const lateAnswer = await checkout(late, lateKey, { expectedTotalCents: lateShown });
      expect([lateAnswer.statusCode, lateAnswer.json().cart?.grandTotalCents]).toEqual([409, 5008]);
      expect(await chargesFor(lateKey)).toEqual([]);

      // Confirming the new total: the order at the full price.
      const again = await checkout(pair[loser] as ReturnType<typeof visitor>, newKey(), {
        expectedTotalCents: refused.cart.grandTotalCents,
      });
      expect([again.statusCode, again.json().order?.grandTotalCents], again.body).toEqual([201, 5008]);
    });

    it('refuses a total that moved with a price, charging nothing, and takes it once confirmed', async () => {
      const client = await buyer('SQ1000004');
      const total = await shown(client);
      const { variantId } = await variant('SQ1000004');
      const row = await suite.db
        .selectFrom('product_variants')
        .select(['price_cents', 'sale_price_cents', 'on_sale'])
        .where('id', '=', variantId)
        .executeTakeFirstOrThrow();
      const price = Number(row.on_sale === 1 ? row.sale_price_cents : row.price_cents);
      await suite.db
        .updateTable('product_variants')
        .set({ price_cents: price + 500, sale_price_cents: price + 500 })
        .where('id', '=', variantId)
        .execute();
      try {
        const key = newKey();
        const refused = await checkout(client, key, { expectedTotalCents: total });
        expect(refused.statusCode, refused.body).toBe(409);
        const next = refused.json().cart.grandTotalCents;
        expect(next).toBeGreaterThan(total);
        expect(refused.json().error).toBe(
          `The total of your order has changed. Your total is now ${formatMoney(next, 'USD')}. Review your order and place it again.`,
        );
        expect(await chargesFor(key)).toEqual([]);
        expect((await client.get(CART)).json()).toMatchObject({ isPurchased: false });
        const placed = await checkout(client, key, { expectedTotalCents: next });
        expect([placed.statusCode, placed.json().order?.grandTotalCents], placed.body).toEqual([201, next]);
      } finally {
        await suite.db
          .updateTable('product_variants')
          .set({ price_cents: row.price_cents, sale_price_cents: row.sale_price_cents })
          .where('id', '=', variantId)
          .execute();
      }
    });

    it('refuses a total that moved with shipping or tax', async () => {
      const settings = await suite.db
        .selectFrom('store_settings')
        .select(['shipping_zones', 'tax_rules'])
        .where('website_id', '=', website.id)
        .executeTakeFirstOrThrow();
      const client = await buyer('SQ1000004');
      const total = await shown(client);
      try {
        await suite.db
          .updateTable('store_settings')
          .set({
            shipping_zones: String(settings.shipping_zones).replace('"costCents":800', '"costCents":900'),
          })
          .where('website_id', '=', website.id)
          .execute();
        const shippingKey = newKey();
        const shipping = await checkout(client, shippingKey, { expectedTotalCents: total });
        expect(shipping.statusCode, shipping.body).toBe(409);
        expect(shipping.json().cart).toMatchObject({ shippingCostCents: 900 });
        expect(shipping.json().error).toMatch(/^The total of your order has changed\. Your total is now \$/);
        expect(await chargesFor(shippingKey)).toEqual([]);

        await suite.db
          .updateTable('store_settings')
          .set({
            shipping_zones: settings.shipping_zones,
            tax_rules: String(settings.tax_rules).replace('"rateBasisPoints":888', '"rateBasisPoints":400'),
          })
          .where('website_id', '=', website.id)
          .execute();
        const taxKey = newKey();
        const tax = await checkout(client, taxKey, { expectedTotalCents: total });
        expect(tax.statusCode, tax.body).toBe(409);
        expect(tax.json().cart.grandTotalCents).toBeLessThan(total);
        expect(await chargesFor(taxKey)).toEqual([]);
      } finally {
        await suite.db
          .updateTable('store_settings')
          .set({ shipping_zones: settings.shipping_zones, tax_rules: settings.tax_rules })
          .where('website_id', '=', website.id)
          .execute();
      }
      expect((await client.get(CART)).json()).toMatchObject({ isPurchased: false, totalQuantity: 1 });
    });

    it('takes the total shown, and asks a page that does not say it to reload', async () => {
      const client = await buyer('SQ1000004');
      const total = await shown(client);
      const oldKey = newKey();
      const old = await checkout(client, oldKey, { expectedTotalCents: undefined });
      expect([old.statusCode, old.json().error]).toEqual([
        400,
        'Your checkout page is out of date. Reload it, review your order and place it again.',
      ]);
      expect(old.json().cart.grandTotalCents).toBe(total);
      expect(await chargesFor(oldKey)).toEqual([]);
      const key = newKey();
      const placed = await checkout(client, key, { expectedTotalCents: total });
      expect([placed.statusCode, placed.json().order?.grandTotalCents], placed.body).toEqual([201, total]);
      expect((await chargesFor(key)).map((c) => [c.status, Number(c.amount_cents)])).toEqual([
        ['captured', total],
      ]);
      // Sent again with its key (the answer lost): the same order, no second charge.
      const again = await checkout(client, key, { expectedTotalCents: total });
      expect([again.statusCode, again.json().order.id]).toEqual([200, placed.json().order.id]);
      expect(await chargesFor(key)).toHaveLength(1);
    });
  });
});
