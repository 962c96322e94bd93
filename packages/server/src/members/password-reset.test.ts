// A member's password reset on both engines: the same answer for a stranger's address, one mail a
// minute, a one-use link to the site's own page with the token in the fragment, valid an hour and on
// its own site only; using it sets the password, confirms the email, ends every session and signs in.
// Also the hourly trim of expired member sessions and reset links.
import { MEMBER_MESSAGES, MEMBER_XSRF_HEADER, PASSWORD_RESET_LIFETIME_MS } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { DEMO_HOST } from '../../test/harness.ts';
import { anotherSite, demoWebsite, useTestApp } from '../../test/suite.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import { trimOldRows } from '../jobs/trim/service.ts';
import { MEMBER_MAIL_KIND } from './accounts.ts';
import { insertMember } from './repository.ts';
import { createMemberSession, MEMBER_COOKIE } from './sessions.ts';

const RESET = '/api/site-users/account/password-reset';
const COMPLETE = `${RESET}/complete`;
const SESSION = '/api/site-users/account/session';
const ACCOUNT = '/api/site-users/account';
const OLD_PASSWORD = 'old password';
let addressCounter = 0;

describe.each(ENGINES)('a member’s password reset on %s', (engine) => {
  const suite = useTestApp(engine);
  let website: Website;
  let counter = 0;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  const visitor = (host = DEMO_HOST) =>
    suite.client(host, `10.41.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`);

  /** A member of the demo site (confirmed unless told otherwise); answers their email and id. */
  async function aMember(verified = true) {
    counter += 1;
    const email = `reset.${counter}.${engine}@example.com`;
    const id = newId();
    await insertMember(suite.db, website.id, {
      id,
      email,
      name: `Member ${counter}`,
      password_hash: await hashPassword(OLD_PASSWORD),
      verified_at: verified ? suite.ctx.now() : null,
      created_at: suite.ctx.now(),
    });
    return { email, id };
  }

  const signIn = (email: string, password: string) =>
    visitor().request('POST', SESSION, { json: { email, password } });

  async function resetMails(email: string) {
    return suite.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .where('kind', '=', MEMBER_MAIL_KIND)
      .orderBy('created_at')
      .execute();
  }

  async function askedToken(email: string): Promise<string> {
    const asked = await visitor().request('POST', RESET, { json: { email } });
    expect(asked.statusCode).toBe(202);
    const text = (await resetMails(email)).at(-1)?.text_body ?? '';
    const match = /http:\/\/demo\.[^/\s]+\/members\/reset#token=([\w.%-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no reset link for ${email}`);
    return decodeURIComponent(match[1]);
  }

  it('mails a one-use link that sets the password, ends every session and signs this browser in', async () => {
    const { email } = await aMember();
    const elsewhere = visitor();
    await elsewhere.request('POST', SESSION, { json: { email, password: OLD_PASSWORD } });
    expect((await elsewhere.request('GET', ACCOUNT)).statusCode).toBe(200);
    const token = await askedToken(email);
    expect((await resetMails(email))[0]?.subject).toBe(`Reset your password for ${website.title}`);

    const browser = visitor();
    const done = await browser.request('POST', COMPLETE, { json: { token, password: 'new password' } });
    expect(done.statusCode).toBe(200);
    const { xsrfToken } = done.json() as { xsrfToken: string };
    const account = await browser.request('GET', ACCOUNT);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ member: { email }, xsrfToken });
    // The answered xsrfToken works for the new session's member calls.
    const renamed = await browser.request('PUT', ACCOUNT, {
      json: { name: 'Renamed' },
      headers: { [MEMBER_XSRF_HEADER]: xsrfToken },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await elsewhere.request('GET', ACCOUNT)).statusCode).toBe(401);
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'new password')).statusCode).toBe(200);

    const again = await visitor().request('POST', COMPLETE, { json: { token, password: 'third password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: MEMBER_MESSAGES.resetLinkExpired,
      errors: { token: MEMBER_MESSAGES.resetLinkExpired },
    });
  });

  it('answers a stranger’s address alike and mails nothing; one mail a minute per member', async () => {
    const stranger = `stranger.${engine}@example.com`;
    const unknown = await visitor().request('POST', RESET, { json: { email: stranger } });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ status: 'check-inbox' });
    expect(await resetMails(stranger)).toEqual([]);
    const { email } = await aMember();
    for (let i = 0; i < 3; i++) {
      await visitor().request('POST', RESET, { json: { email: email.toUpperCase() } });
    }
    expect(await resetMails(email)).toHaveLength(1);
    const bad = await visitor().request('POST', RESET, { json: { email: 'not an email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: MEMBER_MESSAGES.invalidEmail });
  });

  it('mails one link for requests arriving at once', async () => {
    const { email } = await aMember();
    const asked = await Promise.all(
      Array.from({ length: 5 }, () => visitor().request('POST', RESET, { json: { email } })),
    );
    expect(asked.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(await resetMails(email)).toHaveLength(1);
  });

  // SIGN_IN_ADDRESS: 50 free tries, as the member join.
  it('holds one address asking again and again (429)', async () => {
    const client = visitor();
    let last = 0;
    for (let i = 0; i < 60 && last !== 429; i++) {
      last = (await client.request('POST', RESET, { json: { email: `flood.${i}@example.com` } })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('keeps the link for a short password, and refuses a forged, a late or another site’s link', async () => {
    const { email } = await aMember();
    const token = await askedToken(email);
    const short = await visitor().request('POST', COMPLETE, { json: { token, password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: MEMBER_MESSAGES.passwordTooShort });
    const [random] = token.split('.');
    const forged = await visitor().request('POST', COMPLETE, {
      json: { token: `${random}.forged`, password: 'long enough' },
    });
    expect(forged.json().error).toBe(MEMBER_MESSAGES.resetLinkExpired);

    const otherHost = await anotherSite(suite, 'other-reset', 'Other');
    const onOtherSite = await visitor(otherHost).request('POST', COMPLETE, {
      json: { token, password: 'long enough' },
    });
    expect(onOtherSite.statusCode).toBe(400);

    const realNow = suite.ctx.now;
    suite.ctx.now = () => Date.now() + PASSWORD_RESET_LIFETIME_MS + 1;
    try {
      const late = await visitor().request('POST', COMPLETE, { json: { token, password: 'long enough' } });
      expect(late.json().error).toBe(MEMBER_MESSAGES.resetLinkExpired);
    } finally {
      suite.ctx.now = realNow;
    }
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly one of two uses at once win', async () => {
    const { email } = await aMember();
    const token = await askedToken(email);
    const answers = await Promise.all(
      ['first new password', 'second new password'].map((password) =>
        visitor().request('POST', COMPLETE, { json: { token, password } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first new password' : 'second new password';
    expect((await signIn(email, winner)).statusCode).toBe(200);
  });

  it('voids the member’s earlier link once a later one is used', async () => {
    const { email } = await aMember();
    const first = await askedToken(email);
    const realNow = suite.ctx.now;
    suite.ctx.now = () => Date.now() + 61_000;
    try {
      const second = await askedToken(email);
      expect(second).not.toBe(first);
      const used = await visitor().request('POST', COMPLETE, {
        json: { token: second, password: 'new password' },
      });
      expect(used.statusCode).toBe(200);
      const earlier = await visitor().request('POST', COMPLETE, {
        json: { token: first, password: 'other password' },
      });
      expect(earlier.json().error).toBe(MEMBER_MESSAGES.resetLinkExpired);
    } finally {
      suite.ctx.now = realNow;
    }
  });

  it('voids a link asked for before the member changed their password', async () => {
    const { email } = await aMember();
    const token = await askedToken(email);
    const browser = visitor();
    const signedIn = await browser.request('POST', SESSION, { json: { email, password: OLD_PASSWORD } });
    const { xsrfToken } = signedIn.json() as { xsrfToken: string };
    const changed = await browser.request('PUT', `${ACCOUNT}/password`, {
      json: { currentPassword: OLD_PASSWORD, newPassword: 'changed password' },
      headers: { [MEMBER_XSRF_HEADER]: xsrfToken },
    });
    expect(changed.statusCode).toBeLessThan(300);
    const used = await visitor().request('POST', COMPLETE, { json: { token, password: 'the thief’s' } });
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe(MEMBER_MESSAGES.resetLinkExpired);
    expect((await signIn(email, 'changed password')).statusCode).toBe(200);
  });

  it('confirms an unconfirmed member who resets (they read mail sent to the address)', async () => {
    const { email } = await aMember(false);
    expect((await signIn(email, OLD_PASSWORD)).statusCode).toBe(403);
    const token = await askedToken(email);
    const done = await visitor().request('POST', COMPLETE, { json: { token, password: 'new password' } });
    expect(done.statusCode).toBe(200);
    expect((await signIn(email, 'new password')).statusCode).toBe(200);
  });

  it('serves the reset page to anyone, and the sign-in form links to it', async () => {
    const page = await visitor().request('GET', '/members/reset');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('data-member-action="reset-request"');
    expect(page.body).toContain('data-member-action="reset-complete"');
    const signIn = await visitor().request('GET', '/members/account');
    expect(signIn.body).toContain('href="/members/reset"');
  });

  it('trims expired member sessions and reset links hourly, keeping live ones', async () => {
    const { id, email } = await aMember();
    await askedToken(email);
    const now = suite.ctx.now();
    const live = await createMemberSession(suite.db, suite.ctx.secret, website.id, id, DEMO_HOST, now);
    const old = await createMemberSession(
      suite.db,
      suite.ctx.secret,
      website.id,
      id,
      DEMO_HOST,
      now - 31 * 86_400_000,
    );
    const later = now + PASSWORD_RESET_LIFETIME_MS + 1;
    const trimmed = await trimOldRows(suite.db, later);
    expect(trimmed.memberSessions).toBeGreaterThanOrEqual(1);
    expect(trimmed.memberPasswordResets).toBeGreaterThanOrEqual(1);
    const sessions = await suite.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', id)
      .execute();
    expect(sessions).toHaveLength(1);
    const client = visitor();
    client.cookies.set(MEMBER_COOKIE, live.token);
    expect((await client.request('GET', ACCOUNT)).statusCode).toBe(200);
    client.cookies.set(MEMBER_COOKIE, old.token);
    expect((await client.request('GET', ACCOUNT)).statusCode).toBe(401);
    expect(
      await suite.db.selectFrom('member_password_resets').select('id').where('member_id', '=', id).execute(),
    ).toEqual([]);
  });
});
