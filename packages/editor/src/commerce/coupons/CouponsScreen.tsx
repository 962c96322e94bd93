// The store's coupons: a table of each code with what it takes off, where it stands (active,
// scheduled, expired, used up), its uses against its limit and when it runs; an empty state saying
// what a coupon is; New coupon and a coupon's code opening its form in the panel, "Back to coupons"
// showing the list as it now is.
import { type AnswerOf, call } from '@tessera/site/api/call.ts';
import type { CouponView } from '@tessera/site/api/routes.gen.ts';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import { CouponForm } from './CouponForm.tsx';
import { datesText, discountText, usageText } from './coupon-text.ts';
import './coupons.css';

type CouponList = AnswerOf<'GET /api/config/commerce/coupons'>;

/** The coupons with the store's currency and products; a failure shows in the screen. */
const fetchCoupons = () => call('GET /api/config/commerce/coupons', { silent: true });

function CouponTable({ list, onOpen }: { list: CouponList; onOpen: (coupon: CouponView) => void }) {
  return (
    <div className="coupon-table-scroll">
      <table className="order-table coupon-table">
        <caption className="visually-hidden">Coupons</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">Status</th>
            <th scope="col">Usage</th>
            <th scope="col">Dates</th>
          </tr>
        </thead>
        <tbody>
          {list.coupons.map((coupon) => (
            <tr key={coupon.id}>
              <th scope="row">
                <button type="button" className="link-button" onClick={() => onOpen(coupon)}>
                  <span className="visually-hidden">Edit </span>
                  {coupon.code}
                </button>
              </th>
              <td>{discountText(coupon, list)}</td>
              <td>
                <span className="badge" data-coupon-status={coupon.status}>
                  {coupon.statusLabel}
                </span>
              </td>
              <td>{usageText(coupon)}</td>
              <td>{datesText(coupon, list.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CouponsScreen({ onBack }: { onBack: () => void }) {
  const { state, retry } = useRemoteData(fetchCoupons);
  const [open, setOpen] = useState<CouponView | 'new' | null>(null);
  const [notice, setNotice] = useState('');

  if (open && state.status === 'ready') {
    const coupon = open === 'new' ? null : open;
    return (
      <PanelScreen
        backLabel="← Back to coupons"
        onBack={() => setOpen(null)}
        title={coupon ? `Coupon ${coupon.code}` : 'New coupon'}
      >
        <CouponForm
          coupon={coupon}
          list={state.data}
          onDone={(message) => {
            setOpen(null);
            setNotice(message);
            retry();
          }}
          onReload={() => {
            setOpen(null);
            setNotice('');
            retry();
          }}
        />
      </PanelScreen>
    );
  }

  const coupons = state.status === 'ready' ? state.data.coupons : [];
  return (
    <PanelScreen backLabel="← Back to commerce" onBack={onBack} title="Coupons">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading coupons…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      <p role="status" className="save-status">
        {notice}
      </p>
      {state.status === 'ready' && coupons.length === 0 && (
        <EmptyState
          title="No coupons yet"
          action={{ label: 'Create a coupon', onClick: () => setOpen('new') }}
        >
          A coupon is a code buyers enter at checkout to get a percentage or an amount off, or free shipping.
          You choose when it runs, how many orders can use it, the smallest order it needs and which products
          it applies to.
        </EmptyState>
      )}
      {state.status === 'ready' && coupons.length > 0 && (
        <>
          <button type="button" className="primary coupon-new" onClick={() => setOpen('new')}>
            New coupon
          </button>
          <CouponTable list={state.data} onOpen={setOpen} />
        </>
      )}
    </PanelScreen>
  );
}
