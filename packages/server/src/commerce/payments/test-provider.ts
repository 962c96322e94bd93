// The built-in test provider, active when a store is in test mode: it really keeps books (the
// test_payment_* ledger) and answers as a card processor's test mode does. 4242 4242 4242 4242 is
// authorised; 4000 0000 0000 0002 is declined with 'Your card was declined.'; 4000 0000 0000 9995
// with 'Your card has insufficient funds.'; any other number is declined, as only test cards work
// in test mode. Every call is idempotent by its key: the ledger's unique keys make a repeated or
// racing call find the first one's row instead of moving money again.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  type AuthorizeRequest,
  type AuthorizeResult,
  type Charge,
  type MoneyMove,
  type PaymentProvider,
  PaymentRefused,
} from './provider.ts';
import {
  addRefund,
  type ChargeRow,
  captureCharge,
  insertCharge,
  insertMove,
  selectCharge,
  selectChargeByKey,
  selectMoveId,
  voidCharge,
} from './repository.ts';

export const TEST_CARD_OUTCOMES: Readonly<Record<string, string | null>> = {
  '4242424242424242': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};
export const NOT_A_TEST_CARD = 'Use a test card in test mode, such as 4242 4242 4242 4242.';
export const CARD_EXPIRED = 'Your card has expired.';
export const BEYOND_REFUNDABLE = 'This refund is more than what is left of the payment.';

/** The Luhn check every card number passes: a mistyped digit fails it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const cardNumber = z
  .string()
  .transform((number) => number.replace(/[\s-]/g, ''))
  .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), 'Your card number is incorrect.');

export const testPaymentSchema = z.object({
  provider: z.literal('test'),
  card: z.object({
    number: cardNumber,
    expMonth: z
      .number()
      .int()
      .min(1, 'Your card’s expiration month is invalid.')
      .max(12, 'Your card’s expiration month is invalid.'),
    expYear: z
      .number()
      .int()
      .min(2000, 'Your card’s expiration year is invalid.')
      .max(2100, 'Your card’s expiration year is invalid.'),
    cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is incorrect.'),
  }),
});
export type TestPayment = z.infer<typeof testPaymentSchema>;

/** Why the card is refused (null: authorised), as at `now`. */
export function testCardRefusal(card: TestPayment['card'], now: Date): string | null {
  const endOfExpiry = Date.UTC(card.expYear, card.expMonth, 1);
  if (endOfExpiry <= now.getTime()) return CARD_EXPIRED;
  const outcome = TEST_CARD_OUTCOMES[card.number];
  return outcome === undefined ? NOT_A_TEST_CARD : outcome;
}

function toCharge(row: ChargeRow): Charge {
  return {
    chargeId: row.id,
    status: row.status,
    amountCents: Number(row.amount_cents),
    refundedCents: Number(row.refunded_cents),
    currency: row.currency,
    message: row.message,
    last4: row.last4,
  };
}

export function testPaymentProvider(db: Db, now: () => number = Date.now): PaymentProvider {
  async function chargeById(trx: Db, websiteId: string, id: string, lock = false) {
    const row = await selectCharge(trx, websiteId, id, { lock });
    if (!row) throw new PaymentRefused('There is no such payment.');
    return row;
  }

  /**
   * Records a move under its key; false when the key was used before (the move was made then).
   * The insert comes first, so of two racing calls with one key only one goes on to move money.
   */
  async function recordMove(trx: Db, move: MoneyMove, kind: 'capture' | 'void' | 'refund') {
    return insertMove(trx, {
      website_id: move.websiteId,
      id: `${kind === 'refund' ? 're' : 'mv'}_test_${newId()}`,
      charge_id: move.chargeId,
      kind,
      idempotency_key: move.idempotencyKey,
      amount_cents: move.amountCents,
      created_at: now(),
    });
  }

  async function findCharge(websiteId: string, idempotencyKey: string) {
    const row = await selectChargeByKey(db, websiteId, idempotencyKey);
    return row ? toCharge(row) : null;
  }

  return {
    id: 'test',
    paymentSchema: testPaymentSchema,
    findCharge,

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      const { card } = testPaymentSchema.parse(request.payment);
      const refusal = testCardRefusal(card, new Date(now()));
      const at = now();
      await insertCharge(db, {
        website_id: request.websiteId,
        id: `ch_test_${randomBytes(12).toString('hex')}`,
        idempotency_key: request.idempotencyKey,
        status: refusal ? 'declined' : 'authorized',
        currency: request.currency,
        amount_cents: request.amountCents,
        captured_cents: 0,
        refunded_cents: 0,
        last4: card.number.slice(-4),
        message: refusal,
        created_at: at,
        updated_at: at,
      });
      // The row under this key, ours or a racing call's: one key, one answer.
      const charge = await findCharge(request.websiteId, request.idempotencyKey);
      if (!charge) throw new Error('The test ledger lost a charge it just wrote');
      if (charge.amountCents !== request.amountCents)
        throw new PaymentRefused('This payment key was used for another amount.');
      return charge.status === 'declined'
        ? { ok: false, message: charge.message ?? NOT_A_TEST_CARD, charge }
        : { ok: true, charge };
    },

    capture: (move) =>
      inTransaction(db, async (trx) => {
        const charge = await chargeById(trx, move.websiteId, move.chargeId, true);
        if (!(await recordMove(trx, move, 'capture'))) return toCharge(charge);
        if (!(await captureCharge(trx, move.websiteId, move.chargeId, move.amountCents, now())))
          throw new PaymentRefused('Only an authorised payment can be captured, up to its amount.');
        return toCharge(await chargeById(trx, move.websiteId, move.chargeId));
      }),

    void: (move) =>
      inTransaction(db, async (trx) => {
        const charge = await chargeById(trx, move.websiteId, move.chargeId, true);
        if (!(await recordMove(trx, { ...move, amountCents: 0 }, 'void'))) return toCharge(charge);
        if (!(await voidCharge(trx, move.websiteId, move.chargeId, now())))
          throw new PaymentRefused('Only an authorised payment can be voided.');
        return toCharge(await chargeById(trx, move.websiteId, move.chargeId));
      }),

    refund: (move) =>
      inTransaction(db, async (trx) => {
        if (move.amountCents <= 0) throw new PaymentRefused('A refund gives back more than nothing.');
        await chargeById(trx, move.websiteId, move.chargeId, true);
        const refundId = await recordMove(trx, move, 'refund');
        if (refundId && !(await addRefund(trx, move.websiteId, move.chargeId, move.amountCents, now())))
          throw new PaymentRefused(BEYOND_REFUNDABLE);
        return {
          refundId: refundId ?? (await selectMoveId(trx, move.websiteId, move.idempotencyKey)),
          charge: toCharge(await chargeById(trx, move.websiteId, move.chargeId)),
        };
      }),
  };
}
