// The inventory screen's calls (the commerce permission): every variant with its stock and low-stock
// flag, and one variant's stock saved by the PATCH (its row locked on the server, so two
// saves at once both land).
import { DataLayerError, request, withCrumb } from '@tessera/site/runtime/data-layer.ts';

export const INVENTORY_URL = '/api/config/commerce/inventory';

export interface InventoryVariant {
  id: string;
  productId: string;
  productName: string;
  sku: string;
  qtyInStock: number;
  unlimited: boolean;
  /** Stock at or under the store's low-stock threshold (and not unlimited) */
  lowStock: boolean;
  /** Option name → value */
  optionValues: Record<string, string>;
}

export interface Inventory {
  lowStockThreshold: number;
  variants: InventoryVariant[];
}

export function fetchInventory(): Promise<Inventory> {
  return request<Inventory>({ method: 'GET', url: INVENTORY_URL, silent: true });
}

/**
 * Saves one variant's stock; answers the variant as saved. By fetch with the crumb, as the data layer
 * speaks only the spec's four methods (GET, POST, PUT, DELETE) and this is the PATCH.
 */
export async function saveVariantStock(
  productId: string,
  variantId: string,
  change: { qtyInStock: number; unlimited: boolean },
): Promise<{ qtyInStock: number; unlimited: boolean }> {
  const response = await fetch(
    withCrumb(`/api/config/commerce/products/${productId}/variants/${variantId}`),
    {
      method: 'PATCH',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(change),
      credentials: 'same-origin',
    },
  );
  const body = (await response.json().catch(() => null)) as {
    error?: string;
    errors?: Record<string, string>;
    qtyInStock: number;
    unlimited: boolean;
  } | null;
  if (!response.ok || !body)
    throw new DataLayerError(
      body?.error ?? 'The stock could not be saved. Try again.',
      response.status,
      body?.errors ?? {},
      body,
    );
  return body;
}
