// The visitor's cart on the site host (the contract): read, add, change, remove, coupons,
// shipping. Each answers the spec's cart entity. The cart is the httpOnly cart cookie's; a visitor
// without one gets a new cart on the first add. State-changing calls carry the crumb (the runtime's
// data layer fetches one on its first try, as the spec's crumb-failure retry does).
import { COUPON_KINDS } from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../../db/ids.ts';
import { type AnyRoute, defineRoute, PUBLIC, type RouteInput } from '../../http/route.ts';
import { shippingOptionSchema, taxRulesSchema } from '../store/settings.ts';
import { cartCookieOf, setCartCookie, setCartSummary } from './cookie.ts';
import {
  addCoupon,
  addEntry,
  readCart,
  removeCoupon,
  removeEntry,
  setEntry,
  setShipping,
} from './service.ts';
import type { CartEntity } from './view.ts';

const CART_WRITES = { max: 600, windowMs: 60_000 };

export const cartEntitySchema = z
  .object({
    id: z.string(),
    websiteId: z.string(),
    orderId: z.string().nullable(),
    created: z.number(),
    isPurchased: z.boolean(),
    entries: z.array(
      z.object({
        id: z.string(),
        productId: z.string(),
        variantId: z.string(),
        productName: z.string(),
        productUrl: z.string(),
        productType: z.number().int(),
        sku: z.string(),
        optionValues: z.record(z.string(), z.string()),
        quantity: z.number().int(),
        unitPriceCents: z.number().int(),
        lineTotalCents: z.number().int(),
        available: z.boolean(),
        imageAssetId: z.string().nullable(),
      }),
    ),
    shippingOptions: z.array(shippingOptionSchema),
    applicableTaxRules: taxRulesSchema,
    coupons: z.array(z.string()),
    validCoupons: z.array(z.object({ code: z.string(), kind: z.enum(COUPON_KINDS) })),
    invalidCoupons: z.array(z.object({ code: z.string(), reason: z.string() })),
    selectedShippingOption: shippingOptionSchema.nullable(),
    shippingLocation: z
      .object({ country: z.string(), state: z.string().optional(), zip: z.string().optional() })
      .nullable(),
    subtotalCents: z.number().int(),
    taxCents: z.number().int(),
    shippingCostCents: z.number().int(),
    discountCents: z.number().int(),
    grandTotalCents: z.number().int(),
    totalQuantity: z.number().int(),
    hasDigital: z.boolean(),
    purelyDigital: z.boolean(),
    requiresShipping: z.boolean(),
  })
  .meta({ id: 'CartEntity' });

const CART_ANSWER = {
  kind: 'json' as const,
  schema: cartEntitySchema,
  description: 'The cart (the spec’s cart entity)',
};
const id = (what: string) => z.string().regex(ID_PATTERN, `Not a ${what} id.`);
const entryParams = z.object({ entryId: id('cart entry') });

type Input = RouteInput<unknown, unknown, unknown, 'site'>;
/**
 * Answers the cart, giving the visitor the cookie of a cart just made for them, and the readable
 * summary the header's cart shows without a request (a purchased cart counts as empty).
 */
function answer(
  { request, reply }: Input,
  result: { cart: CartEntity; newKey: { id: string; secret: string } | null },
) {
  if (result.newKey) setCartCookie(reply, request, result.newKey.id, result.newKey.secret);
  setCartSummary(reply, request, result.cart);
  return result.cart;
}

const common = { host: 'site' as const, tag: 'commerce', access: PUBLIC, answer: CART_ANSWER };

export const cartRoutes: AnyRoute[] = [
  defineRoute({
    ...common,
    method: 'GET',
    path: '/api/commerce/cart',
    summary: 'The visitor’s cart (an empty one, unsaved, when they have none)',
    crumb: false,
    rateLimit: null,
    handler: async (input) =>
      answer(input, {
        cart: await readCart(input.ctx.db, input.site, cartCookieOf(input.request), input.ctx.now()),
        newKey: null,
      }),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: '/api/commerce/cart/entries',
    summary:
      'Adds a quantity of a product’s variant (to its entry, when the cart has one); a cart is made on the first add',
    body: z.object({
      productId: id('product'),
      variantId: id('variant'),
      quantity: z.number().int().min(1).max(999),
    }),
    crumb: true,
    rateLimit: CART_WRITES,
    handler: async (input) =>
      answer(
        input,
        await addEntry(input.ctx.db, input.site, cartCookieOf(input.request), input.body, input.ctx.now()),
      ),
  }),
  defineRoute({
    ...common,
    method: 'PUT',
    path: '/api/commerce/cart/entries/:entryId',
    summary: 'Sets an entry’s quantity; 0 removes it',
    params: entryParams,
    body: z.object({ quantity: z.number().int().min(0).max(999) }),
    crumb: true,
    rateLimit: CART_WRITES,
    handler: async (input) =>
      answer(
        input,
        await setEntry(
          input.ctx.db,
          input.site,
          cartCookieOf(input.request),
          input.params.entryId,
          input.body.quantity,
          input.ctx.now(),
        ),
      ),
  }),
  defineRoute({
    ...common,
    method: 'DELETE',
    path: '/api/commerce/cart/entries/:entryId',
    summary: 'Removes an entry',
    params: entryParams,
    crumb: true,
    rateLimit: CART_WRITES,
    handler: async (input) =>
      answer(
        input,
        await removeEntry(
          input.ctx.db,
          input.site,
          cartCookieOf(input.request),
          input.params.entryId,
          input.ctx.now(),
        ),
      ),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: '/api/commerce/cart/coupons',
    summary: 'Adds a coupon code; one that does not apply is listed in invalidCoupons with the reason',
    body: z.object({ code: z.string().max(100) }),
    crumb: true,
    rateLimit: CART_WRITES,
    handler: async (input) =>
      answer(
        input,
        await addCoupon(
          input.ctx.db,
          input.site,
          cartCookieOf(input.request),
          input.body.code,
          input.ctx.now(),
        ),
      ),
  }),
  defineRoute({
    ...common,
    method: 'DELETE',
    path: '/api/commerce/cart/coupons/:code',
    summary: 'Removes a coupon code',
    params: z.object({ code: z.string().max(100) }),
    crumb: true,
    rateLimit: CART_WRITES,
    handler: async (input) =>
      answer(
        input,
        await removeCoupon(
          input.ctx.db,
          input.site,
          cartCookieOf(input.request),
          input.params.code,
          input.ctx.now(),
        ),
      ),
  }),
  defineRoute({
    ...common,
    method: 'PUT',
    path: '/api/commerce/cart/shipping',
    summary:
      'Where the cart goes ({ country, state?, zip? }) and the shipping option chosen among those offered there',
    body: z.object({
      location: z.object({
        country: z.string().max(2),
        state: z.string().max(40).optional(),
        zip: z.string().max(20).optional(),
      }),
      optionId: z.string().max(40).nullable(),
    }),
    crumb: true,
    rateLimit: CART_WRITES,
    handler: async (input) =>
      answer(
        input,
        await setShipping(input.ctx.db, input.site, cartCookieOf(input.request), input.body, input.ctx.now()),
      ),
  }),
];
