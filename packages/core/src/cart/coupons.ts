// Coupons: a percentage off, an amount off, or free shipping; each may need a minimum subtotal,
// hold only between two dates, run out after a number of uses, and apply to chosen products only.
// At most one discount (percentage or amount) and one free-shipping coupon count per order, so two
// codes never add up to more than the owner meant; the rest say why they did not apply.
import { formatMoney } from '../money.ts';

export type CouponKind = 'percentage' | 'fixed' | 'freeShipping';

export interface Coupon {
  code: string;
  kind: CouponKind;
  /** Whole percent off, 1–100 (percentage coupons) */
  percentOff: number;
  /** Minor units off (fixed coupons) */
  amountOffCents: number;
  /** The subtotal the cart must reach, minor units; 0 for none */
  minSubtotalCents: number;
  /** Epoch ms; null for always */
  startsAt: number | null;
  endsAt: number | null;
  /** null for unlimited */
  usageLimit: number | null;
  timesUsed: number;
  /** The products it applies to; null for all */
  productIds: string[] | null;
}

export const COUPON_CODE_MAX_LENGTH = 40;

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid.',
  notYet: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  noProducts: 'This coupon does not apply to anything in your cart.',
  oneDiscount: 'Only one discount code can be used per order.',
  oneFreeShipping: 'Only one free shipping code can be used per order.',
  noShipping: 'Nothing in your cart is shipped.',
  badCode: `A coupon code is 1 to ${COUPON_CODE_MAX_LENGTH} letters, digits, dashes or underscores.`,
} as const;

/** Codes compare without case or surrounding spaces: 'welcome10 ' is WELCOME10. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function validateCouponCode(code: string): string | null {
  return new RegExp(`^[A-Z0-9_-]{1,${COUPON_CODE_MAX_LENGTH}}$`).test(normalizeCouponCode(code))
    ? null
    : COUPON_MESSAGES.badCode;
}

export const minimumSpendMessage = (cents: number, currency: string) =>
  `Spend at least ${formatMoney(cents, currency)} to use this coupon.`;

/** Where a coupon stands in time and use; the owner's Coupons screen shows it, a buyer is told why. */
export type CouponStatus = 'active' | 'scheduled' | 'expired' | 'usedUp';

const STATUS_REFUSALS = {
  scheduled: COUPON_MESSAGES.notYet,
  expired: COUPON_MESSAGES.expired,
  usedUp: COUPON_MESSAGES.usedUp,
} as const;

/**
 * Where a coupon stands at `now`, in the order a buyer is told (couponRefusal): not started yet, ended,
 * then used up; otherwise active.
 */
export function couponStatus(
  coupon: Pick<Coupon, 'startsAt' | 'endsAt' | 'usageLimit' | 'timesUsed'>,
  now: number,
): CouponStatus {
  if (coupon.startsAt !== null && now < coupon.startsAt) return 'scheduled';
  if (coupon.endsAt !== null && now >= coupon.endsAt) return 'expired';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'usedUp';
  return 'active';
}

export interface CouponContext {
  subtotalCents: number;
  productIds: readonly string[];
  requiresShipping: boolean;
  currency: string;
  now: number;
}

/** Why one coupon cannot apply to this cart on its own (null: it can). */
export function couponRefusal(coupon: Coupon, context: CouponContext): string | null {
  const status = couponStatus(coupon, context.now);
  if (status !== 'active') return STATUS_REFUSALS[status];
  if (context.subtotalCents < coupon.minSubtotalCents)
    return minimumSpendMessage(coupon.minSubtotalCents, context.currency);
  if (coupon.productIds !== null && !context.productIds.some((id) => coupon.productIds?.includes(id)))
    return COUPON_MESSAGES.noProducts;
  if (coupon.kind === 'freeShipping' && !context.requiresShipping) return COUPON_MESSAGES.noShipping;
  return null;
}

export interface CouponVerdicts {
  valid: Coupon[];
  invalid: { code: string; reason: string }[];
}

/**
 * Sorts the cart's codes into those that apply and those that do not, with the reason. `found`
 * holds the stored coupons for the codes (an unknown code has none). The first discount and the
 * first free-shipping coupon in the order the codes were added win.
 */
export function evaluateCoupons(
  codes: readonly string[],
  found: readonly Coupon[],
  context: CouponContext,
): CouponVerdicts {
  const byCode = new Map(found.map((coupon) => [normalizeCouponCode(coupon.code), coupon]));
  const verdicts: CouponVerdicts = { valid: [], invalid: [] };
  for (const code of codes) {
    const coupon = byCode.get(normalizeCouponCode(code));
    const taken = (kind: 'discount' | 'freeShipping') =>
      verdicts.valid.some((v) => (kind === 'freeShipping') === (v.kind === 'freeShipping'));
    const reason = !coupon
      ? COUPON_MESSAGES.unknown
      : (couponRefusal(coupon, context) ??
        (coupon.kind === 'freeShipping'
          ? taken('freeShipping')
            ? COUPON_MESSAGES.oneFreeShipping
            : null
          : taken('discount')
            ? COUPON_MESSAGES.oneDiscount
            : null));
    if (coupon && reason === null) verdicts.valid.push(coupon);
    else
      verdicts.invalid.push({ code: normalizeCouponCode(code), reason: reason ?? COUPON_MESSAGES.unknown });
  }
  return verdicts;
}

/**
 * The discount of the valid coupons on lines worth `eligibleCents` (the subtotal of the products
 * they apply to): a percentage rounded half up to a whole minor unit, an amount never above what
 * it applies to. Never negative, never above the eligible subtotal.
 */
export function couponDiscountCents(coupon: Coupon, eligibleCents: number): number {
  if (coupon.kind === 'percentage')
    return Math.min(
      eligibleCents,
      Math.round((eligibleCents * Math.min(100, Math.max(0, coupon.percentOff))) / 100),
    );
  if (coupon.kind === 'fixed') return Math.min(eligibleCents, Math.max(0, coupon.amountOffCents));
  return 0;
}
