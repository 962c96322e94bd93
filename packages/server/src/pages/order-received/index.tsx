// Order received (207): what /order-confirmed shows when it cannot show the receipt (order
// confirmed, 202) — the link is cut short, edited, or from an older secret. The spec names the type
// but not when it shows (spec 1 §2); here it is the page a buyer reaches with an order placed but
// no receipt to show: the order was received, and the confirmation mail has its details and link.
// Reached only as /order-confirmed's outcome (no route of its own); never cached, as its address is
// one buyer's.
import { PageType } from '@tessera/core';
import { ORDER_PAGE_PATH } from '../../commerce/order-page/links.ts';
import { definePageType } from '../define.ts';

export const ORDER_RECEIVED_MESSAGE =
  'Your order is placed. The confirmation we emailed you has its details and a link back to this page.';

export const orderReceivedPage = definePageType<Record<string, never>>({
  name: 'order-received',
  pageType: PageType.orderReceived,
  head: () => ({ title: 'Order received', canonicalPath: ORDER_PAGE_PATH }),
  render: () => (
    <>
      <h1 className="page-title">Thank you for your order</h1>
      <p>{ORDER_RECEIVED_MESSAGE}</p>
    </>
  ),
});
