// The config area's "Commerce" screen (commerce permission: store managers and admins): a menu of the
// store's screens, each opened in the panel with its own way back. Each screen lives in its own folder
// under commerce/ and adds one entry to STORE_SCREENS (store-screens.ts) and its renderer here.
import { COMMERCE_EMAIL_PREVIEW_PATH } from '@tessera/core';
import { type ReactNode, useEffect } from 'react';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { RecordScope, useScreenRecord } from '../workspace/screen-record.tsx';
import { CouponsScreen } from './coupons/CouponsScreen.tsx';
import { InventoryScreen } from './inventory/InventoryScreen.tsx';
import { OrdersScreen } from './orders/OrdersScreen.tsx';
import { ProductsScreen } from './products/ProductsScreen.tsx';
import { StoreSettingsScreen } from './settings/StoreSettingsScreen.tsx';
import { STORE_SCREENS, type StoreScreenId } from './store-screens.ts';
import './commerce.css';

type RenderStoreScreen = (props: { onBack: () => void; onShowInFrame: (path: string) => void }) => ReactNode;

/** Each store screen's code, by its id in STORE_SCREENS. */
const RENDERERS: Record<StoreScreenId, RenderStoreScreen> = {
  orders: ({ onBack }) => <OrdersScreen onBack={onBack} />,
  products: ({ onBack, onShowInFrame }) => <ProductsScreen onBack={onBack} onShowInFrame={onShowInFrame} />,
  inventory: ({ onBack }) => <InventoryScreen onBack={onBack} />,
  coupons: ({ onBack }) => <CouponsScreen onBack={onBack} />,
  'store-settings': ({ onBack }) => <StoreSettingsScreen onBack={onBack} />,
};

interface CommerceScreenProps {
  onBack: () => void;
  /** Shows a published page (a product after a save) in the editor frame */
  onShowInFrame: (path: string) => void;
}

/**
 * The store's menu, or the screen its address opens (/config/commerce/orders): each screen's own
 * record follows its id (/config/commerce/orders/42).
 */
export function CommerceScreen({ onBack, onShowInFrame }: CommerceScreenProps) {
  const { record, openRecord } = useScreenRecord();
  const openId = record[0];
  const open = STORE_SCREENS.find((entry) => entry.id === openId);
  // An address of no store screen (an old bookmark) opens the menu, and says so no longer.
  useEffect(() => {
    if (openId !== undefined && !open) openRecord([], { replace: true });
  }, [openId, open, openRecord]);
  if (open)
    return (
      <RecordScope segment={open.id}>
        {RENDERERS[open.id]({ onBack: () => openRecord([]), onShowInFrame })}
      </RecordScope>
    );
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Commerce">
      <ul className="commerce-menu" aria-label="Store">
        {STORE_SCREENS.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="page-item" onClick={() => openRecord([entry.id])}>
              <span className="page-item-title">{entry.label}</span>
              <span className="page-item-meta">{entry.description}</span>
            </button>
          </li>
        ))}
        <li>
          {/* A page of the site (page type 301), shown in the frame rather than the panel. */}
          <button
            type="button"
            className="page-item"
            onClick={() => onShowInFrame(COMMERCE_EMAIL_PREVIEW_PATH)}
          >
            <span className="page-item-title">Email preview</span>
            <span className="page-item-meta">Each mail the store sends, as it is sent, in the frame</span>
          </button>
        </li>
      </ul>
    </PanelScreen>
  );
}
