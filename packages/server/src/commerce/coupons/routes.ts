// The owner's coupons (the commerce permission: store managers and admins): listed with their status
// and uses, made, saved whole from their version, deleted; every write with the crumb. The schemas
// hold the shape and outer bounds; core's checkCoupon words the rules (service.ts).
import {
  COUPON_KINDS,
  COUPON_MESSAGES,
  COUPON_RULE_MESSAGES,
  MAX_COUPON_PRODUCTS,
  Permission,
} from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../../db/ids.ts';
import { type AnyRoute, defineRoute, requires } from '../../routes/define.ts';
import { createCoupon, listCoupons, removeCoupon, saveCoupon } from './service.ts';

const COUPONS = '/api/config/commerce/coupons';
const COMMERCE = requires(Permission.commerce);
const couponParams = z.object({ couponId: z.string().regex(ID_PATTERN, 'Not a coupon id.') });
const whole = (message: string) => z.number({ error: message }).int(message);
const time = (field: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `Send ${field} as an ISO 8601 time with its offset, e.g. 2030-03-12T16:30:00Z.`,
    })
    .nullable()
    .optional();

const couponInput = z.object({
  // Core's validateCouponCode words the rule (letters, digits, dashes, underscores; at most 40).
  code: z.string({ error: COUPON_MESSAGES.badCode }).max(200, COUPON_MESSAGES.badCode),
  kind: z.enum(COUPON_KINDS, { error: COUPON_RULE_MESSAGES.kind }),
  percentOff: whole(COUPON_RULE_MESSAGES.percentOff).optional(),
  amountOffCents: whole('An amount is whole minor units.').optional(),
  minSubtotalCents: whole('An amount is whole minor units.').optional(),
  startsAt: time('startsAt'),
  endsAt: time('endsAt'),
  usageLimit: whole('Enter a whole number of uses.').nullable().optional(),
  productIds: z
    .array(z.string().regex(ID_PATTERN, 'Not a product id.'))
    .max(MAX_COUPON_PRODUCTS, COUPON_RULE_MESSAGES.tooManyProducts)
    .nullable()
    .optional(),
});

const couponAnswer = z
  .object({ id: z.string(), code: z.string(), status: z.string(), version: z.number() })
  .passthrough();

export const couponRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: COUPONS,
    host: 'site',
    tag: 'commerce',
    summary:
      'The store’s coupons by code, each with its status (active, scheduled, expired, used up) and uses; the store’s currency and products',
    answer: {
      kind: 'json',
      schema: z.object({
        currency: z.string(),
        locale: z.string(),
        coupons: z.array(couponAnswer),
        products: z.array(z.object({ id: z.string(), name: z.string() })),
      }),
      description: 'The coupons',
    },
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => listCoupons(ctx.db, site, ctx.now()),
  }),
  defineRoute({
    method: 'POST',
    path: COUPONS,
    host: 'site',
    tag: 'commerce',
    summary: 'Makes a coupon; a code another coupon holds (in any case) is a 409',
    body: couponInput,
    answer: { kind: 'json', status: 201, schema: couponAnswer, description: 'The coupon as made' },
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body, reply }) =>
      reply.code(201).send(await createCoupon(ctx.db, site, body, ctx.now())),
  }),
  defineRoute({
    method: 'PUT',
    path: `${COUPONS}/:couponId`,
    host: 'site',
    tag: 'commerce',
    summary:
      'Saves the whole coupon from the version it was read at (409 when it changed since); carts holding its old code re-evaluate it',
    params: couponParams,
    body: couponInput.extend({ version: z.number().int().min(1) }),
    answer: { kind: 'json', schema: couponAnswer, description: 'The coupon as saved' },
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params, body }) => saveCoupon(ctx.db, site, params.couponId, body, ctx.now()),
  }),
  defineRoute({
    method: 'DELETE',
    path: `${COUPONS}/:couponId`,
    host: 'site',
    tag: 'commerce',
    summary:
      'Deletes a coupon; carts holding its code show it as not valid, and a checkout whose total changed is refused',
    params: couponParams,
    answer: { kind: 'empty', description: 'Deleted' },
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params }) => removeCoupon(ctx.db, site, params.couponId),
  }),
];
