// POST /api/commerce/checkout (the contract): completes the visitor's cart with an
// Idempotency-Key header. 201 with the new order; 200 with the order that key or cart already made.
import { z } from 'zod';
import { publishSiteChange } from '../../content/publish.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../../http/route.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { siteBaseUrl } from '../../websites/hosts.ts';
import { cartCookieOf, setCartSummary } from '../cart/cookie.ts';
import { hasOpenCart } from '../cart/service.ts';
import { idempotencyKeyOf } from '../idempotency.ts';
import { orderPagePath } from '../order-page/links.ts';
import { orderAddressSchema, orderViewSchema } from '../orders/view.ts';
import { providerForStore } from '../payments/providers.ts';
import { completeCheckout } from './service.ts';

export const checkoutRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/commerce/goto-checkout',
    host: 'site',
    tag: 'commerce',
    summary:
      'Proceeding to checkout (spec section 2): to the checkout page (201) with a cart cookie, else to the page that says the session expired or cookies are off',
    answer: { kind: 'redirect', description: 'To /checkout, or /checkout?cart=missing without a cart' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, request, reply }) =>
      reply.redirect(
        (await hasOpenCart(ctx.db, site, cartCookieOf(request))) ? '/checkout' : '/checkout?cart=missing',
        303,
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/commerce/checkout',
    host: 'site',
    tag: 'commerce',
    summary:
      "Completes the cart and takes payment, exactly once per Idempotency-Key and per cart; 201 with the order, 200 with the one already made. The body carries expectedTotalCents, the total the buyer was shown: when the total would differ (a coupon used up, expired or removed; a price, shipping or tax changed) the answer is 409 with the message and the cart's new totals (`cart`), nothing charged; without it, 400 asking to reload",
    body: z.object({
      email: z.string().max(320),
      shippingAddress: orderAddressSchema.optional(),
      billingAddress: orderAddressSchema.optional(),
      shippingOptionId: z.string().max(40).optional(),
      // The grand total the buyer was shown, in minor units. Optional here so that an old page
      // without it is told to reload in words, rather than with a field error it cannot show.
      expectedTotalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
      payment: z.object({ provider: z.string().max(20) }).passthrough(),
    }),
    answer: {
      kind: 'json',
      status: 201,
      schema: z.object({ order: orderViewSchema, orderUrl: z.string() }),
      description: "The order, and its page's signed address (the receipt, with any downloads)",
    },
    access: PUBLIC,
    crumb: true,
    rateLimit: { max: 120, windowMs: 60_000 },
    handler: async ({ ctx, site, request, reply, body }) => {
      const key = idempotencyKeyOf(request.headers);
      const result = await completeCheckout(ctx.db, {
        site,
        cartKey: cartCookieOf(request),
        idempotencyKey: key,
        input: body,
        now: ctx.now(),
        providerFor: providerForStore(ctx.db, ctx.now),
        orderPageUrl: (orderId) =>
          `${siteBaseUrl(request.protocol, site.identifier, ctx.appDomain)}${orderPagePath(ctx.secret, site.id, orderId)}`,
      });
      // Stock moved: the bought products' pages and their lists show it.
      if (result.created)
        await publishSiteChange(ctx, site.id, [
          ...result.productIds.map((id) => Tags.item(id)),
          ...result.collectionIds.map((id) => Tags.collection(id)),
        ]);
      setCartSummary(reply, request, { isPurchased: true, totalQuantity: 0, subtotalCents: 0 });
      return reply
        .code(result.created ? 201 : 200)
        .send({ order: result.order, orderUrl: orderPagePath(ctx.secret, site.id, result.order.id) });
    },
  }),
];
