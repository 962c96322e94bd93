// Order confirmed (202) at /order-confirmed?order=<signed token>: the buyer's receipt, where the
// checkout leads and the confirmation mail links, with the files of any digital product. It shows
// one buyer's order, so it is never cached. Without a valid token it hands over to order received
// (207, ../order-received/): the order is placed and the mail has the link (a link cut short).
import { PageType } from '@tessera/core';
import { OrderReceipt, type ReceiptData } from '@tessera/site';
import { ORDER_PAGE_PATH } from '../../commerce/order-page/links.ts';
import { orderReceipt } from '../../commerce/order-page/receipt.ts';
import { loadSecret } from '../../system/secret.ts';
import { definePageType, route } from '../define.ts';
import { orderReceivedPage } from '../order-received/index.tsx';
import { type Outcome, show } from '../outcome.ts';

export interface OrderConfirmedData {
  receipt: ReceiptData;
}

export const orderConfirmedPage = definePageType<OrderConfirmedData>({
  name: 'order-confirmed',
  pageType: PageType.orderConfirmed,
  route: route({
    path: ORDER_PAGE_PATH,
    params: {},
    load: async (_params, { db, site, request, now }): Promise<Outcome> => {
      const token = request.query.order ?? '';
      const secret = { id: site.website.id, secret: await loadSecret(db) };
      const receipt = token ? await orderReceipt(db, secret, token, now) : null;
      return receipt ? show(orderConfirmedPage, { receipt }) : show(orderReceivedPage, {});
    },
  }),
  head: () => ({ title: 'Order confirmed', canonicalPath: ORDER_PAGE_PATH }),
  render: ({ receipt }) => (
    <>
      <h1 className="page-title">Thank you for your order</h1>
      <OrderReceipt receipt={receipt} />
    </>
  ),
});
