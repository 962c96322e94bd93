// The store's settings as the cart, the checkout and the owner read them: defaults until the owner
// saves (the spec's minimum order subtotal exists without an amount: 50 minor units), rates read
// so a damaged value falls back to none rather than failing a cart.
import {
  type Address,
  DEFAULT_MIN_ORDER_SUBTOTAL_CENTS,
  MeasurementUnits,
  type ShippingZone,
  type TaxRule,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { parseJsonColumn } from '../../db/json.ts';
import type { Website } from '../../db/schema.ts';
import { selectStoreSettings } from './repository.ts';
import type { StoreSettingsTable } from './tables.ts';

export interface StoreSettings {
  currency: string;
  units: MeasurementUnits;
  minOrderSubtotalCents: number;
  pricesIncludeTax: boolean;
  storeAddress: Partial<Address>;
  testMode: boolean;
  lowStockThreshold: number;
  shippingZones: ShippingZone[];
  taxRules: TaxRule[];
  version: number;
}

export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export function defaultStoreRow(websiteId: string, now: number): StoreSettingsTable {
  return {
    website_id: websiteId,
    units: MeasurementUnits.imperial,
    min_order_subtotal_cents: DEFAULT_MIN_ORDER_SUBTOTAL_CENTS,
    prices_include_tax: 0,
    store_address: '{}',
    test_mode: 1,
    low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
    shipping_zones: '[]',
    tax_rules: '[]',
    next_order_number: 1,
    version: 1,
    updated_at: now,
  };
}

const rate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flat'), costCents: z.number().int().nonnegative() }),
  z.object({
    kind: z.literal('weight'),
    brackets: z.array(
      z.object({ upTo: z.number().nonnegative().nullable(), costCents: z.number().int().nonnegative() }),
    ),
  }),
  z.object({
    kind: z.literal('freeOver'),
    thresholdCents: z.number().int().nonnegative(),
    costCents: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('pickup') }),
]);

export const shippingZonesSchema = z.array(
  z.object({
    id: z.string().min(1).max(40),
    name: z.string().min(1).max(100),
    countries: z.array(z.string().regex(/^([A-Z]{2}|\*)$/)).min(1),
    regions: z.array(z.string().min(1).max(10)),
    methods: z.array(z.object({ id: z.string().min(1).max(40), name: z.string().min(1).max(100), rate })),
  }),
);

export const taxRulesSchema = z.array(
  z.object({
    id: z.string().min(1).max(40),
    name: z.string().min(1).max(100),
    country: z.string().regex(/^[A-Z]{2}$/),
    region: z.string().min(1).max(10).nullable(),
    rateBasisPoints: z.number().int().min(0).max(10_000),
    appliesToShipping: z.boolean(),
  }),
);

/** What a buyer may choose: a method of the zone the cart goes to, priced for the cart (core's shippingOptions). */
export const shippingOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  costCents: z.number().int(),
  // Local pickup: no shipping address needed
  pickup: z.boolean(),
});

/** The store's address, every line optional (the owner fills in what they have). */
export const storeAddressSchema = z.object({
  name: z.string().max(200).optional(),
  line1: z.string().max(200).optional(),
  line2: z.string().max(200).optional(),
  city: z.string().max(200).optional(),
  state: z.string().max(200).optional(),
  zip: z.string().max(200).optional(),
  country: z.string().max(200).optional(),
});

/** The settings as the owner's routes answer them, with the site's locale (money is formatted with it). */
export const storeSettingsSchema = z
  .object({
    currency: z.string(),
    units: z.literal(Object.values(MeasurementUnits)),
    minOrderSubtotalCents: z.number().int(),
    pricesIncludeTax: z.boolean(),
    storeAddress: storeAddressSchema,
    testMode: z.boolean(),
    lowStockThreshold: z.number().int(),
    shippingZones: shippingZonesSchema,
    taxRules: taxRulesSchema,
    version: z.number().int(),
    locale: z.string(),
  })
  .meta({ id: 'StoreSettings' });

export function storeSettingsOf(row: StoreSettingsTable, website: Pick<Website, 'currency'>): StoreSettings {
  return {
    currency: website.currency,
    units: row.units === MeasurementUnits.metric ? MeasurementUnits.metric : MeasurementUnits.imperial,
    minOrderSubtotalCents: Number(row.min_order_subtotal_cents),
    pricesIncludeTax: row.prices_include_tax === 1,
    storeAddress: storeAddressSchema.catch({}).parse(parseJsonColumn<unknown>(row.store_address, {})),
    testMode: row.test_mode === 1,
    lowStockThreshold: row.low_stock_threshold,
    shippingZones: shippingZonesSchema.catch([]).parse(parseJsonColumn<unknown>(row.shipping_zones, [])),
    taxRules: taxRulesSchema.catch([]).parse(parseJsonColumn<unknown>(row.tax_rules, [])),
    version: row.version,
  };
}

export async function readStoreSettings(
  db: Db,
  website: Pick<Website, 'id' | 'currency'>,
): Promise<StoreSettings> {
  const row = await selectStoreSettings(db, website.id);
  return storeSettingsOf(row ?? defaultStoreRow(website.id, 0), website);
}
