// All SQL of the catalogue (0012): products, their variants and the store's settings. Stock moves
// only by conditional updates (take: never below zero), prices and stock of one variant by one
// update naming the version it was read at.
import { type Db, isPostgres } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import type { ProductsTable, ProductVariantsTable, StoreSettingsTable } from '../../db/schema.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import type { ProductRows } from './item-data.ts';

export type ProductRow = ProductsTable;
export type VariantRow = ProductVariantsTable;

export async function insertProduct(
  db: Db,
  websiteId: string,
  itemId: string,
  rows: ProductRows,
  now: number,
): Promise<void> {
  await db
    .insertInto('products')
    .values({
      website_id: websiteId,
      id: itemId,
      product_type: rows.product.productType,
      description: rows.product.description,
      options: JSON.stringify(rows.product.options),
      digital_asset_id: null,
      version: 1,
      updated_at: now,
    })
    .execute();
  if (rows.variants.length === 0) return;
  await db
    .insertInto('product_variants')
    .values(
      rows.variants.map((v, position) => ({
        website_id: websiteId,
        id: newId(),
        product_id: itemId,
        position,
        sku: v.sku,
        sku_key: v.sku.toUpperCase(),
        price_cents: v.priceCents,
        sale_price_cents: v.salePriceCents,
        on_sale: v.onSale ? 1 : 0,
        qty_in_stock: v.qtyInStock,
        unlimited: v.unlimited ? 1 : 0,
        weight_milli: 0,
        length_milli: 0,
        width_milli: 0,
        height_milli: 0,
        option_values: JSON.stringify(v.optionValues),
        version: 1,
        updated_at: now,
      })),
    )
    .execute();
}

export async function selectProducts(
  db: Db,
  websiteId: string,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return siteScoped(db, websiteId)
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

export async function selectVariantsOf(
  db: Db,
  websiteId: string,
  productIds: readonly string[],
): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return siteScoped(db, websiteId)
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

export async function selectVariants(
  db: Db,
  websiteId: string,
  ids: readonly string[],
): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  return siteScoped(db, websiteId)
    .selectFrom('product_variants')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Takes `quantity` of a variant's stock if it has that much (or is unlimited): one conditional
 * update, so racing buyers can never take it below zero. Whether it was taken.
 */
export async function takeStock(
  db: Db,
  websiteId: string,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('product_variants')
    .set((eb) => ({
      qty_in_stock: eb
        .case()
        .when('unlimited', '=', 1)
        .then(eb.ref('qty_in_stock'))
        .else(eb('qty_in_stock', '-', quantity))
        .end(),
    }))
    .where('id', '=', variantId)
    .where((eb) => eb.or([eb('unlimited', '=', 1), eb('qty_in_stock', '>=', quantity)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts stock back (a cancelled or restocked order); unlimited variants have none to put back. */
export async function returnStock(
  db: Db,
  websiteId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('product_variants')
    .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', quantity) }))
    .where('id', '=', variantId)
    .where('unlimited', '=', 0)
    .execute();
}

/** Changes one variant from the version it was read at; false when it changed since (or is gone). */
export async function updateVariant(
  db: Db,
  websiteId: string,
  variantId: string,
  version: number,
  change: Partial<
    Pick<VariantRow, 'qty_in_stock' | 'unlimited' | 'price_cents' | 'sale_price_cents' | 'on_sale'>
  >,
  now: number,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('product_variants')
    .set({ ...change, version: version + 1, updated_at: now })
    .where('id', '=', variantId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function selectStoreSettings(db: Db, websiteId: string, { lock = false } = {}) {
  return siteScoped(db, websiteId)
    .selectFrom('store_settings')
    .selectAll()
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The store's settings row, made with its defaults when the site has none yet (at most once). */
export async function ensureStoreSettings(db: Db, row: StoreSettingsTable): Promise<void> {
  await db
    .insertInto('store_settings')
    .values(row)
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
}

/** Takes the store's next order number: the row stays locked until the transaction ends. */
export async function takeOrderNumber(db: Db, websiteId: string): Promise<number> {
  const row = await siteScoped(db, websiteId)
    .updateTable('store_settings')
    .set((eb) => ({ next_order_number: eb('next_order_number', '+', 1) }))
    .returning('next_order_number')
    .executeTakeFirstOrThrow();
  return row.next_order_number - 1;
}

export function selectVariant(
  db: Db,
  websiteId: string,
  productId: string,
  variantId: string,
  { lock = false } = {},
) {
  return siteScoped(db, websiteId)
    .selectFrom('product_variants')
    .selectAll()
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The shop's items (a products collection's), with their collection's address and visibility. */
export function selectShopItems(db: Db, websiteId: string) {
  return db
    .selectFrom('items as i')
    .innerJoin('collections as c', (j) =>
      j.onRef('c.website_id', '=', 'i.website_id').onRef('c.id', '=', 'i.collection_id'),
    )
    .select([
      'i.id',
      'i.title',
      'i.excerpt',
      'i.url_id',
      'i.publication_state',
      'i.published_at',
      'i.created_at',
      'c.url_id as collection_url_id',
      'c.type as collection_type',
      'c.settings as collection_settings',
      'c.publication_state as collection_state',
      'c.published_at as collection_published_at',
    ])
    .where('i.website_id', '=', websiteId)
    .where('c.type', '=', 'products')
    .orderBy('c.ordering')
    .orderBy('i.ordering')
    .execute();
}

export async function updateStoreSettings(
  db: Db,
  websiteId: string,
  version: number,
  change: Partial<StoreSettingsTable>,
) {
  const result = await siteScoped(db, websiteId)
    .updateTable('store_settings')
    .set({ ...change, version: version + 1 })
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
