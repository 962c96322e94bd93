import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { APP_DOMAIN } from '../../test/harness.ts';
import { setCookie, useTestApp } from '../../test/suite.ts';
import { configFromEnv } from '../config.ts';
import { SCRIPT_STYLE_HASHES } from '../config-area/script-styles.ts';

/** The policy's directives by name. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe.each(ENGINES)('security headers on %s', (engine) => {
  const suite = useTestApp(engine);

  it('forbids framing the config area and the platform home by other sites', async () => {
    for (const response of [await suite.client().get('/config/'), await suite.client(APP_DOMAIN).get('/')]) {
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('forbids framing every page that holds a sign-in step: the hand-off page and the unknown host too', async () => {
    const handoff = await suite.client().get('/api/auth/Handoff?token=whatever');
    const unknown = await suite.client('nosuch.example.org').get('/');
    for (const response of [handoff, unknown]) {
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
    }
  });

  it('serves no route on a host that names no site, sign-in included, but the health check', async () => {
    const client = suite.client('nosuch.example.org');
    const login = await client.request('POST', '/api/auth/Login', {
      json: { email: 'a@b.co', password: 'x' },
      crumb: false,
    });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toEqual({ error: 'Not found.' });
    expect((await client.get('/api/auth/Session')).statusCode).toBe(404);
    expect((await client.get('/')).body).toContain('No site here');
    expect((await client.get('/api/health')).statusCode).toBe(200);
  });

  it('redirects the config area without its slash to it, keeping the query, however it is spelled', async () => {
    for (const path of ['/config?frameUrl=%2Fabout', '/%63onfig?frameUrl=%2Fabout']) {
      const response = await suite.client().get(path);
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location, path).toBe('/config/?frameUrl=%2Fabout');
    }
  });

  it('keeps those headers on the config area however its path is spelled', async () => {
    for (const path of ['/%63onfig/', '/%63%6fnfig/', '/config/?frameUrl=%2F']) {
      const response = await suite.client().get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors'), path).toEqual([
        "'none'",
      ]);
    }
  });

  it("lets the config area frame only the site's own origin and load only its own scripts", async () => {
    const policy = directives((await suite.client().get('/config/')).headers['content-security-policy']);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // Inline styles: only those its libraries add, each by its hash.
    expect(policy.get('style-src')).toEqual(["'self'", ...Object.values(SCRIPT_STYLE_HASHES)]);
  });

  it('gives published pages a strict policy: scripts from the site itself, the inline styles by hash', async () => {
    for (const path of ['/', '/about', '/no-such-page', '/search?q=plum']) {
      const response = await suite.client().get(path);
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
      // Every inline <style> of the page is allowed by its hash, and nothing else inline is.
      const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
      expect(styles.length, path).toBeGreaterThan(0);
      for (const css of styles) {
        const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
        expect(policy.get('style-src'), path).toContain(hash);
      }
      expect(response.body, path).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))/);
      expect(response.body, path).not.toMatch(/\sstyle="/);
    }
  });

  it('gives the platform home a policy that allows its inline style by hash only', async () => {
    const response = await suite.client(APP_DOMAIN).get('/');
    const policy = directives(response.headers['content-security-policy']);
    const css = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1] ?? '';
    expect(policy.get('style-src')).toContain(
      `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    );
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(response.body).not.toMatch(/\sstyle="/);
  });

  it('marks every signed-in API answer no-store', async () => {
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    for (const path of ['/api/config/pages', '/api/auth/Session', '/api/no-such-route']) {
      expect((await owner.get(path)).headers['cache-control'], path).toBe('no-store');
    }
    const login = await suite.client().signIn();
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('sends no HSTS and no Secure cookies over plain http, and ignores X-Forwarded-Proto by default', async () => {
    const client = suite.client();
    const response = await client.get('/', { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const login = await client.request('POST', '/api/auth/Login', {
      json: { email: 'owner@example.com', password: 'correct horse battery' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(login.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe.each(ENGINES)('behind a TLS proxy (TRUST_PROXY) on %s', (engine) => {
  const suite = useTestApp(engine, { trustProxy: true });

  it('sends HSTS and Secure cookies when the proxy says https', async () => {
    const client = suite.client();
    const page = await client.get('/', { 'x-forwarded-proto': 'https' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const login = await client.request('POST', '/api/auth/Login', {
      json: { email: 'owner@example.com', password: 'correct horse battery' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(login.statusCode).toBe(200);
    expect(setCookie(login, 'tessera_session')).toMatchObject({ secure: true, httpOnly: true });
    expect(setCookie(login, 'crumb')).toMatchObject({ secure: true });
  });

  it('sends neither when the proxy says http', async () => {
    const page = await suite.client().get('/', { 'x-forwarded-proto': 'http' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('reads true, a hop count or a list of addresses, and refuses nonsense', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => configFromEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
