// Finishes payments whose checkout stopped half way (a crash, a lost answer): an authorisation
// with its order is captured; one without an order (the order was never written) is voided; a
// payment record still pending asks the provider, by its key, whether it authorised anything, and
// settles it the same way. So every charge ends with its order, or is released.
import { defineJob, noPayload } from '../../jobs/definition.ts';
import {
  type PaymentRow,
  selectOrderByKeyOrCart,
  selectStalePayments,
  updatePayment,
} from '../orders/index.ts';
import { providerById } from './providers.ts';

/** A checkout takes well under this; older unfinished payments are finished here. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
const BATCH = 100;

async function settle(db: Parameters<typeof providerById>[0], payment: PaymentRow, now: () => number) {
  const provider = providerById(db, payment.provider, now);
  if (!provider) return;
  const at = now();
  let chargeId = payment.charge_id;
  if (payment.status === 'pending') {
    const charge = await provider.findCharge(payment.website_id, payment.idempotency_key);
    if (!charge || charge.status === 'declined') {
      await updatePayment(db, payment.website_id, payment.id, { status: 'declined', updated_at: at });
      return;
    }
    chargeId = charge.chargeId;
    await updatePayment(db, payment.website_id, payment.id, {
      charge_id: chargeId,
      last4: charge.last4,
      updated_at: at,
    });
  }
  if (!chargeId) return;
  const order = payment.order_id
    ? { id: payment.order_id }
    : await selectOrderByKeyOrCart(db, payment.website_id, payment.idempotency_key, null);
  if (order) {
    await provider.capture({
      websiteId: payment.website_id,
      chargeId,
      amountCents: Number(payment.amount_cents),
      idempotencyKey: `capture:${payment.id}`,
    });
    await updatePayment(db, payment.website_id, payment.id, {
      status: 'captured',
      order_id: order.id,
      updated_at: at,
    });
  } else {
    await provider.void({ websiteId: payment.website_id, chargeId, idempotencyKey: `void:${payment.id}` });
    await updatePayment(db, payment.website_id, payment.id, { status: 'voided', updated_at: at });
  }
}

export const reconcilePaymentsJob = defineJob({
  name: 'commerce.reconcile-payments',
  payload: noPayload,
  maxAttempts: 1,
  async run(_payload, ctx) {
    const before = ctx.now() - RECONCILE_AFTER_MS;
    for (const status of ['pending', 'authorized'] as const)
      for (const payment of await selectStalePayments(ctx.db, status, before, BATCH)) {
        try {
          await settle(ctx.db, payment, ctx.now);
        } catch (error) {
          ctx.log.warn({ paymentId: payment.id, err: error }, 'a payment could not be settled yet');
        }
      }
  },
});
