// The catalogue as pages and the cart read it: a product with its variants, their prices and stock.
import { type Product, ProductType } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { parseJsonColumn } from '../../db/json.ts';
import {
  type ProductRow,
  selectOwnerProductItems,
  selectProducts,
  selectVariantsOf,
  type VariantRow,
} from './repository.ts';

export interface CatalogueVariant {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  /** In thousandths of the store's weight unit */
  weightMilli: number;
  /** Option name → value */
  optionValues: Record<string, string>;
}

export interface CatalogueProduct {
  id: string;
  productType: ProductType;
  description: string;
  options: { name: string; values: string[] }[];
  variants: CatalogueVariant[];
}

const optionsSchema = z.array(z.object({ name: z.string(), values: z.array(z.string()) })).catch([]);
const valuesSchema = z.record(z.string(), z.string()).catch({});

export function catalogueVariant(row: VariantRow): CatalogueVariant {
  return {
    id: row.id,
    sku: row.sku,
    priceCents: Number(row.price_cents),
    salePriceCents: Number(row.sale_price_cents),
    onSale: row.on_sale === 1,
    qtyInStock: row.qty_in_stock,
    unlimited: row.unlimited === 1,
    weightMilli: row.weight_milli,
    optionValues: valuesSchema.parse(parseJsonColumn<unknown>(row.option_values, {})),
  };
}

function catalogueProduct(row: ProductRow, variants: VariantRow[]): CatalogueProduct {
  const type = Object.values(ProductType).includes(row.product_type as ProductType)
    ? (row.product_type as ProductType)
    : ProductType.physical;
  return {
    id: row.id,
    productType: type,
    description: row.description,
    options: optionsSchema.parse(parseJsonColumn<unknown>(row.options, [])),
    variants: variants.map(catalogueVariant),
  };
}

/** The products of these items (a products collection's), by item id; an item without one is absent. */
export async function loadProducts(
  db: Db,
  websiteId: string,
  itemIds: readonly string[],
): Promise<Map<string, CatalogueProduct>> {
  const [products, variants] = await Promise.all([
    selectProducts(db, websiteId, itemIds),
    selectVariantsOf(db, websiteId, itemIds),
  ]);
  return new Map(
    products.map((row) => [
      row.id,
      catalogueProduct(
        row,
        variants.filter((v) => v.product_id === row.id),
      ),
    ]),
  );
}

/** Core's view of a product, for its price and sold-out rules (a digital file is priced on itself). */
export function coreProduct(product: CatalogueProduct): Product {
  const [only] = product.variants;
  return {
    productType: product.productType,
    ...(product.productType === ProductType.digital && only
      ? { priceCents: only.priceCents, salePriceCents: only.salePriceCents, onSale: only.onSale }
      : {}),
    variants: product.variants.map((v) => ({
      price: v.priceCents,
      salePrice: v.salePriceCents,
      onSale: v.onSale,
      qtyInStock: v.qtyInStock,
      unlimited: v.unlimited,
      sku: v.sku,
      optionValues: Object.values(v.optionValues).map((value) => ({ value })),
    })),
  };
}

/** The store's products by name (drafts too, the trash not), in shop order: what a coupon may name. */
export async function productNames(db: Db, websiteId: string): Promise<{ id: string; name: string }[]> {
  const items = await selectOwnerProductItems(db, websiteId);
  const rows = await selectProducts(
    db,
    websiteId,
    items.map((i) => i.id),
  );
  const products = new Set(rows.map((row) => row.id));
  return items.filter((i) => products.has(i.id)).map((i) => ({ id: i.id, name: i.title }));
}
