// The account's own security: password reset by mail, change password, the sessions list and
// signing out everywhere.
import { PASSWORD_RESET_LIFETIME_MS } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import type { Client } from '../../test/harness.ts';
import { useTestApp } from '../../test/suite.ts';
import { WRONG_CURRENT_PASSWORD } from './account-security.ts';
import { createAccount } from './accounts.ts';
import { EXPIRED_RESET_MESSAGE } from './password-reset.ts';

describe.each(ENGINES)('account security on %s', (engine) => {
  const suite = useTestApp(engine);
  let counter = 0;

  async function person(password = 'first password') {
    counter += 1;
    const email = `security.${counter}.${engine}@example.com`;
    await createAccount(suite.db, { email, password, displayName: `Person ${counter}` });
    return { email, password };
  }

  async function signedIn(email: string, password: string): Promise<Client> {
    const client = suite.client();
    expect((await client.signIn(email, password)).statusCode).toBe(200);
    return client;
  }

  async function resetMails(email: string) {
    return suite.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html'])
      .where('to_address', '=', email)
      .where('kind', '=', 'password-reset')
      .execute();
  }

  function tokenIn(text: string): string {
    const match = text.match(/#reset=([\w.%-]+)/);
    if (!match?.[1]) throw new Error('no reset link in the mail');
    return decodeURIComponent(match[1]);
  }

  describe('password reset', () => {
    it('mails a one-use link that sets the password, ends every session and signs in', async () => {
      const { email, password } = await person();
      const elsewhere = await signedIn(email, password);
      const browser = suite.client();
      const asked = await browser.request('POST', '/api/auth/PasswordReset', { json: { email } });
      expect(asked.statusCode).toBe(204);
      const [mail] = await resetMails(email);
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.text_body).toMatch(/http:\/\/demo\.tessera\.test\/config\/#reset=/);
      const token = tokenIn(mail?.text_body ?? '');

      const done = await browser.request('POST', '/api/auth/PasswordReset/Complete', {
        json: { token, password: 'second password' },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().account.email).toBe(email);
      expect((await browser.get('/api/account/sessions')).statusCode).toBe(200);
      expect((await elsewhere.get('/api/account/sessions')).statusCode).toBe(401);
      expect((await suite.client().signIn(email, password)).statusCode).toBe(401);
      expect((await suite.client().signIn(email, 'second password')).statusCode).toBe(200);

      const again = await suite.client().request('POST', '/api/auth/PasswordReset/Complete', {
        json: { token, password: 'third password' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        error: EXPIRED_RESET_MESSAGE,
        errors: { token: EXPIRED_RESET_MESSAGE },
      });
    });

    it('answers an unknown email the same and sends nothing; one mail a minute per account', async () => {
      const unknown = await suite.client().request('POST', '/api/auth/PasswordReset', {
        json: { email: `nobody.${engine}@example.com` },
      });
      expect(unknown.statusCode).toBe(204);
      expect(await resetMails(`nobody.${engine}@example.com`)).toEqual([]);
      const { email } = await person();
      for (let i = 0; i < 3; i++) {
        await suite.client().request('POST', '/api/auth/PasswordReset', { json: { email } });
      }
      expect(await resetMails(email)).toHaveLength(1);
    });

    it('mails one link for requests arriving at once', async () => {
      const { email } = await person();
      const asked = await Promise.all(
        // From five addresses: each address is held to a few reset mails of its own.
        Array.from({ length: 5 }, (_, i) =>
          suite
            .client(undefined, `10.52.0.${i + 1}`)
            .request('POST', '/api/auth/PasswordReset', { json: { email } }),
        ),
      );
      expect(asked.map((a) => a.statusCode)).toEqual([204, 204, 204, 204, 204]);
      expect(await resetMails(email)).toHaveLength(1);
    });

    it('refuses an expired link, a forged one and a short password', async () => {
      const { email } = await person();
      await suite.client().request('POST', '/api/auth/PasswordReset', { json: { email } });
      const token = tokenIn((await resetMails(email))[0]?.text_body ?? '');
      const complete = (body: unknown) =>
        suite.client().request('POST', '/api/auth/PasswordReset/Complete', { json: body });
      const short = await complete({ token, password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(Object.keys(short.json().errors)).toEqual(['password']);
      const [random] = token.split('.');
      expect(
        (await complete({ token: `${random}.forgedsignature`, password: 'long enough' })).statusCode,
      ).toBe(400);
      const realNow = suite.ctx.now;
      suite.ctx.now = () => Date.now() + PASSWORD_RESET_LIFETIME_MS + 1;
      try {
        const late = await complete({ token, password: 'long enough' });
        expect(late.statusCode).toBe(400);
        expect(late.json().error).toBe(EXPIRED_RESET_MESSAGE);
      } finally {
        suite.ctx.now = realNow;
      }
      expect((await suite.client().signIn(email, 'first password')).statusCode).toBe(200);
    });
  });

  describe('change password', () => {
    it('needs the current password, and ends the other sessions but not this one', async () => {
      const { email, password } = await person();
      const here = await signedIn(email, password);
      const there = await signedIn(email, password);
      const wrong = await here.request('POST', '/api/account/password', {
        json: { currentPassword: 'not it', newPassword: 'a new password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
      expect((await there.get('/api/account/sessions')).statusCode).toBe(200);

      const changed = await here.request('POST', '/api/account/password', {
        json: { currentPassword: password, newPassword: 'a new password' },
      });
      expect(changed.statusCode).toBe(204);
      expect((await here.get('/api/account/sessions')).statusCode).toBe(200);
      expect((await there.get('/api/account/sessions')).statusCode).toBe(401);
      expect((await suite.client().signIn(email, 'a new password')).statusCode).toBe(200);
    });

    it('voids a reset link asked for before the change', async () => {
      const { email, password } = await person();
      await suite.client().request('POST', '/api/auth/PasswordReset', { json: { email } });
      const token = tokenIn((await resetMails(email))[0]?.text_body ?? '');
      const here = await signedIn(email, password);
      const changed = await here.request('POST', '/api/account/password', {
        json: { currentPassword: password, newPassword: 'a new password' },
      });
      expect(changed.statusCode).toBe(204);
      const used = await suite
        .client()
        .request('POST', '/api/auth/PasswordReset/Complete', { json: { token, password: 'the thief’s' } });
      expect(used.statusCode).toBe(400);
      expect(used.json().error).toBe(EXPIRED_RESET_MESSAGE);
      expect((await suite.client().signIn(email, 'a new password')).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('lists each session with its device and last use, marks this one, and signs out everywhere', async () => {
      const { email, password } = await person();
      const here = await signedIn(email, password);
      const there = await signedIn(email, password);
      const listed = await here.get('/api/account/sessions');
      expect(listed.statusCode).toBe(200);
      const { sessions } = listed.json();
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      for (const session of sessions) {
        expect(session.device).toBe('Chrome on Linux');
        expect(session.host).toBe('demo.tessera.test');
        expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.startedAt));
      }
      const ended = await here.request('POST', '/api/account/sessions/end-all');
      expect(ended.statusCode).toBe(204);
      expect(here.cookies.has('tessera_session')).toBe(false);
      expect((await there.get('/api/account/sessions')).statusCode).toBe(401);
      expect((await here.get('/api/account/sessions')).statusCode).toBe(401);
    });

    it('refuses anyone signed out', async () => {
      expect((await suite.client().get('/api/account/sessions')).statusCode).toBe(401);
    });
  });
});
