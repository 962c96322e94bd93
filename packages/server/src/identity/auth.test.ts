// POST /api/auth/Login and Logout, GET /api/auth/Session and the platform's hand-off to a site host.
import { PERMISSIONS, Permission, SiteUserRole } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_DOMAIN, PLATFORM_ADDRESS } from '../../test/harness.ts';
import { demoWebsite, formAction, setCookie, useTestApp } from '../../test/suite.ts';
import { starterTemplate } from '../seed/starters/simple.ts';
import { createWebsite } from '../websites/create.ts';
import { addMember } from '../websites/members.ts';
import { createAccount, findAccountByEmail, WRONG_CREDENTIALS_MESSAGE } from './accounts.ts';
import { createHandoff } from './handoff.ts';

describe.each(ENGINES)('sign-in on %s', (engine) => {
  const suite = useTestApp(engine);

  async function adminId(): Promise<string> {
    return (await findAccountByEmail(suite.db, ADMIN_EMAIL))?.id ?? '';
  }

  describe('POST /api/auth/Login', () => {
    it('signs in: the account, an httpOnly SameSite=Lax session cookie and a fresh crumb', async () => {
      const client = suite.client();
      await client.get('/config/');
      const crumbBefore = client.crumb;
      expect(crumbBefore).toBeTruthy();
      const response = await client.request('POST', '/api/auth/Login', {
        json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        account: { id: await adminId(), email: ADMIN_EMAIL, displayName: 'Site owner' },
        // The owner is the demo site's admin: every permission, as the config area's context lists them.
        permissions: [...PERMISSIONS],
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

    it('keeps the session for 30 days, or, with rememberMe false, until the browser closes', async () => {
      const kept = setCookie(await suite.client().signIn(), 'tessera_session');
      expect(kept?.maxAge).toBe(30 * 24 * 60 * 60);
      const client = suite.client();
      await client.get('/config/');
      const once = await client.request('POST', '/api/auth/Login', {
        json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, rememberMe: false },
      });
      expect(once.statusCode).toBe(200);
      expect(setCookie(once, 'tessera_session')?.value).toBeTruthy();
      expect(setCookie(once, 'tessera_session')?.maxAge).toBeUndefined();
    });

    it('accepts the email in any case and with spaces around it', async () => {
      const client = suite.client();
      const response = await client.signIn(`  ${ADMIN_EMAIL.toUpperCase()} `);
      expect(response.statusCode).toBe(200);
      expect(response.json().account.email).toBe(ADMIN_EMAIL);
    });

    it("answers what the account may do on the host's site, and nothing on the platform home", async () => {
      const editor = await createAccount(suite.db, {
        email: `login.editor.${engine}@example.com`,
        password: 'editor password',
        displayName: 'Editor',
      });
      await addMember(suite.db, (await demoWebsite(suite.db)).id, editor.id, SiteUserRole.editor);
      const onSite = await suite.client().signIn(editor.email, 'editor password');
      expect(onSite.json().permissions).toEqual([
        Permission.config,
        Permission.content,
        Permission.publish,
        Permission.comments,
        Permission.preview,
      ]);
      const platform = suite.client(APP_DOMAIN);
      await platform.get('/');
      const onPlatform = await platform.request('POST', '/api/auth/Login', {
        json: { email: editor.email, password: 'editor password' },
      });
      expect(onPlatform.statusCode).toBe(200);
      expect(onPlatform.json().permissions).toEqual([]);
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

  describe('GET /api/auth/Crumb', () => {
    it('gives a page that has no crumb yet one, as the answer and the cookie, that a call then carries', async () => {
      const client = suite.client();
      const response = await client.get('/api/auth/Crumb');
      expect(response.statusCode).toBe(200);
      const { crumb } = response.json();
      expect(setCookie(response, 'crumb')?.value).toBe(crumb);
      expect(response.headers['cache-control']).toBe('no-store');
      const report = await client.request('POST', '/api/events/RecordJavascriptErrors', {
        json: [{ event: 'error', data: { message: 'x' } }],
      });
      expect(report.statusCode).toBe(204);
      // Asked again, it keeps the crumb the browser holds.
      expect((await client.get('/api/auth/Crumb')).json()).toEqual({ crumb });
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

  describe('the hand-off from the platform home', () => {
    /** Opens the hand-off link as a browser does, then sends its form. */
    async function followHandoff(client: ReturnType<typeof suite.client>, token: string) {
      const page = await client.get(`/api/auth/Handoff?token=${encodeURIComponent(token)}`);
      return client.request('POST', formAction(page.body, '/api/auth/Handoff'), {
        form: { token },
        crumb: false,
      });
    }

    it('signs in once with a valid token, by POST, and redirects to /config/', async () => {
      const website = await demoWebsite(suite.db);
      const token = await createHandoff(suite.db, await adminId(), website.id);
      const client = suite.client();
      const response = await followHandoff(client, token);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/config/');
      expect(setCookie(response, 'tessera_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect((await client.get('/api/auth/Session')).json()).toMatchObject({
        account: { email: ADMIN_EMAIL },
      });
      const again = await followHandoff(suite.client(), token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'This sign-in link has expired. Please sign in again.' });
      expect(setCookie(again, 'tessera_session')).toBeUndefined();
    });

    it('sends a hand-off form posted with a stale crumb to the config area, spending nothing', async () => {
      const website = await demoWebsite(suite.db);
      const token = await createHandoff(suite.db, await adminId(), website.id);
      const client = suite.client();
      const page = await client.get(`/api/auth/Handoff?token=${encodeURIComponent(token)}`);
      const stale = formAction(page.body, '/api/auth/Handoff').replace(/crumb=[^&]*/, 'crumb=stale');
      const response = await client.request('POST', stale, { form: { token }, crumb: false });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/config/');
      expect(setCookie(response, 'tessera_session')).toBeUndefined();
      expect((await followHandoff(suite.client(), token)).statusCode).toBe(303);
    });

    it('changes nothing on GET or HEAD: the token still works afterwards', async () => {
      const website = await demoWebsite(suite.db);
      const token = await createHandoff(suite.db, await adminId(), website.id);
      const url = `/api/auth/Handoff?token=${encodeURIComponent(token)}`;
      for (const method of ['HEAD', 'GET', 'GET'] as const) {
        const response = await suite.client().request(method as 'GET', url);
        expect(response.statusCode, method).toBe(200);
        expect(setCookie(response, 'tessera_session'), method).toBeUndefined();
      }
      expect((await followHandoff(suite.client(), token)).statusCode).toBe(303);
    });

    it('signs in only once when the token is sent twice at the same moment', async () => {
      const website = await demoWebsite(suite.db);
      const token = await createHandoff(suite.db, await adminId(), website.id);
      const [a, b] = [suite.client(), suite.client()];
      await Promise.all([a.get('/'), b.get('/')]);
      const answers = await Promise.all(
        [a, b].map((client) => client.request('POST', '/api/auth/Handoff', { form: { token } })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([303, 400]);
    });

    it('refuses an expired token', async () => {
      const website = await demoWebsite(suite.db);
      const token = await createHandoff(suite.db, await adminId(), website.id);
      await suite.db
        .updateTable('login_handoffs')
        .set({ expires_at: Date.now() - 1 })
        .where('website_id', '=', website.id)
        .execute();
      const response = await followHandoff(suite.client(), token);
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
        address: PLATFORM_ADDRESS,
      });
      const otherToken = await createHandoff(suite.db, owner, other.id);
      for (const form of [{ token: otherToken }, { token: 'made-up' }, {}] as Record<string, string>[]) {
        const client = suite.client();
        await client.get('/');
        const response = await client.request('POST', '/api/auth/Handoff', { form });
        expect(response.statusCode, JSON.stringify(form)).toBe(400);
        expect(response.json().error).toEqual(expect.any(String));
        expect(setCookie(response, 'tessera_session')).toBeUndefined();
      }
      // The platform home is no site: the hand-off is no route there.
      const demoToken = await createHandoff(suite.db, owner, (await demoWebsite(suite.db)).id);
      const platform = suite.client(APP_DOMAIN);
      await platform.get('/');
      expect(
        (await platform.request('POST', '/api/auth/Handoff', { form: { token: demoToken } })).statusCode,
      ).toBe(404);
    });
  });

  describe('binding', () => {
    it('accepts a session only on the host it was made for', async () => {
      const owner = suite.client();
      expect((await owner.signIn()).statusCode).toBe(200);
      await createWebsite(suite.db, suite.ctx.assets, {
        identifier: 'binding-other',
        title: 'Binding',
        ownerAccountId: await adminId(),
        template: starterTemplate('Binding'),
        address: PLATFORM_ADDRESS,
      });
      suite.ctx.hosts.forget();
      const elsewhere = suite.client(`binding-other.${APP_DOMAIN}`);
      elsewhere.cookies.set('tessera_session', owner.cookies.get('tessera_session') ?? '');
      expect((await elsewhere.get('/api/auth/Session')).json()).toEqual({ account: null });
      expect((await elsewhere.get('/api/config/pages')).statusCode).toBe(401);
      expect((await owner.get('/api/config/pages')).statusCode).toBe(200);
    });

    it("refuses one anonymous visitor's crumb from another visitor", async () => {
      const first = suite.client();
      await first.get('/');
      const crumb = first.crumb ?? '';
      const report = [{ event: 'error', data: { message: 'x' } }];
      const second = suite.client();
      second.cookies.set('crumb', crumb);
      const stolen = await second.request('POST', `/api/events/RecordJavascriptErrors?crumb=${crumb}`, {
        json: report,
        crumb: false,
      });
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json()).toMatchObject({ crumbFail: true });
      const own = await first.request('POST', '/api/events/RecordJavascriptErrors', { json: report });
      expect(own.statusCode).toBe(204);
    });
  });
});
