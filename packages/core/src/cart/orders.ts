// An order's life as a table of events with guards (Vendure's order process is the model). An
// order is created paid; the owner fulfils lines, refunds money (optionally for lines), or cancels
// an order nothing of which was shipped (which refunds it all). Its state follows from what has
// happened, so it can never disagree with its lines and payments:
//   cancelled > refunded (all money back) > partially refunded > fulfilled > partially fulfilled > paid
export const ORDER_STATES = [
  'paid',
  'partiallyFulfilled',
  'fulfilled',
  'partiallyRefunded',
  'refunded',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  paid: 'Paid',
  partiallyFulfilled: 'Partially fulfilled',
  fulfilled: 'Fulfilled',
  partiallyRefunded: 'Partially refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export interface OrderFacts {
  lines: readonly { id: string; quantity: number; fulfilledQuantity: number; refundedQuantity: number }[];
  paidCents: number;
  refundedCents: number;
  cancelled: boolean;
}

export function orderStateOf(order: OrderFacts): OrderState {
  if (order.cancelled) return 'cancelled';
  if (order.paidCents > 0 && order.refundedCents >= order.paidCents) return 'refunded';
  if (order.refundedCents > 0) return 'partiallyRefunded';
  const ordered = order.lines.reduce((s, l) => s + l.quantity, 0);
  const fulfilled = order.lines.reduce((s, l) => s + l.fulfilledQuantity, 0);
  if (ordered > 0 && fulfilled >= ordered) return 'fulfilled';
  return fulfilled > 0 ? 'partiallyFulfilled' : 'paid';
}

export type OrderEvent =
  | { kind: 'fulfil'; lines: { lineId: string; quantity: number }[] }
  | { kind: 'refund'; amountCents: number; lines: { lineId: string; quantity: number }[] }
  | { kind: 'cancel' };

export const ORDER_MESSAGES = {
  final: 'This order is closed: nothing more can be done with it.',
  nothingToFulfil: 'Choose at least one item to fulfil.',
  overFulfil: 'That is more than is left to fulfil of this item.',
  unknownLine: 'This order has no such item.',
  refundAmount: 'A refund is more than nothing and at most what is left of the payment.',
  overRefundLines: 'That is more than is left to refund of this item.',
  cancelShipped: 'An order with fulfilled items cannot be cancelled; refund it instead.',
} as const;

/** Why `event` may not happen to `order` (null: it may). */
export function orderEventRefusal(order: OrderFacts, event: OrderEvent): string | null {
  const state = orderStateOf(order);
  if (state === 'cancelled' || state === 'refunded') return ORDER_MESSAGES.final;
  const line = (id: string) => order.lines.find((l) => l.id === id);
  // One line named twice counts as its sum: each part alone may fit where both together do not.
  const askedOf = (asked: { lineId: string; quantity: number }[], id: string) =>
    asked.filter((a) => a.lineId === id).reduce((s, a) => s + a.quantity, 0);
  switch (event.kind) {
    case 'fulfil': {
      if (event.lines.length === 0 || event.lines.every((l) => l.quantity <= 0))
        return ORDER_MESSAGES.nothingToFulfil;
      for (const asked of event.lines) {
        const found = line(asked.lineId);
        if (!found) return ORDER_MESSAGES.unknownLine;
        if (
          asked.quantity < 0 ||
          askedOf(event.lines, asked.lineId) > found.quantity - found.fulfilledQuantity
        )
          return ORDER_MESSAGES.overFulfil;
      }
      return null;
    }
    case 'refund': {
      const left = order.paidCents - order.refundedCents;
      if (!Number.isSafeInteger(event.amountCents) || event.amountCents <= 0 || event.amountCents > left)
        return ORDER_MESSAGES.refundAmount;
      for (const asked of event.lines) {
        const found = line(asked.lineId);
        if (!found) return ORDER_MESSAGES.unknownLine;
        if (
          asked.quantity < 0 ||
          askedOf(event.lines, asked.lineId) > found.quantity - found.refundedQuantity
        )
          return ORDER_MESSAGES.overRefundLines;
      }
      return null;
    }
    case 'cancel':
      return order.lines.some((l) => l.fulfilledQuantity > 0) ? ORDER_MESSAGES.cancelShipped : null;
  }
}

/** The order after `event` (which must be allowed): the facts moved on, the state read from them. */
export function applyOrderEvent(order: OrderFacts, event: OrderEvent): OrderFacts {
  const moved = (
    asked: { lineId: string; quantity: number }[],
    key: 'fulfilledQuantity' | 'refundedQuantity',
  ) =>
    order.lines.map((l) => ({
      ...l,
      [key]: l[key] + asked.filter((a) => a.lineId === l.id).reduce((s, a) => s + a.quantity, 0),
    }));
  switch (event.kind) {
    case 'fulfil':
      return { ...order, lines: moved(event.lines, 'fulfilledQuantity') };
    case 'refund':
      return {
        ...order,
        lines: moved(event.lines, 'refundedQuantity'),
        refundedCents: order.refundedCents + event.amountCents,
      };
    case 'cancel':
      return { ...order, cancelled: true, refundedCents: order.paidCents };
  }
}

/** Orders are numbered per store from 1, shown with at least five digits: '00042'. */
export const formatOrderNumber = (n: number) => String(n).padStart(5, '0');

/** An order number as an address writes it (the config area's /config/commerce/orders/42): digits. */
export const ORDER_NUMBER_IN_ADDRESS = /^\d{1,12}$/;

/** The address's form of an order number shown as '00042': '42'. */
export const orderNumberInAddress = (shown: string) => String(Number(shown));
