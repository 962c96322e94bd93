// A cached page goes out in the encoding the browser prefers, with every header the page route owes
// it (the security headers among them, HSTS over https behind a trusted proxy), and as 304 to the
// ETag the browser holds.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../test/harness.ts';

describe('a cached page as sent', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { trustProxy: true });
  });
  afterAll(() => test.close());

  const get = (headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: '/about', headers: { host: DEMO_HOST, ...headers } });

  it('is sent in each encoding the browser prefers, the same page in each', async () => {
    const first = await get();
    const html = first.body;
    expect(html).toContain('<title>About — ');
    const cases: [Record<string, string>, string | undefined][] = [
      [{}, undefined],
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'br;q=0.5, gzip' }, 'gzip'],
      [{ 'accept-encoding': 'br;q=0, gzip;q=0' }, undefined],
    ];
    for (const [headers, encoding] of cases) {
      const answer = await get(headers);
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBe(encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(answer.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(answer.rawPayload)
            : answer.rawPayload;
      expect(body.toString()).toBe(html);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('carries HSTS over https (a trusted proxy says so), and answers 304 to its ETag', async () => {
    await get();
    const secure = await get({ 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const etag = String(secure.headers.etag);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
