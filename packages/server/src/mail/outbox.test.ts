// The outbox on both engines: signing up on the platform home queues a welcome message; without an
// SMTP server the worker records it there instead of sending it; listOutbox reads it back, newest
// first, per site or for the platform.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { APP_DOMAIN } from '../../test/harness.ts';
import { demoWebsite, formAction, useTestApp } from '../../test/suite.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { sendMailJob } from './job.ts';
import { listOutbox, queueMail } from './service.ts';
import { SITE_READY_SUBJECT } from './templates/SiteReady.tsx';
import { WELCOME_SUBJECT } from './templates/Welcome.tsx';
import { outboxOnly } from './transport.ts';

describe.each(ENGINES)('the mail outbox on %s', (engine) => {
  const suite = useTestApp(engine);
  const clock = new Clock(Date.now() + 60_000);
  const worker = () =>
    new Worker({
      deps: testDeps(suite.db, clock, { mailer: outboxOnly, mailFrom: 'Tessera <no-reply@tessera.test>' }),
      jobs: [sendMailJob],
      periodic: [],
    });

  it('queues a welcome message when an account is created on the platform home', async () => {
    const client = suite.client(APP_DOMAIN);
    const home = await client.get('/');
    const response = await client.request('POST', formAction(home.body, '/signup'), {
      form: {
        displayName: 'Robin <b>Potter</b>',
        email: 'robin.welcome@example.com',
        password: 'glaze and fire',
      },
      crumb: false,
    });
    expect(response.statusCode).toBe(303);

    const [mail] = await listOutbox(suite.db, { websiteId: null, limit: 1 });
    expect(mail).toMatchObject({
      kind: 'welcome',
      to: 'robin.welcome@example.com',
      subject: WELCOME_SUBJECT,
      status: 'queued',
      websiteId: null,
    });
    expect(mail?.text).toContain('Hello Robin <b>Potter</b>,');
    expect(mail?.text).toContain(`http://${APP_DOMAIN}/`);
    expect(mail?.html).toContain('Hello Robin &lt;b&gt;Potter&lt;/b&gt;,');
    expect(mail?.html).toContain(`href="http://${APP_DOMAIN}/"`);

    // No SMTP server: the worker records the message as it would have been sent (and the demo
    // site's "ready" mail, queued on first start).
    expect(await worker().runOnce()).toMatchObject({ ran: 2, done: 2 });
    const [recorded] = await listOutbox(suite.db, { websiteId: null, limit: 1 });
    expect(recorded).toMatchObject({
      id: mail?.id,
      status: 'recorded',
      attempts: 1,
      from: 'Tessera <no-reply@tessera.test>',
      messageId: `<${mail?.id}@tessera.test>`,
    });
  });

  it('does not queue a welcome message when sign-up fails', async () => {
    const before = await listOutbox(suite.db, { limit: 500 });
    const client = suite.client(APP_DOMAIN);
    const home = await client.get('/');
    const response = await client.request('POST', formAction(home.body, '/signup'), {
      form: { displayName: 'Short', email: 'short@example.com', password: 'short' },
      crumb: false,
    });
    expect(response.statusCode).toBe(400);
    expect(await listOutbox(suite.db, { limit: 500 })).toHaveLength(before.length);
  });

  it("lists a site's mail, the platform's, or all of it, newest first and no more than asked", async () => {
    const website = await demoWebsite(suite.db);
    const start = Date.now();
    const queue = (subject: string, websiteId: string | null, at: number) =>
      queueMail(
        suite.db,
        { kind: 'test', to: 'x@example.com', subject, html: '<p>x</p>', text: 'x', websiteId },
        at,
      );
    await queue('site one', website.id, start + 1);
    await queue('platform one', null, start + 2);
    await queue('site two', website.id, start + 3);

    const siteMail = await listOutbox(suite.db, { websiteId: website.id, limit: 10 });
    // The oldest: the site's "ready" mail from the first start.
    expect(siteMail.map((m) => m.subject)).toEqual(['site two', 'site one', SITE_READY_SUBJECT]);
    expect(siteMail.every((m) => m.websiteId === website.id)).toBe(true);
    const platformMail = await listOutbox(suite.db, { websiteId: null, limit: 10 });
    expect(platformMail.every((m) => m.websiteId === null)).toBe(true);
    expect(platformMail[0]?.subject).toBe('platform one');
    const all = await listOutbox(suite.db, { limit: 2 });
    expect(all.map((m) => m.subject)).toEqual(['site two', 'platform one']);
    // A site's mail job carries the site, like the message (two here, and the "ready" mail's).
    const jobs = await suite.db
      .selectFrom('jobs')
      .select('website_id')
      .where('name', '=', 'mail.send')
      .where('website_id', '=', website.id)
      .execute();
    expect(jobs).toHaveLength(3);
  });
});
