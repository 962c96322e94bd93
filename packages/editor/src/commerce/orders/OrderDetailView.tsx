import { formatOrderNumber } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { OrderDetail } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useRef, useState } from 'react';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import { CancelForm } from './CancelForm.tsx';
import { FulfilForm } from './FulfilForm.tsx';
import { allowedActions, lineName, lineProgress, money } from './order-rules.ts';
import { RefundForm } from './RefundForm.tsx';
import { actorOf, describeEvent } from './timeline.ts';

type Action = 'fulfil' | 'refund' | 'cancel';
const ACTION_LABELS: Record<Action, string> = {
  fulfil: 'Fulfil items',
  refund: 'Refund',
  cancel: 'Cancel order',
};

interface OrderDetailViewProps {
  /** The order's number, as its address has it (42 for 00042) */
  number: string;
  /** Back to the list, with the order's id once it is known (the list gives it the focus) */
  onBack: (orderId: string | null) => void;
  /** After an action: the list shows the order's new state too */
  onChanged: () => void;
}

function AddressBlock({ title, address }: { title: string; address: OrderDetail['shippingAddress'] }) {
  return (
    <div>
      <h4>{title}</h4>
      {address ? (
        <address>
          {[
            address.name,
            address.line1,
            address.line2,
            [address.city, address.state, address.zip].filter(Boolean).join(', '),
            address.country,
          ]
            .filter(Boolean)
            .map((part) => (
              <span key={part} className="order-address-line">
                {part}
              </span>
            ))}
        </address>
      ) : (
        <p className="panel-note">None given.</p>
      )}
    </div>
  );
}

function OrderContent({ order }: { order: OrderDetail }) {
  const m = (cents: number) => money(cents, order.currency);
  return (
    <>
      <table className="order-table">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Qty</th>
            <th scope="col">Fulfilled</th>
            <th scope="col">Refunded</th>
          </tr>
        </thead>
        <tbody>
          {lineProgress(order).map(({ line, fulfilled, refunded }) => (
            <tr key={line.id}>
              <th scope="row">
                {lineName(line)}
                <span className="page-item-meta"> SKU {line.sku}</span>
              </th>
              <td>{m(line.unitPriceCents)}</td>
              <td>{line.quantity}</td>
              <td>{fulfilled}</td>
              <td>{refunded}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>Totals</h3>
      <dl className="order-facts">
        <dt>Subtotal</dt>
        <dd>{m(order.subtotalCents)}</dd>
        {order.discountCents > 0 && (
          <>
            <dt>Discount{order.couponCodes.length > 0 ? ` (${order.couponCodes.join(', ')})` : ''}</dt>
            <dd>−{m(order.discountCents)}</dd>
          </>
        )}
        <dt>Shipping{order.shippingOption ? ` (${order.shippingOption.name})` : ''}</dt>
        <dd>{m(order.shippingCents)}</dd>
        <dt>Tax</dt>
        <dd>{m(order.taxCents)}</dd>
        <dt>Total</dt>
        <dd>{m(order.grandTotalCents)}</dd>
        {order.refundedCents > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>{m(order.refundedCents)}</dd>
          </>
        )}
      </dl>

      <h3>Customer</h3>
      <p>
        <a href={`mailto:${order.email}`}>{order.email}</a>
      </p>
      <div className="order-addresses">
        <AddressBlock title="Shipping address" address={order.shippingAddress} />
        <AddressBlock title="Billing address" address={order.billingAddress} />
      </div>
      <p>
        Shipping option:{' '}
        {order.shippingOption
          ? `${order.shippingOption.name}, ${m(order.shippingOption.costCents)}`
          : 'none (nothing to ship)'}
      </p>

      <h3>Payments</h3>
      {order.payments.length === 0 ? (
        <p className="panel-note">No payment is recorded for this order.</p>
      ) : (
        <ul className="order-payments">
          {order.payments.map((p, i) => (
            // Payments have no id of their own in the answer; their order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i}>
              {p.provider === 'test' ? 'Test payments' : p.provider}
              {p.last4 ? `, card ending ${p.last4}` : ''}: {m(p.amountCents)} {p.status}
              {p.refundedCents > 0 ? `, ${m(p.refundedCents)} refunded` : ''}
            </li>
          ))}
        </ul>
      )}

      <h3>Timeline</h3>
      <ol className="order-timeline">
        {order.timeline.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end
          <li key={i}>
            <span>{describeEvent(entry, order)}</span>{' '}
            <span className="page-item-meta">
              <RelativeTime at={entry.at} withExact /> · by {actorOf(entry)}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** One order: its items, money, customer, payments and timeline, and what may be done to it now. */
export function OrderDetailView({ number, onBack, onChanged }: OrderDetailViewProps) {
  const fetcher = useCallback(
    () => call('GET /api/config/commerce/orders/by-number/:number', { params: { number }, silent: true }),
    [number],
  );
  const { state, retry, setState } = useRemoteData(fetcher);
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const actionButtons = useRef<Partial<Record<Action, HTMLButtonElement | null>>>({});

  function done(order: OrderDetail, message: string) {
    setState({ status: 'ready', data: order });
    setAction(null);
    setNotice(message);
    onChanged();
    // The form that held the focus is gone: the result takes it, and is read out.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  function close(which: Action) {
    setAction(null);
    requestAnimationFrame(() => actionButtons.current[which]?.focus());
  }

  const order = state.status === 'ready' ? state.data : null;
  const allowed = order ? allowedActions(order) : null;
  const offered = allowed ? (Object.keys(ACTION_LABELS) as Action[]).filter((a) => allowed[a]) : [];
  return (
    <PanelScreen
      backLabel="← Back to orders"
      onBack={() => onBack(order?.id ?? null)}
      title={`Order ${formatOrderNumber(Number(number))}`}
    >
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the order…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      <p role="status" className="save-status" tabIndex={-1} ref={noticeRef}>
        {notice}
      </p>
      {order && (
        <div className="order-detail">
          <p className="order-headline">
            <span className="badge" data-order-state={order.state}>
              {order.stateLabel}
            </span>{' '}
            Placed <RelativeTime at={order.created} withExact />
            {order.testMode ? ' · test mode: no money was taken' : ''}
          </p>

          <section className="order-action-area" aria-labelledby={`${order.id}-actions`}>
            <h3 id={`${order.id}-actions`}>Actions</h3>
            {offered.length === 0 ? (
              <p className="panel-note">
                {order.state === 'cancelled' || order.state === 'refunded'
                  ? 'This order is closed: nothing more can be done with it.'
                  : 'Nothing more can be done with this order now.'}
              </p>
            ) : (
              action === null && (
                <div className="order-actions">
                  {offered.map((a) => (
                    <button
                      key={a}
                      type="button"
                      ref={(el) => {
                        actionButtons.current[a] = el;
                      }}
                      onClick={() => {
                        setNotice('');
                        setAction(a);
                      }}
                    >
                      {ACTION_LABELS[a]}
                    </button>
                  ))}
                </div>
              )
            )}
            {action === 'fulfil' && (
              <FulfilForm order={order} onDone={done} onClose={() => close('fulfil')} />
            )}
            {action === 'refund' && (
              <RefundForm order={order} onDone={done} onClose={() => close('refund')} />
            )}
            {action === 'cancel' && (
              <CancelForm order={order} onDone={done} onClose={() => close('cancel')} />
            )}
          </section>

          <OrderContent order={order} />
        </div>
      )}
    </PanelScreen>
  );
}
