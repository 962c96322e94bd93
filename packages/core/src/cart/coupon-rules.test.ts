import { describe, expect, it } from 'vitest';
import {
  COUPON_RULE_MESSAGES,
  type CouponDraft,
  checkCoupon,
  MAX_COUPON_PRODUCTS,
  usageLimitBelowUsesMessage,
} from './coupon-rules.ts';
import { COUPON_MESSAGES, couponStatus } from './coupons.ts';

const MUG = 'a'.repeat(24);
const BOWL = 'b'.repeat(24);
const context = { currency: 'USD', timesUsed: 0, knownProductIds: new Set([MUG, BOWL]) };

const draft = (over: Partial<CouponDraft> = {}): CouponDraft => ({
  code: 'spring-25',
  kind: 'percentage',
  percentOff: 25,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  productIds: null,
  ...over,
});

const errorsOf = (d: CouponDraft, c = context) => {
  const result = checkCoupon(d, c);
  return result.ok ? {} : result.errors;
};

describe('checkCoupon', () => {
  it('keeps a good coupon with its code upper case and the other kinds’ values at 0', () => {
    expect(checkCoupon(draft({ amountOffCents: 999 }), context)).toEqual({
      ok: true,
      coupon: {
        code: 'SPRING-25',
        kind: 'percentage',
        percentOff: 25,
        amountOffCents: 0,
        minSubtotalCents: 0,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        timesUsed: 0,
        productIds: null,
      },
    });
    const fixed = checkCoupon(draft({ kind: 'fixed', percentOff: 50, amountOffCents: 500 }), context);
    expect(fixed.ok && [fixed.coupon.percentOff, fixed.coupon.amountOffCents]).toEqual([0, 500]);
    const free = checkCoupon(
      draft({ kind: 'freeShipping', percentOff: null, minSubtotalCents: 5000 }),
      context,
    );
    expect(
      free.ok && [free.coupon.percentOff, free.coupon.amountOffCents, free.coupon.minSubtotalCents],
    ).toEqual([0, 0, 5000]);
  });

  it('words the code by core’s coupon code rule', () => {
    expect(errorsOf(draft({ code: 'no spaces' }))).toEqual({ code: COUPON_MESSAGES.badCode });
    expect(errorsOf(draft({ code: '' }))).toEqual({ code: COUPON_MESSAGES.badCode });
    expect(errorsOf(draft({ code: 'X'.repeat(41) }))).toEqual({ code: COUPON_MESSAGES.badCode });
  });

  it('takes a whole percentage from 1 to 100 for a percentage coupon only', () => {
    for (const percentOff of [0, 101, 12.5, -5, null, undefined])
      expect(errorsOf(draft({ percentOff })), String(percentOff)).toEqual({
        percentOff: COUPON_RULE_MESSAGES.percentOff,
      });
    expect(errorsOf(draft({ percentOff: 1 }))).toEqual({});
    expect(errorsOf(draft({ percentOff: 100 }))).toEqual({});
    expect(errorsOf(draft({ kind: 'freeShipping', percentOff: 0 }))).toEqual({});
  });

  it('takes an amount off of at least one minor unit, up to the largest price', () => {
    const fixed = (amountOffCents: number | null) => draft({ kind: 'fixed', amountOffCents });
    expect(errorsOf(fixed(0))).toEqual({ amountOffCents: COUPON_RULE_MESSAGES.amountOff });
    expect(errorsOf(fixed(null))).toEqual({ amountOffCents: COUPON_RULE_MESSAGES.amountOff });
    expect(errorsOf(fixed(1.5))).toEqual({ amountOffCents: COUPON_RULE_MESSAGES.amountOff });
    expect(errorsOf(fixed(1))).toEqual({});
    expect(errorsOf(fixed(100_000_001))).toEqual({
      amountOffCents: 'Enter an amount of at most $1,000,000.00.',
    });
    expect(errorsOf(draft({ minSubtotalCents: -1 }))).toEqual({
      minSubtotalCents: COUPON_RULE_MESSAGES.minSubtotal,
    });
  });

  it('needs the end after the start, either one optional', () => {
    const start = Date.UTC(2030, 2, 1);
    expect(errorsOf(draft({ startsAt: start, endsAt: start }))).toEqual({
      endsAt: COUPON_RULE_MESSAGES.endsBeforeStart,
    });
    expect(errorsOf(draft({ startsAt: start, endsAt: start - 1 }))).toEqual({
      endsAt: COUPON_RULE_MESSAGES.endsBeforeStart,
    });
    expect(errorsOf(draft({ startsAt: start, endsAt: start + 1 }))).toEqual({});
    expect(errorsOf(draft({ startsAt: start }))).toEqual({});
    expect(errorsOf(draft({ endsAt: start }))).toEqual({});
    expect(errorsOf(draft({ startsAt: Number.NaN }))).toEqual({ startsAt: COUPON_RULE_MESSAGES.time });
  });

  it('needs a usage limit of 1 or more, never below the uses already counted', () => {
    expect(errorsOf(draft({ usageLimit: 0 }))).toEqual({ usageLimit: COUPON_RULE_MESSAGES.usageLimit });
    expect(errorsOf(draft({ usageLimit: 2.5 }))).toEqual({ usageLimit: COUPON_RULE_MESSAGES.usageLimit });
    expect(errorsOf(draft({ usageLimit: 1 }))).toEqual({});
    const used = { ...context, timesUsed: 3 };
    expect(errorsOf(draft({ usageLimit: 2 }), used)).toEqual({ usageLimit: usageLimitBelowUsesMessage(3) });
    expect(usageLimitBelowUsesMessage(3)).toBe(
      'This coupon has been used 3 times: the limit cannot be below 3.',
    );
    expect(errorsOf(draft({ usageLimit: 3 }), used)).toEqual({});
    const kept = checkCoupon(draft({ usageLimit: 3 }), used);
    expect(kept.ok && kept.coupon.timesUsed).toBe(3);
  });

  it('limits to products of the store, each once, at least one', () => {
    const checked = checkCoupon(draft({ productIds: [MUG, BOWL, MUG] }), context);
    expect(checked.ok && checked.coupon.productIds).toEqual([MUG, BOWL]);
    expect(errorsOf(draft({ productIds: [] }))).toEqual({ productIds: COUPON_RULE_MESSAGES.noProducts });
    expect(errorsOf(draft({ productIds: [MUG, 'c'.repeat(24)] }))).toEqual({
      'productIds.1': COUPON_RULE_MESSAGES.unknownProduct,
    });
    const many = Array.from({ length: MAX_COUPON_PRODUCTS + 1 }, (_, i) => String(i).padStart(24, '0'));
    expect(errorsOf(draft({ productIds: many }), { ...context, knownProductIds: new Set(many) })).toEqual({
      productIds: COUPON_RULE_MESSAGES.tooManyProducts,
    });
  });

  it('names every bad field at once', () => {
    expect(
      Object.keys(
        errorsOf(draft({ code: '??', percentOff: 0, usageLimit: 0, startsAt: 2, endsAt: 1, productIds: [] })),
      ).sort(),
    ).toEqual(['code', 'endsAt', 'percentOff', 'productIds', 'usageLimit']);
  });
});

describe('couponStatus', () => {
  const now = Date.UTC(2030, 5, 1);
  const coupon = { startsAt: null, endsAt: null, usageLimit: null, timesUsed: 7 };

  it('is active without dates or a limit, and within them', () => {
    expect(couponStatus(coupon, now)).toBe('active');
    expect(couponStatus({ ...coupon, startsAt: now, endsAt: now + 1, usageLimit: 8 }, now)).toBe('active');
  });

  it('is scheduled before its start, expired from its end, used up at its limit', () => {
    expect(couponStatus({ ...coupon, startsAt: now + 1 }, now)).toBe('scheduled');
    expect(couponStatus({ ...coupon, endsAt: now }, now)).toBe('expired');
    expect(couponStatus({ ...coupon, usageLimit: 7 }, now)).toBe('usedUp');
  });

  it('says what a buyer would be told first: not yet, then expired, then used up', () => {
    expect(couponStatus({ ...coupon, startsAt: now + 1, usageLimit: 7 }, now)).toBe('scheduled');
    expect(couponStatus({ ...coupon, endsAt: now - 1, usageLimit: 7 }, now)).toBe('expired');
  });
});
