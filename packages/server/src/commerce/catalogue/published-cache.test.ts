// The published catalogue is answered from the page cache (routes/shared-answer.ts) on both engines:
// one answer per site until a change, with an ETag, compressed for browsers that take it, and dropped
// by the owner's changes (a checkout's: checkout.test.ts); once kept, answered before Fastify.
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { DEMO_HOST } from '../../../test/harness.ts';
import { demoVariant, demoWebsite, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';
import { sharedAnswerShortcut } from '../../routes/shared-answer.ts';
import { routeTable } from '../../routes/table.ts';

const CATALOGUE = '/api/commerce/products';

interface Catalogue {
  products: { id: string; title: string; variants: { id: string; sku: string; inStock: boolean }[] }[];
}

describe.each(ENGINES)('the published catalogue from the page cache on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  const visitor = () => suite.client(DEMO_HOST);
  const mugTitle = async () =>
    ((await visitor().get(CATALOGUE)).json() as Catalogue).products.find((p) => p.id === mugId)?.title;
  let mugId: string;
  let mugVariantId: string;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    ({ productId: mugId, variantId: mugVariantId } = await demoVariant(suite.db, website.id, 'SQ1000001'));
  });

  it('answers every caller the same bytes with one ETag, 304 when they have them, brotli when asked', async () => {
    const first = await visitor().get(CATALOGUE);
    const second = await visitor().get(CATALOGUE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toBeUndefined();
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);

    const again = await visitor().request('GET', CATALOGUE, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // And the route table's document says so.
    const document = (await visitor().get('/api/openapi.json')).json();
    expect(document.paths[CATALOGUE].get.responses['304'].description).toMatch(/^Not modified/);

    const compressed = await visitor().request('GET', CATALOGUE, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
  });

  it('once kept, goes out ahead of Fastify to the plainest requests, and leaves it every other', async () => {
    const kept = await visitor().get(CATALOGUE);
    // The shortcut alone on a server of its own: what it does not answer, nothing does (404 here).
    const shortcut = sharedAnswerShortcut(suite.ctx, routeTable());
    const server = createServer((request, response) => {
      if (!shortcut(request, response)) response.writeHead(404).end('not taken');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        get({ port, path, headers: { host: DEMO_HOST, ...headers } }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        }).on('error', reject);
      });
    try {
      const answer = await ask(CATALOGUE);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(kept.body);
      expect(answer.headers.etag).toBe(kept.headers.etag);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect((await ask(CATALOGUE, { 'if-none-match': String(kept.headers.etag) })).status).toBe(304);
      for (const [path, headers] of [
        [`${CATALOGUE}?page=2`, {}],
        ['/api/config/commerce/products', {}],
        [CATALOGUE, { 'x-forwarded-proto': 'https' }],
        [CATALOGUE, { host: 'nowhere.example' }],
      ] as const) {
        expect((await ask(path, headers)).body, `${path} ${JSON.stringify(headers)}`).toBe('not taken');
      }
    } finally {
      server.close();
    }
  });

  it('is read once per change: a row changed behind its back shows only after the next change', async () => {
    expect(await mugTitle()).toBe('Everyday Mug');
    // Not through the product's routes, so nothing tells the cache: the kept answer still says the old.
    await suite.db
      .updateTable('items')
      .set({ title: 'Everyday Mug, renamed quietly' })
      .where('id', '=', mugId)
      .execute();
    expect(await mugTitle()).toBe('Everyday Mug');

    // The owner's stock change is a change: the next answer is read afresh, both changes in it.
    const patched = await owner().request(
      'PATCH',
      `/api/config/commerce/products/${mugId}/variants/${mugVariantId}`,
      { json: { qtyInStock: 0 } },
    );
    expect(patched.statusCode).toBe(200);
    const after = (await visitor().get(CATALOGUE)).json() as Catalogue;
    const mug = after.products.find((p) => p.id === mugId);
    expect(mug?.title).toBe('Everyday Mug, renamed quietly');
    expect(mug?.variants.find((v) => v.sku === 'SQ1000001')?.inStock).toBe(false);
  });
});
