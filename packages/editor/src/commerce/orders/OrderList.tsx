import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from '@tessera/core';
import { call, routeUrl } from '@tessera/site/api/call.ts';
import type { OrderSummary } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../errors.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { count, money } from './order-rules.ts';

export interface OrderFilter {
  q: string;
  state: OrderState | '';
}

const filterQuery = (filter: OrderFilter) => ({
  ...(filter.q ? { q: filter.q } : {}),
  ...(filter.state ? { state: filter.state } : {}),
});

/** One page of orders, newest first; `cursor` is the previous page's `next`. */
function fetchOrders(filter: OrderFilter, cursor: string | null) {
  return call('GET /api/config/commerce/orders', {
    query: { ...filterQuery(filter), ...(cursor ? { cursor } : {}) },
    silent: true,
  });
}

/** The CSV export of what the list shows: a plain link, which the browser downloads (streamed). */
function ordersCsvUrl(filter: OrderFilter): string {
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return `${routeUrl('GET /api/config/commerce/orders.csv')}${query ? `?${query}` : ''}`;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; orders: OrderSummary[]; next: string | null; filter: OrderFilter };

interface OrderListProps {
  onOpen: (order: OrderSummary) => void;
  /** Changes after an order changed elsewhere: the list loads again with its filter */
  version: number;
  /** The order whose row takes the focus (back from its detail), once: then `onFocused` */
  focusOrderId: string | null;
  onFocused: () => void;
}

const NO_FILTER: OrderFilter = { q: '', state: '' };

/** The store's orders, newest first: searched, filtered by state, 50 at a time, exported as CSV. */
export function OrderList({ onOpen, version, focusOrderId, onFocused }: OrderListProps) {
  const [search, setSearch] = useState('');
  const [stateFilter, setStateFilter] = useState<OrderFilter['state']>('');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [more, setMore] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const latest = useRef(0);
  const shownFilter = useRef<OrderFilter>(NO_FILTER);
  const tableRef = useRef<HTMLTableElement>(null);

  const load = useCallback((filter: OrderFilter) => {
    const thisLoad = ++latest.current;
    shownFilter.current = filter;
    setLoaded({ status: 'loading' });
    setMore({ busy: false, error: null });
    fetchOrders(filter, null).then(
      (page) => thisLoad === latest.current && setLoaded({ status: 'ready', ...page, filter }),
      (error: unknown) =>
        thisLoad === latest.current && setLoaded({ status: 'failed', message: failureMessage(error) }),
    );
  }, []);

  // On opening, and again with the same filter after an order changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the signal to load again
  useEffect(() => {
    load(shownFilter.current);
    return () => {
      latest.current++;
    };
  }, [load, version]);

  // Back from an order: its row's button takes the focus once the list is there.
  useEffect(() => {
    if (focusOrderId === null || loaded.status !== 'ready') return;
    tableRef.current?.querySelector<HTMLElement>(`[data-order-id="${focusOrderId}"]`)?.focus();
    onFocused();
  }, [focusOrderId, loaded.status, onFocused]);

  async function loadMore() {
    if (loaded.status !== 'ready' || !loaded.next) return;
    const shown = loaded.orders.length;
    setMore({ busy: true, error: null });
    try {
      const page = await fetchOrders(loaded.filter, loaded.next);
      setLoaded({ ...loaded, orders: [...loaded.orders, ...page.orders], next: page.next });
      setMore({ busy: false, error: null });
      // The first of the new orders takes the focus, so the keyboard carries on where it was.
      requestAnimationFrame(() =>
        tableRef.current?.querySelectorAll<HTMLElement>('tbody button')[shown]?.focus(),
      );
    } catch (error) {
      setMore({ busy: false, error: failureMessage(error) });
    }
  }

  const filtered = loaded.status === 'ready' && (loaded.filter.q !== '' || loaded.filter.state !== '');
  return (
    <>
      <search>
        <form
          className="orders-search"
          onSubmit={(event) => {
            event.preventDefault();
            load({ q: search.trim(), state: stateFilter });
          }}
        >
          <div className="field">
            <label htmlFor="orders-search">Search orders</label>
            <input
              id="orders-search"
              type="search"
              aria-describedby="orders-search-help"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <p className="field-help" id="orders-search-help">
              An order number, an email address or a name
            </p>
          </div>
          <div className="field">
            <label htmlFor="orders-state">State</label>
            <select
              id="orders-state"
              value={stateFilter}
              onChange={(event) => {
                const state = event.target.value as OrderFilter['state'];
                setStateFilter(state);
                load({ q: search.trim(), state });
              }}
            >
              <option value="">All states</option>
              {ORDER_STATES.map((state) => (
                <option key={state} value={state}>
                  {ORDER_STATE_LABELS[state]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit">Search</button>
        </form>
      </search>
      <a
        className="orders-export"
        href={ordersCsvUrl(loaded.status === 'ready' ? loaded.filter : shownFilter.current)}
        download
      >
        Export CSV
        <span className="visually-hidden">{filtered ? ' of the orders shown' : ' of every order'}</span>
      </a>
      {loaded.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading orders…
        </p>
      )}
      {loaded.status === 'failed' && (
        <LoadFailure message={loaded.message} onRetry={() => load(shownFilter.current)} />
      )}
      {loaded.status === 'ready' &&
        loaded.orders.length === 0 &&
        (filtered ? (
          <p role="status" className="panel-note">
            No orders match this search.
          </p>
        ) : (
          <EmptyState title="No orders yet">
            Orders appear here as soon as a visitor checks out. Publish products from the Products screen, and
            try a purchase yourself with the test card 4242 4242 4242 4242.
          </EmptyState>
        ))}
      {loaded.status === 'ready' && loaded.orders.length > 0 && (
        <p role="status" className="panel-note">
          {loaded.next
            ? `${count(loaded.orders.length, 'order', 'orders')} shown, more below`
            : filtered
              ? count(loaded.orders.length, 'order matches', 'orders match')
              : count(loaded.orders.length, 'order', 'orders')}
        </p>
      )}
      {loaded.status === 'ready' && loaded.orders.length > 0 && (
        <table className="order-table orders-list" ref={tableRef}>
          <caption className="visually-hidden">Orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col">State</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {loaded.orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <button
                    type="button"
                    className="link-button"
                    data-order-id={order.id}
                    onClick={() => onOpen(order)}
                  >
                    <span className="visually-hidden">Order </span>
                    {order.number}
                  </button>
                </th>
                <td>
                  <RelativeTime at={order.created} />
                </td>
                <td>
                  {order.customerName && <span className="order-customer-name">{order.customerName}</span>}{' '}
                  <span className="page-item-meta">{order.email}</span>
                </td>
                <td>
                  <span className="badge" data-order-state={order.state}>
                    {order.stateLabel}
                  </span>
                </td>
                <td>{money(order.grandTotalCents, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loaded.status === 'ready' && loaded.next && (
        <button type="button" disabled={more.busy} onClick={() => void loadMore()}>
          {more.busy ? 'Loading…' : 'Load more'}
        </button>
      )}
      {more.error && (
        <p role="alert" className="field-error">
          {more.error}
        </p>
      )}
    </>
  );
}
