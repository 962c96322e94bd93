// What the owner may do to an order, asked of core's order process (the same table the server
// checks), and the few words and numbers the screens derive from an order.
import { formatMoney, type OrderFacts, orderEventRefusal } from '@tessera/core';
import type { OrderDetail, OrderLine } from '@tessera/site/api/routes.gen.ts';

export interface LineProgress {
  line: OrderLine;
  fulfilled: number;
  refunded: number;
  /** Left to fulfil */
  toFulfil: number;
  /** Left to refund */
  toRefund: number;
}

export function lineProgress(order: OrderDetail): LineProgress[] {
  return order.lines.map((line) => {
    const state = order.lineStates.find((s) => s.id === line.id);
    const fulfilled = state?.fulfilledQuantity ?? 0;
    const refunded = state?.refundedQuantity ?? 0;
    return {
      line,
      fulfilled,
      refunded,
      toFulfil: line.quantity - fulfilled,
      toRefund: line.quantity - refunded,
    };
  });
}

export function factsOf(order: OrderDetail): OrderFacts {
  return {
    lines: lineProgress(order).map((p) => ({
      id: p.line.id,
      quantity: p.line.quantity,
      fulfilledQuantity: p.fulfilled,
      refundedQuantity: p.refunded,
    })),
    paidCents: order.grandTotalCents,
    refundedCents: order.refundedCents,
    cancelled: order.state === 'cancelled',
  };
}

/** What is left of the payment to refund. */
export const refundableCents = (order: OrderDetail) => order.grandTotalCents - order.refundedCents;

/** The actions core's order process allows now: each is offered only then. */
export function allowedActions(order: OrderDetail) {
  const facts = factsOf(order);
  const rest = lineProgress(order)
    .filter((p) => p.toFulfil > 0)
    .map((p) => ({ lineId: p.line.id, quantity: p.toFulfil }));
  return {
    fulfil: orderEventRefusal(facts, { kind: 'fulfil', lines: rest }) === null,
    refund:
      orderEventRefusal(facts, { kind: 'refund', amountCents: refundableCents(order), lines: [] }) === null,
    cancel: orderEventRefusal(facts, { kind: 'cancel' }) === null,
  };
}

/** 'Everyday Mug (Glaze: Fern, Size: Large)' */
export function lineName(line: OrderLine): string {
  const options = Object.entries(line.optionValues).map(([name, value]) => `${name}: ${value}`);
  return options.length > 0 ? `${line.title} (${options.join(', ')})` : line.title;
}

export const money = (cents: number, currency: string) => formatMoney(cents, currency);

export { count } from '../../ui/count.ts';
