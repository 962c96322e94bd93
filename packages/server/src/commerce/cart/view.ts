// The spec's cart entity, exactly its fields, computed from the cart's rows by core's cartTotals.
// Each entry says what it is and what it costs now; one whose product a visitor can no longer see
// stays listed as unavailable and counts for nothing.
import {
  type CartLine,
  type Coupon,
  cartTotals,
  isPubliclyVisible,
  type ShippingLocation,
  type ShippingOption,
  type TaxRule,
} from '@tessera/core';
import { parseJsonColumn } from '../../db/json.ts';
import { itemPath } from '../../shared/page-paths.ts';
import type { CouponRow } from '../coupons/index.ts';
import type { StoreSettings } from '../store/settings.ts';
import type { CartLineRow, CartRow } from './repository.ts';

export interface CartEntry {
  id: string;
  productId: string;
  variantId: string;
  productName: string;
  productUrl: string;
  productType: number;
  sku: string;
  /** Option name → value */
  optionValues: Record<string, string>;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Whether it can still be bought (its product is visible, and in stock for this quantity) */
  available: boolean;
  imageAssetId: string | null;
}

export interface CartEntity {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: ShippingOption[];
  applicableTaxRules: TaxRule[];
  coupons: string[];
  validCoupons: { code: string; kind: Coupon['kind'] }[];
  invalidCoupons: { code: string; reason: string }[];
  selectedShippingOption: ShippingOption | null;
  shippingLocation: ShippingLocation | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

export function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percent_off,
    amountOffCents: Number(row.amount_off_cents),
    minSubtotalCents: Number(row.min_subtotal_cents),
    startsAt: row.starts_at === null ? null : Number(row.starts_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    productIds: row.product_ids === null ? null : parseJsonColumn<string[]>(row.product_ids, []),
  };
}

export const unitPriceOf = (row: Pick<CartLineRow, 'on_sale' | 'sale_price_cents' | 'price_cents'>) =>
  Number(row.on_sale === 1 ? row.sale_price_cents : row.price_cents);

export function entryOf(row: CartLineRow, now: number): CartEntry {
  const unitPriceCents = unitPriceOf(row);
  const visible = isPubliclyVisible(row.publication_state, row.published_at, now);
  const inStock = row.unlimited === 1 || row.qty_in_stock >= row.quantity;
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    productName: row.title,
    productUrl: itemPath(
      { url_id: row.collection_url_id, type: row.collection_type, settings: row.collection_settings },
      { url_id: row.item_url_id, published_at: row.published_at, created_at: row.item_created_at },
    ),
    productType: row.product_type,
    sku: row.sku,
    optionValues: parseJsonColumn<Record<string, string>>(row.option_values, {}),
    quantity: row.quantity,
    unitPriceCents,
    lineTotalCents: unitPriceCents * row.quantity,
    available: visible && inStock,
    imageAssetId: row.asset_id,
  };
}

export function cartLineOf(row: CartLineRow): CartLine {
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    productType: row.product_type as CartLine['productType'],
    unitPriceCents: unitPriceOf(row),
    quantity: row.quantity,
    weight: row.weight_milli / 1000,
  };
}

export function cartEntity(
  cart: CartRow,
  lines: CartLineRow[],
  coupons: CouponRow[],
  store: StoreSettings,
  now: number,
): CartEntity {
  const entries = lines.map((line) => entryOf(line, now));
  const counted = lines.filter((_, i) => entries[i]?.available);
  const codes = parseJsonColumn<string[]>(cart.coupon_codes, []);
  const location = cart.shipping_location
    ? parseJsonColumn<ShippingLocation | null>(cart.shipping_location, null)
    : null;
  const totals = cartTotals({
    lines: counted.map(cartLineOf),
    couponCodes: codes,
    coupons: coupons.map(couponOf),
    zones: store.shippingZones,
    location,
    selectedShippingOptionId: cart.shipping_option_id,
    taxRules: store.taxRules,
    pricesIncludeTax: store.pricesIncludeTax,
    currency: store.currency,
    now,
  });
  return {
    id: cart.id,
    websiteId: cart.website_id,
    orderId: cart.order_id,
    created: Number(cart.created_at),
    isPurchased: cart.order_id !== null,
    entries,
    shippingOptions: totals.shippingOptions,
    applicableTaxRules: totals.applicableTaxRules,
    coupons: codes,
    validCoupons: totals.validCoupons.map((c) => ({ code: c.code, kind: c.kind })),
    invalidCoupons: totals.invalidCoupons,
    selectedShippingOption: totals.selectedShippingOption,
    shippingLocation: location,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.grandTotalCents,
    totalQuantity: totals.totalQuantity,
    hasDigital: totals.hasDigital,
    purelyDigital: totals.purelyDigital,
    requiresShipping: totals.requiresShipping,
  };
}

/** The cart of a visitor who has none yet: empty, unsaved. */
export function emptyCartEntity(websiteId: string, now: number): CartEntity {
  return {
    id: '',
    websiteId,
    orderId: null,
    created: now,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: null,
    shippingLocation: null,
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}
