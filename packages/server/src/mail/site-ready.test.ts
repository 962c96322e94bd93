// "Your site is ready": queued for the owner when a site is made — the demo site on first start and a
// site made on the platform home — as the site's own mail, in the transaction that stores the site.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, APP_DOMAIN, PLATFORM_ADDRESS } from '../../test/harness.ts';
import { demoWebsite, formAction, useTestApp } from '../../test/suite.ts';
import { createAccount } from '../identity/accounts.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { starterTemplate } from '../seed/starters/simple.ts';
import { createWebsite } from '../websites/create.ts';
import { sendMailJob } from './job.ts';
import { listOutbox } from './service.ts';
import { SITE_READY_KIND } from './site-ready.ts';
import { SITE_READY_SUBJECT } from './templates/SiteReady.tsx';

describe.each(ENGINES)('the "site is ready" mail on %s', (engine) => {
  const suite = useTestApp(engine);

  it("is in the demo site's outbox from the first start, with the site's addresses", async () => {
    const website = await demoWebsite(suite.db);
    const mail = (await listOutbox(suite.db, { websiteId: website.id, limit: 100 })).find(
      (m) => m.kind === SITE_READY_KIND,
    );
    expect(mail).toMatchObject({
      to: ADMIN_EMAIL,
      subject: SITE_READY_SUBJECT,
      websiteId: website.id,
      status: 'queued',
    });
    expect(mail?.text).toContain('Hello Site owner,');
    expect(mail?.text).toContain('“Fern & Kiln” is ready.');
    expect(mail?.text).toContain(`http://demo.${APP_DOMAIN}/\n`);
    expect(mail?.text).toContain(`http://demo.${APP_DOMAIN}/config/\n`);
    expect(mail?.html).toContain('“Fern &amp; Kiln” is ready.');
    expect(mail?.html).toContain(`href="http://demo.${APP_DOMAIN}/config/"`);
    // Not the platform's: the platform's own mail is the sign-up welcome.
    expect(
      (await listOutbox(suite.db, { websiteId: null, limit: 100 })).some((m) => m.kind === SITE_READY_KIND),
    ).toBe(false);

    // No SMTP server: the worker records it.
    const worker = new Worker({
      deps: testDeps(suite.db, new Clock(Date.now() + 60_000)),
      jobs: [sendMailJob],
      periodic: [],
    });
    await worker.runOnce();
    const [recorded] = (await listOutbox(suite.db, { websiteId: website.id, limit: 100 })).filter(
      (m) => m.id === mail?.id,
    );
    expect(recorded).toMatchObject({ status: 'recorded', attempts: 1 });
  });

  it('is queued to the owner of a site made on the platform home', async () => {
    const client = suite.client(APP_DOMAIN);
    const home = await client.get('/');
    const email = `maker.${engine}@example.com`;
    await client.request('POST', formAction(home.body, '/signup'), {
      form: { displayName: 'Mara <Maker>', email, password: 'clay and glaze' },
      crumb: false,
    });
    const signedIn = await client.get('/');
    const response = await client.request('POST', formAction(signedIn.body, '/sites'), {
      form: { title: 'Harbor & Bakery', identifier: 'harbor-ready' },
      crumb: false,
    });
    expect(response.statusCode).toBe(303);
    const website = await suite.db
      .selectFrom('websites')
      .selectAll()
      .where('identifier', '=', 'harbor-ready')
      .executeTakeFirstOrThrow();
    const mails = await listOutbox(suite.db, { websiteId: website.id, limit: 100 });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: SITE_READY_KIND, to: email, subject: SITE_READY_SUBJECT });
    expect(mails[0]?.text).toContain('Hello Mara <Maker>,');
    expect(mails[0]?.text).toContain(`http://harbor-ready.${APP_DOMAIN}/config/`);
    expect(mails[0]?.html).toContain('Hello Mara &lt;Maker&gt;,');
    expect(mails[0]?.html).toContain('“Harbor &amp; Bakery” is ready.');
    // Its mail job carries the site, like the message.
    const jobs = await suite.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', 'mail.send')
      .where('website_id', '=', website.id)
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it('is queued once when two sites ask for one address at the same moment: only the made one has mail', async () => {
    const owner = await createAccount(suite.db, {
      email: `race.${engine}@example.com`,
      password: 'racing to the kiln',
      displayName: 'Racer',
    });
    const make = () =>
      createWebsite(suite.db, suite.ctx.assets, {
        identifier: 'same-moment',
        title: 'Same Moment',
        ownerAccountId: owner.id,
        template: starterTemplate('Same Moment'),
        address: PLATFORM_ADDRESS,
      });
    const outcomes = await Promise.allSettled([make(), make()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });

    const sent = await suite.db
      .selectFrom('mail_outbox')
      .leftJoin('websites', 'websites.id', 'mail_outbox.website_id')
      .select(['mail_outbox.id', 'websites.identifier'])
      .where('mail_outbox.to_address', '=', owner.email)
      .execute();
    expect(sent).toEqual([{ id: expect.any(String), identifier: 'same-moment' }]);
  });
});
