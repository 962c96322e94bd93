// What the coupon routes accept and answer. The schemas hold the shape and outer bounds; core's
// checkCoupon words the rules (service.ts). Money is in minor units of the store's currency; times
// are ISO 8601 in UTC.
import { COUPON_KINDS, COUPON_MESSAGES, COUPON_RULE_MESSAGES, MAX_COUPON_PRODUCTS } from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../../db/ids.ts';

const whole = (message: string) => z.number({ error: message }).int(message);
const time = (field: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `Send ${field} as an ISO 8601 time with its offset, e.g. 2030-03-12T16:30:00Z.`,
    })
    .nullable()
    .optional();

/** A coupon as the owner saves it; only the value field of its kind counts. */
export const couponInputSchema = z.object({
  // Core's validateCouponCode words the rule (letters, digits, dashes, underscores; at most 40).
  code: z.string({ error: COUPON_MESSAGES.badCode }).max(200, COUPON_MESSAGES.badCode),
  kind: z.enum(COUPON_KINDS, { error: COUPON_RULE_MESSAGES.kind }),
  // Percentage coupons: whole percent off, 1–100
  percentOff: whole(COUPON_RULE_MESSAGES.percentOff).optional(),
  amountOffCents: whole('An amount is whole minor units.').optional(),
  // The subtotal a cart must reach; 0 or absent for none
  minSubtotalCents: whole('An amount is whole minor units.').optional(),
  // null or absent: from now on, no end, unlimited, every product
  startsAt: time('startsAt'),
  endsAt: time('endsAt'),
  usageLimit: whole('Enter a whole number of uses.').nullable().optional(),
  productIds: z
    .array(z.string().regex(ID_PATTERN, 'Not a product id.'))
    .max(MAX_COUPON_PRODUCTS, COUPON_RULE_MESSAGES.tooManyProducts)
    .nullable()
    .optional(),
});

/** A save of a coupon read at `version` (409 when it was saved since). */
export const couponSaveSchema = couponInputSchema.extend({ version: z.number().int().min(1) });

export const couponViewSchema = z
  .object({
    id: z.string(),
    // Upper case
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    percentOff: z.number().int(),
    amountOffCents: z.number().int(),
    minSubtotalCents: z.number().int(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    // Orders placed with it so far
    timesUsed: z.number().int(),
    productIds: z.array(z.string()).nullable(),
    // Where it stands now (core's couponStatus: service.ts fails to compile if it gains one) and in words
    status: z.enum(['active', 'scheduled', 'expired', 'usedUp']),
    statusLabel: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'CouponView' });

export const couponListSchema = z.object({
  // The store's currency, and the site's locale to format it with
  currency: z.string(),
  locale: z.string(),
  coupons: z.array(couponViewSchema),
  // The store's products (drafts too), which a coupon may be limited to
  products: z.array(z.object({ id: z.string(), name: z.string() })),
});

export type CouponInput = z.output<typeof couponInputSchema>;
export type CouponSave = z.output<typeof couponSaveSchema>;
export type CouponView = z.output<typeof couponViewSchema>;
export type CouponList = z.output<typeof couponListSchema>;
