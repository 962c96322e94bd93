import { describe, expect, it } from 'vitest';
import { addressErrors, minimumSubtotalMessage } from './checkout-rules.ts';
import { COUPON_MESSAGES, normalizeCouponCode, validateCouponCode } from './coupons.ts';
import { type ShippingZone, zoneFor } from './shipping.ts';
import { applicableTaxRules, taxCents } from './tax.ts';

describe('checkout rules', () => {
  it('checks an address, a US zip being exactly five digits', () => {
    const address = {
      name: 'Ada',
      line1: '1 Main St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      country: 'US',
    };
    expect(addressErrors(address)).toEqual({});
    expect(addressErrors({ ...address, zip: '1220' })).toEqual({ zip: 'A US zip code is 5 digits.' });
    expect(addressErrors({ ...address, zip: '12207-1234' }).zip).toBe('A US zip code is 5 digits.');
    expect(addressErrors({ ...address, country: 'GB', state: '', zip: 'SW1A 1AA' })).toEqual({});
    expect(addressErrors({ name: '', line1: '', city: '', zip: '', country: 'Nowhere' })).toEqual({
      name: 'Enter the name for this address.',
      line1: 'Enter the street address.',
      city: 'Enter the city.',
      zip: 'Enter the postal code.',
      country: 'Choose a country.',
    });
  });

  it('names the minimum subtotal in the store’s currency', () => {
    expect(minimumSubtotalMessage(50, 'USD')).toBe('The minimum order subtotal is $0.50.');
  });

  it('compares coupon codes without case or spaces', () => {
    expect(normalizeCouponCode(' welcome10 ')).toBe('WELCOME10');
    expect(validateCouponCode('welcome-10')).toBeNull();
    expect(validateCouponCode('no spaces')).toBe(COUPON_MESSAGES.badCode);
    expect(validateCouponCode('')).toBe(COUPON_MESSAGES.badCode);
  });

  it('finds the zone of a region before the country’s, and everywhere else last', () => {
    const zones: ShippingZone[] = [
      { id: 'hi', name: 'Hawaii', countries: ['US'], regions: ['HI'], methods: [] },
      { id: 'us', name: 'US', countries: ['US'], regions: [], methods: [] },
      { id: 'world', name: 'World', countries: ['*'], regions: [], methods: [] },
    ];
    expect(zoneFor(zones, { country: 'us', state: 'hi' })?.id).toBe('hi');
    expect(zoneFor(zones, { country: 'US', state: 'NY' })?.id).toBe('us');
    expect(zoneFor(zones, { country: 'JP' })?.id).toBe('world');
    expect(zoneFor(zones.slice(0, 2), { country: 'JP' })).toBeNull();
  });

  it('taxes by country and region, rounding once per rule', () => {
    const rules = [
      {
        id: 'ca',
        name: 'Canada GST',
        country: 'CA',
        region: null,
        rateBasisPoints: 500,
        appliesToShipping: true,
      },
      {
        id: 'qc',
        name: 'Quebec QST',
        country: 'CA',
        region: 'QC',
        rateBasisPoints: 998,
        appliesToShipping: false,
      },
    ];
    const quebec = applicableTaxRules(rules, { country: 'CA', state: 'QC' });
    expect(quebec.map((r) => r.id)).toEqual(['ca', 'qc']);
    expect(applicableTaxRules(rules, { country: 'CA', state: 'ON' }).map((r) => r.id)).toEqual(['ca']);
    // GST on 10,000 + 1,000 shipping = 550; QST on the goods only = 998.
    expect(taxCents(quebec, 10_000, 1000, false)).toBe(1548);
  });
});
