// The store settings screen's calls (the commerce permission): read with their version, saved whole
// from it (409 when someone saved since). Shipping zones and tax rules travel back as they were read:
// this screen does not edit them.
import { request } from '@tessera/site/runtime/data-layer.ts';

export const STORE_SETTINGS_URL = '/api/config/commerce/settings';

export interface StoreAddress {
  name?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

export interface StoreSettings {
  currency: string;
  /** The site's locale: money is formatted with it */
  locale: string;
  /** MeasurementUnits: 1 lbs/in, 2 kg/cm */
  units: 1 | 2;
  minOrderSubtotalCents: number;
  pricesIncludeTax: boolean;
  storeAddress: StoreAddress;
  testMode: boolean;
  lowStockThreshold: number;
  shippingZones: unknown[];
  taxRules: unknown[];
  version: number;
}

export type StoreSettingsSave = Omit<StoreSettings, 'locale'>;

export function fetchStoreSettings(): Promise<StoreSettings> {
  return request<StoreSettings>({ method: 'GET', url: STORE_SETTINGS_URL, silent: true });
}

export function saveStoreSettings(save: StoreSettingsSave): Promise<StoreSettings> {
  return request<StoreSettings>({
    method: 'PUT',
    url: STORE_SETTINGS_URL,
    data: save,
    json: true,
    silent: true,
  });
}
