// 0014_commerce_orders: carts (a visitor's, by an httpOnly cookie holding its id and secret), the
// store's coupons, orders with their lines and timeline, and the store's record of each payment.
// An order names the cart it completed and the checkout's idempotency key, each unique, so the
// same cart or key completed twice finds the first order instead of making a second.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const commerceOrders: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'carts',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          // The cookie's secret half, hashed: a cart id alone opens nothing
          .addColumn('secret_hash', 'text', (c) => c.notNull())
          // JSON: the coupon codes added, in order
          .addColumn('coupon_codes', 'text', (c) => c.notNull())
          // JSON: core's ShippingLocation, or null
          .addColumn('shipping_location', 'text')
          .addColumn('shipping_option_id', 'text')
          .addColumn('order_id', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'carts', 'carts_by_update', ['updated_at']);
    await createSiteOwnedTable(
      db,
      'cart_entries',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('cart_id', 'text', (c) => c.notNull())
          .addColumn('product_id', 'text', (c) => c.notNull())
          .addColumn('variant_id', 'text', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addForeignKeyConstraint(
            'cart_entries_cart',
            ['website_id', 'cart_id'],
            'carts',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
      { primaryKey: ['id'], unique: [['cart_id', 'variant_id']] },
    );
    await createSiteOwnedTable(
      db,
      'coupons',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          // Upper case: unique per store
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('percent_off', 'integer', (c) => c.notNull())
          .addColumn('amount_off_cents', 'bigint', (c) => c.notNull())
          .addColumn('min_subtotal_cents', 'bigint', (c) => c.notNull())
          .addColumn('starts_at', 'bigint')
          .addColumn('ends_at', 'bigint')
          .addColumn('usage_limit', 'integer')
          .addColumn('times_used', 'integer', (c) => c.notNull())
          // JSON: product ids, or null for all
          .addColumn('product_ids', 'text')
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'], unique: [['code']] },
    );
    await createSiteOwnedTable(
      db,
      'orders',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('number', 'integer', (c) => c.notNull())
          .addColumn('cart_id', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('shipping_address', 'text')
          .addColumn('billing_address', 'text')
          // JSON: the shipping option chosen (id, name, cost), or null
          .addColumn('shipping_option', 'text')
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
          .addColumn('discount_cents', 'bigint', (c) => c.notNull())
          .addColumn('shipping_cents', 'bigint', (c) => c.notNull())
          .addColumn('tax_cents', 'bigint', (c) => c.notNull())
          .addColumn('grand_total_cents', 'bigint', (c) => c.notNull())
          .addColumn('refunded_cents', 'bigint', (c) => c.notNull())
          // JSON: the coupon codes applied
          .addColumn('coupon_codes', 'text', (c) => c.notNull())
          .addColumn('test_mode', 'integer', (c) => c.notNull())
          .addColumn('cancelled', 'integer', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'], unique: [['number'], ['cart_id'], ['idempotency_key']] },
    );
    await createSiteOwnedIndex(db, 'orders', 'orders_by_time', ['created_at', 'id']);
    await createSiteOwnedTable(
      db,
      'order_lines',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('order_id', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('product_id', 'text', (c) => c.notNull())
          .addColumn('variant_id', 'text', (c) => c.notNull())
          .addColumn('product_type', 'integer', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('sku', 'text', (c) => c.notNull())
          // JSON: option name → value
          .addColumn('option_values', 'text', (c) => c.notNull())
          .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull())
          .addColumn('fulfilled_quantity', 'integer', (c) => c.notNull())
          .addColumn('refunded_quantity', 'integer', (c) => c.notNull())
          .addForeignKeyConstraint(
            'order_lines_order',
            ['website_id', 'order_id'],
            'orders',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'order_lines', 'order_lines_by_order', ['order_id', 'position']);
    await createSiteOwnedTable(
      db,
      'order_events',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('order_id', 'text', (c) => c.notNull())
          // placed, fulfilled, refunded, cancelled, mail…
          .addColumn('kind', 'text', (c) => c.notNull())
          // JSON: what happened (lines, amounts, carrier and tracking number)
          .addColumn('detail', 'text', (c) => c.notNull())
          .addColumn('account_id', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addForeignKeyConstraint(
            'order_events_order',
            ['website_id', 'order_id'],
            'orders',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'order_events', 'order_events_by_order', ['order_id', 'created_at']);
    // The store's side of each payment: written before the provider is asked (so a lost answer is
    // found again by its key), then marked with what happened.
    await createSiteOwnedTable(
      db,
      'payments',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('cart_id', 'text', (c) => c.notNull())
          .addColumn('order_id', 'text')
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text', (c) => c.notNull())
          .addColumn('charge_id', 'text')
          // pending, authorized, captured, declined, voided, refunded
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('amount_cents', 'bigint', (c) => c.notNull())
          .addColumn('refunded_cents', 'bigint', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('last4', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'], unique: [['idempotency_key']] },
    );
    await createSiteOwnedIndex(db, 'payments', 'payments_by_status', ['status', 'updated_at']);
  },
};
