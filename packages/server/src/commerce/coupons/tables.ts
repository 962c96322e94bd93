// The shapes of the commerce/coupons feature's tables, for Kysely. Only the repositories under
// commerce/coupons/ write them (layering.test.ts); db/schema.ts assembles the Database from every
// feature's tables.ts.

export interface CouponsTables {
  coupons: CouponsTable;
}

export interface CouponsTable {
  website_id: string;
  id: string;
  code: string;
  kind: 'percentage' | 'fixed' | 'freeShipping';
  percent_off: number;
  amount_off_cents: number;
  min_subtotal_cents: number;
  starts_at: number | null;
  ends_at: number | null;
  usage_limit: number | null;
  times_used: number;
  product_ids: string | null;
  version: number;
  updated_at: number;
}
