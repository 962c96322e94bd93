// A server process killed with SIGKILL while buyers are checking out, on both engines: after a
// restart every order it acknowledged (201) exists, and once the reconciliation job has run every
// charge in the test provider's ledger has its order or was released — none is left taken without
// an order, none is captured twice for one order.
import { ProductType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { killDuring, useKilledServer } from '../../../test/killed-server.ts';
import { call } from '../../../test/processes.ts';
import { enqueueJob } from '../../jobs/service.ts';
import { Clock, testDeps } from '../../jobs/test-support/support.ts';
import { Worker } from '../../jobs/worker.ts';
import { reconcilePaymentsJob } from '../payments/reconcile.ts';

const BUYERS = 6;
const BEFORE_KILL = 30;

/** A browser's cookies, kept across calls. */
class Jar {
  readonly cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

describe.each(ENGINES)('a server killed with SIGKILL during checkouts on %s', (engine) => {
  const killable = useKilledServer(engine, 'checkout');

  it('keeps every order it acknowledged, and every charge ends with its order or released', async () => {
    const server = await killable.start();
    const db = await killable.database();
    const book = await db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', (j) =>
        j.onRef('p.website_id', '=', 'v.website_id').onRef('p.id', '=', 'v.product_id'),
      )
      .select(['v.id', 'v.product_id'])
      .where('p.product_type', '=', ProductType.digital)
      .executeTakeFirstOrThrow();

    /** A state-changing call the way the runtime makes it: a crumb fetched on the first refusal. */
    const post = async (jar: Jar, path: string, body: unknown, headers: Record<string, string>) => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const crumb = jar.cookies.get('crumb');
        const answer = await call(
          server.port,
          'POST',
          crumb ? `${path}?crumb=${encodeURIComponent(crumb)}` : path,
          {
            body,
            cookie: jar.header(),
            headers,
          },
        );
        jar.take(answer.cookies);
        if (!(answer.status === 403 && answer.body.includes('crumbFail'))) return answer;
      }
      throw new Error('no crumb');
    };

    const { acknowledged, signal } = await killDuring(server, {
      senders: BUYERS,
      beforeKill: BEFORE_KILL,
      async send(i) {
        const jar = new Jar();
        const headers = { 'x-forwarded-for': `10.66.${Math.floor(i / 250)}.${i % 250}` };
        const added = await post(
          jar,
          '/api/commerce/cart/entries',
          { productId: book.product_id, variantId: book.id, quantity: 1 },
          headers,
        );
        if (added.status !== 200) throw new Error(`add answered ${added.status}: ${added.body}`);
        const placed = await post(
          jar,
          '/api/commerce/checkout',
          {
            email: `buyer${i}@example.com`,
            expectedTotalCents: JSON.parse(added.body).grandTotalCents,
            payment: {
              provider: 'test',
              card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
            },
          },
          { ...headers, 'idempotency-key': `kill-${engine}-${i}` },
        );
        if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${placed.body}`);
        return JSON.parse(placed.body).order.id as string;
      },
    });
    expect(signal).toBe('SIGKILL');

    const again = await killable.start();
    expect((await call(again.port, 'GET', '/api/commerce/cart')).status).toBe(200);

    const orders = new Set((await db.selectFrom('orders').select('id').execute()).map((o) => o.id));
    expect(acknowledged.filter((id) => !orders.has(id))).toEqual([]);

    // The reconciliation job, as the worker runs it a few minutes on.
    const later = new Clock(Date.now() + 10 * 60_000);
    await enqueueJob(db, reconcilePaymentsJob, {}, { now: later.now() });
    const worker = new Worker({ deps: testDeps(db, later), jobs: [reconcilePaymentsJob], periodic: [] });
    // The restarted server's own periodic reconciliation may be queued too: at least ours ran, none died.
    const summary = await worker.runOnce();
    expect(summary.ran).toBeGreaterThanOrEqual(1);
    expect(summary).toMatchObject({ retried: 0, dead: 0 });
    const charges = await db
      .selectFrom('test_payment_charges')
      .select(['id', 'status', 'idempotency_key'])
      .execute();
    const stuck = charges.filter((c) => c.status === 'authorized');
    expect(stuck).toEqual([]);
    const payments = await db
      .selectFrom('payments')
      .select(['idempotency_key', 'order_id', 'status'])
      .execute();
    const paymentOf = new Map(payments.map((p) => [p.idempotency_key, p]));
    for (const charge of charges.filter((c) => c.status === 'captured')) {
      const payment = paymentOf.get(charge.idempotency_key);
      expect(payment?.order_id && orders.has(payment.order_id), `charge ${charge.id} has its order`).toBe(
        true,
      );
    }
    const captured = charges.filter((c) => c.status === 'captured').length;
    expect(captured).toBe(orders.size);
  }, 180_000);
});
