// The owner's side of coupons: what a coupon must be before it is saved, and where it stands today.
// The buyer's side (whether a code applies to a cart, and how much it takes off) is coupons.ts's;
// the server checks a save with checkCoupon and the config area shows couponStatus, so both say
// the same thing in the same words.
import { MAX_PRODUCT_PRICE_CENTS } from '../commerce.ts';
import { formatMoney } from '../money.ts';
import {
  type Coupon,
  type CouponKind,
  type CouponStatus,
  normalizeCouponCode,
  validateCouponCode,
} from './coupons.ts';

export const COUPON_KINDS = ['percentage', 'fixed', 'freeShipping'] as const satisfies readonly CouponKind[];

export const COUPON_KIND_LABELS: Readonly<Record<CouponKind, string>> = {
  percentage: 'Percentage off',
  fixed: 'Amount off',
  freeShipping: 'Free shipping',
};

/** How the owner's Coupons screen names where a coupon stands (couponStatus). */
export const COUPON_STATUS_LABELS: Readonly<Record<CouponStatus, string>> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  usedUp: 'Used up',
};

/** The largest amount off or minimum subtotal: a product's largest price (a typo's extra zeros refused). */
export const MAX_COUPON_AMOUNT_CENTS = MAX_PRODUCT_PRICE_CENTS;
/** The largest usage limit: beyond it "no limit" says the same; it fits a 32-bit integer column. */
export const MAX_COUPON_USAGE_LIMIT = 1_000_000_000;
/** The most products one coupon may be limited to */
export const MAX_COUPON_PRODUCTS = 500;

export const COUPON_RULE_MESSAGES = {
  kind: 'Choose percentage off, amount off or free shipping.',
  percentOff: 'Enter a whole percentage from 1 to 100.',
  amountOff: 'Enter an amount off greater than zero.',
  minSubtotal: 'Enter a minimum subtotal of zero or more.',
  time: 'Enter a valid date and time.',
  endsBeforeStart: 'The end must be after the start.',
  usageLimit: `Enter a usage limit from 1 to ${MAX_COUPON_USAGE_LIMIT}, or leave it empty for no limit.`,
  noProducts: 'Choose at least one product, or let the coupon apply to every product.',
  tooManyProducts: `A coupon can be limited to at most ${MAX_COUPON_PRODUCTS} products.`,
  unknownProduct: 'This product is not in the store any more.',
} as const;

/** An amount above MAX_COUPON_AMOUNT_CENTS, in the store's currency. */
export const couponAmountTooLargeMessage = (currency: string) =>
  `Enter an amount of at most ${formatMoney(MAX_COUPON_AMOUNT_CENTS, currency)}.`;

/** A limit below the uses already counted: the buyers who used it cannot be taken back. */
export const usageLimitBelowUsesMessage = (timesUsed: number) =>
  `This coupon has been used ${timesUsed} ${timesUsed === 1 ? 'time' : 'times'}: the limit cannot be below ${timesUsed}.`;

export const duplicateCouponMessage = (code: string) =>
  `There is already a coupon with the code ${normalizeCouponCode(code)}.`;

/** A coupon as the owner sends it: only the value field of its kind counts; times as epoch ms. */
export interface CouponDraft {
  code: string;
  kind: CouponKind;
  /** Percentage coupons only */
  percentOff?: number | null | undefined;
  /** Fixed coupons only: minor units */
  amountOffCents?: number | null | undefined;
  /** 0 or absent for none */
  minSubtotalCents?: number | null | undefined;
  startsAt: number | null;
  endsAt: number | null;
  /** null for unlimited */
  usageLimit: number | null;
  /** null for every product */
  productIds: readonly string[] | null;
}

export interface CouponCheckContext {
  /** The store's currency, for the amounts in messages */
  currency: string;
  /** Uses counted so far: 0 for a new coupon */
  timesUsed: number;
  /** The store's products a coupon may be limited to */
  knownProductIds: ReadonlySet<string>;
}

export type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; errors: Record<string, string> };

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function checkAmount(
  value: number | null | undefined,
  { min, message, currency }: { min: number; message: string; currency: string },
): string | null {
  if (!isWhole(value) || value < min) return message;
  return value > MAX_COUPON_AMOUNT_CENTS ? couponAmountTooLargeMessage(currency) : null;
}

/**
 * The coupon as it will be stored (its code upper case, the other kinds' values 0, its products
 * each once), or the refusals by field name ('productIds.2' for one product) in the owner's words.
 */
export function checkCoupon(draft: CouponDraft, context: CouponCheckContext): CouponCheck {
  const errors: Record<string, string> = {};
  const codeRefusal = validateCouponCode(draft.code);
  if (codeRefusal) errors.code = codeRefusal;
  if (!(COUPON_KINDS as readonly string[]).includes(draft.kind)) errors.kind = COUPON_RULE_MESSAGES.kind;

  const percentOff = draft.kind === 'percentage' ? draft.percentOff : 0;
  if (draft.kind === 'percentage' && (!isWhole(percentOff) || percentOff < 1 || percentOff > 100))
    errors.percentOff = COUPON_RULE_MESSAGES.percentOff;
  const amountOffCents = draft.kind === 'fixed' ? draft.amountOffCents : 0;
  if (draft.kind === 'fixed') {
    const refusal = checkAmount(amountOffCents, {
      min: 1,
      message: COUPON_RULE_MESSAGES.amountOff,
      currency: context.currency,
    });
    if (refusal) errors.amountOffCents = refusal;
  }
  const minSubtotalCents = draft.minSubtotalCents ?? 0;
  const minRefusal = checkAmount(minSubtotalCents, {
    min: 0,
    message: COUPON_RULE_MESSAGES.minSubtotal,
    currency: context.currency,
  });
  if (minRefusal) errors.minSubtotalCents = minRefusal;

  for (const field of ['startsAt', 'endsAt'] as const) {
    const time = draft[field];
    if (time !== null && !isWhole(time)) errors[field] = COUPON_RULE_MESSAGES.time;
  }
  if (!errors.startsAt && !errors.endsAt && draft.startsAt !== null && draft.endsAt !== null) {
    if (draft.endsAt <= draft.startsAt) errors.endsAt = COUPON_RULE_MESSAGES.endsBeforeStart;
  }

  const limit = draft.usageLimit;
  if (limit !== null) {
    if (!isWhole(limit) || limit < 1 || limit > MAX_COUPON_USAGE_LIMIT)
      errors.usageLimit = COUPON_RULE_MESSAGES.usageLimit;
    else if (limit < context.timesUsed) errors.usageLimit = usageLimitBelowUsesMessage(context.timesUsed);
  }

  const productIds = draft.productIds === null ? null : [...new Set(draft.productIds)];
  if (productIds !== null) {
    if (productIds.length === 0) errors.productIds = COUPON_RULE_MESSAGES.noProducts;
    else if (productIds.length > MAX_COUPON_PRODUCTS)
      errors.productIds = COUPON_RULE_MESSAGES.tooManyProducts;
    for (const [i, id] of draft.productIds?.entries() ?? []) {
      if (!context.knownProductIds.has(id)) errors[`productIds.${i}`] = COUPON_RULE_MESSAGES.unknownProduct;
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    coupon: {
      code: normalizeCouponCode(draft.code),
      kind: draft.kind,
      percentOff: percentOff as number,
      amountOffCents: amountOffCents as number,
      minSubtotalCents,
      startsAt: draft.startsAt,
      endsAt: draft.endsAt,
      usageLimit: limit,
      timesUsed: context.timesUsed,
      productIds,
    },
  };
}
