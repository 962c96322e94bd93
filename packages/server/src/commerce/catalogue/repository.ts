// All SQL of the catalogue (0012): products, their variants and the store's settings. Stock moves
// only by conditional updates (take: never below zero), prices and stock of one variant by one
// update naming the version it was read at.
import { blogTermKey, ContentItemType, ItemPublicationState } from '@tessera/core';
import { type Db, isPostgres } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import type {
  ItemsTable,
  ItemTermsTable,
  ProductsTable,
  ProductVariantsTable,
  StoreSettingsTable,
} from '../../db/schema.ts';
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

export type ProductItemColumns = Pick<
  ItemsTable,
  'title' | 'url_id' | 'excerpt' | 'asset_id' | 'data' | 'publication_state' | 'published_at' | 'deleted_at'
>;

/** The next place at the end of a shop's list. */
export async function nextItemOrdering(db: Db, websiteId: string, collectionId: string): Promise<number> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('items')
    .select((eb) => eb.fn.max('ordering').as('last'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertProductItem(
  db: Db,
  websiteId: string,
  item: { id: string; collectionId: string; ordering: number } & ProductItemColumns,
  now: number,
): Promise<void> {
  const { id, collectionId, ordering, ...columns } = item;
  await siteScoped(db, websiteId)
    .insertInto('items', {
      id,
      collection_id: collectionId,
      record_type: ContentItemType.storeItem,
      layout_id: null,
      ordering,
      created_at: now,
      updated_at: now,
      ...columns,
    })
    .execute();
}

export async function updateProductItem(
  db: Db,
  websiteId: string,
  productId: string,
  columns: Partial<ProductItemColumns>,
  now: number,
): Promise<void> {
  await siteScoped(db, websiteId)
    .updateTable('items')
    .set({ ...columns, updated_at: now })
    .where('id', '=', productId)
    .execute();
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

/** Replaces a product's tags or categories with `names`, in their order. */
export async function replaceProductTerms(
  db: Db,
  websiteId: string,
  item: { id: string; collectionId: string },
  kind: ItemTermsTable['kind'],
  names: readonly string[],
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  await scope.deleteFrom('item_terms').where('item_id', '=', item.id).where('kind', '=', kind).execute();
  if (names.length === 0) return;
  await scope
    .insertInto(
      'item_terms',
      names.map((name, position) => ({
        item_id: item.id,
        collection_id: item.collectionId,
        kind,
        term_key: blogTermKey(name),
        name,
        position,
      })),
    )
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

/** The store's currency lives on the site (the site context and every price read it). */
export async function updateWebsiteCurrency(db: Db, websiteId: string, currency: string, now: number) {
  await db.updateTable('websites').set({ currency, updated_at: now }).where('id', '=', websiteId).execute();
}
