// The config area's "Commerce" screen (commerce permission: store managers and admins): a menu of the
// store's screens, each opened in the panel with its own way back. Each screen lives in its own folder
// under commerce/ and adds one entry to COMMERCE_SCREENS.
import { COMMERCE_EMAIL_PREVIEW_PATH } from '@tessera/core';
import { type ReactNode, useState } from 'react';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { CouponsScreen } from './coupons/CouponsScreen.tsx';
import { InventoryScreen } from './inventory/InventoryScreen.tsx';
import { OrdersScreen } from './orders/OrdersScreen.tsx';
import { ProductsScreen } from './products/ProductsScreen.tsx';
import { StoreSettingsScreen } from './settings/StoreSettingsScreen.tsx';
import './commerce.css';

export interface CommerceScreenEntry {
  id: string;
  label: string;
  /** One line under the label, saying what the screen is for */
  description: string;
  render: (props: { onBack: () => void; onShowInFrame: (path: string) => void }) => ReactNode;
}

/** The store's screens, in the order a store manager reaches for them. */
export const COMMERCE_SCREENS: CommerceScreenEntry[] = [
  {
    id: 'orders',
    label: 'Orders',
    description: 'Find orders, fulfil them with tracking, refund or cancel',
    render: ({ onBack }) => <OrdersScreen onBack={onBack} />,
  },
  {
    id: 'products',
    label: 'Products',
    description: 'What the shop sells: details, options, variants, prices',
    render: ({ onBack, onShowInFrame }) => <ProductsScreen onBack={onBack} onShowInFrame={onShowInFrame} />,
  },
  {
    id: 'inventory',
    label: 'Inventory',
    description: 'Stock of every variant, low stock flagged',
    render: ({ onBack }) => <InventoryScreen onBack={onBack} />,
  },
  {
    id: 'coupons',
    label: 'Coupons',
    description: 'Discount codes: percentage or amount off, free shipping, dates and limits',
    render: ({ onBack }) => <CouponsScreen onBack={onBack} />,
  },
  {
    id: 'store-settings',
    label: 'Store settings',
    description: 'Currency, units, minimum order, tax, address, test mode',
    render: ({ onBack }) => <StoreSettingsScreen onBack={onBack} />,
  },
];

interface CommerceScreenProps {
  onBack: () => void;
  /** Shows a published page (a product after a save) in the editor frame */
  onShowInFrame: (path: string) => void;
}

export function CommerceScreen({ onBack, onShowInFrame }: CommerceScreenProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = COMMERCE_SCREENS.find((entry) => entry.id === openId);
  if (open) return <>{open.render({ onBack: () => setOpenId(null), onShowInFrame })}</>;
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Commerce">
      <ul className="commerce-menu" aria-label="Store">
        {COMMERCE_SCREENS.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="page-item" onClick={() => setOpenId(entry.id)}>
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
