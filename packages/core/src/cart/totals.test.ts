// The cart's totals: the properties over generated carts (never negative, the discount never
// above the subtotal, the grand total adding up, integers in every currency) and worked examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductType } from '../enums.ts';
import type { Coupon } from './coupons.ts';
import type { ShippingZone } from './shipping.ts';
import type { TaxRule } from './tax.ts';
import { type CartLine, cartTotals } from './totals.ts';

const coupon = (fields: Partial<Coupon> & Pick<Coupon, 'code' | 'kind'>): Coupon => ({
  percentOff: 0,
  amountOffCents: 0,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  timesUsed: 0,
  productIds: null,
  ...fields,
});

const ZONES: ShippingZone[] = [
  {
    id: 'us',
    name: 'United States',
    countries: ['US'],
    regions: [],
    methods: [
      { id: 'flat', name: 'Standard', rate: { kind: 'flat', costCents: 800 } },
      {
        id: 'free',
        name: 'Free over $100',
        rate: { kind: 'freeOver', thresholdCents: 10_000, costCents: 1200 },
      },
      { id: 'pickup', name: 'Pick up at the studio', rate: { kind: 'pickup' } },
      {
        id: 'weight',
        name: 'By weight',
        rate: {
          kind: 'weight',
          brackets: [
            { upTo: 2, costCents: 500 },
            { upTo: 10, costCents: 1500 },
          ],
        },
      },
    ],
  },
  {
    id: 'world',
    name: 'Everywhere else',
    countries: ['*'],
    regions: [],
    methods: [{ id: 'intl', name: 'International', rate: { kind: 'flat', costCents: 2500 } }],
  },
];
const NY_TAX: TaxRule = {
  id: 'ny',
  name: 'NY sales tax',
  country: 'US',
  region: 'NY',
  rateBasisPoints: 888,
  appliesToShipping: true,
};

const line = (fields: Partial<CartLine> = {}): CartLine => ({
  productId: 'p1',
  variantId: 'v1',
  productType: ProductType.physical,
  unitPriceCents: 3800,
  quantity: 1,
  weight: 1,
  ...fields,
});

const base = {
  couponCodes: [],
  coupons: [],
  zones: ZONES,
  location: null,
  selectedShippingOptionId: null,
  taxRules: [NY_TAX],
  pricesIncludeTax: false,
  currency: 'USD',
  now: Date.UTC(2026, 10, 22),
};

describe('cartTotals', () => {
  it('adds a mug, a coupon, shipping and New York tax up', () => {
    const totals = cartTotals({
      ...base,
      lines: [
        line({ quantity: 2 }),
        line({
          productId: 'p2',
          variantId: 'v2',
          productType: ProductType.digital,
          unitPriceCents: 1200,
          weight: 0,
        }),
      ],
      couponCodes: ['welcome10'],
      coupons: [coupon({ code: 'WELCOME10', kind: 'percentage', percentOff: 10 })],
      location: { country: 'US', state: 'NY', zip: '10001' },
      selectedShippingOptionId: 'flat',
    });
    expect(totals).toMatchObject({
      subtotalCents: 8800,
      discountCents: 880,
      shippingCostCents: 800,
      // 8.88% of (7920 + 800) = 774.3
      taxCents: 774,
      grandTotalCents: 7920 + 800 + 774,
      totalQuantity: 3,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(totals.shippingOptions.map((o) => [o.id, o.costCents])).toEqual([
      ['flat', 800],
      ['free', 1200],
      ['pickup', 0],
      ['weight', 500], // two mugs of 1 lb: the first bracket
    ]);
    expect(totals.applicableTaxRules.map((r) => r.id)).toEqual(['ny']);
  });

  it('skips shipping for digital and service carts, and explains coupons that do not apply', () => {
    const totals = cartTotals({
      ...base,
      lines: [line({ productType: ProductType.service, unitPriceCents: 9500 })],
      couponCodes: ['SHIPFREE', 'NOPE', 'OLD', 'BIG'],
      coupons: [
        coupon({ code: 'SHIPFREE', kind: 'freeShipping' }),
        coupon({ code: 'OLD', kind: 'fixed', amountOffCents: 500, endsAt: Date.UTC(2026, 0, 1) }),
        coupon({ code: 'BIG', kind: 'fixed', amountOffCents: 500, minSubtotalCents: 20_000 }),
      ],
      location: { country: 'FR' },
      selectedShippingOptionId: 'intl',
    });
    expect(totals.requiresShipping).toBe(false);
    expect(totals.shippingOptions).toEqual([]);
    expect(totals.shippingCostCents).toBe(0);
    expect(totals.invalidCoupons).toEqual([
      { code: 'SHIPFREE', reason: 'Nothing in your cart is shipped.' },
      { code: 'NOPE', reason: 'This coupon code is not valid.' },
      { code: 'OLD', reason: 'This coupon has expired.' },
      { code: 'BIG', reason: 'Spend at least $200.00 to use this coupon.' },
    ]);
  });

  it('counts one discount code and one free shipping code per order', () => {
    const totals = cartTotals({
      ...base,
      lines: [line({ unitPriceCents: 10_000 })],
      couponCodes: ['A', 'B', 'S'],
      coupons: [
        coupon({ code: 'A', kind: 'fixed', amountOffCents: 1000 }),
        coupon({ code: 'B', kind: 'percentage', percentOff: 50 }),
        coupon({ code: 'S', kind: 'freeShipping' }),
      ],
      location: { country: 'US', state: 'CA' },
      selectedShippingOptionId: 'flat',
    });
    expect(totals.validCoupons.map((c) => c.code)).toEqual(['A', 'S']);
    expect(totals.invalidCoupons).toEqual([
      { code: 'B', reason: 'Only one discount code can be used per order.' },
    ]);
    expect(totals).toMatchObject({
      discountCents: 1000,
      shippingCostCents: 0,
      taxCents: 0,
      grandTotalCents: 9000,
    });
  });

  it('takes tax out of prices that include it', () => {
    const totals = cartTotals({
      ...base,
      lines: [line({ unitPriceCents: 10_888 })],
      location: { country: 'US', state: 'NY' },
      pricesIncludeTax: true,
      selectedShippingOptionId: 'pickup',
    });
    expect(totals).toMatchObject({ taxCents: 888, grandTotalCents: 10_888 });
  });

  it('keeps yen whole', () => {
    const totals = cartTotals({
      ...base,
      currency: 'JPY',
      lines: [line({ unitPriceCents: 1999, quantity: 3 })],
      couponCodes: ['T'],
      coupons: [coupon({ code: 'T', kind: 'percentage', percentOff: 15 })],
      location: { country: 'US', state: 'NY' },
    });
    expect(totals.discountCents).toBe(900); // 15% of ¥5,997 = ¥899.55
    expect(Number.isInteger(totals.taxCents)).toBe(true);
  });

  const arbitraryCart = fc.record({
    lines: fc.array(
      fc.record({
        productId: fc.constantFrom('p1', 'p2', 'p3'),
        variantId: fc.string({ minLength: 1, maxLength: 3 }),
        productType: fc.constantFrom(ProductType.physical, ProductType.digital, ProductType.service),
        unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
        quantity: fc.integer({ min: 1, max: 100 }),
        weight: fc.double({ min: 0, max: 50, noNaN: true }),
      }),
      { maxLength: 6 },
    ),
    coupons: fc.array(
      fc.record({
        code: fc.constantFrom('A', 'B', 'C', 'D'),
        kind: fc.constantFrom('percentage', 'fixed', 'freeShipping'),
        percentOff: fc.integer({ min: 0, max: 100 }),
        amountOffCents: fc.integer({ min: 0, max: 200_000_000 }),
        minSubtotalCents: fc.integer({ min: 0, max: 100_000 }),
        startsAt: fc.constant(null),
        endsAt: fc.constant(null),
        usageLimit: fc.option(fc.integer({ min: 0, max: 3 })),
        timesUsed: fc.integer({ min: 0, max: 3 }),
        productIds: fc.option(fc.subarray(['p1', 'p2', 'p3'])),
      }),
      { maxLength: 4 },
    ),
    couponCodes: fc.subarray(['A', 'B', 'C', 'D', 'E']),
    location: fc.option(
      fc.record({ country: fc.constantFrom('US', 'FR'), state: fc.constantFrom('NY', 'CA') }),
    ),
    selectedShippingOptionId: fc.option(fc.constantFrom('flat', 'free', 'pickup', 'weight', 'intl')),
    pricesIncludeTax: fc.boolean(),
    currency: fc.constantFrom('USD', 'JPY'),
  });

  it('never goes negative, never discounts more than the subtotal, and always adds up, in whole minor units', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const t = cartTotals({ ...base, ...cart, coupons: cart.coupons as Coupon[] });
        const figures = [
          t.subtotalCents,
          t.discountCents,
          t.shippingCostCents,
          t.taxCents,
          t.grandTotalCents,
        ];
        for (const figure of figures) {
          expect(Number.isSafeInteger(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(0);
        }
        expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
        expect(t.grandTotalCents).toBe(
          t.subtotalCents - t.discountCents + t.shippingCostCents + (cart.pricesIncludeTax ? 0 : t.taxCents),
        );
        if (cart.pricesIncludeTax) expect(t.taxCents).toBeLessThanOrEqual(t.grandTotalCents);
        if (t.validCoupons.some((c) => c.kind === 'freeShipping')) expect(t.shippingCostCents).toBe(0);
        expect(t.validCoupons.length + t.invalidCoupons.length).toBe(cart.couponCodes.length);
      }),
      { numRuns: 500 },
    );
  });
});
