// Formatting shared by the content page types: dates in the site's locale and time zone, and
// product summaries (prices with @tessera/core's money rules, type labels, sold-out state).
import { displayPrice, formatMoney, isSoldOut, type Product, ProductType } from '@tessera/core';
import { z } from 'zod';
import { parseJsonColumn } from '../db/json.ts';
import type { Item, Website } from '../db/schema.ts';

export function formatDate(ms: number | null, website: Pick<Website, 'locale' | 'time_zone'>): string {
  if (ms === null) return '';
  try {
    return new Intl.DateTimeFormat(website.locale, { dateStyle: 'long', timeZone: website.time_zone }).format(
      ms,
    );
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

const PRODUCT_TYPE_LABELS: Record<number, string> = {
  [ProductType.physical]: 'Physical product',
  [ProductType.digital]: 'Digital download',
  [ProductType.service]: 'Service',
  [ProductType.giftCard]: 'Gift card',
};

const money = z.number().int().nonnegative().catch(0);
/** A product's stored data, read so that a damaged value falls back rather than failing the page. */
const productDataSchema = z.object({
  productType: z.enum(ProductType).catch(ProductType.physical),
  description: z.string().optional().catch(undefined),
  variants: z
    .array(
      z.object({
        price: money,
        salePrice: money,
        onSale: z.boolean().catch(false),
        qtyInStock: z.number().catch(0),
        unlimited: z.boolean().catch(false),
        sku: z.string().catch(''),
        optionValues: z.array(z.object({ value: z.string() })).catch([]),
      }),
    )
    .catch([]),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).catch([]),
  priceCents: money.optional(),
  salePriceCents: money.optional(),
  onSale: z.boolean().optional().catch(undefined),
});

export interface ProductSummary {
  title: string;
  priceLabel: string;
  typeLabel: string;
  soldOut: boolean;
  description: string;
  options: { name: string; values: string[] }[];
}

export function productSummary(item: Item, website: Pick<Website, 'currency'>): ProductSummary {
  const stored = parseJsonColumn<unknown>(item.data, {});
  const data = productDataSchema.parse(
    stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {},
  );
  const product: Product = {
    productType: data.productType,
    variants: data.variants,
    ...(data.priceCents !== undefined ? { priceCents: data.priceCents } : {}),
    ...(data.salePriceCents !== undefined ? { salePriceCents: data.salePriceCents } : {}),
    ...(data.onSale !== undefined ? { onSale: data.onSale } : {}),
  };
  const { lowest, varied } = displayPrice(product);
  const price = formatMoney(lowest, website.currency);
  return {
    title: item.title,
    priceLabel: varied ? `From ${price}` : price,
    typeLabel: PRODUCT_TYPE_LABELS[data.productType] ?? 'Product',
    soldOut: isSoldOut(product),
    description: data.description ?? item.excerpt,
    options: data.options,
  };
}
