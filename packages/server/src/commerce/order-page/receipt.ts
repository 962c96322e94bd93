// The order's page for its buyer: the order a signed link names, as the receipt shows it.
import { type Address, DOWNLOAD_LIMIT, keptDateTimeFormat } from '@tessera/core';
import type { ReceiptData } from '@tessera/site';
import type { Db } from '../../db/database.ts';
import { parseJsonColumn } from '../../db/json.ts';
import { selectOrder, selectOrderLines } from '../orders/index.ts';
import { orderView } from '../orders/view.ts';
import { orderDownloads } from './downloads.ts';
import { checkOrderPageToken, DOWNLOAD_PATH } from './links.ts';

const dayOf = (ms: number) => keptDateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(ms);

function addressLines(address: Address | null): string[] | null {
  if (!address) return null;
  const place = [address.city, address.state, address.zip].filter(Boolean).join(' ');
  return [address.name, address.line1, address.line2 ?? '', place, address.country].filter(Boolean);
}

/** The receipt for the order `token` names, or null when the token is not this site's. */
export async function orderReceipt(
  db: Db,
  site: { id: string; secret: string },
  token: string,
  now: number,
): Promise<ReceiptData | null> {
  const orderId = checkOrderPageToken(site.secret, site.id, token);
  const order = orderId ? await selectOrder(db, site.id, orderId) : undefined;
  if (!order) return null;
  const view = orderView(order, await selectOrderLines(db, site.id, order.id));
  const downloads = await orderDownloads(db, site, order.id, now);
  const totals = [
    { label: 'Subtotal', cents: view.subtotalCents },
    ...(view.discountCents > 0 ? [{ label: 'Discount', cents: -view.discountCents }] : []),
    ...(order.shipping_address ? [{ label: 'Shipping', cents: view.shippingCents }] : []),
    { label: 'Tax', cents: view.taxCents },
    { label: 'Total', cents: view.grandTotalCents },
    ...(view.refundedCents > 0 ? [{ label: 'Refunded', cents: -view.refundedCents }] : []),
  ];
  return {
    number: view.number,
    email: view.email,
    stateLabel: view.stateLabel,
    currency: view.currency,
    testMode: view.testMode,
    lines: view.lines.map((line) => ({
      id: line.id,
      title: line.title,
      options: Object.values(line.optionValues).join(', '),
      quantity: line.quantity,
      totalCents: line.unitPriceCents * line.quantity,
    })),
    totals,
    shipTo: addressLines(parseJsonColumn<Address | null>(order.shipping_address ?? 'null', null)),
    downloads: downloads.map((download) => ({
      title: download.title,
      fileName: download.fileName,
      action: `${DOWNLOAD_PATH}/${download.token}`,
      left: Math.min(download.left, DOWNLOAD_LIMIT),
      until: dayOf(download.expiresAt - 1),
      message: download.message,
    })),
  };
}
