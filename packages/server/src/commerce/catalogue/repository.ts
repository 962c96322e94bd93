// All SQL of the catalogue (0012): products and their variants. Stock moves only by conditional
// updates (take: never below zero), prices and stock of one variant by one update naming the version
// it was read at.
import { ItemPublicationState } from '@tessera/core';
import { type Db, isPostgres } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import type { ProductRows } from './item-data.ts';
import type { ProductsTable, ProductVariantsTable } from './tables.ts';

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

/**
 * How many variants of the shop's products run low: counted at or under `threshold` and not unlimited,
 * as inventory() (owner.ts) flags each one; the overview asks for the number alone.
 */
export async function countLowStockVariants(db: Db, websiteId: string, threshold: number): Promise<number> {
  const row = await db
    .selectFrom('product_variants as v')
    .innerJoin('items as i', (j) =>
      j.onRef('i.website_id', '=', 'v.website_id').onRef('i.id', '=', 'v.product_id'),
    )
    .innerJoin('collections as c', (j) =>
      j.onRef('c.website_id', '=', 'i.website_id').onRef('c.id', '=', 'i.collection_id'),
    )
    .select((eb) => eb.fn.countAll().as('count'))
    .where('v.website_id', '=', websiteId)
    .where('c.type', '=', 'products')
    .where('v.unlimited', '=', 0)
    .where('v.qty_in_stock', '<=', threshold)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

// ---------------------------------------------------------------------------------------------------
// The owner's products: an item of a products collection (name, URL, visibility, images, terms) with
// its product row (type, description, options, file, version) and its variants.

/** The site's shop pages: products collections not in the trash. */
export function selectShopCollections(db: Db, websiteId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('collections')
    .select(['id', 'title', 'url_id', 'type', 'settings'])
    .where('type', '=', 'products')
    .where('publication_state', '!=', ItemPublicationState.deleted)
    .orderBy('ordering')
    .execute();
}

/** The site's product items (drafts too, the trash not) with their shop's address, type and settings. */
function ownerProductItems(db: Db, websiteId: string) {
  return db
    .selectFrom('items as i')
    .innerJoin('collections as c', (j) =>
      j.onRef('c.website_id', '=', 'i.website_id').onRef('c.id', '=', 'i.collection_id'),
    )
    .selectAll('i')
    .select([
      'c.url_id as collection_url_id',
      'c.type as collection_type',
      'c.settings as collection_settings',
    ])
    .where('i.website_id', '=', websiteId)
    .where('c.type', '=', 'products')
    .where('i.publication_state', '!=', ItemPublicationState.deleted);
}

/** Every product item of the site (drafts too, the trash not), in shop and shop-order. */
export function selectOwnerProductItems(db: Db, websiteId: string) {
  return ownerProductItems(db, websiteId).orderBy('c.ordering').orderBy('i.ordering').execute();
}

/** One product's item with its shop's address (the trash not); none when it is no product. */
export function selectProductItem(db: Db, websiteId: string, productId: string) {
  return ownerProductItems(db, websiteId)
    .innerJoin('products as p', (j) =>
      j.onRef('p.website_id', '=', 'i.website_id').onRef('p.id', '=', 'i.id'),
    )
    .where('i.id', '=', productId)
    .executeTakeFirst();
}

/** A product's row, locked until the transaction ends on PostgreSQL with `lock`. */
export function selectProductRow(db: Db, websiteId: string, productId: string, { lock = false } = {}) {
  return siteScoped(db, websiteId)
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Raises a product's version if it is still `version`; false when it changed since (a stale save). */
export async function updateProductIfVersion(
  db: Db,
  websiteId: string,
  productId: string,
  version: number,
  change: Pick<ProductRow, 'product_type' | 'description' | 'options' | 'digital_asset_id'>,
  now: number,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('products')
    .set({ ...change, version: version + 1, updated_at: now })
    .where('id', '=', productId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertProductRow(
  db: Db,
  websiteId: string,
  row: Omit<ProductRow, 'website_id' | 'version' | 'updated_at'>,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .insertInto('products', { ...row, version: 1, updated_at: now })
    .execute();
}

/** The next place at the end of a shop's list. */
export async function nextItemOrdering(db: Db, websiteId: string, collectionId: string): Promise<number> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('items')
    .select((eb) => eb.fn.max('ordering').as('last'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Whether another item of the shop has this URL. */
export async function itemUrlTaken(
  db: Db,
  websiteId: string,
  collectionId: string,
  urlId: string,
  exceptId: string | null,
): Promise<boolean> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('items')
    .select('id')
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as string))
    .executeTakeFirst();
  return row !== undefined;
}

/** The store's SKUs (upper case) with the product holding each. */
export function selectSkuKeys(db: Db, websiteId: string) {
  return siteScoped(db, websiteId).selectFrom('product_variants').select(['sku_key', 'product_id']).execute();
}

export type VariantColumns = Pick<
  VariantRow,
  | 'position'
  | 'sku'
  | 'sku_key'
  | 'price_cents'
  | 'sale_price_cents'
  | 'on_sale'
  | 'qty_in_stock'
  | 'unlimited'
  | 'weight_milli'
  | 'length_milli'
  | 'width_milli'
  | 'height_milli'
  | 'option_values'
>;

export async function insertVariantRow(
  db: Db,
  websiteId: string,
  productId: string,
  id: string,
  columns: VariantColumns,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .insertInto('product_variants', { id, product_id: productId, ...columns, version: 1, updated_at: now })
    .execute();
}

/** Writes a kept variant whole, raising its version (a PATCH read before this save then retries). */
export async function rewriteVariantRow(
  db: Db,
  websiteId: string,
  variantId: string,
  columns: Partial<VariantColumns>,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('product_variants')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', variantId)
    .execute();
}

/** Moves a variant's stock by `delta` (the owner's change), never below 0, whatever sold meanwhile. */
export async function adjustStock(
  db: Db,
  websiteId: string,
  variantId: string,
  delta: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('product_variants')
    .set((eb) => ({
      qty_in_stock: eb
        .case()
        .when(eb('qty_in_stock', '+', delta), '<', 0)
        .then(0)
        .else(eb('qty_in_stock', '+', delta))
        .end(),
    }))
    .where('id', '=', variantId)
    .execute();
}

export async function deleteVariantRows(db: Db, websiteId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await siteScoped(db, websiteId)
    .deleteFrom('product_variants')
    .where('id', 'in', [...ids])
    .execute();
}

export function selectProductTerms(db: Db, websiteId: string, productId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('item_terms')
    .select(['kind', 'name'])
    .where('item_id', '=', productId)
    .orderBy('position')
    .execute();
}

/** These assets of the site, as a product shows or sells them. */
export function selectAssetsById(db: Db, websiteId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['id', 'name', 'title', 'content_type', 'width', 'height', 'alt'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The site's library, newest first, at most `limit` (commerce's own view: a store manager has no content). */
export function selectLibraryAssets(db: Db, websiteId: string, limit: number) {
  return siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['id', 'name', 'title', 'content_type', 'width', 'height', 'alt'])
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** The site's products with their items' titles (the demo's orders sell them). */
export function selectShopProducts(db: Db, websiteId: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('items as i', (j) => j.onRef('i.website_id', '=', 'p.website_id').onRef('i.id', '=', 'p.id'))
    .select(['p.id', 'p.product_type', 'i.title'])
    .where('p.website_id', '=', websiteId)
    .execute();
}

/** The file a digital product sells (a template's). */
export async function attachDigitalFile(db: Db, websiteId: string, productId: string, assetId: string) {
  await siteScoped(db, websiteId)
    .updateTable('products')
    .set({ digital_asset_id: assetId })
    .where('id', '=', productId)
    .execute();
}

/** Whether an uploaded file is a product's: then /s/ does not serve it (assets/service.ts). */
export async function isFileForSale(db: Db, websiteId: string, assetId: string): Promise<boolean> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('products')
    .select('id')
    .where('digital_asset_id', '=', assetId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How many products a shop page holds, the trashed left out; with `lock`, its collection row is
 * locked first on PostgreSQL, so two products made at once cannot both take its last place (on
 * SQLite the transaction holds the write lock already).
 */
export async function countShopProducts(
  db: Db,
  websiteId: string,
  collectionId: string,
  { lock = false } = {},
): Promise<number> {
  if (lock && isPostgres(db))
    await siteScoped(db, websiteId)
      .selectFrom('collections')
      .select('id')
      .where('id', '=', collectionId)
      .forUpdate()
      .execute();
  const row = await siteScoped(db, websiteId)
    .selectFrom('items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('collection_id', '=', collectionId)
    .where('publication_state', '!=', ItemPublicationState.deleted)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
