// The shapes of the commerce/cart feature's tables, for Kysely. Only the repositories under
// commerce/cart/ write them (layering.test.ts); db/schema.ts assembles the Database from every
// feature's tables.ts.

export interface CartTables {
  carts: CartsTable;
  cart_entries: CartEntriesTable;
}

/** A visitor's cart (0014): found by the id in its cookie, opened by the secret beside it. */
export interface CartsTable {
  website_id: string;
  id: string;
  secret_hash: string;
  coupon_codes: string;
  shipping_location: string | null;
  shipping_option_id: string | null;
  order_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface CartEntriesTable {
  website_id: string;
  id: string;
  cart_id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  created_at: number;
}
