// All SQL of carts (0014): the cart row, its entries, and each entry read with what it sells (the
// variant's price and stock, its product's type, its item's title, address and visibility, the
// collection it is in) in one query. Coupons are the coupons' (commerce/coupons/index.ts).
import { type Db, isPostgres } from '../../db/database.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import type { CartEntriesTable, CartsTable } from './tables.ts';

export type CartRow = CartsTable;

export function selectCart(db: Db, websiteId: string, id: string, { lock = false } = {}) {
  return siteScoped(db, websiteId)
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', id)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function insertCart(db: Db, row: CartsTable): Promise<void> {
  await db.insertInto('carts').values(row).execute();
}

export async function updateCart(
  db: Db,
  websiteId: string,
  id: string,
  change: Partial<
    Pick<CartsTable, 'coupon_codes' | 'shipping_location' | 'shipping_option_id' | 'order_id' | 'updated_at'>
  >,
): Promise<void> {
  await siteScoped(db, websiteId).updateTable('carts').set(change).where('id', '=', id).execute();
}

/** Marks the cart purchased by `orderId`, unless it already is: whether this call did. */
export async function markCartPurchased(
  db: Db,
  websiteId: string,
  id: string,
  orderId: string,
  now: number,
  shipping: Pick<CartsTable, 'shipping_location' | 'shipping_option_id'>,
) {
  const result = await siteScoped(db, websiteId)
    .updateTable('carts')
    .set({ order_id: orderId, updated_at: now, ...shipping })
    .where('id', '=', id)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface CartLineRow {
  id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  created_at: number;
  sku: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  qty_in_stock: number;
  unlimited: number;
  weight_milli: number;
  option_values: string;
  product_type: number;
  /** A digital product's file, sold with it */
  digital_asset_id: string | null;
  title: string;
  item_url_id: string;
  publication_state: number;
  published_at: number | null;
  item_created_at: number;
  asset_id: string | null;
  collection_id: string;
  collection_url_id: string;
  collection_type: string;
  collection_settings: string;
}

export function selectCartLines(db: Db, websiteId: string, cartId: string): Promise<CartLineRow[]> {
  // Every joined row is the site's: each join matches website_id to the entry's.
  return db
    .selectFrom('cart_entries as e')
    .innerJoin('product_variants as v', (j) =>
      j.onRef('v.website_id', '=', 'e.website_id').onRef('v.id', '=', 'e.variant_id'),
    )
    .innerJoin('products as p', (j) =>
      j.onRef('p.website_id', '=', 'e.website_id').onRef('p.id', '=', 'v.product_id'),
    )
    .innerJoin('items as i', (j) => j.onRef('i.website_id', '=', 'e.website_id').onRef('i.id', '=', 'p.id'))
    .innerJoin('collections as c', (j) =>
      j.onRef('c.website_id', '=', 'e.website_id').onRef('c.id', '=', 'i.collection_id'),
    )
    .select([
      'e.id',
      'e.product_id',
      'e.variant_id',
      'e.quantity',
      'e.created_at',
      'v.sku',
      'v.price_cents',
      'v.sale_price_cents',
      'v.on_sale',
      'v.qty_in_stock',
      'v.unlimited',
      'v.weight_milli',
      'v.option_values',
      'p.product_type',
      'p.digital_asset_id',
      'i.title',
      'i.url_id as item_url_id',
      'i.publication_state',
      'i.published_at',
      'i.created_at as item_created_at',
      'i.asset_id',
      'i.collection_id',
      'c.url_id as collection_url_id',
      'c.type as collection_type',
      'c.settings as collection_settings',
    ])
    .where('e.website_id', '=', websiteId)
    .where('e.cart_id', '=', cartId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

export function selectEntry(db: Db, websiteId: string, cartId: string, entryId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('cart_entries')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('id', '=', entryId)
    .executeTakeFirst();
}

export function selectEntryOfVariant(db: Db, websiteId: string, cartId: string, variantId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('cart_entries')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
}

export async function insertEntry(db: Db, row: CartEntriesTable): Promise<void> {
  await db.insertInto('cart_entries').values(row).execute();
}

export async function setEntryQuantity(db: Db, websiteId: string, entryId: string, quantity: number) {
  await siteScoped(db, websiteId)
    .updateTable('cart_entries')
    .set({ quantity })
    .where('id', '=', entryId)
    .execute();
}

export async function deleteEntry(db: Db, websiteId: string, cartId: string, entryId: string) {
  const result = await siteScoped(db, websiteId)
    .deleteFrom('cart_entries')
    .where('cart_id', '=', cartId)
    .where('id', '=', entryId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** What a cart needs to know to take a variant: its stock, its product's type, its item's title and visibility. */
export function selectSaleable(db: Db, websiteId: string, productId: string, variantId: string) {
  return db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', (j) =>
      j.onRef('p.website_id', '=', 'v.website_id').onRef('p.id', '=', 'v.product_id'),
    )
    .innerJoin('items as i', (j) => j.onRef('i.website_id', '=', 'v.website_id').onRef('i.id', '=', 'p.id'))
    .select([
      'v.qty_in_stock',
      'v.unlimited',
      'p.product_type',
      'i.title',
      'i.publication_state',
      'i.published_at',
    ])
    .where('v.website_id', '=', websiteId)
    .where('v.id', '=', variantId)
    .where('v.product_id', '=', productId)
    .executeTakeFirst();
}
