// The rules a product is saved by, as plain functions over what the owner sent: names, URL, terms,
// options and their variants, prices (core's MAX_PRODUCT_PRICE_CENTS), SKUs (core's validateSku and
// generateSku), stock and sizes. Every refusal names its field ('variants.1.sku') so the config area
// can show it beside the control; nothing is stored until all of them pass.
import {
  blogTermKey,
  generateSku,
  ItemPublicationState,
  invalidPageUrlMessage,
  isValidProductPrice,
  isValidUrlId,
  MAX_PRODUCT_PRICE_CENTS,
  ProductType,
  validateCategory,
  validateSku,
  validateTag,
} from '@tessera/core';
import { urlIdFromTitle } from '../../blog/service.ts';
import type { ProductInput } from './product-schemas.ts';

type ProductVariantInput = ProductInput['variants'][number];

export const PRICE_MESSAGE = `A price is from 0 to ${MAX_PRODUCT_PRICE_CENTS} minor units.`;
export const SALE_PRICE_MESSAGE = 'A sale price is below the price.';
export const STOCK_MESSAGE = 'Stock is a whole number, 0 or more.';
/** The largest weight or dimension, in the store's unit (a lorry, not a typo's extra zeros) */
export const MAX_MEASURE = 100_000;
export const MEASURE_MESSAGE = `A measurement is from 0 to ${MAX_MEASURE}, to thousandths.`;
export const DIGITAL_FILE_MESSAGE = 'Choose the file buyers get before making the product Available.';

const STOCKED_TYPES: ReadonlySet<number> = new Set([ProductType.physical, ProductType.service]);

/** Whether a product of this type counts stock (digital files and gift cards never run out). */
export function isStocked(productType: number): boolean {
  return STOCKED_TYPES.has(productType);
}

export interface CheckedVariant extends Omit<ProductVariantInput, 'sku'> {
  /** The owner's SKU, trimmed; '' when it is to be generated */
  sku: string;
  position: number;
}

export interface CheckedProduct {
  name: string;
  urlId: string;
  tags: string[];
  categories: string[];
  options: { name: string; values: string[] }[];
  variants: CheckedVariant[];
}

type Errors = Record<string, string>;

function checkTerms(names: string[], field: 'tags' | 'categories', errors: Errors): string[] {
  const rule = field === 'tags' ? validateTag : validateCategory;
  const kept: string[] = [];
  for (const [i, name] of names.entries()) {
    const twin = kept.find((other) => blogTermKey(other) === blogTermKey(name));
    const message = rule(name, { existing: twin ? [...kept, name] : kept });
    if (message) errors[`${field}.${i}`] ??= message;
    else kept.push(name.trim());
  }
  return kept;
}

function checkOptions(input: ProductInput, errors: Errors) {
  const options = input.options.map((o) => ({ name: o.name.trim(), values: o.values.map((v) => v.trim()) }));
  const names = new Set<string>();
  for (const [i, option] of options.entries()) {
    if (option.name === '') errors[`options.${i}.name`] = 'Name the option (Colour, Size…).';
    else if (names.has(option.name.toLowerCase()))
      errors[`options.${i}.name`] = `There is already an option named ${option.name}.`;
    names.add(option.name.toLowerCase());
    if (option.values.length === 0) errors[`options.${i}.values`] = 'Give the option at least one value.';
    const seen = new Set<string>();
    for (const [j, value] of option.values.entries()) {
      if (value === '') errors[`options.${i}.values.${j}`] = 'A value cannot be empty.';
      else if (seen.has(value.toLowerCase()))
        errors[`options.${i}.values.${j}`] = `${value} is already a value of ${option.name}.`;
      seen.add(value.toLowerCase());
    }
  }
  return options;
}

const validMeasure = (value: number) =>
  Number.isFinite(value) &&
  value >= 0 &&
  value <= MAX_MEASURE &&
  Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

function checkVariant(
  v: ProductVariantInput,
  i: number,
  input: ProductInput,
  options: CheckedProduct['options'],
  errors: Errors,
): CheckedVariant {
  const at = (field: string) => `variants.${i}.${field}`;
  const sku = v.sku.trim();
  if (sku !== '') {
    const message = validateSku(sku);
    if (message) errors[at('sku')] = message;
  }
  if (!isValidProductPrice(v.price)) errors[at('price')] = PRICE_MESSAGE;
  if (!isValidProductPrice(v.salePrice)) errors[at('salePrice')] = PRICE_MESSAGE;
  else if (v.onSale && isValidProductPrice(v.price) && v.salePrice >= v.price)
    errors[at('salePrice')] = SALE_PRICE_MESSAGE;
  const stocked = isStocked(input.productType);
  if (stocked && !v.unlimited && (!Number.isSafeInteger(v.qtyInStock) || v.qtyInStock < 0))
    errors[at('qtyInStock')] = STOCK_MESSAGE;
  for (const field of ['weight', 'length', 'width', 'height'] as const) {
    if (!validMeasure(v[field])) errors[at(field)] = MEASURE_MESSAGE;
  }
  const optionValues: Record<string, string> = {};
  for (const option of options) {
    const value = v.optionValues[option.name]?.trim() ?? '';
    if (!option.values.includes(value))
      errors[at(`optionValues.${option.name}`)] = `Choose a ${option.name}.`;
    optionValues[option.name] = value;
  }
  const unknown = Object.keys(v.optionValues).find((name) => !options.some((o) => o.name === name.trim()));
  if (unknown !== undefined) errors[at('optionValues')] = `${unknown} is not one of the product’s options.`;
  return {
    ...v,
    sku,
    position: i,
    // Digital files and gift cards are issued on demand: they never count stock.
    unlimited: stocked ? v.unlimited : true,
    qtyInStock: stocked && Number.isSafeInteger(v.qtyInStock) ? Math.max(0, v.qtyInStock) : 0,
    optionValues,
  };
}

/** The product as it will be stored, or a 400's errors by field. */
export function checkProduct(
  input: ProductInput,
): { ok: true; product: CheckedProduct } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const name = input.name.trim();
  if (name === '') errors.name = 'Enter the product’s name.';
  const urlId = input.urlId.trim() === '' ? urlIdFromTitle(name) : input.urlId.trim();
  if (!isValidUrlId(urlId)) errors.urlId = invalidPageUrlMessage(urlId);
  const tags = checkTerms(input.tags, 'tags', errors);
  const categories = checkTerms(input.categories, 'categories', errors);
  const options = checkOptions(input, errors);
  if (input.variants.length === 0) errors.variants = 'A product has at least one variant.';
  if (options.length === 0 && input.variants.length > 1)
    errors.variants = 'Without options a product has one variant; add an option (Colour, Size…) first.';
  const variants = input.variants.map((v, i) => checkVariant(v, i, input, options, errors));
  const combinations = new Map<string, number>();
  for (const [i, v] of variants.entries()) {
    const key = JSON.stringify(options.map((o) => v.optionValues[o.name]));
    const first = combinations.get(key);
    if (first !== undefined && options.length > 0)
      errors[`variants.${i}.optionValues`] = `Variant ${first + 1} already has these options.`;
    combinations.set(key, i);
  }
  const skus = new Map<string, number>();
  for (const [i, v] of variants.entries()) {
    if (v.sku === '') continue;
    const first = skus.get(v.sku.toUpperCase());
    if (first !== undefined)
      errors[`variants.${i}.sku`] ??= `The SKU ${v.sku} is already variant ${first + 1}’s.`;
    skus.set(v.sku.toUpperCase(), i);
  }
  if (
    input.productType === ProductType.digital &&
    input.digitalAssetId === null &&
    input.publicationState === ItemPublicationState.published
  )
    errors.digitalAssetId = DIGITAL_FILE_MESSAGE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, product: { name, urlId, tags, categories, options, variants } };
}

/**
 * SKUs for the variants left blank: SQ + 7 digits (core's generateSku) that no variant of the store
 * holds. `taken` is upper case and grows with each one given.
 */
export function fillSkus(
  variants: CheckedVariant[],
  taken: Set<string>,
  random: () => number = Math.random,
): CheckedVariant[] {
  return variants.map((v) => {
    if (v.sku !== '') return v;
    let sku = generateSku(random);
    while (taken.has(sku)) sku = generateSku(random);
    taken.add(sku);
    return { ...v, sku };
  });
}

/** A weight or dimension in thousandths of its unit, the integer the database keeps. */
export const toMilli = (value: number) => Math.round(value * 1000);
export const fromMilli = (milli: number) => milli / 1000;

/** The plain words of a rich description: the product's excerpt (lists, search, schema.org). */
export function excerptOf(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
}
