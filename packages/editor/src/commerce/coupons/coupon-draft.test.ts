import { COUPON_RULE_MESSAGES } from '@tessera/core';
import type { CouponView } from '@tessera/site/api/routes.gen.ts';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, blankCoupon, inputOf, TIME_MESSAGE, valuesOf } from './coupon-draft.ts';
import { usageText } from './coupon-text.ts';

const MUG = 'a'.repeat(24);
const TRASHED = 'f'.repeat(24);

const stored: CouponView = {
  id: 'c'.repeat(24),
  code: 'BIG-SPENDER',
  kind: 'fixed',
  percentOff: 0,
  amountOffCents: 1500,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  timesUsed: 0,
  productIds: [MUG, TRASHED],
  status: 'active',
  statusLabel: 'Active',
  version: 1,
};

describe('coupon form values', () => {
  it('reads a stored coupon in the store’s currency, leaving out products no longer in the store', () => {
    expect(valuesOf(stored, 'USD', [{ id: MUG }])).toMatchObject({
      amountOff: '15.00',
      percentOff: '',
      minSubtotal: '',
      usageLimit: '',
      appliesTo: 'chosen',
      productIds: [MUG],
    });
    expect(valuesOf({ ...stored, amountOffCents: 1500 }, 'JPY', []).amountOff).toBe('1500');
  });

  it('sends only the value field of the coupon’s kind', () => {
    const values = { ...blankCoupon(), code: 'SHIP', percentOff: '10', amountOff: '5.00' };
    const free = inputOf({ ...values, kind: 'freeShipping' }, 'USD');
    expect(free.ok && free.input).toEqual({
      code: 'SHIP',
      kind: 'freeShipping',
      minSubtotalCents: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      productIds: null,
    });
    const fixed = inputOf({ ...values, kind: 'fixed' }, 'USD');
    expect(fixed.ok && [fixed.input.amountOffCents, fixed.input.percentOff]).toEqual([500, undefined]);
  });

  it('names the fields whose text is not an amount, a whole number or a time yet', () => {
    const result = inputOf(
      {
        ...blankCoupon(),
        kind: 'fixed',
        amountOff: 'five',
        minSubtotal: '1.234',
        usageLimit: '2.5',
        startsAt: '2030-02-30',
      },
      'USD',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        amountOffCents: AMOUNT_MESSAGE,
        minSubtotalCents: AMOUNT_MESSAGE,
        usageLimit: COUPON_RULE_MESSAGES.usageLimit,
        startsAt: TIME_MESSAGE,
      },
    });
  });

  it('says uses against the limit', () => {
    expect(usageText({ timesUsed: 3, usageLimit: 10 })).toBe('3 of 10 used');
    expect(usageText({ timesUsed: 1, usageLimit: null })).toBe('1 used, no limit');
  });
});
