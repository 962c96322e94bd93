// A product as the editor holds it while the owner types: amounts and sizes as the text typed, option
// values as one comma-separated line, variants made from the options (every combination, keeping the
// variant already there for a combination). Turned back into the API's product, or field errors keyed
// as the server keys them ('variants.1.price'), so both kinds of refusal show in the same places.
import { getCurrency, parseMoney } from '@tessera/core';
import type { BodyOf } from '@tessera/site/api/call.ts';
import type { ProductDetail } from '@tessera/site/api/routes.gen.ts';

/** A whole product as the owner creates or saves it (a save adds the version it was read at). */
export type ProductInput = Omit<BodyOf<'PUT /api/config/commerce/products/:productId'>, 'version'>;

export interface DraftOption {
  name: string;
  /** The values as typed: 'Fern, Ash, Plum' */
  valuesText: string;
}

export interface DraftVariant {
  /** A key for React that survives the options changing */
  key: string;
  id: string | null;
  sku: string;
  price: string;
  salePrice: string;
  onSale: boolean;
  qtyInStock: string;
  /** The stock as read, for a saved variant (the save moves stock by the change; sales are kept) */
  stockRead: number | null;
  unlimited: boolean;
  weight: string;
  length: string;
  width: string;
  height: string;
  optionValues: ProductInput['variants'][number]['optionValues'];
}

export interface ProductDraft extends Omit<ProductInput, 'options' | 'variants' | 'tags' | 'categories'> {
  tagsText: string;
  categoriesText: string;
  options: DraftOption[];
  variants: DraftVariant[];
}

let keys = 0;
const nextKey = () => `v${++keys}`;

/** Minor units as the owner types them: 2400 USD → '24.00'; 1500 JPY → '1500'. */
export function amountText(minor: number, currency: string): string {
  const { fractionDigits } = getCurrency(currency);
  return (minor / 10 ** fractionDigits).toFixed(fractionDigits);
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export function optionValuesOf(option: DraftOption): string[] {
  return splitList(option.valuesText);
}

export function blankVariant(currency: string, like?: DraftVariant): DraftVariant {
  return {
    key: nextKey(),
    id: null,
    sku: '',
    price: like?.price ?? amountText(0, currency),
    salePrice: like?.salePrice ?? amountText(0, currency),
    onSale: false,
    qtyInStock: '0',
    stockRead: null,
    unlimited: like?.unlimited ?? false,
    weight: like?.weight ?? '0',
    length: like?.length ?? '0',
    width: like?.width ?? '0',
    height: like?.height ?? '0',
    optionValues: {},
  };
}

/**
 * The variants for these options: one per combination of their values, in order. A combination that
 * already had a variant keeps it (matched by the values in option order, so renaming an option keeps
 * its variants); a new one starts from the first variant's price and sizes, with a blank SKU.
 */
export function variantsForOptions(
  options: DraftOption[],
  variants: DraftVariant[],
  currency: string,
): DraftVariant[] {
  // An option still being typed (no name or no values yet) makes no variants, and loses none.
  const named = options.filter((o) => o.name.trim() !== '' && optionValuesOf(o).length > 0);
  if (named.length === 0) {
    const [first] = variants;
    return [first ? { ...first, optionValues: {} } : blankVariant(currency)];
  }
  let combinations: string[][] = [[]];
  for (const option of named) {
    const values = optionValuesOf(option);
    combinations = combinations.flatMap((combo) => values.map((value) => [...combo, value]));
  }
  const keyOf = (values: readonly (string | undefined)[]) => JSON.stringify(values);
  const existing = new Map(variants.map((v) => [keyOf(Object.values(v.optionValues)), v]));
  // A combination keeps the variant it had; while a value is being typed (as many combinations as
  // variants) the one in its place; a product gaining its first option keeps its one variant first.
  const [only] = variants;
  const single =
    variants.length === 1 && only && Object.keys(only.optionValues).length === 0 ? only : undefined;
  const used = new Set<DraftVariant>();
  const exact = combinations.map((combo) => existing.get(keyOf(combo)));
  for (const v of exact) if (v) used.add(v);
  return combinations.map((combo, index) => {
    const optionValues = Object.fromEntries(named.map((o, i) => [o.name.trim(), combo[i] ?? '']));
    const inPlace = combinations.length === variants.length ? variants[index] : undefined;
    const fallback = [inPlace, index === 0 ? single : undefined].find((v) => v !== undefined && !used.has(v));
    const kept = exact[index] ?? fallback;
    if (kept) used.add(kept);
    return kept ? { ...kept, optionValues } : { ...blankVariant(currency, variants[0]), optionValues };
  });
}

export function draftOf(product: ProductDetail, currency: string): ProductDraft {
  const { tags, categories, options, variants, ...rest } = product;
  return {
    ...rest,
    tagsText: tags.join(', '),
    categoriesText: categories.join(', '),
    options: options.map((o) => ({ name: o.name, valuesText: o.values.join(', ') })),
    variants: variants.map((v) => ({
      key: nextKey(),
      id: v.id,
      sku: v.sku,
      price: amountText(v.price, currency),
      salePrice: amountText(v.salePrice, currency),
      onSale: v.onSale,
      qtyInStock: String(v.qtyInStock),
      stockRead: v.qtyInStock,
      unlimited: v.unlimited,
      weight: String(v.weight),
      length: String(v.length),
      width: String(v.width),
      height: String(v.height),
      optionValues: v.optionValues,
    })),
  };
}

const AMOUNT_MESSAGE = 'Enter an amount, such as 24.00.';
const NUMBER_MESSAGE = 'Enter a number, such as 1.5.';
const WHOLE_MESSAGE = 'Stock is a whole number, 0 or more.';

/** The product to send, or the fields whose text is not a number yet. */
export function inputOf(
  draft: ProductDraft,
  currency: string,
): { ok: true; input: ProductInput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amount = (text: string, field: string) => {
    try {
      return parseMoney(text, currency);
    } catch {
      errors[field] = AMOUNT_MESSAGE;
      return 0;
    }
  };
  const number = (text: string, field: string) => {
    const value = Number(text.trim() === '' ? '0' : text);
    if (!Number.isFinite(value)) errors[field] = NUMBER_MESSAGE;
    return Number.isFinite(value) ? value : 0;
  };
  const variants: ProductInput['variants'] = draft.variants.map((v, i) => {
    const at = (field: string) => `variants.${i}.${field}`;
    const stock = v.qtyInStock.trim() === '' ? 0 : Number(v.qtyInStock);
    if (!v.unlimited && (!Number.isSafeInteger(stock) || stock < 0)) errors[at('qtyInStock')] = WHOLE_MESSAGE;
    return {
      id: v.id,
      sku: v.sku,
      price: amount(v.price, at('price')),
      salePrice: amount(v.salePrice, at('salePrice')),
      onSale: v.onSale,
      qtyInStock: Number.isSafeInteger(stock) ? stock : 0,
      stockRead: v.stockRead,
      unlimited: v.unlimited,
      weight: number(v.weight, at('weight')),
      length: number(v.length, at('length')),
      width: number(v.width, at('width')),
      height: number(v.height, at('height')),
      optionValues: v.optionValues,
    };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { tagsText, categoriesText, options, variants: _, ...rest } = draft;
  return {
    ok: true,
    input: {
      productType: rest.productType,
      name: rest.name,
      description: rest.description,
      urlId: rest.urlId,
      imageIds: rest.imageIds,
      publicationState: rest.publicationState,
      digitalAssetId: rest.digitalAssetId,
      tags: splitList(tagsText),
      categories: splitList(categoriesText),
      options: options
        .filter((o) => o.name.trim() !== '' && optionValuesOf(o).length > 0)
        .map((o) => ({ name: o.name.trim(), values: optionValuesOf(o) })),
      variants,
    },
  };
}

/** A new product of this type: Hidden, one variant at 0 with a SKU to generate. */
export function newProductInput(productType: ProductInput['productType'], name: string): ProductInput {
  return {
    productType,
    name,
    description: '',
    urlId: '',
    imageIds: [],
    tags: [],
    categories: [],
    publicationState: 4,
    options: [],
    variants: [
      {
        id: null,
        sku: '',
        price: 0,
        salePrice: 0,
        onSale: false,
        qtyInStock: 0,
        // Only physical goods and services count stock.
        unlimited: productType === 2 || productType === 4,
        weight: 0,
        length: 0,
        width: 0,
        height: 0,
        optionValues: {},
      },
    ],
    digitalAssetId: null,
  };
}

export const PRODUCT_TYPES: { value: ProductInput['productType']; label: string }[] = [
  { value: 1, label: 'Physical product' },
  { value: 2, label: 'Digital download' },
  { value: 3, label: 'Service' },
  { value: 4, label: 'Gift card' },
];
