// The crumb: every state-changing call carries it as the `crumb` query parameter, matching the
// `crumb` cookie and bound to host and session; anything else is refused with crumbFail and a fresh
// crumb, and the client's one retry with it succeeds (spec: "Request retry").
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { type Client, DEMO_HOST } from '../../test/harness.ts';
import { demoPage, setCookie, useTestApp } from '../../test/suite.ts';
import { issueCrumb, isValidCrumb, maskCrumb, unmaskCrumb } from './crumb.ts';

const SECRET = 'test-secret';

describe('maskCrumb and unmaskCrumb', () => {
  it('masks the crumb afresh each time, never showing it, and unmasks it back', () => {
    const crumb = issueCrumb(SECRET, 'demo.example', 'session-a');
    const masks = [maskCrumb(crumb), maskCrumb(crumb)];
    expect(masks[0]).not.toBe(masks[1]);
    for (const mask of masks) {
      expect(mask).toMatch(/^[\w-]+~[\w-]+$/);
      expect(mask).not.toContain(crumb.slice(0, 8));
      expect(unmaskCrumb(mask)).toBe(crumb);
    }
  });

  it('leaves a plain crumb as it is, and makes nothing valid of a broken mask', () => {
    const crumb = issueCrumb(SECRET, 'demo.example', undefined);
    expect(unmaskCrumb(crumb)).toBe(crumb);
    const [pad = '', masked = ''] = maskCrumb(crumb).split('~');
    for (const broken of [`${pad}~${masked.slice(0, -2)}`, `${pad}~${masked}~x`, `~${masked}`, `${pad}~`]) {
      expect(isValidCrumb(SECRET, unmaskCrumb(broken), 'demo.example', undefined), broken).toBe(false);
    }
  });
});

describe('issueCrumb and isValidCrumb', () => {
  it('accepts a crumb for the host and session it was issued for', () => {
    const crumb = issueCrumb(SECRET, 'demo.example', 'session-a');
    expect(crumb).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(isValidCrumb(SECRET, crumb, 'demo.example', 'session-a')).toBe(true);
    const anonymous = issueCrumb(SECRET, 'demo.example', undefined);
    expect(isValidCrumb(SECRET, anonymous, 'demo.example', undefined)).toBe(true);
  });

  it('issues a different crumb every time', () => {
    expect(issueCrumb(SECRET, 'demo.example', undefined)).not.toBe(
      issueCrumb(SECRET, 'demo.example', undefined),
    );
  });

  it('binds the crumb to the host', () => {
    const crumb = issueCrumb(SECRET, 'demo.example', 'session-a');
    expect(isValidCrumb(SECRET, crumb, 'other.example', 'session-a')).toBe(false);
    expect(isValidCrumb(SECRET, crumb, 'demo.example:8080', 'session-a')).toBe(false);
  });

  it('binds the crumb to the session: one from before signing in is stale after', () => {
    const crumb = issueCrumb(SECRET, 'demo.example', 'session-a');
    expect(isValidCrumb(SECRET, crumb, 'demo.example', 'session-b')).toBe(false);
    expect(isValidCrumb(SECRET, crumb, 'demo.example', undefined)).toBe(false);
    const beforeSignIn = issueCrumb(SECRET, 'demo.example', undefined);
    expect(isValidCrumb(SECRET, beforeSignIn, 'demo.example', 'session-a')).toBe(false);
  });

  it('refuses another secret, tampering and garbage', () => {
    const crumb = issueCrumb(SECRET, 'demo.example', undefined);
    const [nonce = '', mac = ''] = crumb.split('.');
    expect(isValidCrumb('another-secret', crumb, 'demo.example', undefined)).toBe(false);
    expect(isValidCrumb(SECRET, `${nonce}x.${mac}`, 'demo.example', undefined)).toBe(false);
    expect(isValidCrumb(SECRET, `${nonce}.${mac.slice(0, -1)}`, 'demo.example', undefined)).toBe(false);
    expect(isValidCrumb(SECRET, `${nonce}.${mac}x`, 'demo.example', undefined)).toBe(false);
    for (const garbage of [undefined, '', '.', nonce, `${nonce}.`, `.${mac}`, 'a.b.c', '💥.💥']) {
      expect(isValidCrumb(SECRET, garbage, 'demo.example', undefined), String(garbage)).toBe(false);
    }
  });
});

describe.each(ENGINES)('crumb checks on %s', (engine) => {
  const suite = useTestApp(engine);

  function expectCrumbFail(response: LightMyRequestResponse): string {
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(body).toEqual({ error: 'crumbFail', crumbFail: true, crumb: expect.any(String) });
    const cookie = setCookie(response, 'crumb');
    expect(cookie?.value).toBe(body.crumb);
    expect(cookie?.httpOnly).toBeFalsy();
    return body.crumb;
  }

  async function signedInOwner(): Promise<Client> {
    const client = suite.client();
    expect((await client.signIn()).statusCode).toBe(200);
    return client;
  }

  async function aboutTitle(): Promise<string> {
    return (await demoPage(suite.db, 'about')).title;
  }

  it('refuses a PUT without a crumb, leaves the page alone, and the retry with the fresh one succeeds', async () => {
    const client = await signedInOwner();
    const about = await demoPage(suite.db, 'about');
    const put = (crumb = true) =>
      client.request('PUT', `/api/config/pages/${about.id}`, { json: { title: 'Changed' }, crumb });

    const fresh = expectCrumbFail(await put(false));
    expect(await aboutTitle()).toBe(about.title);
    expect(client.crumb).toBe(fresh);

    const retry = await put();
    expect(retry.statusCode).toBe(200);
    expect(await aboutTitle()).toBe('Changed');
    await suite.db
      .updateTable('collections')
      .set({ title: about.title })
      .where('id', '=', about.id)
      .execute();
  });

  it('refuses a made-up crumb, and one that does not match the cookie', async () => {
    const client = await signedInOwner();
    const logout = (query: string) => client.request('POST', `/api/auth/Logout?${query}`, { crumb: false });

    expectCrumbFail(await logout('crumb=made-up'));
    // A genuine crumb for this host and session, but not the one in the cookie.
    const other = issueCrumb(suite.ctx.secret, DEMO_HOST, client.cookies.get('tessera_session'));
    expect(other).not.toBe(client.crumb);
    expectCrumbFail(await logout(`crumb=${encodeURIComponent(other)}`));
    expectCrumbFail(await logout(`crumb=${encodeURIComponent(maskCrumb(other))}`));
    expectCrumbFail(await logout('crumb=a&crumb=b'));
    // Still signed in: nothing happened.
    expect((await client.get('/api/auth/Session')).json().account).not.toBeNull();

    // The cookie's crumb as a page masks it in a form's action is taken.
    const retry = await logout(`crumb=${encodeURIComponent(maskCrumb(client.crumb ?? ''))}`);
    expect(retry.statusCode).toBe(204);
    expect((await client.get('/api/auth/Session')).json().account).toBeNull();
  });

  it('refuses the crumb from before signing in: it is stale once the session exists', async () => {
    const client = suite.client();
    // The config area hands out a crumb before anyone signs in (published pages mostly don't).
    await client.get('/config/');
    const beforeSignIn = client.crumb ?? '';
    expect(beforeSignIn).toBeTruthy();
    expect((await client.signIn()).statusCode).toBe(200);
    expect(client.crumb).not.toBe(beforeSignIn);
    // The page's old crumb comes back in both places, as a tab opened before signing in would send it.
    client.cookies.set('crumb', beforeSignIn);
    const about = await demoPage(suite.db, 'about');
    const put = () => client.request('PUT', `/api/config/pages/${about.id}`, { json: { title: 'Stale' } });

    expectCrumbFail(await put());
    expect(await aboutTitle()).toBe(about.title);
    expect((await put()).statusCode).toBe(200);
    expect(await aboutTitle()).toBe('Stale');
    await suite.db
      .updateTable('collections')
      .set({ title: about.title })
      .where('id', '=', about.id)
      .execute();
  });

  it('refuses a crumb issued for a sibling site', async () => {
    const client = suite.client();
    await client.get('/');
    const sibling = issueCrumb(suite.ctx.secret, 'shop.tessera.test', undefined);
    client.cookies.set('crumb', sibling);
    expectCrumbFail(await client.request('POST', '/api/auth/Login', { json: {} }));
  });

  it('refuses a sign-in POST without a crumb and sets no session', async () => {
    const client = suite.client();
    await client.get('/');
    const response = await client.request('POST', '/api/auth/Login', {
      json: { email: 'owner@example.com', password: 'correct horse battery' },
      crumb: false,
    });
    expectCrumbFail(response);
    expect(setCookie(response, 'tessera_session')).toBeUndefined();
    expect((await client.request('POST', '/api/auth/Login', { json: {} })).statusCode).toBe(400);
  });

  it('answers a state-changing call to no route with 404, crumb or not, and changes nothing', async () => {
    const client = await signedInOwner();
    const about = await demoPage(suite.db, 'about');
    for (const crumb of [false, true]) {
      const response = await client.request('DELETE', `/api/config/pages/${about.id}`, { crumb });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
    expect(await demoPage(suite.db, 'about')).toMatchObject({ id: about.id, title: about.title });
  });

  it('stores no error report sent without a crumb', async () => {
    const client = suite.client();
    const report = [{ event: 'error', data: { message: 'crumb-test', url: '/' } }];
    const count = async () =>
      (
        await suite.db
          .selectFrom('client_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('payload', 'like', '%crumb-test%')
          .executeTakeFirstOrThrow()
      ).n;
    await client.get('/');
    expectCrumbFail(
      await client.request('POST', '/api/events/RecordJavascriptErrors', { json: report, crumb: false }),
    );
    expect(Number(await count())).toBe(0);
    expect(
      (await client.request('POST', '/api/events/RecordJavascriptErrors', { json: report })).statusCode,
    ).toBe(204);
    expect(Number(await count())).toBe(1);
  });

  it('lets GET through without a crumb', async () => {
    const client = suite.client();
    expect((await client.get('/api/health')).statusCode).toBe(200);
    expect((await client.get('/api/auth/Session')).statusCode).toBe(200);
  });
});
