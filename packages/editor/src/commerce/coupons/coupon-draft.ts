// A coupon as its form holds it (text as typed: money in the store's currency, times in the owner's
// own time zone) and as the API takes it. What is not a number or a time yet is caught here, with
// the field's name as the server would give it; every other rule is core's, checked by the server.
import { COUPON_RULE_MESSAGES, type CouponKind, parseMoney } from '@tessera/core';
import type { BodyOf } from '@tessera/site/api/call.ts';
import type { CouponView } from '@tessera/site/api/routes.gen.ts';
import { localInputToIso, toLocalInputValue } from '../../ui/time.ts';
import { amountText } from '../products/product-draft.ts';

export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  percentOff: string;
  amountOff: string;
  /** Empty for none */
  minSubtotal: string;
  /** `datetime-local` values; empty for none */
  startsAt: string;
  endsAt: string;
  /** Empty for no limit */
  usageLimit: string;
  appliesTo: 'all' | 'chosen';
  productIds: string[];
}

/** A coupon as the owner saves it; only the value field of its kind counts. */
export type CouponInput = BodyOf<'POST /api/config/commerce/coupons'>;

export const AMOUNT_MESSAGE = 'Enter an amount, such as 5.00.';
export const TIME_MESSAGE = 'Enter a date and a time.';

export function blankCoupon(): CouponFormValues {
  return {
    code: '',
    kind: 'percentage',
    percentOff: '',
    amountOff: '',
    minSubtotal: '',
    startsAt: '',
    endsAt: '',
    usageLimit: '',
    appliesTo: 'all',
    productIds: [],
  };
}

/**
 * The form of a stored coupon. Products no longer in the store (trashed since) are left out, so a
 * save limits the coupon to the products that are.
 */
export function valuesOf(
  coupon: CouponView,
  currency: string,
  products: readonly { id: string }[],
): CouponFormValues {
  const known = new Set(products.map((p) => p.id));
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.kind === 'percentage' ? String(coupon.percentOff) : '',
    amountOff: coupon.kind === 'fixed' ? amountText(coupon.amountOffCents, currency) : '',
    minSubtotal: coupon.minSubtotalCents > 0 ? amountText(coupon.minSubtotalCents, currency) : '',
    startsAt: toLocalInputValue(coupon.startsAt),
    endsAt: toLocalInputValue(coupon.endsAt),
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    appliesTo: coupon.productIds === null ? 'all' : 'chosen',
    productIds: (coupon.productIds ?? []).filter((id) => known.has(id)),
  };
}

const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** What to send, or the fields whose text is not yet an amount, a whole number or a time. */
export function inputOf(
  values: CouponFormValues,
  currency: string,
): { ok: true; input: CouponInput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const money = (text: string, field: string) => {
    try {
      return parseMoney(text, currency);
    } catch {
      errors[field] = AMOUNT_MESSAGE;
      return 0;
    }
  };
  const whole = (text: string, field: 'percentOff' | 'usageLimit') => {
    const value = wholeOf(text);
    if (!Number.isSafeInteger(value)) errors[field] = COUPON_RULE_MESSAGES[field];
    return value;
  };
  const time = (text: string, field: string) => {
    if (text.trim() === '') return null;
    const iso = localInputToIso(text);
    if (iso === null) errors[field] = TIME_MESSAGE;
    return iso;
  };
  const input: CouponInput = {
    code: values.code.trim(),
    kind: values.kind,
    ...(values.kind === 'percentage' ? { percentOff: whole(values.percentOff, 'percentOff') } : {}),
    ...(values.kind === 'fixed' ? { amountOffCents: money(values.amountOff, 'amountOffCents') } : {}),
    minSubtotalCents: values.minSubtotal.trim() === '' ? 0 : money(values.minSubtotal, 'minSubtotalCents'),
    startsAt: time(values.startsAt, 'startsAt'),
    endsAt: time(values.endsAt, 'endsAt'),
    usageLimit: values.usageLimit.trim() === '' ? null : whole(values.usageLimit, 'usageLimit'),
    productIds: values.appliesTo === 'all' ? null : values.productIds,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
