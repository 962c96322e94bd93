// The store's screens under Commerce, by id (each one's address: /config/commerce/<id>), in the order a
// store manager reaches for them. A table apart from their code, so the command palette can offer
// them without loading the store's screens (CommerceScreen.tsx renders each).
export const STORE_SCREENS = [
  { id: 'orders', label: 'Orders', description: 'Find orders, fulfil them with tracking, refund or cancel' },
  {
    id: 'products',
    label: 'Products',
    description: 'What the shop sells: details, options, variants, prices',
  },
  { id: 'inventory', label: 'Inventory', description: 'Stock of every variant, low stock flagged' },
  {
    id: 'coupons',
    label: 'Coupons',
    description: 'Discount codes: percentage or amount off, free shipping, dates and limits',
  },
  {
    id: 'store-settings',
    label: 'Store settings',
    description: 'Currency, units, minimum order, tax, address, test mode',
  },
] as const;

export type StoreScreenId = (typeof STORE_SCREENS)[number]['id'];
