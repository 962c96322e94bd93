// Compression: which coding an Accept-Encoding header gets, and the onSend hook that compresses HTML
// made per request. The hook does not depend on the database engine, so its suite runs on SQLite.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { APP_DOMAIN, DEMO_HOST } from '../../test/harness.ts';
import { useTestApp } from '../../test/suite.ts';
import { compressHtml, MIN_BYTES, negotiateEncoding, preferredEncoding } from './compress.ts';
import { unmaskCrumb } from './crumb.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, else sends as is', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('respects q-values, brotli winning a tie', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0.8, gzip;q=0.5')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=1')).toBe('br');
    expect(preferredEncoding('gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('gzip ; q=0.001')).toBe('gzip');
  });

  it('never picks a coding refused with q=0', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('gzip;q=0.000')).toBeNull();
    expect(preferredEncoding('br;q=0')).toBeNull();
  });

  it('gives the codings the header does not name the q-value of *', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeNull();
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.2, *;q=0.5')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0, *')).toBeNull();
  });

  it('sends as is when the browser ranks identity above every compression', () => {
    expect(preferredEncoding('identity, gzip;q=0.5')).toBeNull();
    expect(preferredEncoding('identity;q=0.4, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity;q=0, br')).toBe('br');
    expect(preferredEncoding('*, br;q=0.5, gzip;q=0.5')).toBeNull();
  });

  it('reads codings case-insensitively, x-gzip as gzip, and ignores an entry it cannot read', () => {
    expect(preferredEncoding('GZIP, BR;Q=0.1')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=2, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=abc')).toBeNull();
    expect(preferredEncoding(' , ;q=1, gzip')).toBe('gzip');
  });

  it('chooses only among the codings on offer', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });
});

/** The body as the browser reads it, whatever coding it came in. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

describe('compression of HTML answers', () => {
  const suite = useTestApp('sqlite');

  it.each([
    ['the not-found page', '/no/such/page-here', 404],
    ['the search page', '/search?q=plum', 200],
  ])('sends %s in brotli or gzip as accepted, the same page once decoded', async (_name, url, status) => {
    const plain = await suite.client().get(url);
    expect(plain.statusCode).toBe(status);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(MIN_BYTES);

    const br = await suite.client().get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(status);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('text/html');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.byteLength);
    expect(br.rawPayload.byteLength).toBeLessThan(Buffer.byteLength(plain.body));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await suite.client().get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.statusCode).toBe(status);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await suite.client().get(url, { 'accept-encoding': '*;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('leaves HEAD, tiny pages and JSON as they are', async () => {
    // Rendered for this request (a cookie keeps it from the shared cache, whose HEAD answers carry
    // the headers its GET would, encoding included).
    const head = await suite.app.inject({
      method: 'HEAD',
      url: '/search?q=plum',
      headers: { host: DEMO_HOST, 'accept-encoding': 'br, gzip', cookie: 'tessera_unlock=none' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();

    // The "No site here" page is about 0.6 KB: under MIN_BYTES.
    const unknown = await suite.client('nowhere.example').get('/', { 'accept-encoding': 'br, gzip' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No site here');
    expect(Buffer.byteLength(unknown.body)).toBeLessThan(MIN_BYTES);
    expect(unknown.headers['content-encoding']).toBeUndefined();

    const json = await suite.client().get('/api/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(json.statusCode).toBe(200);
    expect(json.body.length).toBeGreaterThan(MIN_BYTES);
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.json()).toHaveProperty('openapi');
  });

  it('compresses a page that holds the crumb, as it holds it masked afresh each time (BREACH)', async () => {
    const client = suite.client(APP_DOMAIN);
    const first = await client.get('/', { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const crumb = client.crumb ?? 'no crumb';
    const masks = [decoded(first), decoded(await client.get('/', { 'accept-encoding': 'br, gzip' }))].map(
      (html) => /\?crumb=([^"&]+)/.exec(html)?.[1] ?? 'no mask',
    );
    for (const mask of masks) {
      expect(mask).not.toContain(crumb);
      expect(unmaskCrumb(decodeURIComponent(mask))).toBe(crumb);
    }
    expect(masks[0]).not.toBe(masks[1]);
  });

  it('still sends as is a page that holds the crumb unmasked', () => {
    const request = { method: 'GET', headers: { 'accept-encoding': 'br' }, cookies: { crumb: 'n.m' } };
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    const reply = {
      statusCode: 200,
      hasHeader: (name: string) => name in headers,
      getHeader: (name: string) => headers[name],
      header: (name: string, value: string) => {
        headers[name] = value;
      },
      removeHeader: () => {},
    };
    const page = `<form action="/x?crumb=n.m">${'x'.repeat(MIN_BYTES)}</form>`;
    let sent: unknown;
    compressHtml(request as never, reply as never, page, (_error, payload) => {
      sent = payload;
    });
    expect(sent).toBe(page);
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('compresses a cached page only once, whatever coding it comes in', async () => {
    const client = suite.client();
    const plain = await client.get('/gallery');
    expect(plain.statusCode).toBe(200);
    for (const accept of ['gzip', 'br', 'br, gzip']) {
      const response = await client.get('/gallery', { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(decoded(response), accept).toBe(plain.body);
    }
  });
});
