// A cart's totals as one pure function: its lines, coupons, shipping and tax in, every figure the
// spec's cart entity shows out, all in integer minor units of the store's currency (JPY has none
// below the yen, so its amounts are whole yen by construction). The server computes the cart with
// it on every change and the checkout charges exactly what it says.
//
//   grandTotal = subtotal − discount + shipping + tax      (prices exclusive of tax)
//   grandTotal = subtotal − discount + shipping            (prices include tax; tax is the part of it that is tax)
import { ProductType } from '../enums.ts';
import { type Coupon, couponDiscountCents, evaluateCoupons } from './coupons.ts';
import {
  type ShippingLocation,
  type ShippingOption,
  type ShippingZone,
  shippingOptionsFor,
} from './shipping.ts';
import { applicableTaxRules, type TaxRule, taxCents } from './tax.ts';

export interface CartLine {
  productId: string;
  variantId: string;
  productType: ProductType;
  /** What one costs now: the sale price when on sale */
  unitPriceCents: number;
  quantity: number;
  /** One item's weight in the store's unit */
  weight: number;
}

export interface CartTotalsInput {
  lines: readonly CartLine[];
  /** The codes the buyer added, in order */
  couponCodes: readonly string[];
  /** The stored coupons for those codes (unknown codes have none) */
  coupons: readonly Coupon[];
  zones: readonly ShippingZone[];
  location: ShippingLocation | null;
  selectedShippingOptionId: string | null;
  taxRules: readonly TaxRule[];
  pricesIncludeTax: boolean;
  currency: string;
  now: number;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  validCoupons: Coupon[];
  invalidCoupons: { code: string; reason: string }[];
  shippingOptions: ShippingOption[];
  /** The chosen option, when it is still offered for the cart's location */
  selectedShippingOption: ShippingOption | null;
  applicableTaxRules: TaxRule[];
}

/** Whether a line's goods travel: physical ones do; digital files, services and gift cards do not. */
export const isShipped = (line: Pick<CartLine, 'productType'>) => line.productType === ProductType.physical;

export function cartTotals(input: CartTotalsInput): CartTotals {
  const lineCents = (line: CartLine) => line.unitPriceCents * line.quantity;
  const subtotalCents = input.lines.reduce((sum, line) => sum + lineCents(line), 0);
  const totalQuantity = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const requiresShipping = input.lines.some(isShipped);
  const hasDigital = input.lines.some((line) => line.productType === ProductType.digital);
  const purelyDigital =
    input.lines.length > 0 && input.lines.every((l) => l.productType === ProductType.digital);

  const verdicts = evaluateCoupons(input.couponCodes, input.coupons, {
    subtotalCents,
    productIds: input.lines.map((line) => line.productId),
    requiresShipping,
    currency: input.currency,
    now: input.now,
  });
  const discountCents = Math.min(
    subtotalCents,
    verdicts.valid.reduce((sum, coupon) => {
      const eligible = input.lines
        .filter((line) => coupon.productIds === null || coupon.productIds.includes(line.productId))
        .reduce((s, line) => s + lineCents(line), 0);
      return sum + couponDiscountCents(coupon, eligible);
    }, 0),
  );
  const goodsCents = subtotalCents - discountCents;

  const weight = input.lines.filter(isShipped).reduce((sum, line) => sum + line.weight * line.quantity, 0);
  const shippingOptions = shippingOptionsFor({
    zones: input.zones,
    location: input.location,
    requiresShipping,
    subtotalCents: goodsCents,
    weight,
  });
  const selected = shippingOptions.find((option) => option.id === input.selectedShippingOptionId) ?? null;
  const freeShipping = verdicts.valid.some((coupon) => coupon.kind === 'freeShipping');
  const shippingCostCents = selected && !freeShipping ? selected.costCents : 0;

  const rules = applicableTaxRules(input.taxRules, input.location);
  const tax = taxCents(rules, goodsCents, shippingCostCents, input.pricesIncludeTax);
  const grandTotalCents = goodsCents + shippingCostCents + (input.pricesIncludeTax ? 0 : tax);

  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents: tax,
    grandTotalCents,
    totalQuantity,
    hasDigital,
    purelyDigital,
    requiresShipping,
    validCoupons: verdicts.valid,
    invalidCoupons: verdicts.invalid,
    shippingOptions,
    selectedShippingOption: selected,
    applicableTaxRules: rules,
  };
}
