import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_WITHOUT_CART_COOKIE_MESSAGE,
  cartQuantityLabel,
  displayPrice,
  generateSku,
  hasVariedPrices,
  isSoldOut,
  isValidProductPrice,
  isValidUsZip,
  MAX_PRODUCT_PRICE_CENTS,
  MAX_SKU_LENGTH,
  measurementUnitLabels,
  subscriptionPeriodLabel,
  type Variant,
  validateSku,
} from './commerce.ts';
import { MeasurementUnits, ProductType } from './enums.ts';

function variant(overrides: Partial<Variant> = {}): Variant {
  return {
    price: 1000,
    salePrice: 0,
    onSale: false,
    qtyInStock: 0,
    unlimited: false,
    sku: 'SQ0000001',
    optionValues: [],
    ...overrides,
  };
}

describe('constants', () => {
  it('has the spec limits and messages', () => {
    expect(MAX_PRODUCT_PRICE_CENTS).toBe(100_000_000);
    expect(MAX_SKU_LENGTH).toBe(60);
    expect(CHECKOUT_WITHOUT_CART_COOKIE_MESSAGE).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
  });
});

describe('isSoldOut', () => {
  it.each([ProductType.physical, ProductType.service])(
    'product type %i is sold out with no stock',
    (type) => {
      expect(isSoldOut({ productType: type, variants: [variant(), variant({ qtyInStock: 0 })] })).toBe(true);
      expect(isSoldOut({ productType: type, variants: [] })).toBe(true);
    },
  );

  it.each([ProductType.physical, ProductType.service])('product type %i is available with stock', (type) => {
    expect(isSoldOut({ productType: type, variants: [variant(), variant({ qtyInStock: 1 })] })).toBe(false);
    expect(isSoldOut({ productType: type, variants: [variant({ unlimited: true })] })).toBe(false);
  });

  it('does not count negative or non-numeric stock', () => {
    const variants = [variant({ qtyInStock: -3 }), variant({ qtyInStock: Number.NaN })];
    expect(isSoldOut({ productType: ProductType.physical, variants })).toBe(true);
  });

  it.each([ProductType.digital, ProductType.giftCard, ProductType.paywall])(
    'product type %i is never sold out',
    (type) => {
      expect(isSoldOut({ productType: type, variants: [] })).toBe(false);
      expect(isSoldOut({ productType: type, variants: [variant({ qtyInStock: 0 })] })).toBe(false);
    },
  );

  it('applies the stock rule to an unknown product type', () => {
    expect(isSoldOut({ productType: 99 as ProductType, variants: [variant()] })).toBe(true);
    expect(isSoldOut({ productType: 99 as ProductType, variants: [variant({ qtyInStock: 2 })] })).toBe(false);
  });

  it('matches "no variant unlimited or in stock" for stocked products', () => {
    const variants = fc.array(
      fc
        .record({ qtyInStock: fc.integer({ min: -5, max: 5 }), unlimited: fc.boolean() })
        .map((v) => variant(v)),
    );
    fc.assert(
      fc.property(variants, (vs) => {
        const expected = vs.every((v) => !v.unlimited && v.qtyInStock <= 0);
        expect(isSoldOut({ productType: ProductType.physical, variants: vs })).toBe(expected);
      }),
    );
  });
});

describe('displayPrice', () => {
  it('shows the lowest price paid, sale prices counted, and whether the variants vary', () => {
    const product = (variants: Variant[]) => ({ productType: ProductType.physical, variants });
    expect(displayPrice(product([variant({ price: 2000 }), variant({ price: 2000 })]))).toEqual({
      lowest: 2000,
      varied: false,
    });
    expect(
      displayPrice(
        product([variant({ price: 3000 }), variant({ price: 3000, onSale: true, salePrice: 2500 })]),
      ),
    ).toEqual({ lowest: 2500, varied: true });
    expect(displayPrice(product([]))).toEqual({ lowest: 0, varied: false });
  });

  it("shows a digital product's own price, or its sale price when on sale", () => {
    const digital = { productType: ProductType.digital, variants: [], priceCents: 1500, salePriceCents: 900 };
    expect(displayPrice(digital)).toEqual({ lowest: 1500, varied: false });
    expect(displayPrice({ ...digital, onSale: true })).toEqual({ lowest: 900, varied: false });
  });
});

describe('hasVariedPrices', () => {
  it('is false for no, one, or identically priced variants', () => {
    expect(hasVariedPrices([])).toBe(false);
    expect(hasVariedPrices([variant()])).toBe(false);
    expect(hasVariedPrices([variant(), variant({ qtyInStock: 9, sku: 'other' })])).toBe(false);
  });

  it('is true when the price, the sale price or the sale flag differs', () => {
    expect(hasVariedPrices([variant(), variant({ price: 1001 })])).toBe(true);
    expect(hasVariedPrices([variant(), variant({ salePrice: 500 })])).toBe(true);
    expect(hasVariedPrices([variant(), variant({ onSale: true })])).toBe(true);
    expect(hasVariedPrices([variant(), variant(), variant({ price: 1 })])).toBe(true);
  });

  it('is symmetric in order', () => {
    const priced = fc.record({
      price: fc.integer({ min: 0, max: 3 }),
      salePrice: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(priced.map((p) => variant(p))), (vs) => {
        expect(hasVariedPrices([...vs].reverse())).toBe(hasVariedPrices(vs));
      }),
    );
  });
});

describe('isValidProductPrice', () => {
  it('accepts whole cents from 0 to the maximum', () => {
    expect(isValidProductPrice(0)).toBe(true);
    expect(isValidProductPrice(1999)).toBe(true);
    expect(isValidProductPrice(100_000_000)).toBe(true);
  });

  it.each([100_000_001, -1, 10.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (cents) => {
    expect(isValidProductPrice(cents)).toBe(false);
  });
});

describe('validateSku', () => {
  it('accepts up to 60 characters', () => {
    expect(validateSku('SQ1234567')).toBeNull();
    expect(validateSku('a'.repeat(60))).toBeNull();
    expect(validateSku('é'.repeat(60))).toBeNull();
    expect(validateSku('😀'.repeat(60))).toBeNull();
  });

  it('rejects 61 characters', () => {
    expect(validateSku('a'.repeat(61))).toBe('SKU must be 60 characters or fewer.');
  });

  it.each(['', '   ', null, undefined, 42])('rejects the blank or non-text SKU %j', (sku) => {
    expect(validateSku(sku as string)).toBe('Enter a SKU.');
  });
});

describe('generateSku', () => {
  it('is SQ plus seven digits from the random source', () => {
    const values = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99];
    let i = 0;
    expect(generateSku(() => values[i++] ?? 0)).toBe('SQ0125799');
  });

  it('stays in range for the extremes of the random source', () => {
    expect(generateSku(() => 0)).toBe('SQ0000000');
    expect(generateSku(() => 0.999_999_999_9)).toBe('SQ9999999');
    expect(generateSku(() => 1)).toBe('SQ9999999');
  });

  it('always matches /^SQ\\d{7}$/ and is a valid SKU', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 7 }),
        (rs) => {
          let i = 0;
          const sku = generateSku(() => rs[i++] ?? 0);
          expect(sku).toMatch(/^SQ\d{7}$/);
          expect(validateSku(sku)).toBeNull();
        },
      ),
    );
    expect(generateSku()).toMatch(/^SQ\d{7}$/);
  });
});

describe('isValidUsZip', () => {
  it('accepts exactly five digits', () => {
    expect(isValidUsZip('10013')).toBe(true);
    expect(isValidUsZip('00000')).toBe(true);
  });

  it.each(['1234', '123456', '1234a', ' 12345', '12345 ', '12345-6789', '', '١٢٣٤٥', 12345, null])(
    'rejects %j',
    (zip) => {
      expect(isValidUsZip(zip as string)).toBe(false);
    },
  );
});

describe('cartQuantityLabel', () => {
  it('shows the count up to 100 and 100+ above', () => {
    expect(cartQuantityLabel(0)).toBe('0');
    expect(cartQuantityLabel(1)).toBe('1');
    expect(cartQuantityLabel(100)).toBe('100');
    expect(cartQuantityLabel(101)).toBe('100+');
    expect(cartQuantityLabel(5000)).toBe('100+');
  });

  it('shows 0 for negative or non-numeric counts and drops fractions', () => {
    expect(cartQuantityLabel(-1)).toBe('0');
    expect(cartQuantityLabel(Number.NaN)).toBe('0');
    expect(cartQuantityLabel(3.7)).toBe('3');
  });
});

describe('subscriptionPeriodLabel', () => {
  it.each([
    [{ value: 1, unit: 'WEEK' }, undefined, 'every week'],
    [{ value: 1, unit: 'MONTH' }, undefined, 'every month'],
    [{ value: 1, unit: 'YEAR' }, undefined, 'every year'],
    [{ value: 2, unit: 'MONTH' }, undefined, 'every 2 months'],
    [{ value: 3, unit: 'WEEK' }, 0, 'every 3 weeks'],
    [{ value: 1, unit: 'MONTH' }, 12, 'every month for 12 months'],
    [{ value: 1, unit: 'YEAR' }, 1, 'every year for 1 year'],
    [{ value: 1, unit: 'YEAR' }, 3, 'every year for 3 years'],
    [{ value: 2, unit: 'WEEK' }, 3, 'every 2 weeks for 6 weeks'],
    [{ value: 1, unit: 'WEEK' }, 1, 'every week for 1 week'],
  ] as const)('%j with %s cycles is %j', (period, cycles, label) => {
    expect(subscriptionPeriodLabel(period, cycles)).toBe(label);
  });

  it.each([
    { value: 0, unit: 'WEEK' },
    { value: -1, unit: 'MONTH' },
    { value: 1.5, unit: 'MONTH' },
    { value: Number.NaN, unit: 'YEAR' },
    { value: 1, unit: 'DAY' },
    { value: 1, unit: 'month' },
    { value: 1, unit: 'toString' },
  ])('throws RangeError for the period %j', (period) => {
    expect(() => subscriptionPeriodLabel(period as { value: number; unit: 'WEEK' })).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for %s cycles', (cycles) => {
    expect(() => subscriptionPeriodLabel({ value: 1, unit: 'MONTH' }, cycles)).toThrow(RangeError);
  });
});

describe('measurementUnitLabels', () => {
  it('gives lbs/in for imperial and kg/cm otherwise', () => {
    expect(measurementUnitLabels(MeasurementUnits.imperial)).toEqual({ weight: 'lbs', length: 'in' });
    expect(measurementUnitLabels(MeasurementUnits.metric)).toEqual({ weight: 'kg', length: 'cm' });
    expect(measurementUnitLabels(0 as MeasurementUnits)).toEqual({ weight: 'kg', length: 'cm' });
  });
});
