// All SQL of the test payment provider's ledger (0013): charges under a unique idempotency key,
// moves under theirs. Inserts that meet a used key do nothing, so the caller reads the first
// call's row; amounts change only by conditional updates, so no race takes more than is there.
import { type Db, isPostgres } from '../../db/database.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import type { TestPaymentChargesTable, TestPaymentMovesTable } from './tables.ts';

export type ChargeRow = TestPaymentChargesTable;

export function selectCharge(db: Db, websiteId: string, id: string, { lock = false } = {}) {
  return siteScoped(db, websiteId)
    .selectFrom('test_payment_charges')
    .selectAll()
    .where('id', '=', id)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export function selectChargeByKey(db: Db, websiteId: string, idempotencyKey: string) {
  return siteScoped(db, websiteId)
    .selectFrom('test_payment_charges')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function insertCharge(db: Db, row: ChargeRow): Promise<void> {
  await db
    .insertInto('test_payment_charges')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'idempotency_key']).doNothing())
    .execute();
}

/** The move's id, or null when its key was used before (that move was made then). */
export async function insertMove(db: Db, move: TestPaymentMovesTable): Promise<string | null> {
  const inserted = await db
    .insertInto('test_payment_moves')
    .values(move)
    .onConflict((oc) => oc.columns(['website_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function selectMoveId(db: Db, websiteId: string, idempotencyKey: string): Promise<string> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('test_payment_moves')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

/** Captures an authorised charge, up to its amount; false when it is not authorised. */
export async function captureCharge(db: Db, websiteId: string, id: string, amountCents: number, now: number) {
  return changed(
    await siteScoped(db, websiteId)
      .updateTable('test_payment_charges')
      .set({ status: 'captured', captured_cents: amountCents, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'authorized')
      .where('amount_cents', '>=', amountCents)
      .executeTakeFirst(),
  );
}

export async function voidCharge(db: Db, websiteId: string, id: string, now: number) {
  return changed(
    await siteScoped(db, websiteId)
      .updateTable('test_payment_charges')
      .set({ status: 'voided', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'authorized')
      .executeTakeFirst(),
  );
}

/** Adds a refund to a captured charge; false when it would pass what was captured. */
export async function addRefund(db: Db, websiteId: string, id: string, amountCents: number, now: number) {
  return changed(
    await siteScoped(db, websiteId)
      .updateTable('test_payment_charges')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents), updated_at: now }))
      .where('id', '=', id)
      .where('status', '=', 'captured')
      .where((eb) => eb(eb('refunded_cents', '+', amountCents), '<=', eb.ref('captured_cents')))
      .executeTakeFirst(),
  );
}
