import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOrderEvent,
  ORDER_MESSAGES,
  type OrderEvent,
  type OrderFacts,
  orderEventRefusal,
  orderStateOf,
} from './orders.ts';

const order = (fields: Partial<OrderFacts> = {}): OrderFacts => ({
  lines: [
    { id: 'a', quantity: 2, fulfilledQuantity: 0, refundedQuantity: 0 },
    { id: 'b', quantity: 1, fulfilledQuantity: 0, refundedQuantity: 0 },
  ],
  paidCents: 10_000,
  refundedCents: 0,
  cancelled: false,
  ...fields,
});

describe('the order process', () => {
  it('moves through fulfilment and refunds, its state read from what happened', () => {
    let o = order();
    expect(orderStateOf(o)).toBe('paid');
    o = applyOrderEvent(o, { kind: 'fulfil', lines: [{ lineId: 'a', quantity: 1 }] });
    expect(orderStateOf(o)).toBe('partiallyFulfilled');
    expect(orderEventRefusal(o, { kind: 'fulfil', lines: [{ lineId: 'a', quantity: 2 }] })).toBe(
      ORDER_MESSAGES.overFulfil,
    );
    o = applyOrderEvent(o, {
      kind: 'fulfil',
      lines: [
        { lineId: 'a', quantity: 1 },
        { lineId: 'b', quantity: 1 },
      ],
    });
    expect(orderStateOf(o)).toBe('fulfilled');
    expect(orderEventRefusal(o, { kind: 'cancel' })).toBe(ORDER_MESSAGES.cancelShipped);
    o = applyOrderEvent(o, { kind: 'refund', amountCents: 2500, lines: [] });
    expect(orderStateOf(o)).toBe('partiallyRefunded');
    expect(orderEventRefusal(o, { kind: 'refund', amountCents: 7501, lines: [] })).toBe(
      ORDER_MESSAGES.refundAmount,
    );
    o = applyOrderEvent(o, { kind: 'refund', amountCents: 7500, lines: [] });
    expect(orderStateOf(o)).toBe('refunded');
    expect(orderEventRefusal(o, { kind: 'fulfil', lines: [{ lineId: 'a', quantity: 1 }] })).toBe(
      ORDER_MESSAGES.final,
    );
  });

  it('cancels only what was not shipped, and a cancelled order is closed', () => {
    const cancelled = applyOrderEvent(order(), { kind: 'cancel' });
    expect(orderStateOf(cancelled)).toBe('cancelled');
    expect(cancelled.refundedCents).toBe(10_000);
    for (const event of [{ kind: 'cancel' }, { kind: 'refund', amountCents: 1, lines: [] }] as OrderEvent[])
      expect(orderEventRefusal(cancelled, event)).toBe(ORDER_MESSAGES.final);
    expect(orderEventRefusal(order(), { kind: 'fulfil', lines: [{ lineId: 'x', quantity: 1 }] })).toBe(
      ORDER_MESSAGES.unknownLine,
    );
    expect(orderEventRefusal(order(), { kind: 'fulfil', lines: [] })).toBe(ORDER_MESSAGES.nothingToFulfil);
  });

  it('never fulfils more than was ordered nor refunds more than was paid, whatever is asked', () => {
    const event = fc.oneof(
      fc.record({
        kind: fc.constant('fulfil' as const),
        lines: fc.array(
          fc.record({ lineId: fc.constantFrom('a', 'b'), quantity: fc.integer({ min: -1, max: 3 }) }),
          { maxLength: 2 },
        ),
      }),
      fc.record({
        kind: fc.constant('refund' as const),
        amountCents: fc.integer({ min: -10, max: 12_000 }),
        lines: fc.array(
          fc.record({ lineId: fc.constantFrom('a', 'b'), quantity: fc.integer({ min: 0, max: 3 }) }),
          { maxLength: 2 },
        ),
      }),
      fc.record({ kind: fc.constant('cancel' as const) }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        let o = order();
        for (const e of events) if (orderEventRefusal(o, e) === null) o = applyOrderEvent(o, e);
        expect(o.refundedCents).toBeLessThanOrEqual(o.paidCents);
        for (const l of o.lines) {
          expect(l.fulfilledQuantity).toBeLessThanOrEqual(l.quantity);
          expect(l.refundedQuantity).toBeLessThanOrEqual(l.quantity);
          expect(l.fulfilledQuantity).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
