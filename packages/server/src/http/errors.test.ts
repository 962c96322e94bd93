// The API's one error shape for what the framework refuses before a route runs: unknown paths,
// unreadable bodies, oversize bodies, unsupported content types. None of it is a 500.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { APP_DOMAIN } from '../../test/harness.ts';
import { useTestApp } from '../../test/suite.ts';
import { BODY_LIMIT_BYTES } from '../app.ts';

describe.each(ENGINES)('API errors on %s', (engine) => {
  const suite = useTestApp(engine);

  function expectJsonError(response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    expect(body.error).toEqual(expect.any(String));
    expect(String(body.error).length).toBeGreaterThan(0);
    return body;
  }

  it('answers GET /api/health with 200 and ok', async () => {
    const response = await suite.client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    // On any host: the platform home and an unknown one too.
    expect((await suite.client(APP_DOMAIN).get('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await suite.client('nowhere.example').get('/api/health')).statusCode).toBe(200);
  });

  it('answers unknown /api/ paths with 404 JSON on every host and method', async () => {
    for (const host of [undefined, APP_DOMAIN, 'nowhere.example']) {
      const client = suite.client(host);
      for (const path of ['/api/nope', '/api/auth/login', '/api/config/pages/x/y/z', '/api/']) {
        const response = await client.get(path);
        expect(response.statusCode, `${host} ${path}`).toBe(404);
        expect(expectJsonError(response)).toEqual({ error: 'Not found.' });
      }
    }
    const client = suite.client();
    const posted = await client.request('POST', '/api/nope', { json: {} });
    expect(posted.statusCode).toBe(404);
    expect(expectJsonError(posted)).toEqual({ error: 'Not found.' });
    expect((await client.request('PUT', '/api/auth/Login', { json: {} })).statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const client = suite.client();
    for (const body of ['{', '{"title": }', 'nul', '[1,]', '\u0000']) {
      const response = await client.request('POST', '/api/auth/Login', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, body).toBe(400);
      expectJsonError(response);
    }
    const empty = await client.request('POST', '/api/auth/Login', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expectJsonError(empty);
  });

  it('answers a body over 1 MiB with 413 JSON, whatever its type', async () => {
    const client = suite.client();
    await client.get('/');
    const big = 'x'.repeat(BODY_LIMIT_BYTES + 1);
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
    const bodies: [string, string][] = [
      ['application/json', JSON.stringify({ email: big, password: 'x' })],
      ['application/x-www-form-urlencoded', `data=${big}`],
      ['text/plain', big],
    ];
    for (const [type, body] of bodies) {
      const response = await client.request('POST', '/api/events/Trace', {
        body,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(413);
      expect(expectJsonError(response).error).toMatch(/too large/);
    }
    // Just under the limit is read (and then judged by the route).
    const under = await client.request('POST', '/api/events/Trace', {
      body: JSON.stringify({ data: 'x'.repeat(BODY_LIMIT_BYTES - 100) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(under.statusCode).toBe(400);
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    const client = suite.client();
    for (const type of ['application/xml', 'multipart/form-data; boundary=x', 'image/png']) {
      const response = await client.request('POST', '/api/auth/Login', {
        body: '<login/>',
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(expectJsonError(response)).toEqual({ error: 'Unsupported content type.' });
    }
  });

  it('answers a body of the wrong JSON type with 400 naming the problem', async () => {
    const client = suite.client();
    for (const json of [null, 42, 'text', [1, 2]]) {
      const response = await client.request('POST', '/api/auth/Login', { json });
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
      expect(expectJsonError(response).errors).toEqual(expect.any(Object));
    }
  });

  it('refuses a malformed percent-escape with 400, on pages and on the API', async () => {
    const client = suite.client();
    expect((await client.get('/%E0%A4%A')).statusCode).toBe(400);
    const api = await client.get('/api/config/pages/%E0%A4%A');
    expect(api.statusCode).toBe(400);
    expectJsonError(api);
  });
});
