// The demo store as a new user finds it, on both engines: buyable in test mode with its shipping,
// New York tax and WELCOME10, and four past orders in different states on the orders screen.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { DEMO_HOST } from '../../test/harness.ts';
import { demoVariant, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';

describe.each(ENGINES)('the demo store on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  it('has past orders in different states, each paid through the test ledger', async () => {
    const { orders } = (await owner().get('/api/config/commerce/orders')).json();
    expect(orders.map((o: { number: string; state: string }) => [o.number, o.state])).toEqual([
      ['00001', 'paid'],
      ['00002', 'fulfilled'],
      ['00003', 'partiallyRefunded'],
      ['00004', 'cancelled'],
    ]);
    const website = await demoWebsite(suite.db);
    const charges = await suite.db
      .selectFrom('test_payment_charges')
      .selectAll()
      .where('website_id', '=', website.id)
      .execute();
    expect(charges.map((c) => c.status)).toEqual(['captured', 'captured', 'captured', 'captured']);
    const refunded = charges.map((c) => Number(c.refunded_cents)).sort((a, b) => a - b);
    expect(refunded).toEqual([0, 0, 4400, Number(orders[3].grandTotalCents)].sort((a, b) => a - b));
  });

  it('is buyable: New York tax, the shipping options and WELCOME10 on a mug', async () => {
    const client = suite.client(DEMO_HOST, `10.55.${engine === 'sqlite' ? 1 : 2}.1`);
    const website = await demoWebsite(suite.db);
    const { productId, variantId } = await demoVariant(suite.db, website.id, 'SQ1000001');
    await client.request('POST', '/api/commerce/cart/entries', {
      json: { productId, variantId, quantity: 3 },
    });
    await client.request('POST', '/api/commerce/cart/coupons', { json: { code: 'welcome10' } });
    const cart = (
      await client.request('PUT', '/api/commerce/cart/shipping', {
        json: { location: { country: 'US', state: 'NY' }, optionId: 'free-over-100' },
      })
    ).json();
    expect(
      cart.shippingOptions.map((o: { name: string; costCents: number }) => [o.name, o.costCents]),
    ).toEqual([
      ['Standard (3–5 days)', 800],
      ['Free over $100', 0],
      ['Pick up at the studio', 0],
    ]);
    // 11,400 − 1,140 = 10,260 (over $100: free); 8.88% of it = 911
    expect(cart).toMatchObject({
      subtotalCents: 11_400,
      discountCents: 1140,
      shippingCostCents: 0,
      taxCents: 911,
      grandTotalCents: 10_260 + 911,
    });
  });
});
