// The shop under many buyers at once (issue 10's speed goals): add to cart at 100 concurrent
// clients (p50, p99) — back to back, which measures the most the server takes (by Little's law its
// latency is then 100 ÷ its throughput), and at once a second each, a real shoppers' rate — and
// checkout completions per second. Each client is a visitor of its own
// (its own visitor id, crumb and cart cookie) and comes from an address of its own through
// X-Forwarded-For (the server runs with TRUST_PROXY=true), so the per-address rate limits that stop
// one abusive visitor do not stop a hundred honest ones. The product is the demo's recipe book: a
// digital product, never out of stock, so no buyer is refused for stock. The load runs in this
// process (keep-alive connections, one request at a time per client): on 2 cores it competes with
// the server for the CPU, which is counted in the figures, not hidden.
import { Agent, request } from 'node:http';

type Figures = { count: number; perSecond: number; p50: number; p99: number; errors: number };

export interface ShopFigures {
  clients: number;
  seconds: number;
  /** Every buyer adding again as soon as the last add (and its removal) is answered: the most it takes */
  addToCart: Figures;
  /** Every buyer adding once a second, as shoppers do: the latency at a real rate */
  addToCartPaced: Figures;
  checkout: Figures;
}

interface Answer {
  status: number;
  body: string;
}

let addresses = 0;
const nextAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly host: string,
    private readonly agent: Agent,
  ) {}

  send(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const crumb = this.cookies.get('crumb');
    const url = method === 'GET' || !crumb ? path : `${path}${path.includes('?') ? '&' : '?'}crumb=${crumb}`;
    const payload = json === undefined ? undefined : JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const req = request(
        `${this.base}${url}`,
        {
          method,
          agent: this.agent,
          headers: {
            host: this.host,
            'x-forwarded-for': nextAddress(),
            ...(this.cookies.size
              ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
              : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const at = pair.indexOf('=');
            this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
}

const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;

function summary(times: number[], errors: number, seconds: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: times.length,
    perSecond: Math.round(times.length / seconds),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors,
  };
}

/** Runs `step` on every client again and again for `seconds`; the times of the steps that counted. */
async function run(
  clients: Visitor[],
  seconds: number,
  step: (client: Visitor) => Promise<number | null>,
  /** Each client starts a step at most this often (spread over the first interval); 0: back to back */
  intervalMs = 0,
): Promise<{ times: number[]; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  await Promise.all(
    clients.map(async (client, index) => {
      if (intervalMs) await pause((intervalMs * index) / clients.length);
      while (performance.now() < until) {
        const started = performance.now();
        const took = await step(client);
        if (took === null) errors++;
        else times.push(took);
        if (intervalMs) await pause(started + intervalMs - performance.now());
      }
    }),
  );
  return { times, errors };
}

async function timed(
  work: () => Promise<Answer>,
  ok: number,
): Promise<{ ms: number; answer: Answer } | null> {
  const started = performance.now();
  const answer = await work();
  return answer.status === ok ? { ms: performance.now() - started, answer } : null;
}

export async function shopFigures(
  port: number,
  host: string,
  clients = 100,
  seconds = 10,
): Promise<ShopFigures> {
  const base = `http://127.0.0.1:${port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const visitors = Array.from({ length: clients }, () => new Visitor(base, host, agent));
  const catalogue = JSON.parse((await visitors[0]?.send('GET', '/api/commerce/products'))?.body ?? '{}') as {
    products: { id: string; url: string; variants: { id: string }[] }[];
  };
  const book = catalogue.products.find((p) => p.url.endsWith('/glaze-recipe-book'));
  if (!book?.variants[0]) throw new Error('The demo has no recipe book to buy');
  const entry = { productId: book.id, variantId: book.variants[0].id, quantity: 1 };
  await Promise.all(visitors.map((v) => v.send('GET', '/api/auth/Crumb')));

  // Add to cart (timed), then take it out again (not timed), so every add is the same add.
  const addThenRemove = async (client: Visitor) => {
    const added = await timed(() => client.send('POST', '/api/commerce/cart/entries', entry), 200);
    if (!added) return null;
    const cart = JSON.parse(added.answer.body) as { entries: { id: string }[] };
    for (const line of cart.entries) await client.send('DELETE', `/api/commerce/cart/entries/${line.id}`);
    return added.ms;
  };
  const adds = await run(visitors, seconds, addThenRemove);
  const paced = await run(visitors, seconds, addThenRemove, 1000);

  // A whole purchase: add (not timed), then the checkout with the test card (timed).
  let keys = 0;
  const checkouts = await run(visitors, seconds, async (client) => {
    const added = await client.send('POST', '/api/commerce/cart/entries', entry);
    if (added.status !== 200) return null;
    // The total the buyer is shown: checkout refuses a body without it (400, asking to reload).
    const { grandTotalCents } = JSON.parse(added.body) as { grandTotalCents: number };
    const paid = await timed(
      () =>
        client.send(
          'POST',
          '/api/commerce/checkout',
          {
            email: 'bench@example.com',
            expectedTotalCents: grandTotalCents,
            payment: {
              provider: 'test',
              card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
            },
          },
          { 'idempotency-key': `bench-${process.pid}-${++keys}` },
        ),
      201,
    );
    return paid ? paid.ms : null;
  });
  agent.destroy();
  return {
    clients,
    seconds,
    addToCart: summary(adds.times, adds.errors, seconds),
    addToCartPaced: summary(paced.times, paced.errors, seconds),
    checkout: summary(checkouts.times, checkouts.errors, seconds),
  };
}
