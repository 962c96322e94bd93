// What a product page's Add to Cart needs (site's ProductPurchase): variants with their price words
// and sold-out state, never stock counts. A gift card has none until gift cards can be bought.
import { formatMoney, getCurrency, ProductType } from '@tessera/core';
import type { ProductPurchase } from '@tessera/site';
import type { CatalogueProduct } from './service.ts';

export function purchaseOf(product: CatalogueProduct, currency: string): ProductPurchase | null {
  if (product.productType === ProductType.giftCard || product.variants.length === 0) return null;
  return {
    productId: product.id,
    options: product.options,
    variants: product.variants.map((v) => ({
      id: v.id,
      optionValues: v.optionValues,
      priceLabel: formatMoney(v.onSale ? v.salePriceCents : v.priceCents, currency),
      regularPriceLabel: v.onSale ? formatMoney(v.priceCents, currency) : null,
      soldOut: !v.unlimited && v.qtyInStock <= 0,
    })),
  };
}

/** schema.org Product data for the product page (JSON-LD). */
export function productJsonLd(
  product: CatalogueProduct,
  item: { title: string; excerpt: string },
  url: string,
  currency: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    description: item.excerpt,
    url,
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      price: (
        (v.onSale ? v.salePriceCents : v.priceCents) /
        10 ** getCurrency(currency).fractionDigits
      ).toFixed(getCurrency(currency).fractionDigits),
      priceCurrency: currency,
      availability:
        !v.unlimited && v.qtyInStock <= 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    })),
  };
}
