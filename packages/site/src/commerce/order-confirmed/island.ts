// Order confirmed (page type 202): the order the checkout just answered, kept for this tab only
// (sessionStorage), shown with its number, lines and total. Without it (another tab, a reload
// much later) the page still says the order is placed and the mail has the details.
import { formatMoney } from '@tessera/core';
import { LAST_ORDER_KEY } from '../purchase.ts';

interface Order {
  number: string;
  email: string;
  currency: string;
  grandTotalCents: number;
  testMode: boolean;
  lines: { title: string; quantity: number; unitPriceCents: number }[];
}

export function hydrate(root: HTMLElement): () => void {
  let order: Order | null = null;
  try {
    order = JSON.parse(sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null') as Order | null;
  } catch {
    order = null;
  }
  if (!order) return () => {};
  const money = (cents: number) => formatMoney(cents, (order as Order).currency);
  const heading = document.createElement('p');
  heading.className = 'order-number';
  heading.textContent = `Order ${order.number} — a confirmation is on its way to ${order.email}.`;
  const list = document.createElement('ul');
  for (const line of order.lines) {
    const item = document.createElement('li');
    item.textContent = `${line.quantity} × ${line.title} — ${money(line.unitPriceCents * line.quantity)}`;
    list.append(item);
  }
  const total = document.createElement('p');
  total.className = 'order-total';
  total.textContent = `Total paid: ${money(order.grandTotalCents)}${order.testMode ? ' (test mode: no money was taken)' : ''}`;
  root.replaceChildren(heading, list, total);
  return () => {};
}
