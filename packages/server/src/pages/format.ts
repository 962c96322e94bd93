// Formatting shared by the content page types: dates in the site's locale and time zone, and
// product summaries (prices with @tessera/core's money rules, type labels, sold-out state).
import { formatMoney, isSoldOut, ProductType, type Variant } from '@tessera/core';
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

interface ProductData {
  productType?: number;
  description?: string;
  variants?: Variant[];
  options?: { name: string; values: string[] }[];
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
}

export interface ProductSummary {
  title: string;
  priceLabel: string;
  typeLabel: string;
  soldOut: boolean;
  description: string;
  options: { name: string; values: string[] }[];
}

export function productSummary(item: Item, website: Pick<Website, 'currency'>): ProductSummary {
  const data = parseJsonColumn<ProductData>(item.data, {});
  const productType = (data.productType ?? ProductType.physical) as ProductType;
  const variants = Array.isArray(data.variants) ? data.variants : [];
  const prices =
    productType === ProductType.digital
      ? [data.onSale && data.salePriceCents !== undefined ? data.salePriceCents : (data.priceCents ?? 0)]
      : variants.map((v) => (v.onSale ? v.salePrice : v.price));
  const lowest = prices.length ? Math.min(...prices) : 0;
  const highest = prices.length ? Math.max(...prices) : 0;
  const priceLabel =
    lowest === highest
      ? formatMoney(lowest, website.currency)
      : `From ${formatMoney(lowest, website.currency)}`;
  return {
    title: item.title,
    priceLabel,
    typeLabel: PRODUCT_TYPE_LABELS[productType] ?? 'Product',
    soldOut: isSoldOut({ productType, variants }),
    description: data.description ?? item.excerpt,
    options: Array.isArray(data.options) ? data.options : [],
  };
}
