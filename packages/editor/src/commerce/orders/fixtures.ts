// Orders as the server answers them, for the component tests.
import type { OrderDetail, OrderSummary } from '@tessera/site/api/routes.gen.ts';

export const ORDERS = '/api/config/commerce/orders';

export const ORDER_ID = 'a'.repeat(24);
export const MUG_LINE = 'b'.repeat(24);
export const BOWL_LINE = 'c'.repeat(24);
const PLACED = Date.UTC(2026, 10, 20, 15, 30);

export function summary(i: number, change: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: i.toString(16).padStart(24, '0'),
    number: String(i).padStart(5, '0'),
    state: 'paid',
    stateLabel: 'Paid',
    email: `buyer${i}@example.com`,
    customerName: `Buyer ${i}`,
    currency: 'USD',
    subtotalCents: 4400,
    discountCents: 0,
    shippingCents: 800,
    taxCents: 0,
    grandTotalCents: 5200,
    refundedCents: 0,
    testMode: true,
    created: PLACED - i * 60_000,
    lines: [],
    ...change,
  };
}

/** A paid order of 2 mugs at $22.00 and 1 bowl at $30.00, nothing shipped yet. */
export function paidOrder(change: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    number: '00007',
    state: 'paid',
    stateLabel: 'Paid',
    email: 'grace@example.com',
    currency: 'USD',
    subtotalCents: 7400,
    discountCents: 740,
    shippingCents: 800,
    taxCents: 0,
    grandTotalCents: 7460,
    refundedCents: 0,
    testMode: true,
    created: PLACED,
    lines: [
      {
        id: MUG_LINE,
        productId: 'd'.repeat(24),
        variantId: 'e'.repeat(24),
        title: 'Everyday Mug',
        sku: 'SQ1000001',
        optionValues: { Glaze: 'Fern' },
        unitPriceCents: 2200,
        quantity: 2,
        productType: 1,
      },
      {
        id: BOWL_LINE,
        productId: 'f'.repeat(24),
        variantId: '1'.repeat(24),
        title: 'Serving Bowl',
        sku: 'SQ1000002',
        optionValues: {},
        unitPriceCents: 3000,
        quantity: 1,
        productType: 1,
      },
    ],
    shippingAddress: {
      name: 'Grace Hopper',
      line1: '1 Navy Yard',
      city: 'Arlington',
      state: 'VA',
      zip: '22202',
      country: 'US',
    },
    billingAddress: {
      name: 'Grace Hopper',
      line1: '2 Billing Road',
      city: 'Arlington',
      state: 'VA',
      zip: '22202',
      country: 'US',
    },
    shippingOption: { id: 'standard', name: 'Standard (3–5 days)', costCents: 800, pickup: false },
    couponCodes: ['WELCOME10'],
    payments: [{ provider: 'test', status: 'captured', amountCents: 7460, refundedCents: 0, last4: '4242' }],
    timeline: [{ kind: 'placed', detail: { grandTotalCents: 7460, last4: '4242' }, at: PLACED, by: null }],
    lineStates: [
      { id: MUG_LINE, fulfilledQuantity: 0, refundedQuantity: 0 },
      { id: BOWL_LINE, fulfilledQuantity: 0, refundedQuantity: 0 },
    ],
    ...change,
  };
}
