// An order's timeline in words: what happened, from the event's kind and the detail the server
// wrote with it (commerce/orders/service.ts and checkout/service.ts).
import type { OrderDetail } from '@tessera/site/api/routes.gen.ts';
import { count, lineName, money } from './order-rules.ts';

type TimelineEntry = OrderDetail['timeline'][number];

interface LineCount {
  lineId: string;
  quantity: number;
}

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
  switch (entry.kind) {
    case 'placed': {
      const total = entry.detail.grandTotalCents;
      const last4 = entry.detail.last4?.trim();
      return `Placed and paid${total === undefined ? '' : ` ${money(total, order.currency)}`}${
        last4 ? ` by card ending ${last4}` : ''
      }`;
    }
    case 'fulfilled': {
      const d = entry.detail;
      const tracking = [d.carrier?.trim(), d.trackingNumber?.trim()]
        .filter(Boolean)
        .join(', tracking number ');
      const what = items(order, d.lines ?? []);
      return `Fulfilled ${what || 'items'}${tracking ? ` — ${tracking}` : ' — no tracking number'}`;
    }
    case 'refunded': {
      const d = entry.detail;
      const what = items(order, d.lines ?? []);
      const restocked = (d.restock ?? []).reduce((s, c) => s + c.quantity, 0);
      return [
        `Refunded ${d.amountCents === undefined ? '' : money(d.amountCents, order.currency)}${what ? ` for ${what}` : ''}`,
        restocked > 0 ? `${count(restocked, 'item', 'items')} put back in stock` : '',
      ]
        .filter(Boolean)
        .join('; ');
    }
    case 'cancelled': {
      const cents = entry.detail.amountCents;
      return `Cancelled${cents ? `: ${money(cents, order.currency)} refunded` : ''}, every item back in stock`;
    }
  }
}

/** Who did it: an account's name, else the buyer (at checkout) or the store itself. */
export const actorOf = (entry: TimelineEntry) =>
  entry.by ?? (entry.kind === 'placed' ? 'the buyer' : 'the store');
