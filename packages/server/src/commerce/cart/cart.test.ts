// The visitor's cart on both engines, through its routes: the spec's cart entity with exactly its
// fields; adds, changes and removals checked against the catalogue (stock, sold out, gift cards,
// products a visitor cannot see), each refusal changing nothing; coupons with their reasons;
// shipping by zone; and a cart only its own cookie opens.
import { ProductType } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { DEMO_HOST } from '../../../test/harness.ts';
import { demoVariant, demoWebsite, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';
import { CART_COOKIE } from './cookie.ts';

const CART = '/api/commerce/cart';
const SPEC_FIELDS = [
  'id',
  'websiteId',
  'orderId',
  'created',
  'isPurchased',
  'entries',
  'shippingOptions',
  'applicableTaxRules',
  'coupons',
  'validCoupons',
  'invalidCoupons',
  'selectedShippingOption',
  'shippingLocation',
  'subtotalCents',
  'taxCents',
  'shippingCostCents',
  'discountCents',
  'grandTotalCents',
  'totalQuantity',
  'hasDigital',
  'purelyDigital',
  'requiresShipping',
].sort();

describe.each(ENGINES)('the cart on %s', (engine) => {
  const suite = useTestApp(engine);
  let website: Website;
  let address = 0;
  const visitor = () => suite.client(DEMO_HOST, `10.88.${engine === 'sqlite' ? 1 : 2}.${++address}`);
  /** The demo's variant with this SKU, and its product. */
  const variant = async (sku: string) => {
    const { productId, variantId } = await demoVariant(suite.db, website.id, sku);
    return { productId, variantId };
  };

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    await suite.db
      .updateTable('store_settings')
      .set({
        shipping_zones: JSON.stringify([
          {
            id: 'us',
            name: 'United States',
            countries: ['US'],
            regions: [],
            methods: [
              { id: 'flat', name: 'Standard', rate: { kind: 'flat', costCents: 800 } },
              { id: 'pickup', name: 'Pick up at the studio', rate: { kind: 'pickup' } },
            ],
          },
        ]),
        tax_rules: JSON.stringify([
          {
            id: 'ny',
            name: 'NY sales tax',
            country: 'US',
            region: 'NY',
            rateBasisPoints: 888,
            appliesToShipping: true,
          },
        ]),
      })
      .where('website_id', '=', website.id)
      .execute();
    await suite.db
      .insertInto('coupons')
      .values({
        website_id: website.id,
        id: 'c'.repeat(24),
        code: 'TESTTEN',
        kind: 'percentage',
        percent_off: 10,
        amount_off_cents: 0,
        min_subtotal_cents: 0,
        starts_at: null,
        ends_at: null,
        usage_limit: null,
        times_used: 0,
        product_ids: null,
        version: 1,
        updated_at: 1,
      })
      .onConflict((oc) => oc.columns(['website_id', 'code']).doNothing())
      .execute();
  });

  it('is empty and unsaved for a new visitor, with exactly the spec’s fields', async () => {
    const client = visitor();
    const cart = await client.get(CART);
    expect(cart.statusCode).toBe(200);
    expect(Object.keys(cart.json()).sort()).toEqual(SPEC_FIELDS);
    expect(cart.json()).toMatchObject({ id: '', entries: [], totalQuantity: 0, grandTotalCents: 0 });
    expect(client.cookies.has(CART_COOKIE)).toBe(false);
  });

  it('adds, changes and removes, refusing what the catalogue cannot give and changing nothing then', async () => {
    const client = visitor();
    const fern = await variant('SQ1000002'); // Fern, Large: 4 in stock
    const added = await client.request('POST', `${CART}/entries`, { json: { ...fern, quantity: 2 } });
    expect(added.statusCode, added.body).toBe(200);
    expect(client.cookies.get(CART_COOKIE)).toMatch(/^[0-9a-f]{24}\.[\w-]{32}$/);
    const cart = added.json();
    expect(Object.keys(cart).sort()).toEqual(SPEC_FIELDS);
    expect(cart.entries).toMatchObject([
      {
        productName: 'Everyday Mug',
        productUrl: '/shop/everyday-mug',
        sku: 'SQ1000002',
        quantity: 2,
        unitPriceCents: 4400,
        lineTotalCents: 8800,
        available: true,
        optionValues: { Glaze: 'Fern', Size: 'Large' },
      },
    ]);
    expect(cart).toMatchObject({
      subtotalCents: 8800,
      totalQuantity: 2,
      requiresShipping: true,
      purelyDigital: false,
    });

    // Again: the same entry grows; past the stock it is refused and the cart stays as it was.
    expect(
      (await client.request('POST', `${CART}/entries`, { json: { ...fern, quantity: 1 } })).json().entries[0]
        .quantity,
    ).toBe(3);
    const tooMany = await client.request('POST', `${CART}/entries`, { json: { ...fern, quantity: 2 } });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe('There are not enough of Everyday Mug in stock for that quantity.');
    const soldOut = await client.request('POST', `${CART}/entries`, {
      json: { ...(await variant('SQ1000003')), quantity: 1 },
    });
    expect(soldOut.json().error).toBe('Everyday Mug is sold out.');
    const giftCard = await client.request('POST', `${CART}/entries`, {
      json: { ...(await variant('SQ1000030')), quantity: 1 },
    });
    expect([giftCard.statusCode, giftCard.json().error]).toEqual([400, 'Gift cards cannot be bought yet.']);
    const unknown = await client.request('POST', `${CART}/entries`, {
      json: { productId: 'a'.repeat(24), variantId: fern.variantId, quantity: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const after = (await client.get(CART)).json();
    expect(after.entries.map((e: { quantity: number }) => e.quantity)).toEqual([3]);

    // A digital file: no shipping for it.
    const book = await client.request('POST', `${CART}/entries`, {
      json: { ...(await variant(await skuOf(ProductType.digital))), quantity: 1 },
    });
    expect(book.json()).toMatchObject({ hasDigital: true, purelyDigital: false, totalQuantity: 4 });

    const entry = after.entries[0].id;
    const more = await client.request('PUT', `${CART}/entries/${entry}`, { json: { quantity: 5 } });
    expect(more.statusCode).toBe(409);
    expect(
      (await client.request('PUT', `${CART}/entries/${entry}`, { json: { quantity: 1 } })).json().entries[0]
        .quantity,
    ).toBe(1);
    const removed = await client.request('PUT', `${CART}/entries/${entry}`, { json: { quantity: 0 } });
    expect(removed.json()).toMatchObject({ purelyDigital: true, requiresShipping: false });
    const bookEntry = removed.json().entries[0].id;
    expect((await client.request('DELETE', `${CART}/entries/${bookEntry}`)).json().entries).toEqual([]);
    expect((await client.request('DELETE', `${CART}/entries/${bookEntry}`)).statusCode).toBe(404);
  });

  async function skuOf(type: number) {
    const row = await suite.db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', (j) =>
        j.onRef('p.website_id', '=', 'v.website_id').onRef('p.id', '=', 'v.product_id'),
      )
      .select('v.sku')
      .where('v.website_id', '=', website.id)
      .where('p.product_type', '=', type)
      .executeTakeFirstOrThrow();
    return row.sku;
  }

  it('applies a coupon, explains one that does not apply, ships by zone and taxes by state', async () => {
    const client = visitor();
    await client.request('POST', `${CART}/entries`, {
      json: { ...(await variant('SQ1000001')), quantity: 2 },
    });
    const coupon = await client.request('POST', `${CART}/coupons`, { json: { code: ' testten ' } });
    expect(coupon.json()).toMatchObject({
      coupons: ['TESTTEN'],
      validCoupons: [{ code: 'TESTTEN', kind: 'percentage' }],
      discountCents: 760,
    });
    const nope = await client.request('POST', `${CART}/coupons`, { json: { code: 'NOPE' } });
    expect(nope.json().invalidCoupons).toEqual([{ code: 'NOPE', reason: 'This coupon code is not valid.' }]);
    expect(
      (await client.request('POST', `${CART}/coupons`, { json: { code: 'not a code!' } })).statusCode,
    ).toBe(400);
    expect((await client.request('DELETE', `${CART}/coupons/NOPE`)).json().coupons).toEqual(['TESTTEN']);

    const located = await client.request('PUT', `${CART}/shipping`, {
      json: { location: { country: 'us', state: 'ny', zip: '10001' }, optionId: null },
    });
    expect(located.json().shippingOptions.map((o: { id: string }) => o.id)).toEqual(['flat', 'pickup']);
    const shipped = await client.request('PUT', `${CART}/shipping`, {
      json: { location: { country: 'US', state: 'NY' }, optionId: 'flat' },
    });
    // 7,600 − 760 + 800 shipping; 8.88% of 7,640 = 678.4
    expect(shipped.json()).toMatchObject({
      subtotalCents: 7600,
      discountCents: 760,
      shippingCostCents: 800,
      taxCents: 678,
      grandTotalCents: 7600 - 760 + 800 + 678,
      selectedShippingOption: { id: 'flat', costCents: 800 },
    });
    const abroad = await client.request('PUT', `${CART}/shipping`, {
      json: { location: { country: 'FR' }, optionId: 'flat' },
    });
    expect([abroad.statusCode, abroad.json().error]).toEqual([
      400,
      'This shipping option is not available for your address.',
    ]);
    expect((await client.get(CART)).json().shippingLocation).toEqual({ country: 'US', state: 'NY' });
  });

  it('opens only with its own cookie: another visitor, or a forged secret, gets none of it', async () => {
    const owner = visitor();
    await owner.request('POST', `${CART}/entries`, {
      json: { ...(await variant('SQ1000004')), quantity: 1 },
    });
    const [id] = (owner.cookies.get(CART_COOKIE) ?? '').split('.');
    const forger = visitor();
    forger.cookies.set(CART_COOKIE, `${id}.${'x'.repeat(32)}`);
    expect((await forger.get(CART)).json()).toMatchObject({ id: '', entries: [] });
    const entry = (await owner.get(CART)).json().entries[0].id;
    expect((await forger.request('DELETE', `${CART}/entries/${entry}`)).statusCode).toBe(404);
    expect((await owner.get(CART)).json().entries).toHaveLength(1);
  });
});
