// Formatting shared by the content page types: dates in the site's locale and time zone, and
// product summaries (prices with @tessera/core's money rules, type labels, sold-out state).
import { displayPrice, formatMoney, isSoldOut, keptDateTimeFormat, ProductType } from '@tessera/core';
import { type CatalogueProduct, coreProduct } from '../commerce/catalogue/service.ts';
import type { Item, Website } from '../db/schema.ts';

export function formatDate(ms: number | null, website: Pick<Website, 'locale' | 'time_zone'>): string {
  if (ms === null) return '';
  try {
    return keptDateTimeFormat(website.locale, { dateStyle: 'long', timeZone: website.time_zone }).format(ms);
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

export interface ProductSummary {
  title: string;
  priceLabel: string;
  typeLabel: string;
  soldOut: boolean;
  description: string;
  options: { name: string; values: string[] }[];
}

export function productSummary(
  item: Pick<Item, 'title' | 'excerpt'>,
  product: CatalogueProduct | undefined,
  website: Pick<Website, 'currency'>,
): ProductSummary {
  const stocked = product ?? {
    id: '',
    productType: ProductType.physical,
    description: '',
    options: [],
    variants: [],
  };
  const { lowest, varied } = displayPrice(coreProduct(stocked));
  const price = formatMoney(lowest, website.currency);
  return {
    title: item.title,
    priceLabel: varied ? `From ${price}` : price,
    typeLabel: PRODUCT_TYPE_LABELS[stocked.productType] ?? 'Product',
    soldOut: isSoldOut(coreProduct(stocked)),
    description: stocked.description || item.excerpt,
    options: stocked.options,
  };
}
