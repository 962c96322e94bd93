import { DOWNLOAD_LIMIT, DOWNLOAD_MESSAGES } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { DEMO_HOST } from '../../../test/harness.ts';
import { demoWebsite, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';
import { Clock, testDeps } from '../../jobs/test-support/support.ts';
import { Worker } from '../../jobs/worker.ts';
import { orderPlacedJob } from '../orders/jobs.ts';

const BILLING = {
  name: 'Ada Lovelace',
  line1: '12 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  country: 'US',
};
const CARD = {
  provider: 'test',
  card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
};
const DAY = 24 * 60 * 60 * 1000;
let keys = 0;

describe.each(ENGINES)("the order's page and its downloads on %s", (engine) => {
  const suite = useTestApp(engine);
  let website: Website;
  let address = 0;
  const visitor = () =>
    suite.client(DEMO_HOST, `10.98.${engine === 'sqlite' ? 1 : 2}.${(++address % 250) + 1}`);

  /** Buys the demo's recipe book (a digital product): the checkout's answer */
  async function buyRecipeBook() {
    const client = visitor();
    const variant = await suite.db
      .selectFrom('product_variants as v')
      .innerJoin('items as i', (j) =>
        j.onRef('i.website_id', '=', 'v.website_id').onRef('i.id', '=', 'v.product_id'),
      )
      .select(['v.id', 'v.product_id'])
      .where('v.website_id', '=', website.id)
      .where('i.url_id', '=', 'glaze-recipe-book')
      .executeTakeFirstOrThrow();
    const added = await client.request('POST', '/api/commerce/cart/entries', {
      json: { productId: variant.product_id, variantId: variant.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await client.request('POST', '/api/commerce/checkout', {
      headers: { 'idempotency-key': `download-${Date.now()}-${++keys}` },
      json: {
        email: 'ada@example.com',
        billingAddress: BILLING,
        expectedTotalCents: added.json().grandTotalCents,
        payment: CARD,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json() as { order: { id: string; number: string }; orderUrl: string };
    return { ...answer, client };
  }

  const downloadAction = (html: string) => html.match(/action="(\/commerce\/downloads\/[^"]+)"/)?.[1];
  const download = (action: string) => visitor().request('POST', action, { form: {}, crumb: false });

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  it('leads the buyer to a signed receipt with the file, counted and limited', async () => {
    const { order, orderUrl, client } = await buyRecipeBook();
    expect(orderUrl).toMatch(/^\/order-confirmed\?order=[0-9a-f]{24}\.[\w-]+$/);
    const page = await client.get(orderUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`Order ${order.number}`);
    expect(page.body).toContain('Your downloads');
    expect(page.body).toContain(`${DOWNLOAD_LIMIT} of ${DOWNLOAD_LIMIT} downloads left`);
    const action = downloadAction(page.body);
    expect(action).toBeDefined();

    // Anyone holding the link downloads it (no session, no crumb), as many times as the limit.
    for (let n = 1; n <= DOWNLOAD_LIMIT; n++) {
      const file = await download(action as string);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain('attachment; filename="glaze-recipe-book.pdf"');
      expect(file.body.startsWith('%PDF-1.4')).toBe(true);
    }
    const spent = await download(action as string);
    expect(spent.statusCode).toBe(303);
    expect(spent.headers.location).toBe(`${orderUrl}#downloads`);
    const after = await client.get(orderUrl);
    expect(after.body).toContain(DOWNLOAD_MESSAGES.usedUp);
    const count = await suite.db
      .selectFrom('order_lines')
      .select('download_count')
      .where('website_id', '=', website.id)
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(count.download_count).toBe(DOWNLOAD_LIMIT);
  });

  it('closes the download when the link has expired or the purchase was refunded', async () => {
    const expired = await buyRecipeBook();
    await suite.db
      .updateTable('orders')
      .set({ created_at: Date.now() - 31 * DAY })
      .where('website_id', '=', website.id)
      .where('id', '=', expired.order.id)
      .execute();
    const expiredPage = await visitor().get(expired.orderUrl);
    expect(expiredPage.body).toContain(DOWNLOAD_MESSAGES.expired);
    expect(downloadAction(expiredPage.body)).toBeUndefined();

    const refunded = await buyRecipeBook();
    const action = downloadAction((await visitor().get(refunded.orderUrl)).body) as string;
    await suite.db
      .updateTable('orders')
      .set((eb) => ({ refunded_cents: eb.ref('grand_total_cents'), state: 'refunded' }))
      .where('website_id', '=', website.id)
      .where('id', '=', refunded.order.id)
      .execute();
    const refused = await download(action);
    expect(refused.statusCode).toBe(303);
    expect((await visitor().get(refunded.orderUrl)).body).toContain(DOWNLOAD_MESSAGES.closed);
  });

  it('refuses made-up and edited links, and never serves the file at its public address', async () => {
    const { order, orderUrl } = await buyRecipeBook();
    const action = downloadAction((await visitor().get(orderUrl)).body) as string;
    const forged = await download(`${action.slice(0, -3)}abc`);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toBe(DOWNLOAD_MESSAGES.invalid);
    const edited = await visitor().get(`${orderUrl.slice(0, -3)}abc`);
    expect(edited.statusCode).toBe(200);
    expect(edited.body).not.toContain(order.number);
    expect(edited.body).toContain('Your order is placed');
    const publicAddress = await visitor().get('/s/glaze-recipe-book.pdf');
    expect(publicAddress.statusCode).toBe(404);
    // A picture in the library is served as before.
    expect((await visitor().get('/s/recipe-book.svg')).statusCode).toBe(200);
  });

  it("puts the order's page in the buyer's confirmation mail", async () => {
    const { order, orderUrl } = await buyRecipeBook();
    const worker = new Worker({
      deps: testDeps(suite.db, new Clock()),
      jobs: [orderPlacedJob],
      periodic: [],
    });
    // This file's earlier orders have their jobs queued too: run them all.
    while ((await worker.runOnce()).ran > 0);
    const mail = await suite.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html'])
      .where('kind', '=', 'order-confirmation')
      .where('subject', 'like', `%${order.number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(
      `View your order and download your files: http://${DEMO_HOST}${orderUrl}`,
    );
    expect(mail.html).toContain(`href="http://${DEMO_HOST}${orderUrl}"`);
  });
});
