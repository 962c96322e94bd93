// The commerce mails as the owner previews them (page type 301, commerce email preview): each mail
// the store sends, rendered by the very template functions the order jobs call (orders/jobs.ts), with
// a real order of the site (?order=<id>) or a sample one. Nothing is queued or sent.
import { formatOrderNumber, ProductType } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { ID_PATTERN } from '../../db/ids.ts';
import {
  newOrderMail,
  orderConfirmationMail,
  orderRefundedMail,
  orderShippedMail,
} from '../../mail/templates/Order.tsx';
import type { RenderedMail } from '../../mail/templates/render.tsx';
import { ORDER_PAGE_PATH } from '../order-page/links.ts';
import { selectOrder, selectOrderLines } from '../orders/index.ts';
import {
  NEW_ORDER_KIND,
  ORDER_CONFIRMATION_KIND,
  ORDER_REFUNDED_KIND,
  ORDER_SHIPPED_KIND,
} from '../orders/jobs.ts';
import { type OrderView, orderView } from '../orders/view.ts';

/** Each commerce mail, by the outbox's kind (a cancellation is a refund mail saying so). */
export const COMMERCE_MAILS = [
  { kind: ORDER_CONFIRMATION_KIND, label: 'Order confirmation', to: 'the buyer' },
  { kind: NEW_ORDER_KIND, label: 'New order', to: 'the store’s staff' },
  { kind: ORDER_SHIPPED_KIND, label: 'Order shipped', to: 'the buyer' },
  { kind: ORDER_REFUNDED_KIND, label: 'Refund', to: 'the buyer' },
  { kind: 'order-cancelled', label: 'Order cancelled', to: 'the buyer' },
] as const;
export type CommerceMailKind = (typeof COMMERCE_MAILS)[number]['kind'];

export function isCommerceMailKind(value: string): value is CommerceMailKind {
  return COMMERCE_MAILS.some((mail) => mail.kind === value);
}

/** The sample a store with no orders yet previews: two products, one of them a download. */
export function sampleOrder(currency: string, now: number): OrderView {
  const line = (
    id: string,
    title: string,
    unitPriceCents: number,
    quantity: number,
    productType: number,
  ) => ({
    id,
    productId: `sample-${id}`,
    variantId: `sample-${id}-v`,
    title,
    sku: `SQ000000${id}`,
    optionValues: {},
    unitPriceCents,
    quantity,
    productType,
  });
  return {
    id: 'sample',
    number: formatOrderNumber(1001),
    state: 'paid',
    stateLabel: 'Paid',
    email: 'buyer@example.com',
    currency,
    subtotalCents: 6800,
    discountCents: 0,
    shippingCents: 600,
    taxCents: 544,
    grandTotalCents: 7944,
    refundedCents: 0,
    testMode: true,
    created: now,
    lines: [
      line('1', 'Sample mug', 2800, 2, ProductType.physical),
      line('2', 'Sample recipe book', 1200, 1, ProductType.digital),
    ],
  };
}

/** The order to preview with: the site's order `orderId`, or the sample; null when there is no such order. */
export async function previewOrder(
  db: Db,
  site: { id: string; currency: string },
  orderId: string | undefined,
  now: number,
): Promise<OrderView | null> {
  if (!orderId) return sampleOrder(site.currency, now);
  if (!ID_PATTERN.test(orderId)) return null;
  const order = await selectOrder(db, site.id, orderId);
  return order ? orderView(order, await selectOrderLines(db, site.id, orderId)) : null;
}

/** One mail as it would be sent for `order`, by the template the order jobs use. */
export function renderCommerceMail(
  kind: CommerceMailKind,
  siteTitle: string,
  order: OrderView,
): RenderedMail {
  const props = { siteTitle, order };
  switch (kind) {
    case ORDER_CONFIRMATION_KIND:
      // The real mail links the order's signed page; the preview shows where it leads.
      return orderConfirmationMail({ ...props, orderUrl: `${ORDER_PAGE_PATH}?order=preview` });
    case NEW_ORDER_KIND:
      return newOrderMail(props);
    case ORDER_SHIPPED_KIND:
      return orderShippedMail(props, { carrier: 'Sample Post', trackingNumber: 'SP123456789' });
    case ORDER_REFUNDED_KIND:
      return orderRefundedMail(props, Math.max(1, Math.round(order.grandTotalCents / 2)), false);
    case 'order-cancelled':
      return orderRefundedMail(props, order.grandTotalCents, true);
  }
}
