// Shipping: zones of countries (optionally only some of their states or regions), each with the
// options a buyer there may choose: a flat rate, a rate by the parcel's weight, free over an amount,
// or local pickup. A cart with nothing physical in it is not shipped and gets no options.

export type ShippingRate =
  | { kind: 'flat'; costCents: number }
  /** Brackets by the cart's weight in the store's unit, lightest first; the last `upTo` may be null (any weight) */
  | { kind: 'weight'; brackets: { upTo: number | null; costCents: number }[] }
  /** Free from `thresholdCents` of subtotal (after discounts), else `costCents` */
  | { kind: 'freeOver'; thresholdCents: number; costCents: number }
  | { kind: 'pickup' };

export interface ShippingMethod {
  id: string;
  name: string;
  rate: ShippingRate;
}

export interface ShippingZone {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 codes; '*' for everywhere no other zone covers */
  countries: string[];
  /** State or region codes within those countries; empty for all of them */
  regions: string[];
  methods: ShippingMethod[];
}

export interface ShippingLocation {
  country: string;
  state?: string;
  zip?: string;
}

export interface ShippingOption {
  id: string;
  name: string;
  costCents: number;
  /** Local pickup: no shipping address needed */
  pickup: boolean;
}

const same = (a: string | undefined, b: string) => (a ?? '').trim().toUpperCase() === b.trim().toUpperCase();

/** The zone for a location: the first naming its country (and region, when the zone lists some), else '*'. */
export function zoneFor(zones: readonly ShippingZone[], location: ShippingLocation): ShippingZone | null {
  const covers = (zone: ShippingZone) =>
    zone.countries.some((c) => same(location.country, c)) &&
    (zone.regions.length === 0 || zone.regions.some((r) => same(location.state, r)));
  return zones.find(covers) ?? zones.find((zone) => zone.countries.includes('*')) ?? null;
}

/** The cost of one method for a cart, or null when it cannot carry it (heavier than every bracket). */
export function shippingCostCents(rate: ShippingRate, subtotalCents: number, weight: number): number | null {
  switch (rate.kind) {
    case 'flat':
      return rate.costCents;
    case 'pickup':
      return 0;
    case 'freeOver':
      return subtotalCents >= rate.thresholdCents ? 0 : rate.costCents;
    case 'weight':
      return rate.brackets.find((b) => b.upTo === null || weight <= b.upTo)?.costCents ?? null;
  }
}

export function shippingOptionsFor(input: {
  zones: readonly ShippingZone[];
  location: ShippingLocation | null;
  requiresShipping: boolean;
  /** After discounts */
  subtotalCents: number;
  weight: number;
}): ShippingOption[] {
  if (!input.requiresShipping || !input.location) return [];
  const zone = zoneFor(input.zones, input.location);
  if (!zone) return [];
  return zone.methods.flatMap((method) => {
    const costCents = shippingCostCents(method.rate, input.subtotalCents, input.weight);
    return costCents === null
      ? []
      : [{ id: method.id, name: method.name, costCents, pickup: method.rate.kind === 'pickup' }];
  });
}

export const SHIPPING_MESSAGES = {
  country: 'Choose a country (its two-letter code).',
  noOption: 'Choose a shipping option.',
  unknownOption: 'This shipping option is not available for your address.',
  unreachable: 'We do not ship to this address.',
} as const;

/** An ISO 3166-1 alpha-2 code as typed: two letters (the list itself is the browser's to offer). */
export function isCountryCode(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code.trim());
}
