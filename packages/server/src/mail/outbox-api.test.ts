// GET /api/config/outbox on both engines: a site's admin reads the site's own mail, newest first, at
// most 100, with status, tries, last error and the plain text; never the platform's mail or another
// site's. Only the settings permission (admins) may read it; an editor is refused, a visitor asked to
// sign in.
import { SiteUserRole } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { APP_DOMAIN, type Client, PLATFORM_ADDRESS } from '../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { createAccount } from '../identity/accounts.ts';
import { starterTemplate } from '../seed/starters/simple.ts';
import { createWebsite } from '../websites/create.ts';
import { addMember } from '../websites/members.ts';
import { markAttemptFailed, markFailed } from './repository.ts';
import type { OutboxMessage } from './schemas.ts';
import { queueMail, SITE_OUTBOX_LIMIT } from './service.ts';
import { SITE_READY_SUBJECT } from './templates/SiteReady.tsx';

type Message = OutboxMessage;

describe.each(ENGINES)('the config outbox API on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  const read = async (client: Client) => {
    const response = await client.get('/api/config/outbox');
    expect(response.statusCode).toBe(200);
    return (response.json() as { messages: Message[] }).messages;
  };

  it("answers the site's own mail, newest first, with what happened to each and its text", async () => {
    const website = await demoWebsite(suite.db);
    const start = Date.now();
    const queue = (subject: string, websiteId: string | null, at: number) =>
      queueMail(
        suite.db,
        {
          kind: 'test',
          to: 'reader@example.com',
          subject,
          html: `<p>${subject}</p>`,
          text: `Body of ${subject}`,
          websiteId,
        },
        at,
      );
    const failed = await queue('Refused', website.id, start + 1);
    await queue('Platform only', null, start + 2);
    const waiting = await queue('Retrying', website.id, start + 3);
    await markAttemptFailed(suite.db, waiting.id, {
      from: 'x@tessera.test',
      messageId: '<m@tessera.test>',
      attempts: 1,
      now: start + 4,
      error: 'connect ECONNREFUSED',
    });
    await markFailed(suite.db, failed.id, '550 Mailbox unavailable', start + 5);

    const messages = await read(owner());
    expect(messages.map((m) => m.subject)).toEqual(['Retrying', 'Refused', SITE_READY_SUBJECT]);
    expect(messages[0]).toEqual({
      id: waiting.id,
      kind: 'test',
      createdAt: new Date(start + 3).toISOString(),
      sentAt: null,
      to: 'reader@example.com',
      subject: 'Retrying',
      status: 'queued',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
      text: 'Body of Retrying',
    });
    expect(messages[1]).toMatchObject({ status: 'failed', lastError: '550 Mailbox unavailable' });
    expect(messages[2]).toMatchObject({ kind: 'site-ready', to: 'owner@example.com', status: 'queued' });
    expect(messages[2]?.text).toContain(`http://demo.${APP_DOMAIN}/config/`);
    // Never the HTML part: the config area shows text only.
    expect(messages.every((m) => !('html' in m))).toBe(true);
  });

  it("never answers another site's mail", async () => {
    const account = await createAccount(suite.db, {
      email: `other.owner.${engine}@example.com`,
      password: 'another kiln entirely',
      displayName: 'Other owner',
    });
    const other = await createWebsite(suite.db, suite.ctx.assets, {
      identifier: 'outbox-other',
      title: 'Other',
      ownerAccountId: account.id,
      template: starterTemplate('Other'),
      address: PLATFORM_ADDRESS,
    });
    suite.ctx.hosts.forget();
    const messages = await read(owner());
    expect(messages.some((m) => m.to === account.email)).toBe(false);

    const otherOwner = suite.client(`outbox-other.${APP_DOMAIN}`);
    expect((await otherOwner.signIn(account.email, 'another kiln entirely')).statusCode).toBe(200);
    const theirs = await read(otherOwner);
    expect(theirs.map((m) => [m.to, m.subject])).toEqual([[account.email, SITE_READY_SUBJECT]]);
    expect(theirs[0]?.text).toContain(`http://${other.identifier}.${APP_DOMAIN}/`);
  });

  it(`answers at most ${SITE_OUTBOX_LIMIT} messages, the newest`, async () => {
    const website = await demoWebsite(suite.db);
    const start = Date.now() + 1000;
    for (let i = 0; i < SITE_OUTBOX_LIMIT + 5; i++) {
      await queueMail(
        suite.db,
        {
          kind: 'test',
          to: 'many@example.com',
          subject: `Many ${i}`,
          html: '',
          text: '',
          websiteId: website.id,
        },
        start + i,
      );
    }
    const messages = await read(owner());
    expect(messages).toHaveLength(SITE_OUTBOX_LIMIT);
    expect(messages[0]?.subject).toBe(`Many ${SITE_OUTBOX_LIMIT + 4}`);
    expect(messages.at(-1)?.subject).toBe('Many 5');
  });

  it('refuses an editor (no settings permission) with 403 and a visitor with 401', async () => {
    const website = await demoWebsite(suite.db);
    const editor = await createAccount(suite.db, {
      email: `editor.${engine}@example.com`,
      password: 'editor password',
      displayName: 'Editor',
    });
    await addMember(suite.db, website.id, editor.id, SiteUserRole.editor);
    const client = suite.client();
    expect((await client.signIn(editor.email, 'editor password')).statusCode).toBe(200);
    // The editor may edit pages, but not read the mail.
    expect((await client.get('/api/config/pages')).statusCode).toBe(200);
    const refused = await client.get('/api/config/outbox');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have permission to do this.' });

    const visitor = await suite.client().get('/api/config/outbox');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ loginRequired: true });
  });

  it('is not on the platform home', async () => {
    const response = await suite.client(APP_DOMAIN).get('/api/config/outbox');
    expect(response.statusCode).toBe(404);
  });
});
