// The shapes of the commerce/orders feature's tables, for Kysely. Only the repositories under
// commerce/orders/ write them (layering.test.ts); db/schema.ts assembles the Database from every
// feature's tables.ts.

export interface OrdersTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
}

export interface OrdersTable {
  website_id: string;
  id: string;
  number: number;
  cart_id: string;
  idempotency_key: string;
  state: string;
  email: string;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_option: string | null;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  grand_total_cents: number;
  refunded_cents: number;
  coupon_codes: string;
  test_mode: number;
  cancelled: number;
  version: number;
  created_at: number;
  updated_at: number;
}

export interface OrderLinesTable {
  website_id: string;
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  variant_id: string;
  product_type: number;
  title: string;
  sku: string;
  option_values: string;
  unit_price_cents: number;
  quantity: number;
  fulfilled_quantity: number;
  refunded_quantity: number;
  /** A digital product's file as sold (0016); null for other lines */
  download_asset_id: string | null;
  /** How many times that file was downloaded (core's DOWNLOAD_LIMIT) */
  download_count: number;
}

export interface OrderEventsTable {
  website_id: string;
  id: string;
  order_id: string;
  kind: string;
  detail: string;
  account_id: string | null;
  created_at: number;
}

/** The store's record of a payment (0014): written before the provider is asked, then marked. */
export interface PaymentsTable {
  website_id: string;
  id: string;
  cart_id: string;
  order_id: string | null;
  provider: string;
  idempotency_key: string;
  charge_id: string | null;
  status: 'pending' | 'authorized' | 'captured' | 'declined' | 'voided' | 'refunded';
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  last4: string | null;
  created_at: number;
  updated_at: number;
}
