// POST /api/auth/Login and Logout, GET /api/auth/Session and the platform's hand-off to a site host.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_DOMAIN } from '../../test/harness.ts';
import { demoWebsite, setCookie, useTestApp } from '../../test/suite.ts';
import { starterTemplate } from '../seed/starter.ts';
import { createWebsite } from '../websites/create.ts';
import { findAccountByEmail, WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import { createHandoff } from './handoff.ts';
import { IP_LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT, TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limit.ts';

describe.each(ENGINES)('sign-in on %s', (engine) => {
  const suite = useTestApp(engine);

  async function adminId(): Promise<string> {
    return (await findAccountByEmail(suite.db, ADMIN_EMAIL))?.id ?? '';
  }

  describe('POST /api/auth/Login', () => {
    it('signs in: the account, an httpOnly SameSite=Lax session cookie and a fresh crumb', async () => {
      const client = suite.client();
      await client.get('/');
      const crumbBefore = client.crumb;
      expect(crumbBefore).toBeTruthy();
      const response = await client.request('POST', '/api/auth/Login', {
        json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        account: { id: await adminId(), email: ADMIN_EMAIL, displayName: 'Site owner' },
      });
      const session = setCookie(response, 'tessera_session');
      expect(session?.value).toMatch(/^[\w-]{40,}$/);
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/);
      const crumb = setCookie(response, 'crumb');
      expect(crumb?.value).toBeTruthy();
      expect(crumb?.value).not.toBe(crumbBefore);
      expect(crumb?.httpOnly).toBeFalsy();
      const current = await client.get('/api/auth/Session');
      expect(current.json()).toMatchObject({ account: { email: ADMIN_EMAIL } });
    });

    it('accepts the email in any case and with spaces around it', async () => {
      const client = suite.client();
      const response = await client.signIn(`  ${ADMIN_EMAIL.toUpperCase()} `);
      expect(response.statusCode).toBe(200);
      expect(response.json().account.email).toBe(ADMIN_EMAIL);
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      const wrongPassword = await suite.client().signIn(ADMIN_EMAIL, 'not the password');
      const unknownEmail = await suite.client().signIn('nobody@example.com', ADMIN_PASSWORD);
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ error: WRONG_CREDENTIALS_MESSAGE });
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(WRONG_CREDENTIALS_MESSAGE).toBe('Your email or password is incorrect.');
      expect(setCookie(wrongPassword, 'tessera_session')).toBeUndefined();
    });

    it('refuses missing fields and wrong types with 400 naming each field', async () => {
      const client = suite.client();
      const missing = await client.request('POST', '/api/auth/Login', { json: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: expect.any(String),
        errors: { email: 'Please enter your email.', password: 'Please enter your password.' },
      });
      const empty = await client.request('POST', '/api/auth/Login', { json: { email: ' ', password: '' } });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password']);
      const wrongTypes = await client.request('POST', '/api/auth/Login', {
        json: { email: 42, password: ['x'], rememberMe: 'yes' },
      });
      expect(wrongTypes.statusCode).toBe(400);
      expect(Object.keys(wrongTypes.json().errors).sort()).toEqual(['email', 'password', 'rememberMe']);
      const notAnObject = await client.request('POST', '/api/auth/Login', { json: [ADMIN_EMAIL] });
      expect(notAnObject.statusCode).toBe(400);
      expect(notAnObject.json().errors).toBeTruthy();
    });

    it('refuses malformed JSON with 400 in the error shape', async () => {
      const response = await suite.client().request('POST', '/api/auth/Login', {
        body: '{"email": "owner@example.com", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ error: expect.stringMatching(/could not be read/) });
    });
  });

  describe('rate limiting', () => {
    it('answers 429 after repeated failures for one email, while another email still works', async () => {
      const client = suite.client(undefined, '203.0.113.7');
      for (let i = 0; i < LOGIN_FAILURE_LIMIT.maxFailures; i++) {
        expect((await client.signIn(ADMIN_EMAIL, `wrong ${i}`)).statusCode).toBe(401);
      }
      const blocked = await client.signIn(ADMIN_EMAIL, 'wrong again');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        error: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
      expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe(blocked.json().error);
      // Even the right password waits: the limit is checked before the password.
      expect((await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(429);
      // Another email from the same address is not blocked by that pair's failures.
      expect((await client.signIn('someone.else@example.com', 'whatever')).statusCode).toBe(401);
      // The same email from another address is not blocked either.
      expect((await suite.client(undefined, '203.0.113.8').signIn()).statusCode).toBe(200);
    });

    it('blocks an address after its looser limit, whatever the email', async () => {
      const client = suite.client(undefined, '198.51.100.9');
      let status = 401;
      let attempts = 0;
      while (status === 401 && attempts < 100) {
        status = (await client.signIn(`guess${attempts}@example.com`, 'wrong')).statusCode;
        attempts++;
      }
      expect(status).toBe(429);
      expect(attempts).toBe(IP_LOGIN_FAILURE_LIMIT.maxFailures + 1);
      expect((await client.signIn()).statusCode).toBe(429);
      expect((await suite.client(undefined, '198.51.100.10').signIn()).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/Logout', () => {
    it('signs out with 204, and the old session cookie no longer works', async () => {
      const client = suite.client();
      expect((await client.signIn()).statusCode).toBe(200);
      const oldSession = client.cookies.get('tessera_session');
      expect(oldSession).toBeTruthy();
      expect((await client.get('/api/config/pages')).statusCode).toBe(200);

      const response = await client.request('POST', '/api/auth/Logout');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(client.cookies.has('tessera_session')).toBe(false);

      const replay = suite.client();
      replay.cookies.set('tessera_session', oldSession ?? '');
      expect((await replay.get('/api/auth/Session')).json()).toEqual({ account: null });
      const pages = await replay.get('/api/config/pages');
      expect(pages.statusCode).toBe(401);
      expect(pages.json()).toMatchObject({ error: expect.any(String), loginRequired: true });
    });

    it('answers 204 when nobody is signed in', async () => {
      expect((await suite.client().request('POST', '/api/auth/Logout')).statusCode).toBe(204);
    });
  });

  describe('GET /api/auth/Handoff', () => {
    it('signs in once with a valid token and redirects to /config/', async () => {
      const website = await demoWebsite(suite.db);
      const token = await createHandoff(suite.db, await adminId(), website.id);
      const client = suite.client();
      const response = await client.get(`/api/auth/Handoff?token=${token}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/config/');
      expect(setCookie(response, 'tessera_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect((await client.get('/api/auth/Session')).json()).toMatchObject({
        account: { email: ADMIN_EMAIL },
      });

      const again = await suite.client().get(`/api/auth/Handoff?token=${token}`);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'This sign-in link has expired. Please sign in again.' });
      expect(setCookie(again, 'tessera_session')).toBeUndefined();
    });

    it('refuses an expired token', async () => {
      const website = await demoWebsite(suite.db);
      const token = await createHandoff(suite.db, await adminId(), website.id);
      await suite.db
        .updateTable('login_handoffs')
        .set({ expires_at: Date.now() - 1 })
        .where('website_id', '=', website.id)
        .execute();
      const response = await suite.client().get(`/api/auth/Handoff?token=${token}`);
      expect(response.statusCode).toBe(400);
      expect(setCookie(response, 'tessera_session')).toBeUndefined();
    });

    it("refuses another site's token, a made-up one and none at all", async () => {
      const owner = await adminId();
      const other = await createWebsite(suite.db, suite.ctx.assets, {
        identifier: 'handoff-other',
        title: 'Other',
        ownerAccountId: owner,
        template: starterTemplate('Other'),
      });
      const otherToken = await createHandoff(suite.db, owner, other.id);
      for (const url of [
        `/api/auth/Handoff?token=${otherToken}`,
        '/api/auth/Handoff?token=made-up',
        '/api/auth/Handoff',
        '/api/auth/Handoff?token=a&token=b',
      ]) {
        const response = await suite.client().get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error, url).toEqual(expect.any(String));
        expect(setCookie(response, 'tessera_session'), url).toBeUndefined();
      }
      // The platform home is no site: a token is never accepted there.
      const demoToken = await createHandoff(suite.db, owner, (await demoWebsite(suite.db)).id);
      expect((await suite.client(APP_DOMAIN).get(`/api/auth/Handoff?token=${demoToken}`)).statusCode).toBe(
        400,
      );
    });
  });
});
