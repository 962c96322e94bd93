// The shapes of the commerce/catalogue feature's tables, for Kysely. Only the repositories under
// commerce/catalogue/ write them (layering.test.ts); db/schema.ts assembles the Database from every
// feature's tables.ts.

export interface CatalogueTables {
  products: ProductsTable;
  product_variants: ProductVariantsTable;
}

/** What a products collection's item sells (0012); the item keeps its title, URL and visibility. */
export interface ProductsTable {
  website_id: string;
  id: string;
  product_type: number;
  description: string;
  options: string;
  digital_asset_id: string | null;
  version: number;
  updated_at: number;
}

/** One purchasable combination of a product's options, with its price and stock (0012). */
export interface ProductVariantsTable {
  website_id: string;
  id: string;
  product_id: string;
  position: number;
  sku: string;
  sku_key: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  qty_in_stock: number;
  unlimited: number;
  weight_milli: number;
  length_milli: number;
  width_milli: number;
  height_milli: number;
  option_values: string;
  version: number;
  updated_at: number;
}
