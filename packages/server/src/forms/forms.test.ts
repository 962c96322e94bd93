// Forms on both engines: the owner's forms (saved whole with a version), the spec's submission calls
// with each refusal's exact words (unknown form, bad key, unsolved captcha, refused values, the rate
// limit), the form without JavaScript, the inbox and its CSV, and notifications that survive a mail
// outage: 500 submissions while SMTP is down, then up — 500 stored, 500 delivered, none twice.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FORM_MESSAGES,
  FORM_MODEL_MESSAGES,
  type FormDefinition,
  newFormField,
  PagePermissionType,
} from '@tessera/core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { solveCaptcha } from '../../test/captcha.ts';
import { ENGINES } from '../../test/engines.ts';
import { DEMO_HOST } from '../../test/harness.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import type { Website } from '../db/schema.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { sendMailJob } from '../mail/job.ts';
import { freePort, smtpUrl, startSmtpServer } from '../mail/test-support/smtp.ts';
import { createMailer } from '../mail/transport.ts';
import { DEMO_CONTACT_FORM_ID } from '../seed/demo-forms.ts';
import { submissionSource } from './page-source.ts';
import { insertKey } from './repository.ts';
import { FORM_MAIL_KIND, RATE_PER_ADDRESS, STALE_FORM, submitForm } from './service.ts';
import { formWebhookJob, PRIVATE_WEBHOOK } from './webhook.ts';

const FORMS = '/api/config/forms';
let addressCounter = 0;

describe.each(ENGINES)('forms on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  /** A visitor from an address of their own (the rate limit is per address). */
  const visitor = () => suite.client(DEMO_HOST, `10.21.${engine === 'sqlite' ? 1 : 2}.${++addressCounter}`);

  async function newForm(change: Partial<FormDefinition> = {}) {
    const created = await owner().request('POST', FORMS, { json: { name: 'Visit request' } });
    expect(created.statusCode).toBe(201);
    const { form, version } = created.json() as { form: FormDefinition; version: number };
    const { id: _id, ...body } = { ...form, ...change };
    const saved = await owner().request('PUT', `${FORMS}/${form.id}`, { json: { form: body, version } });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json() as { form: FormDefinition; version: number };
  }

  async function send(client: ReturnType<typeof visitor>, formId: string, values: unknown, extra = {}) {
    const key = (await client.request('POST', '/api/form/FormSubmissionKey', { crumb: false })).json()
      .key as string;
    return client.request('POST', '/api/form/SaveFormSubmission', {
      crumb: false,
      json: {
        key,
        formId,
        collectionId: null,
        objectName: 'b1',
        isOverlayForm: false,
        form: JSON.stringify(values),
        ...extra,
      },
    });
  }

  it("has the demo's contact form, with its messages, shown on the contact page", async () => {
    const listed = (await owner().get(FORMS)).json() as {
      forms: { id: string; submissionCount: number; unreadCount: number }[];
    };
    expect(listed.forms.find((f) => f.id === DEMO_CONTACT_FORM_ID)).toMatchObject({
      submissionCount: 3,
      unreadCount: 2,
    });
    const page = await visitor().get('/contact');
    expect(page.body).toContain(`name="formId" value="${DEMO_CONTACT_FORM_ID}"`);
    expect(page.body).toContain('name="topic"');
    // The storage fieldset never reaches a page.
    expect(page.body).not.toContain('notifyEmails');
    // The pages panel's counts: the contact page holds the form; a page without one is not listed.
    const contact = await demoPage(suite.db, 'contact');
    const onPages = (await owner().get(`${FORMS}/pages`)).json() as { pages: { pageId: string }[] };
    expect(onPages.pages).toContainEqual({
      pageId: contact.id,
      forms: [{ id: DEMO_CONTACT_FORM_ID, name: 'Contact', submissionCount: 3, unreadCount: 2 }],
    });
    const about = await demoPage(suite.db, 'about');
    expect(onPages.pages.map((p) => p.pageId)).not.toContain(about.id);
  });

  it('saves a form whole from its version; a stale save is refused and changes nothing', async () => {
    const { form, version } = await newForm({ fields: [newFormField('msg', 'textarea', 'Message')] });
    const { id: _id, ...body } = form;
    const stale = await owner().request('PUT', `${FORMS}/${form.id}`, {
      json: { form: { ...body, name: 'Other' }, version: version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(STALE_FORM);
    const refused = await owner().request('PUT', `${FORMS}/${form.id}`, {
      json: {
        form: {
          ...body,
          fields: [{ ...body.fields[0], label: '' }],
          storage: { notifyEmails: ['nope'], webhookUrl: '' },
        },
        version,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      'form.fields.0.label': 'Please enter a title.',
      'form.storage.notifyEmails.0': 'Please enter a valid email',
    });
    expect(((await owner().get(`${FORMS}/${form.id}`)).json() as { form: FormDefinition }).form.name).toBe(
      'Visit request',
    );
  });

  it('takes a submission with a key, once; refuses what the spec refuses, in its words', async () => {
    const { form } = await newForm({
      fields: [
        { ...newFormField('email', 'email', 'Email'), required: true },
        newFormField('name', 'name', 'Name'),
      ],
      storage: { notifyEmails: ['front-desk@example.com'], webhookUrl: '' },
    });
    const client = visitor();
    const ok = await send(client, form.id, { email: 'ada@example.com', name: ['Ada', 'Lovelace'] });
    expect(ok.statusCode, ok.body).toBe(200);
    // The studio's mail links to the form's inbox, at its address in the config area.
    const mail = await suite.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html'])
      .where('kind', '=', FORM_MAIL_KIND)
      .where('to_address', '=', 'front-desk@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`/config/forms/${form.id}`);
    expect(mail.html).toContain(`/config/forms/${form.id}"`);
    const inbox = (await owner().get(`${FORMS}/${form.id}/submissions`)).json();
    expect(inbox.submissions[0]).toMatchObject({
      read: false,
      values: { email: 'ada@example.com', name: ['Ada', 'Lovelace'] },
    });

    // A key works once, and not after it expired.
    const key = (await client.request('POST', '/api/form/FormSubmissionKey', { crumb: false })).json().key;
    const body = { key, formId: form.id, form: JSON.stringify({ email: 'b@example.com' }) };
    expect(
      (await client.request('POST', '/api/form/SaveFormSubmission', { crumb: false, json: body })).statusCode,
    ).toBe(200);
    const again = await client.request('POST', '/api/form/SaveFormSubmission', { crumb: false, json: body });
    expect([again.statusCode, again.json().error]).toEqual([401, FORM_MESSAGES.unauthorized]);
    await insertKey(suite.db, website.id, 'expired-key', Date.now() - 1);
    const expired = await client.request('POST', '/api/form/SaveFormSubmission', {
      crumb: false,
      json: { ...body, key: 'expired-key' },
    });
    expect(expired.statusCode).toBe(401);

    const unknown = await send(visitor(), 'a'.repeat(24), { email: 'x@example.com' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, FORM_MESSAGES.notConfigured]);
    const bad = await send(visitor(), form.id, { email: 'nope', name: 'Ada', extra: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      email: FORM_MESSAGES.invalidEmail,
      name: FORM_MESSAGES.unparseableFields,
      extra: FORM_MODEL_MESSAGES.unknownField,
    });
    const garbled = await send(visitor(), form.id, 'not an object');
    expect([garbled.statusCode, garbled.json().error]).toEqual([400, FORM_MESSAGES.unparseableFields]);
  });

  it('limits submissions per address with 429, across every server process (the database)', async () => {
    const { form } = await newForm({ fields: [newFormField('note', 'text', 'Note')] });
    const client = visitor();
    for (let i = 0; i < RATE_PER_ADDRESS; i++)
      expect((await send(client, form.id, { note: `n${i}` })).statusCode).toBe(200);
    const limited = await send(client, form.id, { note: 'one more' });
    expect([limited.statusCode, limited.json().error]).toEqual([429, FORM_MESSAGES.rateLimited]);
    expect((await send(visitor(), form.id, { note: 'someone else' })).statusCode).toBe(200);
  });

  it('lets no more than the limit through when one address sends many at once', async () => {
    const { form } = await newForm({ fields: [newFormField('note', 'text', 'Note')] });
    const client = visitor();
    const keys = await Promise.all(
      Array.from(
        { length: 12 },
        async () =>
          (await client.request('POST', '/api/form/FormSubmissionKey', { crumb: false })).json()
            .key as string,
      ),
    );
    const answers = await Promise.all(
      keys.map((key, i) =>
        client.request('POST', '/api/form/SaveFormSubmission', {
          crumb: false,
          json: { key, formId: form.id, form: JSON.stringify({ note: `at once ${i}` }) },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(RATE_PER_ADDRESS);
    const stored = (await owner().get(`${FORMS}/${form.id}/submissions`)).json().submissions;
    expect(stored).toHaveLength(accepted);
  });

  it('asks for a solved captcha when the form has one, and takes each solution once', async () => {
    const { form } = await newForm({ captcha: true, fields: [newFormField('note', 'text', 'Note')] });
    const unsolved = await send(visitor(), form.id, { note: 'hi' });
    expect([unsolved.statusCode, unsolved.json().error]).toEqual([400, FORM_MESSAGES.captchaIncomplete]);
    const { challenge, number, captchaKey } = await solveCaptcha(visitor());
    expect((await send(visitor(), form.id, { note: 'hi' }, { captchaKey })).statusCode).toBe(200);
    const replayed = await send(visitor(), form.id, { note: 'again' }, { captchaKey });
    expect(replayed.json().error).toBe(FORM_MESSAGES.captchaIncomplete);
    // The same solution written again (another time taken, its keys in another order) verifies as
    // well, and is still the one solution already spent.
    const { signature, ...rest } = challenge;
    const rewritten = Buffer.from(JSON.stringify({ signature, took: 1, number, ...rest })).toString('base64');
    const reworded = await send(visitor(), form.id, { note: 'again' }, { captchaKey: rewritten });
    expect([reworded.statusCode, reworded.json().error]).toEqual([400, FORM_MESSAGES.captchaIncomplete]);
  });

  it('takes a form sent without JavaScript and goes back to the page, at its success message', async () => {
    const client = visitor();
    const sent = await client.request('POST', '/api/form/submit', {
      crumb: false,
      headers: { referer: `http://${DEMO_HOST}/contact` },
      form: {
        formId: DEMO_CONTACT_FORM_ID,
        name: 'Noah',
        email: 'noah@example.com',
        topic: 'Wholesale',
        message: 'Hello',
      },
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/contact#form-sent-${DEMO_CONTACT_FORM_ID}`);
    const refused = await client.request('POST', '/api/form/submit', {
      crumb: false,
      headers: { referer: `http://${DEMO_HOST}/contact` },
      form: { formId: DEMO_CONTACT_FORM_ID, name: '', email: 'nope', message: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(FORM_MESSAGES.invalidEmail);
    expect(refused.body).toContain('href="/contact"');
  });

  it('deletes a form with every submission, also one being stored as it is deleted', async () => {
    const { form } = await newForm({ fields: [newFormField('note', 'text', 'Note')] });
    let deleting: Promise<unknown> = Promise.resolve();
    await suite.db.transaction().execute(async (trx) => {
      await submitForm(trx, {
        websiteId: website.id,
        siteTitle: 'Demo',
        secret: 'x',
        formId: form.id,
        key: null,
        values: { note: 'sent as the form goes' },
        captchaKey: null,
        address: '10.98.0.1',
        pageTitle: '',
        pagePath: '/',
        now: Date.now(),
      });
      // The owner deletes the form while the submission has not committed yet.
      deleting = owner().request('DELETE', `${FORMS}/${form.id}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(((await deleting) as { statusCode: number }).statusCode).toBe(204);
    const left = await suite.db
      .selectFrom('form_submissions')
      .select('id')
      .where('form_id', '=', form.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('finds the page by its posted collectionId when the browser sends no referer', async () => {
    const contact = await demoPage(suite.db, 'contact');
    const post = (collectionId: string, message: string) =>
      visitor().request('POST', '/api/form/submit', {
        crumb: false,
        form: {
          formId: DEMO_CONTACT_FORM_ID,
          collectionId,
          name: 'Ines',
          email: 'ines@example.com',
          topic: 'Wholesale',
          message,
        },
      });
    const sent = await post(contact.id, 'no referer');
    expect([sent.statusCode, sent.headers.location]).toEqual([
      303,
      `/contact#form-sent-${DEMO_CONTACT_FORM_ID}`,
    ]);
    const refused = await visitor().request('POST', '/api/form/submit', {
      crumb: false,
      form: { formId: DEMO_CONTACT_FORM_ID, collectionId: contact.id, email: 'nope' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('href="/contact"');
    const unknown = await post('f'.repeat(24), 'unknown page');
    expect(unknown.headers.location).toBe(`/#form-sent-${DEMO_CONTACT_FORM_ID}`);
    const inbox = (await owner().get(`${FORMS}/${DEMO_CONTACT_FORM_ID}/submissions?q=ines@`)).json();
    const pages = inbox.submissions.map((s: { pageTitle: string; pagePath: string }) => [
      s.pageTitle,
      s.pagePath,
    ]);
    // Sent in the same millisecond, the two may come in either order.
    expect(pages).toHaveLength(2);
    expect(pages).toEqual(
      expect.arrayContaining([
        ['', '/'],
        [contact.title, '/contact'],
      ]),
    );
  });

  it('keeps an inbox: read, search, delete, and a CSV with a column per field', async () => {
    const base = `${FORMS}/${DEMO_CONTACT_FORM_ID}/submissions`;
    const found = (await owner().get(`${base}?q=${encodeURIComponent('CAFÉ in salem')}`)).json();
    expect(found.submissions).toHaveLength(1);
    const id = found.submissions[0].id as string;
    expect((await owner().request('PUT', `${base}/${id}`, { json: { read: true } })).json()).toEqual({
      read: true,
    });
    expect((await owner().get(`${base}/${id}`)).json().read).toBe(true);
    const csv = await owner().get(`${base}.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe('"Name","Email","Topic","Message","Submitted at","Page"');
    expect(csv.body).toContain('"Tom Ellery","tom.ellery@example.org","Wholesale"');
    expect((await owner().request('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect((await owner().get(`${base}/${id}`)).statusCode).toBe(404);
  });

  it('refuses a webhook on a private, loopback or link-local address when the form is saved', async () => {
    const created = (await owner().request('POST', FORMS, { json: { name: 'Hooked' } })).json() as {
      form: FormDefinition;
      version: number;
    };
    const { id: _id, ...body } = created.form;
    const save = (webhookUrl: string) =>
      owner().request('PUT', `${FORMS}/${created.form.id}`, {
        json: { form: { ...body, storage: { notifyEmails: [], webhookUrl } }, version: created.version },
      });
    for (const url of [
      'http://127.0.0.1:5432/',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.7/hook',
      'http://localhost:8080/hook',
      'https://db.localhost/hook',
    ]) {
      const refused = await save(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().errors).toEqual({ 'form.storage.webhookUrl': PRIVATE_WEBHOOK });
    }
    const stored = (await owner().get(`${FORMS}/${created.form.id}`)).json() as { form: FormDefinition };
    expect(stored.form.storage.webhookUrl).toBe('');
    // A name that cannot be resolved now is taken: each post checks it again.
    expect((await save('https://hooks.example.com/tessera')).statusCode).toBe(200);
  });

  it("spec 1 §3: the payload's 'contentSource (i for item, c for collection), pagePath, pagePermissionTypeValue' refused with the spec's words when unknown", async () => {
    const { form } = await newForm({ fields: [newFormField('note', 'text', 'Note')] });
    const refused = await send(
      visitor(),
      form.id,
      { note: 'x' },
      { contentSource: 'x', pagePath: 'nope', pagePermissionTypeValue: 9 },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      contentSource: 'x is not one of the expected options',
      pagePath: 'nope is not a valid page URL',
      pagePermissionTypeValue: '9 is not one of the expected options',
    });
    const item = await send(
      visitor(),
      form.id,
      { note: 'x' },
      {
        contentSource: 'i',
        pagePath: '/journal/a-post',
        pagePermissionTypeValue: PagePermissionType.password,
      },
    );
    expect(item.statusCode, item.body).toBe(200);
  });

  it("spec 1 §3: 'pagePermissionTypeValue' is read from a page of this site, never taken from the browser", async () => {
    // No page named (a popup's form) or one that is not this site's: recorded public, not the claim.
    const unnamed = await submissionSource(suite.db, website.id, {
      pagePermissionTypeValue: PagePermissionType.membersOnly,
      pageId: 'not an id',
    });
    expect(unnamed).toMatchObject({ permissionType: PagePermissionType.public, pageId: null });
    const elsewhere = await submissionSource(suite.db, website.id, {
      collectionId: '0123456789abcdef01234567',
      pagePermissionTypeValue: PagePermissionType.password,
    });
    expect(elsewhere.permissionType).toBe(PagePermissionType.public);
  });

  it('posts each submission to the webhook once, retrying a failed post', async () => {
    // The receiver is on this machine, as WEBHOOKS_TO_PRIVATE_ADDRESSES=true allows.
    suite.ctx.webhooksToPrivateAddresses = true;
    onTestFinished(() => {
      suite.ctx.webhooksToPrivateAddresses = false;
    });
    const posts: { key: string | undefined; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        posts.push({ key: request.headers['idempotency-key'] as string | undefined, body });
        // The first post fails, as a receiver that is down does.
        response.statusCode = posts.length === 1 ? 503 : 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      const { form } = await newForm({
        fields: [newFormField('note', 'text', 'Note')],
        storage: { notifyEmails: [], webhookUrl: url },
      });
      // The spec's page fields: the browser says public, the page a member area protects says otherwise.
      const notes = await demoPage(suite.db, 'studio-notes');
      const sent = await send(
        visitor(),
        form.id,
        { note: 'hooked' },
        {
          collectionId: notes.id,
          isOverlayForm: true,
          pageTitle: 'Studio notes',
          pageId: notes.id,
          contentSource: 'c',
          pagePath: '/studio-notes',
          pagePermissionTypeValue: PagePermissionType.public,
          sectionId: 'section-1',
          sessionId: 'abc123',
          clientDate: 1_700_000_000_000,
        },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const { submissionId } = sent.json() as { submissionId: string };
      const clock = new Clock(Date.now());
      const worker = new Worker({
        deps: testDeps(suite.db, clock, { webhooksToPrivateAddresses: true }),
        jobs: [formWebhookJob],
        periodic: [],
      });
      expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 0 });
      clock.advance(60 * 60_000);
      expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 1 });
      clock.advance(24 * 60 * 60_000);
      expect((await worker.runOnce()).ran).toBe(0);
      expect(posts.map((p) => p.key)).toEqual([submissionId, submissionId]);
      expect(JSON.parse(posts[1]?.body ?? '')).toMatchObject({
        id: submissionId,
        formId: form.id,
        values: { note: 'hooked' },
        pageTitle: 'Studio notes',
        pagePath: '/studio-notes',
        source: {
          overlay: true,
          objectName: 'b1',
          pageId: notes.id,
          contentSource: 'c',
          permissionType: PagePermissionType.membersOnly,
          event: { sectionId: 'section-1', sessionId: 'abc123', clientDate: 1_700_000_000_000 },
        },
      });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('500 submissions while the mail server is down, then up: 500 stored, 500 delivered, none twice', async () => {
    const port = await freePort();
    const { form } = await newForm({
      fields: [newFormField('note', 'text', 'Note')],
      storage: { notifyEmails: ['studio@example.com'], webhookUrl: '' },
    });
    const start = Date.now();
    for (let i = 0; i < 500; i++)
      await submitForm(suite.db, {
        websiteId: website.id,
        siteTitle: 'Demo',
        secret: 'x',
        formId: form.id,
        key: null,
        values: { note: `burst ${i}` },
        captchaKey: null,
        address: `10.99.${i % 250}.${Math.floor(i / 250)}`,
        pageTitle: '',
        pagePath: '/',
        // A second apart, so the per-form limit (a minute's worth) never refuses the burst.
        now: start + i * 1000,
      });
    const stored = await suite.db
      .selectFrom('form_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('form_id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(500);

    const clock = new Clock(start + 600_000);
    const down = createMailer(smtpUrl(port));
    const run = async (mailer: ReturnType<typeof createMailer>) => {
      const worker = new Worker({
        deps: testDeps(suite.db, clock, { mailer }),
        jobs: [sendMailJob],
        periodic: [],
      });
      while ((await worker.runOnce()).ran > 0) {}
    };
    await run(down);
    down.close();
    const smtp = await startSmtpServer({ port });
    const up = createMailer(smtp.url);
    try {
      clock.advance(2 * 60 * 60_000);
      await run(up);
      const notes = smtp.received.filter((m) => m.rcptTo.includes('studio@example.com'));
      expect(notes).toHaveLength(500);
      const ids = new Set(notes.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]));
      expect(ids.size).toBe(500);
      const outbox = await suite.db
        .selectFrom('mail_outbox')
        .select(['status'])
        .where('kind', '=', FORM_MAIL_KIND)
        .where('to_address', '=', 'studio@example.com')
        .execute();
      expect(outbox.filter((m) => m.status === 'sent')).toHaveLength(500);
    } finally {
      up.close();
      await smtp.stop();
    }
  }, 180_000);
});
