// An order as its buyer, its owner and the checkout's answer see it, with the schemas of those answers.
import { formatOrderNumber, ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from '@tessera/core';
import { z } from 'zod';
import { parseJsonColumn } from '../../db/json.ts';
import { shippingOptionSchema } from '../store/settings.ts';
import type { OrderLineRow, OrderRow } from './repository.ts';

/** An address as the checkout takes it and the order keeps it. */
export const orderAddressSchema = z.object({
  name: z.string().max(200),
  line1: z.string().max(200),
  line2: z.string().max(200).optional(),
  city: z.string().max(100),
  state: z.string().max(100).optional(),
  zip: z.string().max(20),
  // ISO 3166-1 alpha-2
  country: z.string().max(2),
});

export const orderViewSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    state: z.enum(ORDER_STATES),
    stateLabel: z.string(),
    email: z.string(),
    currency: z.string(),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    shippingCents: z.number().int(),
    taxCents: z.number().int(),
    grandTotalCents: z.number().int(),
    refundedCents: z.number().int(),
    testMode: z.boolean(),
    // Milliseconds since the epoch, UTC
    created: z.number(),
    lines: z.array(
      z
        .object({
          id: z.string(),
          productId: z.string(),
          variantId: z.string(),
          title: z.string(),
          sku: z.string(),
          optionValues: z.record(z.string(), z.string()),
          unitPriceCents: z.number().int(),
          quantity: z.number().int(),
          productType: z.number().int(),
        })
        .meta({ id: 'OrderLine' }),
    ),
  })
  .meta({ id: 'OrderView' });

export type OrderView = z.output<typeof orderViewSchema>;

export function orderView(order: OrderRow, lines: OrderLineRow[]): OrderView {
  return {
    id: order.id,
    number: formatOrderNumber(order.number),
    state: order.state as OrderState,
    stateLabel: ORDER_STATE_LABELS[order.state as OrderState] ?? order.state,
    email: order.email,
    currency: order.currency,
    subtotalCents: Number(order.subtotal_cents),
    discountCents: Number(order.discount_cents),
    shippingCents: Number(order.shipping_cents),
    taxCents: Number(order.tax_cents),
    grandTotalCents: Number(order.grand_total_cents),
    refundedCents: Number(order.refunded_cents),
    testMode: order.test_mode === 1,
    created: Number(order.created_at),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      title: line.title,
      sku: line.sku,
      optionValues: parseJsonColumn<Record<string, string>>(line.option_values, {}),
      unitPriceCents: Number(line.unit_price_cents),
      quantity: line.quantity,
      productType: line.product_type,
    })),
  };
}

/** An order in the owner's list: who bought it, by the name on its addresses; its lines left empty (not read). */
export const orderSummarySchema = orderViewSchema
  .extend({ customerName: z.string().nullable() })
  .meta({ id: 'OrderSummary' });

export type OrderSummary = z.output<typeof orderSummarySchema>;

const lineCounts = z.array(z.object({ lineId: z.string(), quantity: z.number().int() }));
const moneyBack = { key: z.string(), amountCents: z.number().int(), lines: lineCounts, restock: lineCounts };
const when = { at: z.number(), by: z.string().nullable() };

/**
 * What happened, when, and who did it (null: the buyer at checkout, or the system), with the detail
 * each kind is written with (checkout/service.ts, service.ts). Every detail field is optional: the
 * demo store's orders (seed/demo-store.ts) are written with fewer.
 */
export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('placed'),
    detail: z.object({ grandTotalCents: z.number().int(), last4: z.string().nullable() }).partial(),
    ...when,
  }),
  z.object({
    kind: z.literal('fulfilled'),
    detail: z.object({ lines: lineCounts, carrier: z.string(), trackingNumber: z.string() }).partial(),
    ...when,
  }),
  z.object({ kind: z.literal('refunded'), detail: z.object(moneyBack).partial(), ...when }),
  z.object({ kind: z.literal('cancelled'), detail: z.object(moneyBack).partial(), ...when }),
]);

/** The whole order, as the owner reads it and as fulfilling, refunding or cancelling it answers it. */
export const orderDetailSchema = orderViewSchema
  .extend({
    shippingAddress: orderAddressSchema.nullable(),
    billingAddress: orderAddressSchema.nullable(),
    shippingOption: shippingOptionSchema.nullable(),
    couponCodes: z.array(z.string()),
    payments: z.array(
      z.object({
        provider: z.string(),
        status: z.enum(['pending', 'authorized', 'captured', 'declined', 'voided', 'refunded']),
        amountCents: z.number().int(),
        refundedCents: z.number().int(),
        last4: z.string().nullable(),
      }),
    ),
    timeline: z.array(timelineEntrySchema),
    lineStates: z.array(
      z.object({ id: z.string(), fulfilledQuantity: z.number().int(), refundedQuantity: z.number().int() }),
    ),
  })
  .meta({ id: 'OrderDetail' });

export type OrderDetail = z.output<typeof orderDetailSchema>;

// The order's JSON columns, read as the schemas say: the checkout wrote them through the same
// shapes, so a value they refuse (a row edited by hand) reads as none rather than as anything.

export const storedAddress = (column: string | null) =>
  orderAddressSchema
    .nullable()
    .catch(null)
    .parse(parseJsonColumn<unknown>(column ?? 'null', null));

export const storedShippingOption = (column: string | null) =>
  shippingOptionSchema
    .nullable()
    .catch(null)
    .parse(parseJsonColumn<unknown>(column ?? 'null', null));

/** The entry as its kind's schema has it; none when the schema refuses it (no event this server writes). */
export function timelineEntryOf(entry: { kind: string; detail: unknown; at: number; by: string | null }) {
  const parsed = timelineEntrySchema.safeParse(entry);
  return parsed.success ? [parsed.data] : [];
}
