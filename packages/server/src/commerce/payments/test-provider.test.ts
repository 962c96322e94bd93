// The test payment provider on both engines, as the checkout will use it: each test card's answer,
// a repeated or racing call with one key moving money once, capture and void of an authorisation,
// refunds never beyond what was captured however many are asked for at once, and the ledger
// holding every move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../../test/engines.ts';
import { websiteRow } from '../../../test/rows.ts';
import type { Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrations.ts';
import { type PaymentProvider, PaymentRefused } from './provider.ts';
import {
  BEYOND_REFUNDABLE,
  CARD_EXPIRED,
  NOT_A_TEST_CARD,
  passesLuhn,
  testPaymentProvider,
  testPaymentSchema,
} from './test-provider.ts';

const SITE = 'a0000000000000000000000a';
const card = (number: string, expYear = 2030) => ({
  provider: 'test',
  card: { number, expMonth: 12, expYear, cvc: '123' },
});
const NOW = Date.UTC(2026, 10, 22);
let keys = 0;
const key = (label: string) => `${label}-${++keys}`;

describe.each(ENGINES)('the test payment provider on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let provider: PaymentProvider;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
    await migrateToLatest(db as never);
    await db
      .insertInto('websites')
      .values(websiteRow({ id: SITE, identifier: 'pay', title: 'Pay' }))
      .execute();
    provider = testPaymentProvider(db, () => NOW);
  });
  afterAll(() => drop());

  const authorize = (number: string, amountCents = 4200, idempotencyKey = key('auth')) =>
    provider.authorize({
      websiteId: SITE,
      idempotencyKey,
      amountCents,
      currency: 'USD',
      payment: testPaymentSchema.parse(card(number)),
    });

  it('answers each test card as the issue says', async () => {
    const paid = await authorize('4242 4242 4242 4242');
    expect(paid).toMatchObject({
      ok: true,
      charge: { status: 'authorized', amountCents: 4200, last4: '4242' },
    });
    expect(await authorize('4000 0000 0000 0002')).toMatchObject({
      ok: false,
      message: 'Your card was declined.',
    });
    expect(await authorize('4000000000009995')).toMatchObject({
      ok: false,
      message: 'Your card has insufficient funds.',
    });
    expect(await authorize('4111 1111 1111 1111')).toMatchObject({ ok: false, message: NOT_A_TEST_CARD });
    const expired = await provider.authorize({
      websiteId: SITE,
      idempotencyKey: key('expired'),
      amountCents: 100,
      currency: 'USD',
      payment: testPaymentSchema.parse(card('4242424242424242', 2025)),
    });
    expect(expired).toMatchObject({ ok: false, message: CARD_EXPIRED });
  });

  it('checks the card as typed: the Luhn digit, the month, the security code', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    const refused = testPaymentSchema.safeParse({
      provider: 'test',
      card: { number: '4242 4242 4242 4241', expMonth: 13, expYear: 2030, cvc: '12' },
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Your card number is incorrect.',
      'Your card’s expiration month is invalid.',
      'Your card’s security code is incorrect.',
    ]);
  });

  it('gives one answer per key, however often and however many times at once it is asked', async () => {
    const same = key('same');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => authorize('4242424242424242', 999, same)),
    );
    expect(new Set(answers.map((a) => a.charge?.chargeId)).size).toBe(1);
    const declinedKey = key('declined');
    await authorize('4000000000000002', 999, declinedKey);
    // The same key again, now with a good card: still the first answer (a new attempt needs a new key).
    expect(await authorize('4242424242424242', 999, declinedKey)).toMatchObject({ ok: false });
    await expect(authorize('4242424242424242', 1000, same)).rejects.toThrow(PaymentRefused);
    const rows = await db
      .selectFrom('test_payment_charges')
      .select('id')
      .where('idempotency_key', '=', same)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await provider.findCharge(SITE, same)).toMatchObject({ amountCents: 999, status: 'authorized' });
    expect(await provider.findCharge(SITE, 'never-used')).toBeNull();
  });

  it('captures or voids an authorisation once, and refunds never beyond what was captured', async () => {
    const paid = await authorize('4242424242424242', 5000);
    if (!paid.ok) throw new Error('authorised');
    const chargeId = paid.charge.chargeId;
    const capture = { websiteId: SITE, chargeId, amountCents: 5000, idempotencyKey: key('capture') };
    expect(await provider.capture(capture)).toMatchObject({ status: 'captured' });
    expect(await provider.capture(capture)).toMatchObject({ status: 'captured' }); // the same key: nothing new
    await expect(provider.void({ websiteId: SITE, chargeId, idempotencyKey: key('void') })).rejects.toThrow(
      PaymentRefused,
    );

    // Twelve refunds of 1,000 asked for at once: five fit in 5,000, the rest are refused.
    const asked = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        provider.refund({ websiteId: SITE, chargeId, amountCents: 1000, idempotencyKey: key('refund') }),
      ),
    );
    expect(asked.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    for (const refused of asked.filter((a) => a.status === 'rejected'))
      expect((refused as PromiseRejectedResult).reason.message).toBe(BEYOND_REFUNDABLE);
    const charge = await db
      .selectFrom('test_payment_charges')
      .selectAll()
      .where('id', '=', chargeId)
      .executeTakeFirstOrThrow();
    expect(Number(charge.refunded_cents)).toBe(5000);
    const moves = await db
      .selectFrom('test_payment_moves')
      .select(['kind', 'amount_cents'])
      .where('charge_id', '=', chargeId)
      .orderBy('created_at')
      .execute();
    expect(moves.map((m) => m.kind).sort()).toEqual(['capture', ...Array(5).fill('refund')].sort());

    const voidable = await authorize('4242424242424242', 300);
    if (!voidable.ok) throw new Error('authorised');
    const voided = { websiteId: SITE, chargeId: voidable.charge.chargeId, idempotencyKey: key('void') };
    expect(await provider.void(voided)).toMatchObject({ status: 'voided' });
    expect(await provider.void(voided)).toMatchObject({ status: 'voided' });
    await expect(
      provider.capture({ ...voided, amountCents: 300, idempotencyKey: key('capture') }),
    ).rejects.toThrow(PaymentRefused);
  });

  it('refuses a refund of a charge that is not captured, and of nothing', async () => {
    const held = await authorize('4242424242424242', 700);
    if (!held.ok) throw new Error('authorised');
    const refund = { websiteId: SITE, chargeId: held.charge.chargeId, idempotencyKey: key('refund') };
    await expect(provider.refund({ ...refund, amountCents: 100 })).rejects.toThrow(BEYOND_REFUNDABLE);
    await expect(provider.refund({ ...refund, amountCents: 0 })).rejects.toThrow(PaymentRefused);
    await expect(provider.refund({ ...refund, chargeId: 'ch_test_none', amountCents: 1 })).rejects.toThrow(
      'There is no such payment.',
    );
  });
});
