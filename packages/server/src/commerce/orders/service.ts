// The owner's orders: listed, read with their payments and timeline, fulfilled (all or some lines,
// with a carrier and tracking number), refunded (an amount or lines, optionally restocking, through
// the provider) and cancelled (nothing shipped yet: everything refunded and restocked). Each act is
// checked by core's order process first and written with the order locked; money moves outside the
// transaction under an idempotency key made from the request's, so a retried refund refunds once.

import {
  applyOrderEvent,
  formatOrderNumber,
  getCurrency,
  ORDER_MESSAGES,
  ORDER_STATE_LABELS,
  type OrderEvent,
  type OrderFacts,
  type OrderState,
  orderEventRefusal,
  orderStateOf,
} from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { parseJsonColumn } from '../../db/json.ts';
import { pageOf, readPagePosition } from '../../db/newest-first.ts';
import type { Website } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { csvLine } from '../../http/csv.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/service.ts';
import { returnStock } from '../catalogue/index.ts';
import { providerById } from '../payments/providers.ts';
import { orderNoticeJob } from './jobs.ts';
import {
  insertOrderEvent,
  type OrderLineRow,
  type OrderRow,
  selectOrder,
  selectOrderEvents,
  selectOrderIdByNumber,
  selectOrderLines,
  selectOrderPage,
  selectOrderPayments,
  selectOrderTimeline,
  updateOrder,
  updateOrderLine,
  updatePayment,
} from './repository.ts';
import {
  type OrderDetail,
  type OrderSummary,
  orderView,
  storedAddress,
  storedShippingOption,
  timelineEntryOf,
} from './view.ts';

export const ORDER_NOT_FOUND = 'This order does not exist.';
export const ORDERS_PAGE_SIZE = 50;

/** The field of the owner's form a refusal is about, so the screen can show it beside that field. */
const REFUSAL_FIELDS: Partial<Record<string, 'lines' | 'amountCents'>> = {
  [ORDER_MESSAGES.nothingToFulfil]: 'lines',
  [ORDER_MESSAGES.overFulfil]: 'lines',
  [ORDER_MESSAGES.unknownLine]: 'lines',
  [ORDER_MESSAGES.overRefundLines]: 'lines',
  [ORDER_MESSAGES.refundAmount]: 'amountCents',
};

/** A 409 for what core's order process refuses, naming its field when it has one. */
function refused(message: string): HttpError {
  const field = REFUSAL_FIELDS[message];
  return new HttpError(409, message, field ? { [field]: message } : undefined);
}

function factsOf(order: OrderRow, lines: OrderLineRow[]): OrderFacts {
  return {
    lines: lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      fulfilledQuantity: l.fulfilled_quantity,
      refundedQuantity: l.refunded_quantity,
    })),
    paidCents: Number(order.grand_total_cents),
    refundedCents: Number(order.refunded_cents),
    cancelled: order.cancelled === 1,
  };
}

/** The buyer's name: the shipping address's, else the billing address's (a digital order has only that). */
function customerNameOf(order: OrderRow): string | null {
  for (const column of [order.shipping_address, order.billing_address]) {
    const name = parseJsonColumn<{ name?: unknown } | null>(column ?? 'null', null)?.name;
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  }
  return null;
}

export async function listOrders(
  db: Db,
  site: Website,
  query: { q: string; state: string | null; cursor: string | null },
): Promise<{ orders: OrderSummary[]; next: string | null }> {
  const rows = await selectOrderPage(db, site.id, {
    q: query.q,
    state: query.state,
    before: readPagePosition(query.cursor),
    limit: ORDERS_PAGE_SIZE + 1,
  });
  const { page, next } = pageOf(rows, ORDERS_PAGE_SIZE);
  return {
    orders: page.map((row) => ({ ...orderView(row, []), customerName: customerNameOf(row) })),
    next,
  };
}

/** One order by its number, as readOrder: the config area opens an order from its address. */
export async function readOrderByNumber(db: Db, site: Website, number: number): Promise<OrderDetail> {
  const found = await selectOrderIdByNumber(db, site.id, number);
  if (!found) throw new HttpError(404, ORDER_NOT_FOUND);
  return readOrder(db, site, found.id);
}

export async function readOrder(db: Db, site: Website, orderId: string): Promise<OrderDetail> {
  const order = await selectOrder(db, site.id, orderId);
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  const [lines, events, payments] = await Promise.all([
    selectOrderLines(db, site.id, orderId),
    selectOrderTimeline(db, site.id, orderId),
    selectOrderPayments(db, site.id, orderId),
  ]);
  return {
    ...orderView(order, lines),
    shippingAddress: storedAddress(order.shipping_address),
    billingAddress: storedAddress(order.billing_address),
    shippingOption: storedShippingOption(order.shipping_option),
    couponCodes: parseJsonColumn<string[]>(order.coupon_codes, []),
    payments: payments.map((p) => ({
      provider: p.provider,
      status: p.status,
      amountCents: Number(p.amount_cents),
      refundedCents: Number(p.refunded_cents),
      last4: p.last4,
    })),
    timeline: events.flatMap((e) =>
      timelineEntryOf({
        kind: e.kind,
        detail: parseJsonColumn<unknown>(e.detail, {}),
        at: Number(e.created_at),
        by: e.display_name?.trim() || e.account_email || null,
      }),
    ),
    lineStates: lines.map((l) => ({
      id: l.id,
      fulfilledQuantity: l.fulfilled_quantity,
      refundedQuantity: l.refunded_quantity,
    })),
  };
}

/** Applies an allowed event to the locked order: its lines, money, state and timeline. */
async function apply(
  trx: Db,
  site: Website,
  order: OrderRow,
  lines: OrderLineRow[],
  event: OrderEvent,
  record: { kind: string; detail: Record<string, unknown>; accountId: string | null; now: number },
) {
  const after = applyOrderEvent(factsOf(order, lines), event);
  for (const line of after.lines) {
    const before = lines.find((l) => l.id === line.id);
    if (
      before &&
      (before.fulfilled_quantity !== line.fulfilledQuantity ||
        before.refunded_quantity !== line.refundedQuantity)
    )
      await updateOrderLine(trx, site.id, line.id, {
        fulfilled_quantity: line.fulfilledQuantity,
        refunded_quantity: line.refundedQuantity,
      });
  }
  await updateOrder(trx, site.id, order.id, {
    state: orderStateOf(after),
    refunded_cents: after.refundedCents,
    cancelled: after.cancelled ? 1 : 0,
    version: order.version + 1,
    updated_at: record.now,
  });
  const eventId = newId();
  await insertOrderEvent(trx, {
    website_id: site.id,
    id: eventId,
    order_id: order.id,
    kind: record.kind,
    detail: JSON.stringify(record.detail),
    account_id: record.accountId,
    created_at: record.now,
  });
  await enqueueJob(
    trx,
    orderNoticeJob,
    { orderId: order.id, eventId },
    { websiteId: site.id, now: record.now },
  );
}

async function lockedOrder(trx: Db, site: Website, orderId: string) {
  const order = await selectOrder(trx, site.id, orderId, { lock: true });
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  return { order, lines: await selectOrderLines(trx, site.id, orderId) };
}

export function fulfilOrder(
  db: Db,
  site: Website,
  orderId: string,
  request: { lines: { lineId: string; quantity: number }[] | null; carrier: string; trackingNumber: string },
  accountId: string | null,
  now: number,
): Promise<OrderDetail> {
  return inTransaction(db, async (trx) => {
    const { order, lines } = await lockedOrder(trx, site, orderId);
    // No lines named: everything not yet fulfilled.
    const asked =
      request.lines ??
      lines
        .map((l) => ({ lineId: l.id, quantity: l.quantity - l.fulfilled_quantity }))
        .filter((l) => l.quantity > 0);
    const event: OrderEvent = { kind: 'fulfil', lines: asked };
    const refusal = orderEventRefusal(factsOf(order, lines), event);
    if (refusal) throw refused(refusal);
    await apply(trx, site, order, lines, event, {
      kind: 'fulfilled',
      detail: {
        lines: asked,
        carrier: request.carrier.trim(),
        trackingNumber: request.trackingNumber.trim(),
      },
      accountId,
      now,
    });
    return readOrder(trx, site, orderId);
  });
}

/**
 * Refunds an amount (and says which lines, optionally putting their stock back), or cancels: the
 * check, then the provider's refund under `refund:<order>:<key>`, then the order written — a
 * retry with the same key finds its refund already there at each step and refunds nothing more.
 */
export async function refundOrder(
  db: Db,
  site: Website,
  orderId: string,
  request: {
    kind: 'refund' | 'cancel';
    amountCents?: number;
    lines: { lineId: string; quantity: number }[];
    restock: boolean;
    key: string;
  },
  accountId: string | null,
  now: number,
): Promise<OrderDetail> {
  const order = await selectOrder(db, site.id, orderId);
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  const done = (events: Awaited<ReturnType<typeof selectOrderEvents>>) =>
    events.some((e) => parseJsonColumn<{ key?: string }>(e.detail, {}).key === request.key);
  if (done(await selectOrderEvents(db, site.id, orderId))) return readOrder(db, site, orderId);
  const lines = await selectOrderLines(db, site.id, orderId);
  const facts = factsOf(order, lines);
  const left = facts.paidCents - facts.refundedCents;
  const event: OrderEvent =
    request.kind === 'cancel'
      ? { kind: 'cancel' }
      : { kind: 'refund', amountCents: request.amountCents ?? 0, lines: request.lines };
  const refusal = orderEventRefusal(facts, event);
  if (refusal) throw refused(refusal);
  const amount = request.kind === 'cancel' ? left : (request.amountCents ?? 0);

  const payment = (await selectOrderPayments(db, site.id, orderId)).find(
    (p) => p.status === 'captured' || p.status === 'refunded',
  );
  if (amount > 0) {
    const provider = payment?.charge_id ? providerById(db, payment.provider, () => now) : null;
    if (!payment?.charge_id || !provider)
      throw new HttpError(409, 'This order has no payment that can be refunded.');
    await provider.refund({
      websiteId: site.id,
      chargeId: payment.charge_id,
      amountCents: amount,
      idempotencyKey: `refund:${orderId}:${request.key}`,
    });
  }
  return inTransaction(db, async (trx) => {
    const current = await lockedOrder(trx, site, orderId);
    if (done(await selectOrderEvents(trx, site.id, orderId))) return readOrder(trx, site, orderId);
    const restocked =
      request.kind === 'cancel'
        ? current.lines.map((l) => ({ lineId: l.id, quantity: l.quantity - l.refunded_quantity }))
        : request.restock
          ? request.lines
          : [];
    for (const r of restocked) {
      const line = current.lines.find((l) => l.id === r.lineId);
      if (line && r.quantity > 0) await returnStock(trx, site.id, line.variant_id, r.quantity);
    }
    // Read again under the order's lock: another refund may have been written meanwhile.
    const paid = (await selectOrderPayments(trx, site.id, orderId)).find((p) => p.id === payment?.id);
    if (paid && amount > 0) {
      const refunded = Number(paid.refunded_cents) + amount;
      await updatePayment(trx, site.id, paid.id, {
        refunded_cents: refunded,
        status: refunded >= Number(paid.amount_cents) ? 'refunded' : paid.status,
        updated_at: now,
      });
    }
    const stillAllowed = orderEventRefusal(factsOf(current.order, current.lines), event);
    if (stillAllowed) throw refused(stillAllowed);
    await apply(trx, site, current.order, current.lines, event, {
      kind: request.kind === 'cancel' ? 'cancelled' : 'refunded',
      detail: { key: request.key, amountCents: amount, lines: request.lines, restock: restocked },
      accountId,
      now,
    });
    return readOrder(trx, site, orderId);
  });
}

export const ORDERS_CSV_COLUMNS = [
  'Order',
  'Placed',
  'Email',
  'State',
  'Items',
  'Subtotal',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Refunded',
  'Currency',
] as const;

/**
 * The orders as CSV, newest first, read a page at a time (amounts in the currency's units, as typed):
 * every order, or those the list's search and state filter show.
 */
export function ordersCsv(
  db: Db,
  site: Website,
  filter: { q: string; state: string | null } = { q: '', state: null },
): AsyncIterable<string> {
  const units = (cents: number, currency: string) =>
    (cents / 10 ** getCurrency(currency).fractionDigits).toFixed(getCurrency(currency).fractionDigits);
  return (async function* lines() {
    yield csvLine(ORDERS_CSV_COLUMNS);
    let before: { createdAt: number; id: string } | null = null;
    for (;;) {
      const rows = await selectOrderPage(db, site.id, { ...filter, before, limit: 500 });
      for (const row of rows) {
        const lines = await selectOrderLines(db, site.id, row.id);
        yield csvLine([
          formatOrderNumber(row.number),
          new Date(Number(row.created_at)).toISOString(),
          row.email,
          ORDER_STATE_LABELS[row.state as OrderState] ?? row.state,
          lines.map((l) => `${l.quantity} × ${l.title} (${l.sku})`).join('; '),
          ...[
            row.subtotal_cents,
            row.discount_cents,
            row.shipping_cents,
            row.tax_cents,
            row.grand_total_cents,
            row.refunded_cents,
          ].map((c) => units(Number(c), row.currency)),
          row.currency,
        ]);
      }
      const last = rows.at(-1);
      if (!last || rows.length < 500) return;
      before = { createdAt: Number(last.created_at), id: last.id };
    }
  })();
}
