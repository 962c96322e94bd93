import { ORDER_NUMBER_IN_ADDRESS, orderNumberInAddress } from '@tessera/core';
import { useCallback, useState } from 'react';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { useScreenRecord } from '../../workspace/screen-record.tsx';
import { OrderDetailView } from './OrderDetailView.tsx';
import { OrderList } from './OrderList.tsx';
import './orders.css';

/**
 * Commerce → Orders: the list, and one order at a time over it, opened by its number from the
 * address (/config/commerce/orders/42). The list stays mounted (hidden) while an order is open, so
 * its search, filter and pages are as they were on the way back.
 */
export function OrdersScreen({ onBack }: { onBack: () => void }) {
  const { record, openRecord } = useScreenRecord();
  const open = record[0] !== undefined && ORDER_NUMBER_IN_ADDRESS.test(record[0]) ? record[0] : null;
  const [version, setVersion] = useState(0);
  const [focusOrderId, setFocusOrderId] = useState<string | null>(null);
  const onFocused = useCallback(() => setFocusOrderId(null), []);

  return (
    <div className="orders-screen">
      <div hidden={open !== null}>
        <PanelScreen backLabel="← Back to commerce" onBack={onBack} title="Orders">
          <OrderList
            onOpen={(order) => openRecord([orderNumberInAddress(order.number)])}
            version={version}
            focusOrderId={open === null ? focusOrderId : null}
            onFocused={onFocused}
          />
        </PanelScreen>
      </div>
      {open && (
        <OrderDetailView
          key={open}
          number={open}
          onBack={(orderId) => {
            setFocusOrderId(orderId);
            openRecord([]);
          }}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </div>
  );
}
