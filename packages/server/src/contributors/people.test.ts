// Contributors end to end through the API: inviting by mail, accepting (a new account or an existing
// one), changing roles, removing, the last administrator, and the audit log.
import { LAST_ADMIN_MESSAGE, Permission, SiteUserRole } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, type Client } from '../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { createAccount, findAccountByEmail } from '../identity/accounts.ts';
import { DEMO_EDITOR } from '../seed/demo-people.ts';
import {
  ALREADY_CONTRIBUTOR,
  INVITATION_GONE,
  INVITATION_LIFETIME_DAYS,
  WRONG_ACCOUNT_PASSWORD,
} from './invitations.ts';
import { changeRole, NOT_A_CONTRIBUTOR } from './people.ts';

describe.each(ENGINES)('contributors on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let counter = 0;

  function newEmail(): string {
    counter += 1;
    return `person.${counter}.${engine}@example.com`;
  }

  const invite = (body: unknown, client: Client = owner()) =>
    client.request('POST', '/api/config/people/invitations', { json: body });

  async function invitationToken(email: string): Promise<string> {
    const mail = await suite.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .where('kind', '=', 'contributor-invitation')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const match = mail.text_body.match(/\/config\/#invitation=([\w.%-]+)/);
    if (!match?.[1]) throw new Error('no invitation link in the mail');
    return decodeURIComponent(match[1]);
  }

  async function people() {
    const response = await owner().get('/api/config/people');
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function joined(role: number): Promise<{ email: string; client: Client; accountId: string }> {
    const email = newEmail();
    expect((await invite({ email, role })).statusCode).toBe(204);
    const client = suite.client();
    const accepted = await client.request('POST', '/api/people/invitation/accept', {
      json: { token: await invitationToken(email), password: 'a good password', displayName: 'Someone' },
    });
    expect(accepted.statusCode).toBe(200);
    return { email, client, accountId: accepted.json().account.id };
  }

  it('shows the demo site with its owner and a second contributor, an editor', async () => {
    const { contributors, audit } = await people();
    expect(contributors).toContainEqual(
      expect.objectContaining({
        email: DEMO_EDITOR.email,
        displayName: 'Rosa Lind',
        roles: [SiteUserRole.editor],
      }),
    );
    expect(contributors).toContainEqual(
      expect.objectContaining({ email: ADMIN_EMAIL, roles: [SiteUserRole.admin] }),
    );
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['joined', 'invited']);
  });

  it('invites by mail; the link makes an account with the role and signs it in, once', async () => {
    const email = newEmail();
    expect((await invite({ email, name: 'Grace Hopper', role: SiteUserRole.editor })).statusCode).toBe(204);
    const mail = await suite.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('You are invited to work on Fern & Kiln');
    expect(mail.text_body).toContain('invited you to work on “Fern & Kiln” as Editor.');
    expect(mail.text_body).toContain(`The link works for ${INVITATION_LIFETIME_DAYS} days and once.`);
    const token = await invitationToken(email);
    const listed = await people();
    expect(listed.invitations).toEqual([
      expect.objectContaining({ email, name: 'Grace Hopper', role: SiteUserRole.editor }),
    ]);

    const browser = suite.client();
    const shown = await browser.get(`/api/people/invitation?token=${encodeURIComponent(token)}`);
    expect(shown.json()).toEqual({
      email,
      name: 'Grace Hopper',
      role: SiteUserRole.editor,
      roleName: 'Editor',
      siteTitle: 'Fern & Kiln',
      hasAccount: false,
    });
    const short = await browser.request('POST', '/api/people/invitation/accept', {
      json: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['password']);
    const accepted = await browser.request('POST', '/api/people/invitation/accept', {
      json: { token, password: 'a good password', displayName: '' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      account: { id: expect.any(String), email, displayName: 'Grace Hopper' },
      permissions: [
        Permission.config,
        Permission.content,
        Permission.publish,
        Permission.comments,
        Permission.preview,
      ],
    });
    expect((await browser.get('/api/config/pages')).statusCode).toBe(200);
    expect((await browser.get('/api/config/people')).statusCode).toBe(403);

    const again = await suite.client().request('POST', '/api/people/invitation/accept', {
      json: { token, password: 'another password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVITATION_GONE);
    const after = await people();
    expect(after.invitations).toEqual([]);
    expect(after.contributors).toContainEqual({
      accountId: accepted.json().account.id,
      email,
      displayName: 'Grace Hopper',
      roles: [SiteUserRole.editor],
    });
    expect(after.audit.slice(0, 2)).toEqual([
      expect.objectContaining({ actorEmail: email, action: 'joined', subjectEmail: email }),
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        action: 'invited',
        subjectEmail: email,
        detail: { role: SiteUserRole.editor },
      }),
    ]);
  });

  it("links an existing account when its own password is given, and refuses someone else's", async () => {
    const email = newEmail();
    await createAccount(suite.db, { email, password: 'their own password', displayName: 'Had one' });
    await invite({ email, role: SiteUserRole.storeManager });
    const token = await invitationToken(email);
    const browser = suite.client();
    expect(
      (await browser.get(`/api/people/invitation?token=${encodeURIComponent(token)}`)).json().hasAccount,
    ).toBe(true);
    const wrong = await browser.request('POST', '/api/people/invitation/accept', {
      json: { token, password: 'a good password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: WRONG_ACCOUNT_PASSWORD });
    const right = await browser.request('POST', '/api/people/invitation/accept', {
      json: { token, password: 'their own password' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().account.displayName).toBe('Had one');
    expect(right.json().permissions).toContain(Permission.commerce);
  });

  it('refuses a contributor invited twice, a role that is none of the roles, and a bad email', async () => {
    expect((await invite({ email: ADMIN_EMAIL, role: SiteUserRole.viewer })).json()).toMatchObject({
      error: ALREADY_CONTRIBUTOR,
    });
    for (const role of [5, 0, 14, 1.5, 'admin', null]) {
      const refused = await invite({ email: newEmail(), role });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['role']);
    }
    const badEmail = await invite({ email: 'not an email', role: SiteUserRole.viewer });
    expect(badEmail.json().errors).toEqual({ email: 'Please enter a valid email' });
  });

  it('withdraws an invitation, and a link past its 7 days no longer works', async () => {
    const email = newEmail();
    await invite({ email, role: SiteUserRole.viewer });
    const [open] = (await people()).invitations;
    const token = await invitationToken(email);
    expect((await owner().request('DELETE', `/api/config/people/invitations/${open.id}`)).statusCode).toBe(
      204,
    );
    expect((await owner().request('DELETE', `/api/config/people/invitations/${open.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await suite.client().get(`/api/people/invitation?token=${encodeURIComponent(token)}`)).statusCode,
    ).toBe(400);
    expect((await people()).audit[0]).toMatchObject({ action: 'invitation-withdrawn', subjectEmail: email });

    const later = newEmail();
    await invite({ email: later, role: SiteUserRole.viewer });
    const lateToken = await invitationToken(later);
    const realNow = suite.ctx.now;
    suite.ctx.now = () => Date.now() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000 + 1;
    try {
      const late = await suite.client().request('POST', '/api/people/invitation/accept', {
        json: { token: lateToken, password: 'a good password' },
      });
      expect(late.json()).toMatchObject({ error: INVITATION_GONE });
    } finally {
      suite.ctx.now = realNow;
    }
  });

  it('changes a role and removes a contributor, each recorded; the server then refuses them', async () => {
    const { email, client, accountId } = await joined(SiteUserRole.editor);
    const changed = await owner().request('PUT', `/api/config/people/${accountId}`, {
      json: { role: SiteUserRole.reporting },
    });
    expect(changed.statusCode).toBe(204);
    expect((await client.get('/api/config/pages')).statusCode).toBe(403);
    expect((await people()).audit[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      action: 'role-changed',
      subjectEmail: email,
      detail: { from: [SiteUserRole.editor], to: [SiteUserRole.reporting] },
    });
    expect((await owner().request('DELETE', `/api/config/people/${accountId}`)).statusCode).toBe(204);
    expect((await people()).contributors.map((c: { email: string }) => c.email)).not.toContain(email);
    expect((await people()).audit[0]).toMatchObject({
      action: 'removed',
      detail: { from: [SiteUserRole.reporting] },
    });
    const gone = await owner().request('PUT', `/api/config/people/${accountId}`, { json: { role: 1 } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(NOT_A_CONTRIBUTOR);
  });

  it('never demotes or removes the last administrator', async () => {
    const site = await demoWebsite(suite.db);
    const ownerId = (await findAccountByEmail(suite.db, ADMIN_EMAIL))?.id ?? '';
    const demoted = await owner().request('PUT', `/api/config/people/${ownerId}`, {
      json: { role: SiteUserRole.editor },
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({ error: LAST_ADMIN_MESSAGE });
    const removed = await owner().request('DELETE', `/api/config/people/${ownerId}`);
    expect(removed.statusCode).toBe(409);
    const roles = await suite.db
      .selectFrom('website_members')
      .select('role')
      .where('website_id', '=', site.id)
      .where('account_id', '=', ownerId)
      .execute();
    expect(roles.map((r) => r.role)).toEqual([SiteUserRole.admin]);
  });

  it('lets only one of two demotions of the last two administrators through at the same moment', async () => {
    const site = await demoWebsite(suite.db);
    const second = await joined(SiteUserRole.admin);
    const ownerId = (await findAccountByEmail(suite.db, ADMIN_EMAIL))?.id ?? '';
    const actor = { accountId: null, email: 'test@example.com' };
    // The service directly: each call has passed the route's access check already.
    const outcomes = await Promise.allSettled([
      changeRole(suite.db, site.id, actor, second.accountId, SiteUserRole.editor),
      changeRole(suite.db, site.id, actor, ownerId, SiteUserRole.editor),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((o) => o.status === 'rejected');
    expect(refusal?.status === 'rejected' && refusal.reason).toMatchObject({
      statusCode: 409,
      message: LAST_ADMIN_MESSAGE,
    });
    const admins = await suite.db
      .selectFrom('website_members')
      .select('account_id')
      .where('website_id', '=', site.id)
      .where('role', '=', SiteUserRole.admin)
      .execute();
    expect(admins).toHaveLength(1);
    // The owner is the admin again for the other tests.
    await changeRole(suite.db, site.id, actor, ownerId, SiteUserRole.admin);
  });

  it('keeps an invitation name as text in the mail', async () => {
    const email = newEmail();
    await invite({ email, name: '<img src=x onerror=alert(1)>', role: SiteUserRole.viewer });
    const mail = await suite.db
      .selectFrom('mail_outbox')
      .select('html')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
