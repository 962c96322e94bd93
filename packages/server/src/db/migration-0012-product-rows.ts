// What migration 0012 makes of a product kept in its item's JSON: the product's and its variants'
// rows. It belongs to that migration alone, frozen as the catalogue read such a product then
// (commerce/catalogue/item-data.ts, which the seed still uses for a template's products, may change;
// what a stored product became must not): a damaged value falls back rather than failing, and a SKU
// that is blank, too long or already taken becomes SQ + 7 random digits.

type Json = Record<string, unknown>;

/** ProductType as of 0012: 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall */
const PRODUCT_TYPES = [1, 2, 3, 4, 5];
const PHYSICAL = 1;
const SERVICE = 3;
const MAX_SKU_LENGTH = 60;

export interface ProductRows {
  product: { productType: number; description: string; options: { name: string; values: string[] }[] };
  variants: {
    sku: string;
    priceCents: number;
    salePriceCents: number;
    onSale: boolean;
    qtyInStock: number;
    unlimited: boolean;
    /** Option name → value */
    optionValues: Record<string, string>;
  }[];
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
const money = (value: unknown): number => (isInteger(value) && value >= 0 ? value : 0);
const flag = (value: unknown): boolean => value === true;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Every element read by `read`, or none at all when one of them cannot be (or it is no list). */
function listOf<T>(value: unknown, read: (element: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  const elements = value.map(read);
  return elements.every((element) => element !== undefined) ? (elements as T[]) : [];
}

const optionValue = (value: unknown) =>
  isObject(value) &&
  typeof value.value === 'string' &&
  (value.optionName === undefined || typeof value.optionName === 'string')
    ? { optionName: value.optionName as string | undefined, value: value.value }
    : undefined;

const option = (value: unknown) =>
  isObject(value) &&
  typeof value.name === 'string' &&
  Array.isArray(value.values) &&
  value.values.every((v) => typeof v === 'string')
    ? { name: value.name, values: value.values as string[] }
    : undefined;

const variant = (value: unknown) =>
  isObject(value)
    ? {
        price: money(value.price),
        salePrice: money(value.salePrice),
        onSale: flag(value.onSale),
        qtyInStock: isInteger(value.qtyInStock) ? value.qtyInStock : 0,
        unlimited: flag(value.unlimited),
        sku: text(value.sku),
        optionValues: listOf(value.optionValues, optionValue),
      }
    : undefined;

/** The product as its item kept it, every field read or fallen back. */
function readProduct(raw: unknown) {
  const data = isObject(raw) ? raw : {};
  return {
    productType: PRODUCT_TYPES.includes(data.productType as number) ? (data.productType as number) : PHYSICAL,
    description: typeof data.description === 'string' ? data.description : undefined,
    variants: listOf(data.variants, variant),
    options: listOf(data.options, option),
    priceCents: data.priceCents === undefined ? undefined : money(data.priceCents),
    salePriceCents: data.salePriceCents === undefined ? undefined : money(data.salePriceCents),
    onSale: typeof data.onSale === 'boolean' ? data.onSale : undefined,
  };
}

function isValidSku(sku: string): boolean {
  return sku.trim() !== '' && [...sku].length <= MAX_SKU_LENGTH;
}

/** 'SQ' plus 7 random digits; `random` returns a number in [0, 1) like Math.random. */
function generateSku(random: () => number): string {
  let digits = '';
  for (let i = 0; i < 7; i++) digits += String(Math.min(9, Math.floor(random() * 10)));
  return `SQ${digits}`;
}

/**
 * The rows of a product kept as JSON. A product without variants (a digital file priced on the
 * product) gets one variant at its price. A SKU that is blank, invalid or already `taken` gets a
 * fresh SQ + 7 digits.
 */
export function productRowsFromItemData(
  raw: unknown,
  fallbackDescription: string,
  taken: Set<string>,
  random: () => number = Math.random,
): ProductRows {
  const data = readProduct(raw);
  const freshSku = (sku: string) => {
    let chosen = sku.trim();
    while (!isValidSku(chosen) || taken.has(chosen.toUpperCase())) chosen = generateSku(random);
    taken.add(chosen.toUpperCase());
    return chosen;
  };
  const stocked = data.productType === PHYSICAL || data.productType === SERVICE;
  const variants =
    data.variants.length > 0
      ? data.variants.map((v) => ({
          sku: freshSku(v.sku),
          priceCents: v.price,
          salePriceCents: v.salePrice,
          onSale: v.onSale,
          qtyInStock: Math.max(0, v.qtyInStock),
          unlimited: v.unlimited || !stocked,
          optionValues: Object.fromEntries(
            v.optionValues.map((ov, i) => [
              ov.optionName ?? data.options[i]?.name ?? `Option ${i + 1}`,
              ov.value,
            ]),
          ),
        }))
      : [
          {
            sku: freshSku(''),
            priceCents: data.priceCents ?? 0,
            salePriceCents: data.salePriceCents ?? 0,
            onSale: data.onSale === true,
            qtyInStock: 0,
            unlimited: !stocked,
            optionValues: {},
          },
        ];
  // Options unnamed in the data (a gift card's amounts) are read from its variants.
  const options =
    data.options.length > 0
      ? data.options
      : [...new Set(variants.flatMap((v) => Object.keys(v.optionValues)))].map((name) => ({
          name,
          values: [...new Set(variants.flatMap((v) => v.optionValues[name] ?? []))],
        }));
  return {
    product: { productType: data.productType, description: data.description ?? fallbackDescription, options },
    variants,
  };
}
