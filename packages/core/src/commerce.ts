// Commerce rules: stock, prices, SKUs, US zip codes, cart counts, subscription wording, units.
import { MeasurementUnits, ProductType } from './enums.ts';
import { CART_COUNT_DISPLAY_CAP } from './limits.ts';

/** One purchasable variant of a product; prices are in minor units (cents). */
export interface Variant {
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  sku: string;
  optionValues: { value: string }[];
}

/** A product's structured content. Digital products carry their price on the product itself. */
export interface Product {
  productType: ProductType;
  variants: Variant[];
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
}

/**
 * The commerce email preview's address (page type 301; the spec gives no address): the server's
 * page and the config area's link to it.
 */
export const COMMERCE_EMAIL_PREVIEW_PATH = '/commerce/email-preview';

/** Highest price a product may have, in cents (inclusive). */
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
export const MAX_SKU_LENGTH = 60;

export const CHECKOUT_WITHOUT_CART_COOKIE_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

// Only goods with inventory can run out. Digital files, gift cards and paywall access are issued on
// demand, so they are never sold out. Unknown types get the stock rule, so nothing out of stock is sold.
const PRODUCT_TYPES_WITHOUT_STOCK: ReadonlySet<number> = new Set([
  ProductType.digital,
  ProductType.giftCard,
  ProductType.paywall,
]);

/** Sold out when no variant is unlimited or has stock above 0 (so a stocked product with no variants is). */
export function isSoldOut(product: Pick<Product, 'productType' | 'variants'>): boolean {
  if (PRODUCT_TYPES_WITHOUT_STOCK.has(product.productType)) return false;
  return !product.variants.some((variant) => variant.unlimited || variant.qtyInStock > 0);
}

/**
 * What a product's price shows: the lowest price a buyer pays (the sale price where on sale), and
 * whether its variants' prices vary (then it reads "From …"). A digital product has one price.
 */
export function displayPrice(product: Product): { lowest: number; varied: boolean } {
  if (product.productType === ProductType.digital) {
    const onSale = product.onSale === true && product.salePriceCents !== undefined;
    return { lowest: (onSale ? product.salePriceCents : product.priceCents) ?? 0, varied: false };
  }
  const paid = product.variants.map((v) => (v.onSale ? v.salePrice : v.price));
  return { lowest: paid.length ? Math.min(...paid) : 0, varied: hasVariedPrices(product.variants) };
}

/** Whether the variants show different prices: they differ in the sale flag, the sale price or the price. */
export function hasVariedPrices(
  variants: readonly Pick<Variant, 'price' | 'salePrice' | 'onSale'>[],
): boolean {
  const [first, ...rest] = variants;
  if (!first) return false;
  return rest.some(
    (variant) =>
      variant.onSale !== first.onSale ||
      variant.salePrice !== first.salePrice ||
      variant.price !== first.price,
  );
}

/** A price is whole cents from 0 to MAX_PRODUCT_PRICE_CENTS. */
export function isValidProductPrice(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_PRODUCT_PRICE_CENTS;
}

/**
 * null when the SKU is valid, else the message to show. A blank SKU is invalid: when the owner leaves
 * the field empty, the caller generates one with generateSku. Length counts characters (code points).
 */
export function validateSku(sku: string): string | null {
  if (typeof sku !== 'string' || sku.trim() === '') return 'Enter a SKU.';
  if ([...sku].length > MAX_SKU_LENGTH) return `SKU must be ${MAX_SKU_LENGTH} characters or fewer.`;
  return null;
}

const SKU_PREFIX = 'SQ';
const SKU_DIGITS = 7;

/** 'SQ' plus 7 random digits; `random` returns a number in [0, 1) like Math.random. */
export function generateSku(random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < SKU_DIGITS; i++) digits += String(Math.min(9, Math.floor(random() * 10)));
  return `${SKU_PREFIX}${digits}`;
}

/** Exactly five ASCII digits; no trimming and no ZIP+4. */
export function isValidUsZip(zip: string): boolean {
  return typeof zip === 'string' && /^\d{5}$/.test(zip);
}

/** The cart widget's item count: '100+' above 100. Negative or non-numeric counts show as '0'. */
export function cartQuantityLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  if (count > CART_COUNT_DISPLAY_CAP) return `${CART_COUNT_DISPLAY_CAP}+`;
  return String(Math.floor(count));
}

export type BillingPeriodUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface BillingPeriod {
  value: number;
  unit: BillingPeriodUnit;
}

const UNIT_WORDS: Readonly<Record<BillingPeriodUnit, string>> = {
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

/**
 * 'every week', 'every 2 months'; with a number of billing cycles the total length follows in the
 * same unit: 'every month for 12 months', 'every year for 1 year', 'every 2 weeks for 6 weeks'.
 * Zero or absent cycles mean the plan runs until cancelled. Throws RangeError for a period that is not
 * a positive whole number of weeks, months or years, or for negative or fractional cycles.
 */
export function subscriptionPeriodLabel(period: BillingPeriod, numBillingCycles?: number): string {
  if (!Object.hasOwn(UNIT_WORDS, period.unit) || !isPositiveInteger(period.value)) {
    throw new RangeError(`Invalid billing period: ${JSON.stringify(period)}`);
  }
  const word = UNIT_WORDS[period.unit];
  const cycles = numBillingCycles ?? 0;
  if (!Number.isSafeInteger(cycles) || cycles < 0) {
    throw new RangeError(`Invalid number of billing cycles: ${String(numBillingCycles)}`);
  }
  const every = period.value === 1 ? `every ${word}` : `every ${countOf(period.value, word)}`;
  return cycles === 0 ? every : `${every} for ${countOf(period.value * cycles, word)}`;
}

function isPositiveInteger(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

function countOf(count: number, word: string): string {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

/** Imperial gives pounds and inches; anything else is metric. */
export function measurementUnitLabels(units: MeasurementUnits): { weight: string; length: string } {
  return units === MeasurementUnits.imperial
    ? { weight: 'lbs', length: 'in' }
    : { weight: 'kg', length: 'cm' };
}
