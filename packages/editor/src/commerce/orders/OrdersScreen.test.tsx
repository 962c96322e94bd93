import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../../testing/dom.ts';
import { fakeApi, heldRoute } from '../../testing/fake-api.ts';
import { ORDER_ID, ORDERS, paidOrder, summary } from './fixtures.ts';
import { OrdersScreen } from './OrdersScreen.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderScreen() {
  rendered = await render(<OrdersScreen onBack={() => {}} />);
  return rendered.container;
}

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('.orders-list tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => textOf(cell)),
  );
const exportHref = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].find((a) => textOf(a).startsWith('Export CSV'))?.getAttribute('href');

describe('Commerce → Orders: the list', () => {
  it('shows each order’s number, date, customer, state and total, with Load more and the CSV export', async () => {
    const held = heldRoute({
      body: { orders: Array.from({ length: 50 }, (_, i) => summary(60 - i)), next: '1700000000000.abc' },
    });
    const pages = [
      held.route,
      () => ({ body: { orders: [summary(2, { state: 'cancelled', stateLabel: 'Cancelled' })], next: null } }),
    ];
    // The first page is held back to see the loading state.
    const api = fakeApi({ [`GET ${ORDERS}`]: () => (pages.shift() ?? held.route)() });
    const container = await renderScreen();
    expect(document.activeElement?.textContent).toBe('Orders');
    expect(textOf(container)).toContain('Loading orders…');
    held.release();
    await waitFor(() => rows(container).length === 50, 'the first page');
    const [top] = rows(container);
    expect(top?.[0]).toBe('Order 00060');
    expect(top?.[2]).toBe('Buyer 60 buyer60@example.com');
    expect(top?.[3]).toBe('Paid');
    expect(top?.[4]).toBe('$52.00');
    expect(exportHref(container)).toBe(`${ORDERS}.csv`);
    expect(textOf(container.querySelector('p[role="status"]'))).toBe('50 orders shown, more below');

    // Load more: the page after the cursor; the first new order takes the focus.
    await click(button(container, 'Load more'));
    await waitFor(() => rows(container).length === 51, 'the second page');
    expect(api.requested).toEqual([`GET ${ORDERS}`, `GET ${ORDERS}?cursor=1700000000000.abc`]);
    expect(rows(container).at(-1)?.[3]).toBe('Cancelled');
    expect(button(container, 'Load more')).toBeUndefined();
    await waitFor(() => document.activeElement === button(container, 'Order 00002'), 'the focus');
  });

  it('searches and filters by state, and exports what it shows', async () => {
    const api = fakeApi({ [`GET ${ORDERS}`]: { body: { orders: [summary(1)], next: null } } });
    const container = await renderScreen();
    await waitFor(() => rows(container).length === 1, 'the list');
    await typeInto(field(container, 'Search orders') as HTMLInputElement, ' grace ');
    await click(button(container, 'Search'));
    await waitFor(() => api.requested.length === 2, 'the search');
    expect(api.requested.at(-1)).toBe(`GET ${ORDERS}?q=grace`);
    await typeInto(field<HTMLSelectElement>(container, 'State') as HTMLSelectElement, 'partiallyRefunded');
    await waitFor(() => api.requested.length === 3, 'the filter');
    expect(api.requested.at(-1)).toBe(`GET ${ORDERS}?q=grace&state=partiallyRefunded`);
    await waitFor(() => rows(container).length === 1, 'the filtered list');
    expect(exportHref(container)).toBe(`${ORDERS}.csv?q=grace&state=partiallyRefunded`);
    expect(textOf(container.querySelector('p[role="status"]'))).toBe('1 order matches');
  });

  it('says when there are no orders yet, and when none match', async () => {
    fakeApi({ [`GET ${ORDERS}`]: { body: { orders: [], next: null } } });
    const container = await renderScreen();
    await waitFor(() => textOf(container).includes('No orders yet'), 'the empty state');
    expect(textOf(container)).toContain('Orders appear here as soon as a visitor checks out.');
    await typeInto(field(container, 'Search orders') as HTMLInputElement, 'nobody');
    await click(button(container, 'Search'));
    await waitFor(() => textOf(container).includes('No orders match this search.'), 'no match');
  });

  it('says when the orders cannot be loaded, and tries again', async () => {
    fakeApi({
      [`GET ${ORDERS}`]: [
        { status: 500, body: { error: 'The server could not answer.' } },
        { body: { orders: [summary(1)], next: null } },
      ],
    });
    const container = await renderScreen();
    await waitFor(() => button(container, 'Try again'), 'the failure');
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    await click(button(container, 'Try again'));
    await waitFor(() => rows(container).length === 1, 'the list');
  });

  it('opens an order and comes back to its row, the list as it was', async () => {
    const order = summary(7, { id: ORDER_ID });
    fakeApi({
      [`GET ${ORDERS}`]: { body: { orders: [summary(8), order], next: null } },
      [`GET ${ORDERS}/by-number/7`]: { body: paidOrder() },
    });
    const container = await renderScreen();
    await waitFor(() => rows(container).length === 2, 'the list');
    await click(button(container, 'Order 00007'));
    await waitFor(() => textOf(container).includes('Grace Hopper'), 'the order');
    expect(document.activeElement?.textContent).toBe('Order 00007');
    await click(button(container, '← Back to orders'));
    await waitFor(() => document.activeElement === button(container, 'Order 00007'), 'the focus on its row');
  });
});
