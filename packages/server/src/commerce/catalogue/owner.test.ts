// The catalogue's routes on both engines: the visitor's catalogue with stock only as a state, the
// issue's PATCH of one variant (two at once both kept; bad values refused and nothing changed; the
// product page showing the new price at once), the inventory's low-stock flags, and the store's
// settings saved from their version.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { DEMO_HOST } from '../../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';

describe.each(ENGINES)('the catalogue’s routes on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  const variant = (sku: string) =>
    suite.db
      .selectFrom('product_variants')
      .selectAll()
      .where('website_id', '=', website.id)
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  it('lists the published catalogue for visitors, in stock or sold out, never how many', async () => {
    const catalogue = await suite.client(DEMO_HOST).get('/api/commerce/products');
    expect(catalogue.statusCode).toBe(200);
    const { products, currency } = catalogue.json();
    expect(currency).toBe('USD');
    const mug = products.find((p: { title: string }) => p.title === 'Everyday Mug');
    expect(mug).toMatchObject({ url: '/shop/everyday-mug', productType: 1 });
    expect(mug.variants.map((v: { sku: string; inStock: boolean }) => [v.sku, v.inStock])).toEqual([
      ['SQ1000001', true],
      ['SQ1000002', true],
      ['SQ1000003', false],
      ['SQ1000004', true],
    ]);
    expect(catalogue.body).not.toContain('qtyInStock');
    expect(catalogue.body).not.toContain('qty_in_stock');
  });

  it('adjusts one variant, two at once both kept, refusing bad values and changing nothing then', async () => {
    const plum = await variant('SQ1000004');
    const url = `/api/config/commerce/products/${plum.product_id}/variants/${plum.id}`;
    const [stock, price] = await Promise.all([
      owner().request('PATCH', url, { json: { qtyInStock: 25 } }),
      owner().request('PATCH', url, { json: { price: 4000, salePrice: 3600, onSale: true } }),
    ]);
    expect([stock.statusCode, price.statusCode]).toEqual([200, 200]);
    expect(await variant('SQ1000004')).toMatchObject({
      qty_in_stock: 25,
      price_cents: 4000,
      sale_price_cents: 3600,
      on_sale: 1,
    });
    const page = await suite.client(DEMO_HOST).get('/shop/everyday-mug');
    expect(page.body).toContain('$36.00');

    const bad = await owner().request('PATCH', url, { json: { price: 100_000_001, qtyInStock: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      price: 'A price is from 0 to 100000000 minor units.',
      qtyInStock: 'Stock is a whole number, 0 or more.',
    });
    const sale = await owner().request('PATCH', url, { json: { salePrice: 5000 } });
    expect(sale.json().errors).toEqual({ salePrice: 'A sale price is below the price.' });
    expect(await variant('SQ1000004')).toMatchObject({
      qty_in_stock: 25,
      price_cents: 4000,
      sale_price_cents: 3600,
    });
    const other = await variant('SQ1000010');
    expect(
      (
        await owner().request(
          'PATCH',
          `/api/config/commerce/products/${plum.product_id}/variants/${other.id}`,
          { json: { qtyInStock: 1 } },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('flags low stock in the inventory by the store’s threshold', async () => {
    const { lowStockThreshold, variants } = (await owner().get('/api/config/commerce/inventory')).json();
    expect(lowStockThreshold).toBe(3);
    const flag = (sku: string) => variants.find((v: { sku: string }) => v.sku === sku);
    expect(flag('SQ1000003')).toMatchObject({ productName: 'Everyday Mug', qtyInStock: 0, lowStock: true });
    expect(flag('SQ1000001')).toMatchObject({ qtyInStock: 12, lowStock: false });
    expect(flag('SQ1000030')).toMatchObject({ unlimited: true, lowStock: false });
  });

  it('saves the store’s settings from their version', async () => {
    const read = (await owner().get('/api/config/commerce/settings')).json();
    expect(read).toMatchObject({ currency: 'USD', testMode: true, minOrderSubtotalCents: 50, version: 1 });
    const change = {
      units: 2,
      minOrderSubtotalCents: 500,
      pricesIncludeTax: false,
      testMode: true,
      lowStockThreshold: 5,
      storeAddress: { line1: '20 Main Street', city: 'Hudson', country: 'US' },
      shippingZones: read.shippingZones,
      taxRules: read.taxRules,
      version: read.version,
    };
    const saved = await owner().request('PUT', '/api/config/commerce/settings', { json: change });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      units: 2,
      minOrderSubtotalCents: 500,
      lowStockThreshold: 5,
      version: 2,
    });
    const stale = await owner().request('PUT', '/api/config/commerce/settings', { json: change });
    expect([stale.statusCode, stale.json().error]).toEqual([
      409,
      'The store settings were changed elsewhere. Reload to see the latest version.',
    ]);
    const badZone = await owner().request('PUT', '/api/config/commerce/settings', {
      json: {
        ...change,
        version: 2,
        shippingZones: [{ id: 'x', name: 'X', countries: ['usa'], regions: [], methods: [] }],
      },
    });
    expect(badZone.statusCode).toBe(400);
  });
});
