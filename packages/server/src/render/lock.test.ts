// The lock screen (page type 103): a password-protected page or site asks for the password; a
// wrong one says so, a right one unlocks it for the browser session; owners are never locked out.
import { PageType } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import type { Client } from '../../test/harness.ts';
import { contextOf } from '../../test/harness.ts';
import { demoPage, demoWebsite, formAction, setCookie, useTestApp } from '../../test/suite.ts';
import { publishSiteChange } from '../content/publish.ts';
import { unmaskCrumb } from '../http/crumb.ts';
import { hashPassword } from '../identity/passwords.ts';
import { UNLOCK_ADDRESS, UNLOCK_PAGE } from '../throttle/policy.ts';

const UNLOCK = '/api/site/Unlock';

describe.each(ENGINES)('lock screen on %s', (engine) => {
  const suite = useTestApp(engine);

  /** Submits the lock screen's form as a browser would: form-encoded, to the action as written. */
  function submit(client: Client, html: string, password: string) {
    return client.request('POST', formAction(html, UNLOCK), { form: { password }, crumb: false });
  }

  async function setSitePassword(password: string | null) {
    const website = await demoWebsite(suite.db);
    await suite.db
      .updateTable('websites')
      .set({ password_hash: password ? await hashPassword(password) : null })
      .where('id', '=', website.id)
      .execute();
    await publishSiteChange(suite.ctx, website.id, ['site']);
  }

  describe('a password-protected page', () => {
    it('shows the lock screen, status 401 and page type 103, with the crumb in the form action', async () => {
      const client = suite.client();
      const response = await client.get('/wholesale');
      expect(response.statusCode).toBe(401);
      expect(contextOf(response.body).pageType).toBe(PageType.lockScreen);
      expect(PageType.lockScreen).toBe(103);
      expect(response.body).toContain('This page is password protected.');
      expect(response.body).not.toContain('Wholesale price list');
      const action = new URL(formAction(response.body, UNLOCK), 'http://demo.tessera.test');
      // Masked afresh in every answer (BREACH), it unmasks to the cookie's crumb.
      expect(action.searchParams.get('crumb')).not.toBe(client.crumb);
      expect(unmaskCrumb(action.searchParams.get('crumb') ?? '')).toBe(client.crumb);
      expect(action.searchParams.get('scope')).toBe((await demoPage(suite.db, 'wholesale')).id);
      expect(action.searchParams.get('returnTo')).toBe('/wholesale');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('says so when the password is wrong', async () => {
      const client = suite.client();
      const lock = await client.get('/wholesale');
      const response = await submit(client, lock.body, 'wrong-password');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/wholesale?password=incorrect');
      expect(setCookie(response, 'tessera_unlock')).toBeUndefined();
      const again = await client.get(String(response.headers.location));
      expect(again.statusCode).toBe(401);
      expect(again.body).toContain('That password is incorrect. Please try again.');
      expect(lock.body).not.toContain('That password is incorrect.');
      // No password at all is wrong too.
      expect((await submit(client, again.body, '')).headers.location).toBe('/wholesale?password=incorrect');
    });

    it('unlocks the page for the browser session with the right password', async () => {
      const client = suite.client();
      const lock = await client.get('/wholesale');
      const response = await submit(client, lock.body, 'kiln-trade');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/wholesale');
      const cookie = setCookie(response, 'tessera_unlock');
      expect(cookie?.value).toBeTruthy();
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.maxAge).toBeUndefined();
      expect(cookie?.expires).toBeUndefined();
      const page = await client.get('/wholesale');
      expect(page.statusCode).toBe(200);
      expect(contextOf(page.body).pageType).toBe(PageType.page);
      expect(page.body).toContain('Wholesale price list');
      // Another browser is still locked out.
      expect((await suite.client().get('/wholesale')).statusCode).toBe(401);
    });

    it('does not accept a forged unlock cookie', async () => {
      const client = suite.client();
      const page = await demoPage(suite.db, 'wholesale');
      const payload = Buffer.from(JSON.stringify([`${page.id}:whatever`])).toString('base64url');
      client.cookies.set('tessera_unlock', `${payload}.forged`);
      expect((await client.get('/wholesale')).statusCode).toBe(401);
    });

    it('refuses the form without its crumb and sends the visitor back to the lock screen', async () => {
      const client = suite.client();
      const lock = await client.get('/wholesale');
      const action = formAction(lock.body, UNLOCK).replace(/crumb=[^&]*/, 'crumb=stale');
      const response = await client.request('POST', action, {
        form: { password: 'kiln-trade' },
        crumb: false,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/wholesale');
      expect(setCookie(response, 'tessera_unlock')).toBeUndefined();
      expect((await client.get('/wholesale')).statusCode).toBe(401);
    });

    it("unlocks nothing for a made-up scope or another page's password, and refuses an oversize scope", async () => {
      const client = suite.client();
      await client.get('/wholesale');
      const about = (await demoPage(suite.db, 'about')).id;
      for (const scope of ['made-up', about, 'site']) {
        const response = await client.request('POST', `${UNLOCK}?scope=${scope}&returnTo=%2Fwholesale`, {
          form: { password: 'kiln-trade' },
        });
        expect(response.statusCode, scope).toBe(303);
        expect(setCookie(response, 'tessera_unlock'), scope).toBeUndefined();
      }
      expect((await client.get('/wholesale')).statusCode).toBe(401);
      const oversize = await client.request('POST', `${UNLOCK}?scope=${'x'.repeat(41)}&returnTo=%2F`, {
        form: { password: 'kiln-trade' },
      });
      expect(oversize.statusCode).toBe(400);
      expect(oversize.json()).toMatchObject({ errors: { scope: expect.any(String) } });
    });

    it('only sends the visitor back to a path on this site', async () => {
      const client = suite.client();
      const lock = await client.get('/wholesale');
      const scope = (await demoPage(suite.db, 'wholesale')).id;
      for (const returnTo of [
        'https://evil.example/',
        '//evil.example/',
        '/\\evil.example/',
        '/\t/evil.example',
      ]) {
        const response = await client.request(
          'POST',
          `${UNLOCK}?scope=${scope}&returnTo=${encodeURIComponent(returnTo)}`,
          { form: { password: 'kiln-trade' } },
        );
        expect(response.statusCode, returnTo).toBe(303);
        expect(response.headers.location, returnTo).toBe('/');
      }
      expect(lock.statusCode).toBe(401);
      // A line break cannot reach the Location header either.
      const split = await client.request(
        'POST',
        `${UNLOCK}?scope=${scope}&returnTo=${encodeURIComponent('/a\r\nX: y')}`,
        {
          form: { password: 'kiln-trade' },
        },
      );
      expect(split.statusCode).toBe(303);
      expect(split.headers.location).toBe('/');
      expect(split.headers.x).toBeUndefined();
    });
  });

  describe('attempt limits', () => {
    let addresses = 0;
    const visitor = () => suite.client(undefined, `192.0.2.${++addresses}`);
    // Each test starts long after the last, when earlier counters are forgotten.
    beforeEach(() => {
      const before = suite.ctx.now;
      suite.ctx.now = () => before() + 2 * 24 * 60 * 60 * 1000;
    });

    it(`stops checking passwords from an address after ${UNLOCK_ADDRESS.freeAttempts} wrong ones`, async () => {
      const client = visitor();
      const lock = await client.get('/wholesale');
      for (let i = 0; i < UNLOCK_ADDRESS.freeAttempts; i++) {
        expect((await submit(client, lock.body, `wrong ${i}`)).headers.location).toBe(
          '/wholesale?password=incorrect',
        );
      }
      const held = await submit(client, lock.body, 'kiln-trade');
      expect(held.statusCode).toBe(303);
      expect(held.headers.location).toBe('/wholesale?password=wait');
      expect(setCookie(held, 'tessera_unlock')).toBeUndefined();
      const page = await client.get('/wholesale?password=wait');
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain('Too many attempts. Please wait a few minutes and try again.');
      // Another visitor, elsewhere, still gets in.
      const other = visitor();
      const otherLock = await other.get('/wholesale');
      expect((await submit(other, otherLock.body, 'kiln-trade')).headers.location).toBe('/wholesale');
    });

    it('never holds visitors who know the password, however many come from one address or to one page', async () => {
      const office = '192.0.2.250';
      for (let i = 0; i < UNLOCK_ADDRESS.freeAttempts + 5; i++) {
        const client = suite.client(undefined, office);
        const lock = await client.get('/wholesale');
        expect((await submit(client, lock.body, 'kiln-trade')).headers.location, `visitor ${i}`).toBe(
          '/wholesale',
        );
      }
      for (let i = 0; i < UNLOCK_PAGE.freeAttempts + 5; i++) {
        const client = visitor();
        const lock = await client.get('/wholesale');
        expect((await submit(client, lock.body, 'kiln-trade')).headers.location, `visitor ${i}`).toBe(
          '/wholesale',
        );
      }
    });

    it('checks at most the free attempts of a burst of concurrent guesses', async () => {
      const client = visitor();
      const lock = await client.get('/wholesale');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => submit(client, lock.body, `guess ${i}`)),
      );
      const checked = answers.filter((r) => r.headers.location === '/wholesale?password=incorrect');
      expect(checked.length).toBeLessThanOrEqual(UNLOCK_ADDRESS.freeAttempts);
      expect(answers.filter((r) => r.headers.location === '/wholesale?password=wait').length).toBe(
        30 - checked.length,
      );
    });

    it(`holds a page after ${UNLOCK_PAGE.freeAttempts} wrong passwords from many addresses`, async () => {
      for (let i = 0; i < UNLOCK_PAGE.freeAttempts; i++) {
        const client = visitor();
        const lock = await client.get('/wholesale');
        expect((await submit(client, lock.body, 'wrong')).headers.location).toBe(
          '/wholesale?password=incorrect',
        );
      }
      const client = visitor();
      const lock = await client.get('/wholesale');
      expect((await submit(client, lock.body, 'kiln-trade')).headers.location).toBe(
        '/wholesale?password=wait',
      );
    });
  });

  describe('a password-protected site', () => {
    afterEach(() => setSitePassword(null));

    it('locks every page, unlocked for the session by the right password', async () => {
      await setSitePassword('whole-site');
      const client = suite.client();
      for (const path of ['/', '/about', '/journal', '/journal/chasing-plum', '/shop/serving-bowl']) {
        const response = await client.get(path);
        expect(response.statusCode, path).toBe(401);
        expect(contextOf(response.body).pageType, path).toBe(PageType.lockScreen);
        expect(response.body, path).toContain('This site is password protected.');
      }
      const lock = await client.get('/about');
      expect(new URL(formAction(lock.body, UNLOCK), 'http://x').searchParams.get('scope')).toBe('site');
      expect((await submit(client, lock.body, 'kiln-trade')).headers.location).toBe(
        '/about?password=incorrect',
      );
      const unlocked = await submit(client, lock.body, 'whole-site');
      expect(unlocked.headers.location).toBe('/about');
      for (const path of ['/', '/about', '/journal/chasing-plum']) {
        expect((await client.get(path)).statusCode, path).toBe(200);
      }
      // The page's own password is still asked for.
      expect((await client.get('/wholesale')).statusCode).toBe(401);
    });

    it('locks everyone out again when the password changes', async () => {
      await setSitePassword('first');
      const client = suite.client();
      const lock = await client.get('/');
      await submit(client, lock.body, 'first');
      expect((await client.get('/')).statusCode).toBe(200);
      await setSitePassword('second');
      expect((await client.get('/')).statusCode).toBe(401);
    });
  });

  describe('the owner', () => {
    afterEach(() => setSitePassword(null));

    it('is never locked out of a protected page or site', async () => {
      const owner = suite.client();
      expect((await owner.signIn()).statusCode).toBe(200);
      const page = await owner.get('/wholesale');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Wholesale price list');
      await setSitePassword('whole-site');
      for (const path of ['/', '/about', '/wholesale', '/journal/chasing-plum']) {
        expect((await owner.get(path)).statusCode, path).toBe(200);
      }
      expect((await suite.client().get('/')).statusCode).toBe(401);
    });
  });
});
