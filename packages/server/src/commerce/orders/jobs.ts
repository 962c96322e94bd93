// What follows an order, off the checkout's path (DESIGN: cross-feature reactions go through jobs):
// the buyer's confirmation and the store's new-order mail. Each mail is queued once however often
// the job runs (a dedupe key per order and mail), so a retried job never mails twice.
import { SiteUserRole } from '@tessera/core';
import { z } from 'zod';
import { defineJob } from '../../jobs/definition.ts';
import { inTransaction } from '../../jobs/service.ts';
import { queueMailOnce } from '../../mail/service.ts';
import { newOrderMail, orderConfirmationMail } from '../../mail/templates/Order.tsx';
import { selectOrder, selectOrderLines, selectOrderNotifyEmails, selectWebsiteTitle } from './repository.ts';
import { orderView } from './view.ts';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';
export const NEW_ORDER_KIND = 'order-new';

export const orderPlacedJob = defineJob({
  name: 'commerce.order-placed',
  payload: z.object({ orderId: z.string() }),
  maxAttempts: 10,
  async run({ orderId }, ctx) {
    const websiteId = ctx.job.websiteId;
    if (!websiteId) return;
    const order = await selectOrder(ctx.db, websiteId, orderId);
    if (!order) return;
    const view = orderView(order, await selectOrderLines(ctx.db, websiteId, orderId));
    const props = { siteTitle: await selectWebsiteTitle(ctx.db, websiteId), order: view };
    const staff = await selectOrderNotifyEmails(ctx.db, websiteId, [
      SiteUserRole.admin,
      SiteUserRole.storeManager,
    ]);
    await inTransaction(ctx.db, async (trx) => {
      await queueMailOnce(trx, `order:${orderId}:buyer`, {
        kind: ORDER_CONFIRMATION_KIND,
        to: order.email,
        websiteId,
        ...orderConfirmationMail(props),
      });
      for (const email of staff)
        await queueMailOnce(trx, `order:${orderId}:staff:${email}`, {
          kind: NEW_ORDER_KIND,
          to: email,
          websiteId,
          ...newOrderMail(props),
        });
    });
  },
});
