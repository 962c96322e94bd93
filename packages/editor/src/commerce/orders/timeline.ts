// An order's timeline in words: what happened, from the event's kind and the detail the server
// wrote with it (commerce/orders/service.ts and checkout/service.ts).
import { count, lineName, money } from './order-rules.ts';
import type { OrderDetail, TimelineEntry } from './orders-api.ts';

interface LineCount {
  lineId: string;
  quantity: number;
}

const lineCounts = (value: unknown): LineCount[] =>
  Array.isArray(value)
    ? value.filter(
        (v): v is LineCount =>
          typeof v === 'object' &&
          v !== null &&
          typeof v.lineId === 'string' &&
          typeof v.quantity === 'number',
      )
    : [];

const amount = (value: unknown) => (typeof value === 'number' ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function items(order: OrderDetail, counts: LineCount[]): string {
  return counts
    .filter((c) => c.quantity > 0)
    .map((c) => {
      const line = order.lines.find((l) => l.id === c.lineId);
      return `${c.quantity} × ${line ? lineName(line) : 'an item no longer in the order'}`;
    })
    .join(', ');
}

/** One sentence for one entry: 'Refunded $10.00 for 1 × Everyday Mug; put back in stock'. */
export function describeEvent(entry: TimelineEntry, order: OrderDetail): string {
  const d = entry.detail;
  switch (entry.kind) {
    case 'placed': {
      const total = amount(d.grandTotalCents);
      const last4 = text(d.last4);
      return `Placed and paid${total === null ? '' : ` ${money(total, order.currency)}`}${
        last4 ? ` by card ending ${last4}` : ''
      }`;
    }
    case 'fulfilled': {
      const tracking = [text(d.carrier), text(d.trackingNumber)].filter(Boolean).join(', tracking number ');
      const what = items(order, lineCounts(d.lines));
      return `Fulfilled ${what || 'items'}${tracking ? ` — ${tracking}` : ' — no tracking number'}`;
    }
    case 'refunded': {
      const cents = amount(d.amountCents);
      const what = items(order, lineCounts(d.lines));
      const restocked = lineCounts(d.restock).reduce((s, c) => s + c.quantity, 0);
      return [
        `Refunded ${cents === null ? '' : money(cents, order.currency)}${what ? ` for ${what}` : ''}`,
        restocked > 0 ? `${count(restocked, 'item', 'items')} put back in stock` : '',
      ]
        .filter(Boolean)
        .join('; ');
    }
    case 'cancelled': {
      const cents = amount(d.amountCents);
      return `Cancelled${cents ? `: ${money(cents, order.currency)} refunded` : ''}, every item back in stock`;
    }
    default:
      return entry.kind;
  }
}

/** Who did it: an account's name, else the buyer (at checkout) or the store itself. */
export const actorOf = (entry: TimelineEntry) =>
  entry.by ?? (entry.kind === 'placed' ? 'the buyer' : 'the store');
