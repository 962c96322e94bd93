// The shapes of the commerce/store feature's tables, for Kysely. Only the repositories under
// commerce/store/ write them (layering.test.ts); db/schema.ts assembles the Database from every
// feature's tables.ts.

export interface StoreTables {
  store_settings: StoreSettingsTable;
}

/** A site's store settings (0012): one row per site, written from its version. */
export interface StoreSettingsTable {
  website_id: string;
  units: number;
  min_order_subtotal_cents: number;
  prices_include_tax: number;
  store_address: string;
  test_mode: number;
  low_stock_threshold: number;
  shipping_zones: string;
  tax_rules: string;
  next_order_number: number;
  version: number;
  updated_at: number;
}
