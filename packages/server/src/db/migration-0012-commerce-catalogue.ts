// 0012_commerce_catalogue: the store's settings, its products and their variants as rows of their
// own. A product keeps its item (title, URL, visibility, image, excerpt); what it sells is here, and
// stock is an integer column so a checkout can take it with one conditional update, never from
// JSON. The products that lived in their items' JSON move here (migration-0012-product-rows.ts).
import { type Kysely, type Migration, sql } from 'kysely';
import { newId } from './ids.ts';
import { productRowsFromItemData } from './migration-0012-product-rows.ts';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

async function createTables(db: Kysely<unknown>) {
  await createSiteOwnedTable(
    db,
    'store_settings',
    (t) =>
      t
        // MeasurementUnits: 1 lbs/in, 2 kg/cm
        .addColumn('units', 'integer', (c) => c.notNull())
        .addColumn('min_order_subtotal_cents', 'bigint', (c) => c.notNull())
        .addColumn('prices_include_tax', 'integer', (c) => c.notNull())
        // JSON: core's Address, or {} before the owner gives one
        .addColumn('store_address', 'text', (c) => c.notNull())
        .addColumn('test_mode', 'integer', (c) => c.notNull())
        .addColumn('low_stock_threshold', 'integer', (c) => c.notNull())
        // JSON: core's ShippingZone[] and TaxRule[]
        .addColumn('shipping_zones', 'text', (c) => c.notNull())
        .addColumn('tax_rules', 'text', (c) => c.notNull())
        // The next order's number: taken by an update in the order's transaction
        .addColumn('next_order_number', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    { primaryKey: [] },
  );
  await createSiteOwnedTable(
    db,
    'products',
    (t) =>
      t
        // The item's id: a product is one of a products collection's items
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('product_type', 'integer', (c) => c.notNull())
        // Sanitised HTML (content/rich-text.ts)
        .addColumn('description', 'text', (c) => c.notNull())
        // JSON: [{ name, values }]
        .addColumn('options', 'text', (c) => c.notNull())
        // A digital product's file (assets)
        .addColumn('digital_asset_id', 'text')
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addForeignKeyConstraint('products_item', ['website_id', 'id'], 'items', ['website_id', 'id'], (c) =>
          c.onDelete('cascade'),
        ),
    { primaryKey: ['id'] },
  );
  await createSiteOwnedTable(
    db,
    'product_variants',
    (t) =>
      t
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        // The SKU in upper case: unique per store, whatever its case
        .addColumn('sku_key', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'bigint', (c) => c.notNull())
        .addColumn('sale_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('on_sale', 'integer', (c) => c.notNull())
        .addColumn('qty_in_stock', 'integer', (c) => c.notNull())
        .addColumn('unlimited', 'integer', (c) => c.notNull())
        // In thousandths of the store's unit (lbs or kg, in or cm): integers on both engines
        .addColumn('weight_milli', 'integer', (c) => c.notNull())
        .addColumn('length_milli', 'integer', (c) => c.notNull())
        .addColumn('width_milli', 'integer', (c) => c.notNull())
        .addColumn('height_milli', 'integer', (c) => c.notNull())
        // JSON: option name → value
        .addColumn('option_values', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addForeignKeyConstraint(
          'product_variants_product',
          ['website_id', 'product_id'],
          'products',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        ),
    { primaryKey: ['id'], unique: [['sku_key']] },
  );
  await createSiteOwnedIndex(db, 'product_variants', 'product_variants_by_product', [
    'product_id',
    'position',
  ]);
}

interface ItemRow {
  website_id: string;
  id: string;
  excerpt: string;
  data: string;
}

/** Each products collection's items' JSON products, as rows; their items keep no product JSON. */
async function moveItemProducts(db: Kysely<unknown>) {
  const items = await sql<ItemRow>`
    select i.website_id, i.id, i.excerpt, i.data from items i
    join collections c on c.website_id = i.website_id and c.id = i.collection_id
    where c.type = 'products' order by i.website_id, i.ordering, i.id`.execute(db);
  const takenBySite = new Map<string, Set<string>>();
  const now = Date.now();
  for (const item of items.rows) {
    const taken = takenBySite.get(item.website_id) ?? new Set<string>();
    takenBySite.set(item.website_id, taken);
    let raw: unknown = {};
    try {
      raw = JSON.parse(item.data);
    } catch {}
    const rows = productRowsFromItemData(raw, item.excerpt, taken);
    await sql`insert into products (website_id, id, product_type, description, options, digital_asset_id, version, updated_at)
      values (${item.website_id}, ${item.id}, ${rows.product.productType}, ${rows.product.description},
              ${JSON.stringify(rows.product.options)}, ${null}, 1, ${now})`.execute(db);
    for (const [position, v] of rows.variants.entries()) {
      await sql`insert into product_variants (website_id, id, product_id, position, sku, sku_key, price_cents,
          sale_price_cents, on_sale, qty_in_stock, unlimited, weight_milli, length_milli, width_milli, height_milli,
          option_values, version, updated_at)
        values (${item.website_id}, ${newId()}, ${item.id}, ${position}, ${v.sku}, ${v.sku.toUpperCase()},
          ${v.priceCents}, ${v.salePriceCents}, ${v.onSale ? 1 : 0}, ${v.qtyInStock}, ${v.unlimited ? 1 : 0},
          0, 0, 0, 0, ${JSON.stringify(v.optionValues)}, 1, ${now})`.execute(db);
    }
    await sql`update items set data = '{}' where website_id = ${item.website_id} and id = ${item.id}`.execute(
      db,
    );
  }
}

/** Every site has its store settings row from the start: the defaults (commerce/store/settings.ts). */
async function addStoreSettings(db: Kysely<unknown>) {
  await sql`insert into store_settings (website_id, units, min_order_subtotal_cents, prices_include_tax,
      store_address, test_mode, low_stock_threshold, shipping_zones, tax_rules, next_order_number, version, updated_at)
    select id, 1, 50, 0, '{}', 1, 3, '[]', '[]', 1, 1, ${Date.now()} from websites`.execute(db);
}

export const commerceCatalogue: Migration = {
  async up(db: Kysely<unknown>) {
    await createTables(db);
    await addStoreSettings(db);
    await moveItemProducts(db);
  },
};
