// The owner's orders (store managers and admins: the commerce permission): list, read, fulfil,
// refund, cancel, and a streamed CSV. A refund or cancel carries an Idempotency-Key header, so a
// retried click refunds once.

import { Readable } from 'node:stream';
import { ORDER_NUMBER_IN_ADDRESS, ORDER_STATES, Permission } from '@tessera/core';
import { z } from 'zod';
import { publishSiteChange } from '../../content/publish.ts';
import { ID_PATTERN } from '../../db/ids.ts';
import { pagePositionPattern } from '../../db/newest-first.ts';
import { type AnyRoute, defineRoute, requires } from '../../http/route.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { idempotencyKeyOf } from '../idempotency.ts';
import { fulfilOrder, listOrders, ordersCsv, readOrder, readOrderByNumber, refundOrder } from './service.ts';
import { orderDetailSchema, orderSummarySchema } from './view.ts';

const ORDERS = '/api/config/commerce/orders';
const COMMERCE = requires(Permission.commerce);
const orderParams = z.object({ orderId: z.string().regex(ID_PATTERN, 'Not an order id.') });
const lineRequest = z
  .array(z.object({ lineId: z.string().regex(ID_PATTERN), quantity: z.number().int().min(0).max(999) }))
  .max(200);
const listFilter = {
  q: z.string().max(200).optional(),
  state: z.enum(ORDER_STATES).optional(),
};
const detail = {
  kind: 'json' as const,
  schema: orderDetailSchema,
  description: 'The order with its payments and timeline',
};

export const orderRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: ORDERS,
    host: 'site',
    tag: 'commerce',
    summary: 'The store’s orders, newest first, 50 a page; search by number, email or name, filter by state',
    query: z.object({
      ...listFilter,
      cursor: z.string().max(100).regex(pagePositionPattern(), 'Unknown page.').optional(),
    }),
    answer: {
      kind: 'json',
      schema: z.object({ orders: z.array(orderSummarySchema), next: z.string().nullable() }),
      description: 'A page of orders',
    },
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, query }) =>
      listOrders(ctx.db, site, {
        q: query.q ?? '',
        state: query.state ?? null,
        cursor: query.cursor ?? null,
      }),
  }),
  defineRoute({
    method: 'GET',
    path: `${ORDERS}.csv`,
    host: 'site',
    tag: 'commerce',
    summary: 'The orders as CSV, streamed: every one, or those the list’s search and state filter show',
    query: z.object(listFilter),
    answer: { kind: 'file', contentType: 'text/csv', description: 'The CSV file' },
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, query, reply }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(Readable.from(ordersCsv(ctx.db, site, { q: query.q ?? '', state: query.state ?? null }))),
  }),
  defineRoute({
    method: 'GET',
    path: `${ORDERS}/:orderId`,
    host: 'site',
    tag: 'commerce',
    summary: 'One order: lines, customer, addresses, payments and its timeline',
    params: orderParams,
    answer: detail,
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params }) => readOrder(ctx.db, site, params.orderId),
  }),
  defineRoute({
    method: 'GET',
    path: `${ORDERS}/by-number/:number`,
    host: 'site',
    tag: 'commerce',
    summary: 'One order by its number (1042 or 01042), as GET …/orders/:orderId: an order’s config address',
    params: z.object({ number: z.string().regex(ORDER_NUMBER_IN_ADDRESS, 'Not an order number.') }),
    answer: detail,
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params }) => readOrderByNumber(ctx.db, site, Number(params.number)),
  }),
  defineRoute({
    method: 'POST',
    path: `${ORDERS}/:orderId/fulfilments`,
    host: 'site',
    tag: 'commerce',
    summary:
      'Fulfils lines (all that are left when none are named) with a carrier and tracking number; the buyer is mailed',
    params: orderParams,
    body: z.object({
      lines: lineRequest.optional(),
      carrier: z.string().max(100),
      trackingNumber: z.string().max(100),
    }),
    answer: detail,
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params, body, account }) =>
      fulfilOrder(
        ctx.db,
        site,
        params.orderId,
        { lines: body.lines ?? null, carrier: body.carrier, trackingNumber: body.trackingNumber },
        account?.id ?? null,
        ctx.now(),
      ),
  }),
  defineRoute({
    method: 'POST',
    path: `${ORDERS}/:orderId/refunds`,
    host: 'site',
    tag: 'commerce',
    summary:
      'Refunds an amount through the payment provider, naming lines and optionally restocking them (Idempotency-Key header)',
    params: orderParams,
    body: z.object({ amountCents: z.number().int().min(1), lines: lineRequest, restock: z.boolean() }),
    answer: detail,
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body, account, request }) => {
      const order = await refundOrder(
        ctx.db,
        site,
        params.orderId,
        { kind: 'refund', ...body, key: idempotencyKeyOf(request.headers) },
        account?.id ?? null,
        ctx.now(),
      );
      if (body.restock)
        await publishSiteChange(
          ctx,
          site.id,
          order.lines.map((l) => Tags.item(l.productId)),
        );
      return order;
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${ORDERS}/:orderId/cancel`,
    host: 'site',
    tag: 'commerce',
    summary:
      'Cancels an order nothing of which was fulfilled: refunds all of it and restocks it (Idempotency-Key header)',
    params: orderParams,
    answer: detail,
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, account, request }) => {
      const order = await refundOrder(
        ctx.db,
        site,
        params.orderId,
        { kind: 'cancel', lines: [], restock: true, key: idempotencyKeyOf(request.headers) },
        account?.id ?? null,
        ctx.now(),
      );
      await publishSiteChange(
        ctx,
        site.id,
        order.lines.map((l) => Tags.item(l.productId)),
      );
      return order;
    },
  }),
];
