// The owner's coupons on both engines: listed with their status and uses, made, refused in core's
// words (a duplicate code in any case is a 409, bad input a 400, each changing nothing), saved from
// their version, renamed and deleted while a visitor's cart holds the code (the cart re-evaluates it
// and the checkout refuses the total it no longer has), and open to a store manager but not to an
// editor.
import {
  COUPON_MESSAGES,
  COUPON_RULE_MESSAGES,
  SiteUserRole,
  usageLimitBelowUsesMessage,
} from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { type Client, DEMO_HOST } from '../../../test/harness.ts';
import {
  demoVariant,
  demoWebsite,
  signedInWithRole,
  useSignedInOwner,
  useTestApp,
} from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';
import { NOT_PERMITTED } from '../../routes/register.ts';
import type { CouponList, CouponView } from './schemas.ts';
import { COUPON_NOT_FOUND, STALE_COUPON } from './service.ts';

const COUPONS = '/api/config/commerce/coupons';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(ENGINES)('the owner’s coupons on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let address = 0;

  const list = async (client = owner()) => {
    const response = await client.get(COUPONS);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CouponList;
  };
  const couponNamed = async (code: string) => (await list()).coupons.find((c) => c.code === code);
  const create = async (json: Record<string, unknown>, client = owner()) =>
    client.request('POST', COUPONS, { json });
  const made = async (json: Record<string, unknown>) => {
    const response = await create(json);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CouponView;
  };
  const storedRows = () =>
    suite.db.selectFrom('coupons').selectAll().where('website_id', '=', website.id).orderBy('id').execute();
  const visitor = () => suite.client(DEMO_HOST, `10.61.${engine === 'sqlite' ? 1 : 2}.${++address}`);

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  it('lists the demo’s WELCOME10 with its status and uses, the store’s currency and products', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ currency: 'USD', locale: expect.any(String) });
    expect(answer.coupons.find((c) => c.code === 'WELCOME10')).toMatchObject({
      kind: 'percentage',
      percentOff: 10,
      amountOffCents: 0,
      minSubtotalCents: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      productIds: null,
      status: 'active',
      statusLabel: 'Active',
      version: 1,
    });
    expect(answer.products.map((p) => p.name)).toContain('Everyday Mug');
  });

  it('makes a coupon with its code upper case, and says where each stands and how often it was used', async () => {
    const now = Date.now();
    const [mug] = (await list()).products;
    const active = await made({
      code: ' spring-25 ',
      kind: 'fixed',
      amountOffCents: 500,
      minSubtotalCents: 2000,
      usageLimit: 10,
      productIds: [mug?.id],
    });
    expect(active).toMatchObject({
      code: 'SPRING-25',
      kind: 'fixed',
      amountOffCents: 500,
      percentOff: 0,
      minSubtotalCents: 2000,
      usageLimit: 10,
      timesUsed: 0,
      productIds: [mug?.id],
      status: 'active',
    });
    await made({ code: 'LATER', kind: 'percentage', percentOff: 15, startsAt: iso(now + DAY) });
    await made({
      code: 'BYGONE',
      kind: 'freeShipping',
      startsAt: iso(now - 2 * DAY),
      endsAt: iso(now - DAY),
    });
    const spent = await made({ code: 'ONLY-TWO', kind: 'percentage', percentOff: 50, usageLimit: 2 });
    // Three checkouts counted SPRING-25 and two ONLY-TWO, as spendCoupon does.
    for (const [code, uses] of [
      ['SPRING-25', 3],
      ['ONLY-TWO', 2],
    ] as const)
      await suite.db
        .updateTable('coupons')
        .set({ times_used: uses })
        .where('website_id', '=', website.id)
        .where('code', '=', code)
        .execute();
    const byCode = new Map((await list()).coupons.map((c) => [c.code, c]));
    expect(
      ['SPRING-25', 'LATER', 'BYGONE', 'ONLY-TWO'].map((code) => {
        const c = byCode.get(code);
        return [code, c?.status, c?.statusLabel, c?.timesUsed, c?.usageLimit];
      }),
    ).toEqual([
      ['SPRING-25', 'active', 'Active', 3, 10],
      ['LATER', 'scheduled', 'Scheduled', 0, null],
      ['BYGONE', 'expired', 'Expired', 0, null],
      ['ONLY-TWO', 'usedUp', 'Used up', 2, 2],
    ]);
    expect(byCode.get('LATER')?.startsAt).toBe(iso(now + DAY));
    // Times arrive with any offset and are kept in UTC, as far ahead as ISO 8601 goes.
    const far = await made({
      code: 'FAR-AHEAD',
      kind: 'percentage',
      percentOff: 1,
      startsAt: '2031-01-01T09:00:00+09:00',
      endsAt: '9999-12-31T23:59:59Z',
    });
    expect([far.startsAt, far.endsAt, far.status]).toEqual([
      '2031-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.000Z',
      'scheduled',
    ]);
    // Listed by code.
    const codes = (await list()).coupons.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    // A limit below the uses so far is refused; at them, the coupon stays used up.
    const below = await owner().request('PUT', `${COUPONS}/${spent.id}`, {
      json: { code: 'ONLY-TWO', kind: 'percentage', percentOff: 50, usageLimit: 1, version: spent.version },
    });
    expect([below.statusCode, below.json().errors]).toEqual([
      400,
      { usageLimit: usageLimitBelowUsesMessage(2) },
    ]);
  });

  it('refuses a code another coupon holds, in any case, with a 409 naming it', async () => {
    const before = await storedRows();
    const response = await create({ code: 'welcome10', kind: 'fixed', amountOffCents: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'There is already a coupon with the code WELCOME10.',
      errors: { code: 'There is already a coupon with the code WELCOME10.' },
    });
    const other = await made({ code: 'RENAME-ME', kind: 'percentage', percentOff: 5 });
    const renamed = await owner().request('PUT', `${COUPONS}/${other.id}`, {
      json: { code: 'Welcome10', kind: 'percentage', percentOff: 5, version: other.version },
    });
    expect([renamed.statusCode, renamed.json().error]).toEqual([
      409,
      'There is already a coupon with the code WELCOME10.',
    ]);
    expect((await couponNamed('RENAME-ME'))?.version).toBe(1);
    expect((await storedRows()).length).toBe(before.length + 1);
  });

  it('refuses bad input with a 400 naming each field, changing nothing', async () => {
    const before = await storedRows();
    const start = Date.now() + DAY;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ code: 'no spaces', kind: 'percentage', percentOff: 10 }, { code: COUPON_MESSAGES.badCode }],
      [{ code: 'ZERO', kind: 'percentage', percentOff: 0 }, { percentOff: COUPON_RULE_MESSAGES.percentOff }],
      [
        { code: 'MUCH', kind: 'percentage', percentOff: 101 },
        { percentOff: COUPON_RULE_MESSAGES.percentOff },
      ],
      [{ code: 'NONE', kind: 'percentage' }, { percentOff: COUPON_RULE_MESSAGES.percentOff }],
      [
        { code: 'FREE', kind: 'fixed', amountOffCents: 0 },
        { amountOffCents: COUPON_RULE_MESSAGES.amountOff },
      ],
      [
        { code: 'BACKWARDS', kind: 'freeShipping', startsAt: iso(start), endsAt: iso(start - 1) },
        { endsAt: COUPON_RULE_MESSAGES.endsBeforeStart },
      ],
      [
        { code: 'NOBODY', kind: 'percentage', percentOff: 10, usageLimit: 0 },
        { usageLimit: COUPON_RULE_MESSAGES.usageLimit },
      ],
      [
        { code: 'NOTHING', kind: 'percentage', percentOff: 10, productIds: [] },
        { productIds: COUPON_RULE_MESSAGES.noProducts },
      ],
      [
        { code: 'GHOST', kind: 'percentage', percentOff: 10, productIds: ['f'.repeat(24)] },
        { 'productIds.0': COUPON_RULE_MESSAGES.unknownProduct },
      ],
    ];
    // Numbers the schema takes but no column holds: refused in the owner's words, never a 500.
    cases.push(
      [
        { code: 'HUGE', kind: 'fixed', amountOffCents: Number.MAX_SAFE_INTEGER },
        { amountOffCents: 'Enter an amount of at most $1,000,000.00.' },
      ],
      [
        { code: 'HUGE', kind: 'percentage', percentOff: 10, usageLimit: 2 ** 31 },
        { usageLimit: COUPON_RULE_MESSAGES.usageLimit },
      ],
      [
        { code: 'HUGE', kind: 'percentage', percentOff: 2 ** 40, minSubtotalCents: -1 },
        { percentOff: COUPON_RULE_MESSAGES.percentOff, minSubtotalCents: COUPON_RULE_MESSAGES.minSubtotal },
      ],
    );
    for (const [body, errors] of cases) {
      const response = await create(body);
      expect([response.statusCode, response.json().errors], JSON.stringify(body)).toEqual([400, errors]);
      expect(response.json().error).toEqual(expect.any(String));
    }
    // The route's schema refuses what is not even the shape: the same error shape.
    for (const body of [
      { code: 'SHAPE', kind: 'halfOff' },
      { code: 'SHAPE', kind: 'percentage', percentOff: 'ten' },
      { code: 'SHAPE', kind: 'percentage', percentOff: 10, startsAt: 'tomorrow' },
      { code: 'SHAPE', kind: 'percentage', percentOff: 10, productIds: ['not-an-id'] },
      { kind: 'percentage', percentOff: 10 },
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}).length, response.body).toBeGreaterThan(0);
    }
    expect(await storedRows()).toEqual(before);
  });

  it('saves from the version read: a later save from the old version is a 409; an unknown coupon a 404', async () => {
    const coupon = await made({ code: 'EDIT-ME', kind: 'percentage', percentOff: 10 });
    const first = await owner().request('PUT', `${COUPONS}/${coupon.id}`, {
      json: {
        code: 'edited',
        kind: 'fixed',
        amountOffCents: 750,
        endsAt: iso(Date.now() + DAY),
        usageLimit: 5,
        version: coupon.version,
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      code: 'EDITED',
      kind: 'fixed',
      amountOffCents: 750,
      percentOff: 0,
      usageLimit: 5,
      version: coupon.version + 1,
    });
    const stale = await owner().request('PUT', `${COUPONS}/${coupon.id}`, {
      json: { code: 'EDIT-ME', kind: 'percentage', percentOff: 20, version: coupon.version },
    });
    expect([stale.statusCode, stale.json().error]).toEqual([409, STALE_COUPON]);
    expect((await couponNamed('EDITED'))?.amountOffCents).toBe(750);
    const missing = await owner().request('PUT', `${COUPONS}/${'e'.repeat(24)}`, {
      json: { code: 'EDIT-ME', kind: 'percentage', percentOff: 20, version: 1 },
    });
    expect([missing.statusCode, missing.json().error]).toEqual([404, COUPON_NOT_FOUND]);
    const gone = await owner().request('DELETE', `${COUPONS}/${'e'.repeat(24)}`);
    expect([gone.statusCode, gone.json().error]).toEqual([404, COUPON_NOT_FOUND]);
  });

  /** A visitor with a mug in the cart and `code` applied, shipping chosen: the total the checkout shows. */
  async function cartWith(code: string): Promise<{ client: Client; total: number; discount: number }> {
    const client = visitor();
    const { productId, variantId } = await demoVariant(suite.db, website.id, 'SQ1000001');
    const added = await client.request('POST', '/api/commerce/cart/entries', {
      json: { productId, variantId, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const applied = await client.request('POST', '/api/commerce/cart/coupons', { json: { code } });
    expect(applied.json().validCoupons, applied.body).toEqual([{ code, kind: 'percentage' }]);
    const located = await client.request('PUT', '/api/commerce/cart/shipping', {
      json: { location: { country: 'US', state: 'VA', zip: '22202' }, optionId: 'standard' },
    });
    expect(located.statusCode, located.body).toBe(200);
    return { client, total: located.json().grandTotalCents, discount: located.json().discountCents };
  }

  it('renames a coupon a cart holds: the cart finds the old code unknown, and the checkout refuses the old total', async () => {
    const coupon = await made({ code: 'HELD', kind: 'percentage', percentOff: 20 });
    const { client, total, discount } = await cartWith('HELD');
    expect(discount).toBeGreaterThan(0);
    const renamed = await owner().request('PUT', `${COUPONS}/${coupon.id}`, {
      json: { code: 'HELD-NEW', kind: 'percentage', percentOff: 20, version: coupon.version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const cart = (await client.get('/api/commerce/cart')).json();
    expect(cart.validCoupons).toEqual([]);
    expect(cart.invalidCoupons).toEqual([{ code: 'HELD', reason: COUPON_MESSAGES.unknown }]);
    expect(cart.discountCents).toBe(0);
    expect(cart.grandTotalCents).toBeGreaterThan(total);
    const orders = await suite.db
      .selectFrom('orders')
      .select('id')
      .where('website_id', '=', website.id)
      .execute();
    const placed = await client.request('POST', '/api/commerce/checkout', {
      headers: { 'idempotency-key': `coupon-rename-${engine}-${Date.now()}` },
      json: {
        email: 'buyer@example.com',
        expectedTotalCents: total,
        shippingAddress: {
          name: 'Ada',
          line1: '1 Navy Yard',
          city: 'Arlington',
          state: 'VA',
          zip: '22202',
          country: 'US',
        },
        shippingOptionId: 'standard',
        payment: {
          provider: 'test',
          card: { number: '4242424242424242', expMonth: 1, expYear: 2035, cvc: '999' },
        },
      },
    });
    expect(placed.statusCode, placed.body).toBe(409);
    expect(
      await suite.db.selectFrom('orders').select('id').where('website_id', '=', website.id).execute(),
    ).toHaveLength(orders.length);
  });

  it('deletes a coupon a cart holds: the cart then shows the code as not valid', async () => {
    const coupon = await made({ code: 'SHORT-LIVED', kind: 'percentage', percentOff: 30 });
    const { client } = await cartWith('SHORT-LIVED');
    const deleted = await owner().request('DELETE', `${COUPONS}/${coupon.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await couponNamed('SHORT-LIVED')).toBeUndefined();
    const cart = (await client.get('/api/commerce/cart')).json();
    expect([cart.discountCents, cart.invalidCoupons]).toEqual([
      0,
      [{ code: 'SHORT-LIVED', reason: COUPON_MESSAGES.unknown }],
    ]);
  });

  it('is open to a store manager and refused to an editor and to anyone signed out, changing nothing', async () => {
    const signedInAs = (role: number, name: string) =>
      signedInWithRole(suite, { websiteId: website.id, engine }, { role, name });
    const manager = await signedInAs(SiteUserRole.storeManager, 'coupon-manager');
    expect((await list(manager)).coupons.length).toBeGreaterThan(0);
    const byManager = await create({ code: 'MANAGERS', kind: 'percentage', percentOff: 5 }, manager);
    expect(byManager.statusCode, byManager.body).toBe(201);
    const removed = await manager.request('DELETE', `${COUPONS}/${byManager.json().id}`);
    expect(removed.statusCode).toBe(204);

    const editor = await signedInAs(SiteUserRole.editor, 'coupon-editor');
    const target = await couponNamed('WELCOME10');
    const before = await storedRows();
    for (const [method, url, json] of [
      ['GET', COUPONS, undefined],
      ['POST', COUPONS, { code: 'EDITORS', kind: 'percentage', percentOff: 5 }],
      [
        'PUT',
        `${COUPONS}/${target?.id}`,
        { code: 'WELCOME10', kind: 'percentage', percentOff: 90, version: 1 },
      ],
      ['DELETE', `${COUPONS}/${target?.id}`, undefined],
    ] as const) {
      const refused = await editor.request(method, url, json ? { json } : {});
      expect([refused.statusCode, refused.json().error], `${method} ${url}`).toEqual([403, NOT_PERMITTED]);
      const anonymous = await visitor().request(method, url, json ? { json } : {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await storedRows()).toEqual(before);
  });
});
