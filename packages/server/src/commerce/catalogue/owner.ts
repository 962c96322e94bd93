// The owner's catalogue calls: one variant's stock and prices adjusted (the PATCH), the
// inventory with its low-stock flags, and the store's settings saved from their version.
import {
  isCurrencyCode,
  isPubliclyVisible,
  isValidProductPrice,
  MAX_PRODUCT_PRICE_CENTS,
  MeasurementUnits,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Website } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { itemPath } from '../../shared/page-paths.ts';
import { updateWebsiteCurrency } from '../../websites/index.ts';
import { updateStoreSettings } from '../store/index.ts';
import { readStoreSettings, type StoreSettings } from '../store/settings.ts';
import type { inventorySchema, publishedCatalogueSchema } from './product-schemas.ts';
import {
  countLowStockVariants,
  selectShopItems,
  selectVariant,
  selectVariantsOf,
  updateVariant,
} from './repository.ts';
import { catalogueVariant, loadProducts } from './service.ts';

export const VARIANT_NOT_FOUND = 'This product has no such variant.';
export const STALE_STORE = 'The store settings were changed elsewhere. Reload to see the latest version.';
const PRICE_MESSAGE = `A price is from 0 to ${MAX_PRODUCT_PRICE_CENTS} minor units.`;

export interface VariantChange {
  qtyInStock?: number | undefined;
  unlimited?: boolean | undefined;
  price?: number | undefined;
  salePrice?: number | undefined;
  onSale?: boolean | undefined;
}

/** Adjusts one variant with its row locked, so two adjustments at once both land. */
export function adjustVariant(
  db: Db,
  site: Website,
  productId: string,
  variantId: string,
  change: VariantChange,
  now: number,
) {
  const errors: Record<string, string> = {};
  for (const field of ['price', 'salePrice'] as const) {
    const value = change[field];
    if (value !== undefined && !isValidProductPrice(value)) errors[field] = PRICE_MESSAGE;
  }
  if (change.qtyInStock !== undefined && (!Number.isSafeInteger(change.qtyInStock) || change.qtyInStock < 0))
    errors.qtyInStock = 'Stock is a whole number, 0 or more.';
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return inTransaction(db, async (trx) => {
    const row = await selectVariant(trx, site.id, productId, variantId, { lock: true });
    if (!row) throw new HttpError(404, VARIANT_NOT_FOUND);
    const price = change.price ?? Number(row.price_cents);
    const salePrice = change.salePrice ?? Number(row.sale_price_cents);
    const onSale = change.onSale ?? row.on_sale === 1;
    if (onSale && salePrice >= price) throw badRequest({ salePrice: 'A sale price is below the price.' });
    const next = {
      ...(change.qtyInStock !== undefined ? { qty_in_stock: change.qtyInStock } : {}),
      ...(change.unlimited !== undefined ? { unlimited: change.unlimited ? 1 : 0 } : {}),
      ...(change.price !== undefined ? { price_cents: change.price } : {}),
      ...(change.salePrice !== undefined ? { sale_price_cents: change.salePrice } : {}),
      ...(change.onSale !== undefined ? { on_sale: change.onSale ? 1 : 0 } : {}),
    };
    if (!(await updateVariant(trx, site.id, variantId, row.version, next, now)))
      throw new HttpError(409, 'This variant was changed elsewhere. Try again.');
    const saved = await selectVariant(trx, site.id, productId, variantId);
    if (!saved) throw new HttpError(404, VARIANT_NOT_FOUND);
    return catalogueVariant(saved);
  });
}

/** How many variants run low (as inventory() flags them), without reading them. */
export async function lowStockCount(db: Db, site: Website): Promise<number> {
  const store = await readStoreSettings(db, site);
  return countLowStockVariants(db, site.id, store.lowStockThreshold);
}

/** Every variant with its product's name, stock and whether it runs low (at or under the store's threshold). */
export async function inventory(db: Db, site: Website): Promise<z.output<typeof inventorySchema>> {
  const [items, store] = await Promise.all([selectShopItems(db, site.id), readStoreSettings(db, site)]);
  const variants = await selectVariantsOf(
    db,
    site.id,
    items.map((i) => i.id),
  );
  return {
    lowStockThreshold: store.lowStockThreshold,
    variants: variants.map((row) => {
      const variant = catalogueVariant(row);
      return {
        ...variant,
        productId: row.product_id,
        productName: items.find((i) => i.id === row.product_id)?.title ?? '',
        lowStock: !variant.unlimited && variant.qtyInStock <= store.lowStockThreshold,
      };
    }),
  };
}

export interface StoreSettingsChange {
  /** One of the 27; prices are kept in minor units and not converted */
  currency?: string | undefined;
  units: MeasurementUnits;
  minOrderSubtotalCents: number;
  pricesIncludeTax: boolean;
  testMode: boolean;
  lowStockThreshold: number;
  storeAddress: StoreSettings['storeAddress'];
  shippingZones: StoreSettings['shippingZones'];
  taxRules: StoreSettings['taxRules'];
  version: number;
}

export function saveStoreSettings(
  db: Db,
  site: Website,
  change: StoreSettingsChange,
  now: number,
): Promise<StoreSettings> {
  const currency = change.currency ?? site.currency;
  if (!isCurrencyCode(currency))
    throw badRequest(
      { currency: 'Choose one of the 27 currencies.' },
      'The store’s currency is not one of the 27.',
    );
  return inTransaction(db, async (trx) => {
    const saved = await updateStoreSettings(trx, site.id, change.version, {
      units: change.units === MeasurementUnits.metric ? MeasurementUnits.metric : MeasurementUnits.imperial,
      min_order_subtotal_cents: change.minOrderSubtotalCents,
      prices_include_tax: change.pricesIncludeTax ? 1 : 0,
      test_mode: change.testMode ? 1 : 0,
      low_stock_threshold: change.lowStockThreshold,
      store_address: JSON.stringify(change.storeAddress),
      shipping_zones: JSON.stringify(change.shippingZones),
      tax_rules: JSON.stringify(change.taxRules),
      updated_at: now,
    });
    if (!saved) throw new HttpError(409, STALE_STORE);
    if (currency !== site.currency) await updateWebsiteCurrency(trx, site.id, currency, now);
    return readStoreSettings(trx, { ...site, currency });
  });
}

/** The published catalogue for visitors: what can be seen, with stock only as in stock or sold out. */
export async function publishedCatalogue(
  db: Db,
  site: Website,
  now: number,
): Promise<z.output<typeof publishedCatalogueSchema>> {
  const items = (await selectShopItems(db, site.id)).filter(
    (i) =>
      isPubliclyVisible(i.publication_state, i.published_at, now) &&
      isPubliclyVisible(i.collection_state, i.collection_published_at, now),
  );
  const products = await loadProducts(
    db,
    site.id,
    items.map((i) => i.id),
  );
  return {
    currency: site.currency,
    products: items.flatMap((item) => {
      const product = products.get(item.id);
      if (!product) return [];
      return [
        {
          id: item.id,
          title: item.title,
          excerpt: item.excerpt,
          url: itemPath(
            {
              url_id: item.collection_url_id,
              type: item.collection_type,
              settings: item.collection_settings,
            },
            item,
          ),
          productType: product.productType,
          options: product.options,
          variants: product.variants.map((v) => ({
            id: v.id,
            sku: v.sku,
            optionValues: v.optionValues,
            priceCents: v.priceCents,
            salePriceCents: v.salePriceCents,
            onSale: v.onSale,
            inStock: v.unlimited || v.qtyInStock > 0,
          })),
        },
      ];
    }),
  };
}
