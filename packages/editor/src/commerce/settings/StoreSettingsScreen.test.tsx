import type { StoreSettings } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../../testing/dom.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { StoreSettingsScreen } from './StoreSettingsScreen.tsx';

const URL = '/api/config/commerce/settings';
const ZONES: StoreSettings['shippingZones'] = [
  {
    id: 'us',
    name: 'United States',
    countries: ['US'],
    regions: [],
    methods: [{ id: 'standard', name: 'Standard', rate: { kind: 'flat', costCents: 800 } }],
  },
];
const STORED: StoreSettings = {
  currency: 'USD',
  locale: 'en-US',
  units: 1,
  minOrderSubtotalCents: 50,
  pricesIncludeTax: false,
  storeAddress: { city: 'Hudson' },
  testMode: true,
  lowStockThreshold: 3,
  shippingZones: ZONES,
  taxRules: [],
  version: 2,
};

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('StoreSettingsScreen', () => {
  it('saves currency, units and the rest from the version read, keeping zones and rules', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: STORED },
      [`PUT ${URL}`]: (body) => ({ body: { ...STORED, ...(body as object), version: 3, locale: 'en-US' } }),
    });
    rendered = await render(<StoreSettingsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Save settings'), 'the form');
    expect(textOf(container)).toContain('Prices show like $1,234.50');
    await typeInto(field(container, 'Currency') as unknown as HTMLSelectElement, 'EUR');
    expect(textOf(container)).toContain('Prices show like €1,234.50');
    await click(field(container, 'Kilograms and centimetres (kg, cm)'));
    await typeInto(field(container, 'Minimum order subtotal (EUR)') as HTMLInputElement, '1.00');
    await typeInto(field(container, 'Address line 1') as HTMLInputElement, '20 Main Street');
    await click(button(container, 'Save settings'));
    await waitFor(() => textOf(container).includes('Saved.'), 'the save');
    expect(api.sent.at(-1)?.body).toEqual({
      currency: 'EUR',
      units: 2,
      minOrderSubtotalCents: 100,
      pricesIncludeTax: false,
      storeAddress: { city: 'Hudson', line1: '20 Main Street' },
      testMode: true,
      lowStockThreshold: 3,
      shippingZones: ZONES,
      taxRules: [],
      version: 2,
    });
  });

  it('refuses an amount that is not one beside its field, and offers a reload on a conflict', async () => {
    fakeApi({
      [`GET ${URL}`]: { body: STORED },
      [`PUT ${URL}`]: {
        status: 409,
        body: { error: 'The store settings were changed elsewhere. Reload to see the latest version.' },
      },
    });
    rendered = await render(<StoreSettingsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Save settings'), 'the form');
    const minimum = field(container, 'Minimum order subtotal (USD)') as HTMLInputElement;
    await typeInto(minimum, 'lots');
    await click(button(container, 'Save settings'));
    await waitFor(() => minimum.getAttribute('aria-invalid') === 'true', 'the refusal');
    expect(document.activeElement).toBe(minimum);
    await typeInto(minimum, '0.50');
    await click(button(container, 'Save settings'));
    await waitFor(() => button(container, 'Reload'), 'the conflict');
  });
});
