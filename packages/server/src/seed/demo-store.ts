// The demo store, buyable in test mode: shipping to the US (flat, free over $100, or pickup at the
// studio) and everywhere else, New York sales tax, the WELCOME10 coupon, and a few past orders in
// different states for the orders screen. The past orders are written as what happened (their
// lines, timeline and payment, with the test provider's ledger), not replayed, so the demo's buyers
// are never mailed.
import {
  applyOrderEvent,
  type OrderEvent,
  type OrderFacts,
  orderStateOf,
  type ShippingZone,
  type TaxRule,
} from '@tessera/core';
import { selectShopProducts, selectVariantsOf } from '../commerce/catalogue/index.ts';
import { insertDemoCoupon } from '../commerce/coupons/index.ts';
import { insertOrder, insertOrderEvent, insertPayment } from '../commerce/orders/index.ts';
import { testPaymentProvider } from '../commerce/payments/test-provider.ts';
import { setSeededStoreSettings } from '../commerce/store/index.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';

const DAY = 86_400_000;

export const DEMO_SHIPPING_ZONES: ShippingZone[] = [
  {
    id: 'us',
    name: 'United States',
    countries: ['US'],
    regions: [],
    methods: [
      { id: 'standard', name: 'Standard (3–5 days)', rate: { kind: 'flat', costCents: 800 } },
      {
        id: 'free-over-100',
        name: 'Free over $100',
        rate: { kind: 'freeOver', thresholdCents: 10_000, costCents: 1200 },
      },
      { id: 'pickup', name: 'Pick up at the studio', rate: { kind: 'pickup' } },
    ],
  },
  {
    id: 'world',
    name: 'Everywhere else',
    countries: ['*'],
    regions: [],
    methods: [{ id: 'international', name: 'International', rate: { kind: 'flat', costCents: 2500 } }],
  },
];

export const DEMO_TAX_RULES: TaxRule[] = [
  {
    id: 'ny',
    name: 'New York sales tax',
    country: 'US',
    region: 'NY',
    rateBasisPoints: 888,
    appliesToShipping: true,
  },
];

interface PastOrder {
  email: string;
  name: string;
  daysAgo: number;
  /** SKU → quantity */
  lines: [string, number][];
  /** What happened after it was paid */
  after: (
    lineIds: string[],
    total: number,
  ) => { event: OrderEvent; kind: string; detail: Record<string, unknown> }[];
}

const PAST_ORDERS: PastOrder[] = [
  { email: 'ada@example.com', name: 'Ada Lovelace', daysAgo: 1, lines: [['SQ1000001', 1]], after: () => [] },
  {
    email: 'grace@example.com',
    name: 'Grace Hopper',
    daysAgo: 6,
    lines: [['SQ1000004', 2]],
    after: ([line = '']) => [
      {
        event: { kind: 'fulfil', lines: [{ lineId: line, quantity: 2 }] },
        kind: 'fulfilled',
        detail: { carrier: 'USPS', trackingNumber: '9400111899562537000000' },
      },
    ],
  },
  {
    email: 'katherine@example.org',
    name: 'Katherine Johnson',
    daysAgo: 12,
    lines: [
      ['SQ1000002', 1],
      ['SQ1000001', 1],
    ],
    after: ([first = '']) => [
      {
        event: { kind: 'refund', amountCents: 4400, lines: [{ lineId: first, quantity: 1 }] },
        kind: 'refunded',
        detail: { amountCents: 4400, restock: [] },
      },
    ],
  },
  {
    email: 'mary@example.net',
    name: 'Mary Jackson',
    daysAgo: 20,
    lines: [['SQ1000004', 1]],
    after: () => [{ event: { kind: 'cancel' }, kind: 'cancelled', detail: {} }],
  },
];

export async function seedDemoStore(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  await setSeededStoreSettings(db, websiteId, {
    shipping_zones: JSON.stringify(DEMO_SHIPPING_ZONES),
    tax_rules: JSON.stringify(DEMO_TAX_RULES),
    next_order_number: PAST_ORDERS.length + 1,
  });
  await insertDemoCoupon(db, websiteId, { id: newId(), code: 'WELCOME10', percentOff: 10, now });
  const products = await selectShopProducts(db, websiteId);
  const variants = await selectVariantsOf(
    db,
    websiteId,
    products.map((p) => p.id),
  );
  const provider = testPaymentProvider(db, () => now);
  for (const [index, past] of PAST_ORDERS.entries()) {
    const at = now - past.daysAgo * DAY;
    const orderId = newId();
    const lines = past.lines.flatMap(([sku, quantity], position) => {
      const variant = variants.find((v) => v.sku === sku);
      const product = products.find((p) => p.id === variant?.product_id);
      if (!variant || !product) return [];
      const unit = Number(variant.on_sale === 1 ? variant.sale_price_cents : variant.price_cents);
      return [
        {
          website_id: websiteId,
          id: newId(),
          order_id: orderId,
          position,
          product_id: product.id,
          variant_id: variant.id,
          product_type: product.product_type,
          title: product.title,
          sku,
          option_values: variant.option_values,
          unit_price_cents: unit,
          quantity,
          fulfilled_quantity: 0,
          refunded_quantity: 0,
          // The demo's past orders are its history on the orders screen; their files are not offered.
          download_asset_id: null,
          download_count: 0,
        },
      ];
    });
    const subtotal = lines.reduce((s, l) => s + l.unit_price_cents * l.quantity, 0);
    const shipping = subtotal >= 10_000 ? 0 : 800;
    const total = subtotal + shipping;
    const key = `demo-order-${index + 1}`;
    const authorized = await provider.authorize({
      websiteId,
      idempotencyKey: key,
      amountCents: total,
      currency: 'USD',
      payment: {
        provider: 'test',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
    });
    if (!authorized.ok) throw new Error('the demo card was declined');
    const charge = await provider.capture({
      websiteId,
      chargeId: authorized.charge.chargeId,
      amountCents: total,
      idempotencyKey: `capture:${key}`,
    });
    let facts: OrderFacts = {
      lines: lines.map((l) => ({
        id: l.id,
        quantity: l.quantity,
        fulfilledQuantity: 0,
        refundedQuantity: 0,
      })),
      paidCents: total,
      refundedCents: 0,
      cancelled: false,
    };
    const events: { kind: string; detail: Record<string, unknown>; at: number }[] = [
      { kind: 'placed', detail: { grandTotalCents: total, last4: '4242' }, at },
    ];
    for (const [step, next] of past
      .after(
        lines.map((l) => l.id),
        total,
      )
      .entries()) {
      facts = applyOrderEvent(facts, next.event);
      events.push({ kind: next.kind, detail: next.detail, at: at + (step + 1) * DAY });
    }
    for (const moved of facts.lines) {
      const line = lines.find((l) => l.id === moved.id);
      if (line)
        Object.assign(line, {
          fulfilled_quantity: moved.fulfilledQuantity,
          refunded_quantity: moved.refundedQuantity,
        });
    }
    if (facts.refundedCents > 0)
      await provider.refund({
        websiteId,
        chargeId: charge.chargeId,
        amountCents: facts.refundedCents,
        idempotencyKey: `refund:${key}`,
      });
    const [placed, ...later] = events;
    await insertOrder(
      db,
      {
        website_id: websiteId,
        id: orderId,
        number: index + 1,
        cart_id: newId(),
        idempotency_key: key,
        state: orderStateOf(facts),
        email: past.email,
        shipping_address: JSON.stringify({
          name: past.name,
          line1: '20 Main Street',
          city: 'Hudson',
          state: 'NY',
          zip: '12534',
          country: 'US',
        }),
        billing_address: null,
        shipping_option: JSON.stringify({
          id: 'standard',
          name: 'Standard (3–5 days)',
          costCents: shipping,
          pickup: false,
        }),
        currency: 'USD',
        subtotal_cents: subtotal,
        discount_cents: 0,
        shipping_cents: shipping,
        tax_cents: 0,
        grand_total_cents: total,
        refunded_cents: facts.refundedCents,
        coupon_codes: '[]',
        test_mode: 1,
        cancelled: facts.cancelled ? 1 : 0,
        version: 1,
        created_at: at,
        updated_at: events.at(-1)?.at ?? at,
      },
      lines,
      {
        website_id: websiteId,
        id: newId(),
        order_id: orderId,
        kind: placed?.kind ?? 'placed',
        detail: JSON.stringify(placed?.detail ?? {}),
        account_id: null,
        created_at: at,
      },
    );
    for (const event of later)
      await insertOrderEvent(db, {
        website_id: websiteId,
        id: newId(),
        order_id: orderId,
        kind: event.kind,
        detail: JSON.stringify(event.detail),
        account_id: null,
        created_at: event.at,
      });
    await insertPayment(db, {
      website_id: websiteId,
      id: newId(),
      cart_id: newId(),
      order_id: orderId,
      provider: 'test',
      idempotency_key: key,
      charge_id: charge.chargeId,
      status: facts.refundedCents >= total ? 'refunded' : 'captured',
      amount_cents: total,
      refunded_cents: facts.refundedCents,
      currency: 'USD',
      last4: '4242',
      created_at: at,
      updated_at: at,
    });
  }
}
