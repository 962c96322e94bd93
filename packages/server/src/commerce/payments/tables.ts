// The shapes of the commerce/payments feature's tables, for Kysely. Only the repositories under
// commerce/payments/ write them (layering.test.ts); db/schema.ts assembles the Database from every
// feature's tables.ts.

export interface PaymentsTables {
  test_payment_charges: TestPaymentChargesTable;
  test_payment_moves: TestPaymentMovesTable;
}

/** The test payment provider's charges (0013): one per authorisation key, declined ones too. */
export interface TestPaymentChargesTable {
  website_id: string;
  id: string;
  idempotency_key: string;
  status: 'authorized' | 'captured' | 'voided' | 'declined';
  currency: string;
  amount_cents: number;
  captured_cents: number;
  refunded_cents: number;
  last4: string | null;
  message: string | null;
  created_at: number;
  updated_at: number;
}

/** Every move of money in the test provider's ledger, each under its own idempotency key. */
export interface TestPaymentMovesTable {
  website_id: string;
  id: string;
  charge_id: string;
  kind: 'authorize' | 'capture' | 'void' | 'refund';
  idempotency_key: string;
  amount_cents: number;
  created_at: number;
}
