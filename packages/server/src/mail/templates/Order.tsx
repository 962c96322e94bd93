// The order mails: the buyer's confirmation and the store's "new order". Both list what was bought
// and what it cost, in the store's currency by core's money rules.
import { formatMoney, ProductType } from '@tessera/core';
import type { OrderView } from '../../commerce/orders/view.ts';
import { MailLayout, type RenderedMail, renderMailHtml } from './render.tsx';

export interface OrderMailProps {
  siteTitle: string;
  order: OrderView;
}

export const orderConfirmationSubject = (siteTitle: string, number: string) =>
  `Your order ${number} from ${siteTitle}`;
export const newOrderSubject = (siteTitle: string, number: string) => `New order ${number} on ${siteTitle}`;

const options = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

function Summary({ order }: { order: OrderView }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const rows: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    ...(order.discountCents > 0 ? ([['Discount', -order.discountCents]] as [string, number][]) : []),
    ['Shipping', order.shippingCents],
    ['Tax', order.taxCents],
    ['Total', order.grandTotalCents],
  ];
  return (
    <>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td style={{ padding: '4px 0' }}>
                {line.quantity} × {line.title}
                {Object.keys(line.optionValues).length > 0 ? ` (${options(line.optionValues)})` : ''}
              </td>
              <td style={{ padding: '4px 0', textAlign: 'right' }}>
                {money(line.unitPriceCents * line.quantity)}
              </td>
            </tr>
          ))}
          {rows.map(([label, cents]) => (
            <tr key={label}>
              <td style={{ padding: '4px 0', fontWeight: label === 'Total' ? 600 : 400 }}>{label}</td>
              <td style={{ padding: '4px 0', textAlign: 'right' }}>{money(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.testMode && <p>This order was placed in test mode: no money was taken.</p>}
    </>
  );
}

function textSummary(order: OrderView): string[] {
  const money = (cents: number) => formatMoney(cents, order.currency);
  return [
    ...order.lines.map((l) => `${l.quantity} × ${l.title} — ${money(l.unitPriceCents * l.quantity)}`),
    `Total: ${money(order.grandTotalCents)}`,
  ];
}

/** The buyer's way back to the order: its signed page, with the files of any digital product */
const orderLinkText = (order: OrderView) =>
  order.lines.some((line) => line.productType === ProductType.digital)
    ? 'View your order and download your files'
    : 'View your order';

export function orderConfirmationMail({
  siteTitle,
  order,
  orderUrl,
}: OrderMailProps & { orderUrl?: string }): RenderedMail {
  const subject = orderConfirmationSubject(siteTitle, order.number);
  return {
    subject,
    html: renderMailHtml(
      <MailLayout title={subject}>
        <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>Thank you for your order</h1>
        <p>
          {siteTitle} has your order {order.number}. We will write again when it ships.
        </p>
        <Summary order={order} />
        {orderUrl && (
          <p>
            <a href={orderUrl}>{orderLinkText(order)}</a>
          </p>
        )}
      </MailLayout>,
    ),
    text: [
      `Thank you for your order ${order.number} from ${siteTitle}.`,
      '',
      ...textSummary(order),
      ...(orderUrl ? ['', `${orderLinkText(order)}: ${orderUrl}`] : []),
    ].join('\n'),
  };
}

/** The store's mail; `configUrl` opens the order in the config area (/config/commerce/orders/42). */
export function newOrderMail({
  siteTitle,
  order,
  configUrl,
}: OrderMailProps & { configUrl?: string }): RenderedMail {
  const subject = newOrderSubject(siteTitle, order.number);
  return {
    subject,
    html: renderMailHtml(
      <MailLayout title={subject}>
        <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>Order {order.number}</h1>
        <p>
          {order.email} placed an order on {siteTitle}.
        </p>
        <Summary order={order} />
        {configUrl && (
          <p>
            <a href={configUrl}>Open order {order.number} in the config area</a>
          </p>
        )}
      </MailLayout>,
    ),
    text: [
      `${order.email} placed order ${order.number} on ${siteTitle}.`,
      '',
      ...textSummary(order),
      ...(configUrl ? ['', `Open order ${order.number} in the config area: ${configUrl}`] : []),
    ].join('\n'),
  };
}

export function orderShippedMail(
  { siteTitle, order }: OrderMailProps,
  { carrier, trackingNumber }: { carrier: string; trackingNumber: string },
): RenderedMail {
  const subject = `Your order ${order.number} from ${siteTitle} has shipped`;
  const tracking = [carrier, trackingNumber].filter(Boolean).join(', tracking number ');
  return {
    subject,
    html: renderMailHtml(
      <MailLayout title={subject}>
        <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>Your order is on its way</h1>
        <p>
          {siteTitle} has sent your order {order.number}.{tracking ? ` ${tracking}.` : ''}
        </p>
        <Summary order={order} />
      </MailLayout>,
    ),
    text: [`${siteTitle} has sent your order ${order.number}.`, tracking, '', ...textSummary(order)].join(
      '\n',
    ),
  };
}

export function orderRefundedMail(
  { siteTitle, order }: OrderMailProps,
  amountCents: number,
  cancelled: boolean,
): RenderedMail {
  const amount = formatMoney(amountCents, order.currency);
  const subject = cancelled
    ? `Your order ${order.number} from ${siteTitle} was cancelled`
    : `A refund for your order ${order.number} from ${siteTitle}`;
  return {
    subject,
    html: renderMailHtml(
      <MailLayout title={subject}>
        <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>
          {cancelled ? 'Your order was cancelled' : 'Your refund'}
        </h1>
        <p>
          {siteTitle} has refunded {amount} for order {order.number}. It reaches your card in a few days.
        </p>
        <Summary order={order} />
      </MailLayout>,
    ),
    text: [`${siteTitle} has refunded ${amount} for order ${order.number}.`, '', ...textSummary(order)].join(
      '\n',
    ),
  };
}
