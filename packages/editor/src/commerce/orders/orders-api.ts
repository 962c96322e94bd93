// The owner's orders over the API (the commerce permission): the list, one order, and the three
// things done to an order. Shapes as the server's routes answer them
// (server/src/commerce/orders/service.ts: OrderSummary, OrderDetail).
import type { OrderState } from '@tessera/core';
import { request } from '@tessera/site/runtime/data-layer.ts';

export const ORDERS = '/api/config/commerce/orders';

export interface OrderLine {
  id: string;
  productId: string;
  variantId: string;
  title: string;
  sku: string;
  optionValues: Record<string, string>;
  unitPriceCents: number;
  quantity: number;
  productType: number;
}

interface OrderBase {
  id: string;
  number: string;
  state: OrderState;
  stateLabel: string;
  email: string;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  refundedCents: number;
  testMode: boolean;
  /** Milliseconds since the epoch, UTC */
  created: number;
}

export interface OrderSummary extends OrderBase {
  customerName: string | null;
}

export interface Address {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  zip: string;
  country: string;
}

export interface TimelineEntry {
  kind: string;
  detail: Record<string, unknown>;
  at: number;
  /** Who did it: null for the buyer at checkout or the system */
  by: string | null;
}

export interface OrderDetail extends OrderBase {
  lines: OrderLine[];
  shippingAddress: Address | null;
  billingAddress: Address | null;
  shippingOption: { id: string; name: string; costCents: number; pickup?: boolean } | null;
  couponCodes: string[];
  payments: {
    provider: string;
    status: string;
    amountCents: number;
    refundedCents: number;
    last4: string | null;
  }[];
  timeline: TimelineEntry[];
  lineStates: { id: string; fulfilledQuantity: number; refundedQuantity: number }[];
}

export interface OrderFilter {
  q: string;
  state: OrderState | '';
}

export interface OrderPage {
  orders: OrderSummary[];
  next: string | null;
}

const filterQuery = (filter: OrderFilter) => ({
  ...(filter.q ? { q: filter.q } : {}),
  ...(filter.state ? { state: filter.state } : {}),
});

/** One page of orders, newest first; `cursor` is the previous page's `next`. */
export function fetchOrders(filter: OrderFilter, cursor: string | null): Promise<OrderPage> {
  return request<OrderPage>({
    method: 'GET',
    url: ORDERS,
    data: { ...filterQuery(filter), ...(cursor ? { cursor } : {}) },
    silent: true,
  });
}

/** The CSV export of what the list shows: a plain link, which the browser downloads (streamed). */
export function ordersCsvUrl(filter: OrderFilter): string {
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return `${ORDERS}.csv${query ? `?${query}` : ''}`;
}

export function fetchOrder(orderId: string): Promise<OrderDetail> {
  return request<OrderDetail>({ method: 'GET', url: `${ORDERS}/${orderId}`, silent: true });
}

export interface LineQuantity {
  lineId: string;
  quantity: number;
}

export function fulfilOrder(
  orderId: string,
  fulfilment: { lines: LineQuantity[]; carrier: string; trackingNumber: string },
): Promise<OrderDetail> {
  return request<OrderDetail>({
    method: 'POST',
    url: `${ORDERS}/${orderId}/fulfilments`,
    data: fulfilment,
    json: true,
    silent: true,
  });
}

/** Money moves: the key is the attempt's own, the same when an unanswered attempt is retried. */
export function refundOrder(
  orderId: string,
  refund: { amountCents: number; lines: LineQuantity[]; restock: boolean },
  idempotencyKey: string,
): Promise<OrderDetail> {
  return request<OrderDetail>({
    method: 'POST',
    url: `${ORDERS}/${orderId}/refunds`,
    data: refund,
    json: true,
    silent: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function cancelOrder(orderId: string, idempotencyKey: string): Promise<OrderDetail> {
  return request<OrderDetail>({
    method: 'POST',
    url: `${ORDERS}/${orderId}/cancel`,
    silent: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
