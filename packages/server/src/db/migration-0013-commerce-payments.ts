// 0013_commerce_payments: the built-in test payment provider's ledger. It stands where a real
// provider's books would: its charges (one per authorisation key, declined ones too, so a retry
// gets the same answer) and every move of money on them, each under its own idempotency key.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const commercePayments: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'test_payment_charges',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('amount_cents', 'bigint', (c) => c.notNull())
          .addColumn('captured_cents', 'bigint', (c) => c.notNull())
          .addColumn('refunded_cents', 'bigint', (c) => c.notNull())
          .addColumn('last4', 'text')
          .addColumn('message', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'], unique: [['idempotency_key']] },
    );
    await createSiteOwnedTable(
      db,
      'test_payment_moves',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('charge_id', 'text', (c) => c.notNull())
          // authorize, capture, void or refund
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text', (c) => c.notNull())
          .addColumn('amount_cents', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'], unique: [['idempotency_key']] },
    );
    await createSiteOwnedIndex(db, 'test_payment_moves', 'test_payment_moves_by_charge', ['charge_id']);
  },
};
