// The owner's coupons (the commerce permission: store managers and admins): listed with their status
// and uses, made, saved whole from their version, deleted; every write with the crumb. The schemas
// (schemas.ts) hold the shape and outer bounds; core's checkCoupon words the rules (service.ts).
import { Permission } from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../../db/ids.ts';
import { type AnyRoute, defineRoute, requires } from '../../http/route.ts';
import { couponInputSchema, couponListSchema, couponSaveSchema, couponViewSchema } from './schemas.ts';
import { createCoupon, listCoupons, removeCoupon, saveCoupon } from './service.ts';

const COUPONS = '/api/config/commerce/coupons';
const COMMERCE = requires(Permission.commerce);
const couponParams = z.object({ couponId: z.string().regex(ID_PATTERN, 'Not a coupon id.') });

export const couponRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: COUPONS,
    host: 'site',
    tag: 'commerce',
    summary:
      'The store’s coupons by code, each with its status (active, scheduled, expired, used up) and uses; the store’s currency and products',
    answer: { kind: 'json', schema: couponListSchema, description: 'The coupons' },
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
    body: couponInputSchema,
    answer: { kind: 'json', status: 201, schema: couponViewSchema, description: 'The coupon as made' },
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body, reply }) => {
      reply.code(201);
      return createCoupon(ctx.db, site, body, ctx.now());
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${COUPONS}/:couponId`,
    host: 'site',
    tag: 'commerce',
    summary:
      'Saves the whole coupon from the version it was read at (409 when it changed since); carts holding its old code re-evaluate it',
    params: couponParams,
    body: couponSaveSchema,
    answer: { kind: 'json', schema: couponViewSchema, description: 'The coupon as saved' },
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
