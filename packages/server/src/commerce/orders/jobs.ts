// What follows an order, off the checkout's path (DESIGN: cross-feature reactions go through jobs):
// the buyer's confirmation and the store's new-order mail. Each mail is queued once however often
// the job runs (a dedupe key per order and mail), so a retried job never mails twice.
import { configAddressPath, Permission } from '@tessera/core';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/definition.ts';
import { queueMailOnce } from '../../mail/service.ts';
import {
  newOrderMail,
  orderConfirmationMail,
  orderRefundedMail,
  orderShippedMail,
} from '../../mail/templates/Order.tsx';
import { emailsWithPermission } from '../../websites/members.ts';
import { selectOrder, selectOrderEvent, selectOrderLines, selectWebsiteTitle } from './repository.ts';
import { orderView } from './view.ts';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';
export const NEW_ORDER_KIND = 'order-new';

export const orderPlacedJob = defineJob({
  name: 'commerce.order-placed',
  // orderUrl: the order's signed page for the buyer's mail (absent in jobs queued before 0016)
  payload: z.object({ orderId: z.string(), orderUrl: z.string().optional() }),
  maxAttempts: 10,
  async run({ orderId, orderUrl }, ctx) {
    const websiteId = ctx.job.websiteId;
    if (!websiteId) return;
    const order = await selectOrder(ctx.db, websiteId, orderId);
    if (!order) return;
    const view = orderView(order, await selectOrderLines(ctx.db, websiteId, orderId));
    const props = { siteTitle: await selectWebsiteTitle(ctx.db, websiteId), order: view };
    const staff = await emailsWithPermission(ctx.db, websiteId, Permission.commerce);
    // The order's config address, on the site's own host: the buyer's order page names it.
    const configUrl = orderUrl
      ? new URL(configAddressPath('commerce', ['orders', String(order.number)]), orderUrl).href
      : undefined;
    await inTransaction(ctx.db, async (trx) => {
      await queueMailOnce(trx, `order:${orderId}:buyer`, {
        kind: ORDER_CONFIRMATION_KIND,
        to: order.email,
        websiteId,
        ...orderConfirmationMail({ ...props, ...(orderUrl ? { orderUrl } : {}) }),
      });
      for (const email of staff)
        await queueMailOnce(trx, `order:${orderId}:staff:${email}`, {
          kind: NEW_ORDER_KIND,
          to: email,
          websiteId,
          ...newOrderMail({ ...props, ...(configUrl ? { configUrl } : {}) }),
        });
    });
  },
});

export const ORDER_SHIPPED_KIND = 'order-shipped';
export const ORDER_REFUNDED_KIND = 'order-refunded';

/** The buyer hears of a fulfilment (with its tracking) or a refund, once per event. */
export const orderNoticeJob = defineJob({
  name: 'commerce.order-notice',
  payload: z.object({ orderId: z.string(), eventId: z.string() }),
  maxAttempts: 10,
  async run({ orderId, eventId }, ctx) {
    const websiteId = ctx.job.websiteId;
    if (!websiteId) return;
    const [order, event] = await Promise.all([
      selectOrder(ctx.db, websiteId, orderId),
      selectOrderEvent(ctx.db, websiteId, eventId),
    ]);
    if (!order || !event) return;
    const props = {
      siteTitle: await selectWebsiteTitle(ctx.db, websiteId),
      order: orderView(order, await selectOrderLines(ctx.db, websiteId, orderId)),
    };
    const detail = JSON.parse(event.detail) as {
      carrier?: string;
      trackingNumber?: string;
      amountCents?: number;
    };
    const mail =
      event.kind === 'fulfilled'
        ? {
            kind: ORDER_SHIPPED_KIND,
            ...orderShippedMail(props, {
              carrier: detail.carrier ?? '',
              trackingNumber: detail.trackingNumber ?? '',
            }),
          }
        : {
            kind: ORDER_REFUNDED_KIND,
            ...orderRefundedMail(props, detail.amountCents ?? 0, event.kind === 'cancelled'),
          };
    await queueMailOnce(ctx.db, `order:${orderId}:event:${eventId}`, { to: order.email, websiteId, ...mail });
  },
});
