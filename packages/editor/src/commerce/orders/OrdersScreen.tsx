import type { OrderSummary } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useState } from 'react';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { OrderDetailView } from './OrderDetailView.tsx';
import { OrderList } from './OrderList.tsx';
import './orders.css';

/**
 * Commerce → Orders: the list, and one order at a time over it. The list stays mounted (hidden)
 * while an order is open, so its search, filter and pages are as they were on the way back.
 */
export function OrdersScreen({ onBack }: { onBack: () => void }) {
  const [open, setOpen] = useState<OrderSummary | null>(null);
  const [version, setVersion] = useState(0);
  const [focusOrderId, setFocusOrderId] = useState<string | null>(null);
  const onFocused = useCallback(() => setFocusOrderId(null), []);

  return (
    <div className="orders-screen">
      <div hidden={open !== null}>
        <PanelScreen backLabel="← Back to commerce" onBack={onBack} title="Orders">
          <OrderList
            onOpen={setOpen}
            version={version}
            focusOrderId={open === null ? focusOrderId : null}
            onFocused={onFocused}
          />
        </PanelScreen>
      </div>
      {open && (
        <OrderDetailView
          key={open.id}
          order={open}
          onBack={() => {
            setFocusOrderId(open.id);
            setOpen(null);
          }}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </div>
  );
}
