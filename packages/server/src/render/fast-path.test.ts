// The fast path answers a cached page exactly as Fastify's page route does (same status, headers and
// bytes in every encoding, 304 included), and leaves to Fastify everything it must not answer.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../test/harness.ts';
import { fastPathCounters } from '../app.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

// Set by the server itself on every answer, whoever wrote it.
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function comparable(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !TRANSPORT_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

describe('the fast path for cached pages', () => {
  let test: TestApp;
  let port = 0;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { trustProxy: true });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  /** Over the socket: through the fast path when it answers. */
  function overHttp(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { host: DEMO_HOST, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: comparable(res.headers),
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
        .on('error', reject)
        .end();
    });
  }

  /** Through Fastify's routes, as every request went before the fast path. */
  async function throughFastify(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const answer = await test.app.inject({
      method: 'GET',
      url: path,
      headers: { host: DEMO_HOST, ...headers },
    });
    return { status: answer.statusCode, headers: comparable(answer.headers), body: answer.rawPayload };
  }

  async function servedByFastPath(method: string, path: string, headers: Record<string, string> = {}) {
    const before = fastPathCounters.served;
    const answer = await overHttp(method, path, headers);
    return { answer, fast: fastPathCounters.served > before };
  }

  it('answers a cached page as the page route does, in each encoding and over https behind a proxy', async () => {
    const first = await servedByFastPath('GET', '/about');
    expect(first.fast).toBe(false); // not cached yet: Fastify renders and caches it
    const html = first.answer.body.toString();
    expect(html).toContain('<title>About — ');
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' },
    ];
    for (const headers of variants) {
      const { answer, fast } = await servedByFastPath('GET', '/about', headers);
      expect(fast, JSON.stringify(headers)).toBe(true);
      expect(answer).toEqual(await throughFastify('/about', headers));
      const encoding = answer.headers['content-encoding'];
      const decoded =
        encoding === 'br'
          ? brotliDecompressSync(answer.body)
          : encoding === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(decoded.toString()).toBe(html);
    }
    const secure = await overHttp('GET', '/about', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(secure.headers['x-content-type-options']).toBe('nosniff');
    expect(secure.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('answers 304 to the ETag the browser holds, as the page route does', async () => {
    const etag = (await overHttp('GET', '/about')).headers.etag ?? '';
    const { answer, fast } = await servedByFastPath('GET', '/about', { 'if-none-match': etag });
    expect(fast).toBe(true);
    expect(answer.status).toBe(304);
    expect(answer.body.length).toBe(0);
    expect(answer).toEqual(await throughFastify('/about', { 'if-none-match': etag }));
  });

  it('leaves to Fastify what it must not answer', async () => {
    await overHttp('GET', '/about');
    const leftAlone: [string, string, Record<string, string>][] = [
      ['GET', '/about', { cookie: 'tessera_session=whatever' }],
      ['GET', '/about', { cookie: 'a=1; tessera_unlock=x' }],
      ['GET', '/ABOUT', {}],
      ['GET', '/about/', {}],
      ['GET', '/%61bout', {}],
      ['HEAD', '/about', {}],
      ['GET', '/about', { host: 'unknown.example' }],
      ['GET', '/api/health', {}],
    ];
    for (const [method, path, headers] of leftAlone) {
      const { fast } = await servedByFastPath(method, path, headers);
      expect(fast, `${method} ${path} ${JSON.stringify(headers)}`).toBe(false);
    }
  });

  it('stops answering a page the moment a change drops it', async () => {
    await overHttp('GET', '/journal');
    expect((await servedByFastPath('GET', '/journal')).fast).toBe(true);
    const site = test.ctx.hosts.peek(DEMO_HOST);
    if (site?.kind !== 'site') throw new Error('the demo host is not remembered');
    await test.ctx.changes.publish({ websiteId: site.website.id, tags: ['site'] });
    expect((await servedByFastPath('GET', '/journal')).fast).toBe(false);
  });
});
