// An order as its buyer and the checkout's answer see it.
import { formatOrderNumber, ORDER_STATE_LABELS, type OrderState } from '@tessera/core';
import { parseJsonColumn } from '../../db/json.ts';
import type { OrderLineRow, OrderRow } from './repository.ts';

export interface OrderView {
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
  created: number;
  lines: {
    id: string;
    productId: string;
    variantId: string;
    title: string;
    sku: string;
    optionValues: Record<string, string>;
    unitPriceCents: number;
    quantity: number;
    productType: number;
  }[];
}

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
