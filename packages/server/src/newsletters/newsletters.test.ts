// Newsletters on both engines: the owner's lists and subscribers (newsletter permission), the
// visitors' double opt-in (sign-up → mailed signed link → confirmed), repeated and racing sign-ups
// that never duplicate nor tell whether an address is on the list, forged and expired links, one-click
// unsubscribing (never by GET), the CSV export, and the form without JavaScript.
import { SiteUserRole } from '@tessera/core';
import type { AnswerOf } from '@tessera/site/api/call.ts';
import type { MailingListSummary } from '@tessera/site/api/routes.gen.ts';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { APP_DOMAIN, type Client, DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, formAction, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import type { Website } from '../db/schema.ts';
import { createAccount } from '../identity/accounts.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { sendMailJob } from '../mail/job.ts';
import { listOutbox, type OutboxEntry } from '../mail/service.ts';
import { startSmtpServer } from '../mail/test-support/smtp.ts';
import { createMailer } from '../mail/transport.ts';
import { DEMO_LIST_ID } from '../seed/demo-newsletter.ts';
import { addMember } from '../websites/members.ts';
import { CONFIRMATION_RESEND_MS, NEWSLETTER_MAIL_KIND } from './service.ts';
import { confirmToken } from './tokens.ts';

const LISTS = '/api/config/newsletters/lists';
const DAY = 24 * 60 * 60 * 1000;
let addressCounter = 0;

describe.each(ENGINES)('newsletters on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  /** A visitor from an address of their own (the sign-up rate limit is per address). */
  const visitor = () => suite.client(DEMO_HOST, `10.11.0.${++addressCounter}`);

  async function newList(name = 'Kiln notes'): Promise<MailingListSummary> {
    const response = await owner().request('POST', LISTS, { json: { name } });
    expect(response.statusCode).toBe(201);
    return (response.json() as { list: MailingListSummary }).list;
  }

  const lists = async () => ((await owner().get(LISTS)).json() as { lists: MailingListSummary[] }).lists;
  const subscribers = async (listId: string, query = '') =>
    (
      await owner().get(`${LISTS}/${listId}/subscribers${query}`)
    ).json() as AnswerOf<'GET /api/config/newsletters/lists/:listId/subscribers'>;
  const signUp = (client: Client, body: Record<string, unknown>) =>
    client.request('POST', '/api/newsletter/subscribe', { json: body });

  /** The confirmation mail queued for an address, newest first. */
  async function mailTo(email: string): Promise<OutboxEntry[]> {
    const all = await listOutbox(suite.db, { websiteId: website.id, limit: 500 });
    return all.filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.kind === NEWSLETTER_MAIL_KIND);
  }

  const linkIn = (text: string, path: string) => {
    const match = new RegExp(`http://demo\\.${APP_DOMAIN.replace('.', '\\.')}(${path}\\?token=[^\\s]+)`).exec(
      text,
    );
    if (!match?.[1]) throw new Error(`no ${path} link in ${text}`);
    return match[1];
  };

  describe('lists, for the owner', () => {
    it('has the demo’s “Studio news” with its confirmed readers counted', async () => {
      const demo = (await lists()).find((l) => l.id === DEMO_LIST_ID);
      expect(demo).toMatchObject({ name: 'Studio news', subscriberCount: 2 });
    });

    it('creates, renames and deletes a list, with its subscribers', async () => {
      const list = await newList('  Glaze club  ');
      expect(list).toMatchObject({ name: 'Glaze club', subscriberCount: 0, pendingCount: 0 });
      const renamed = await owner().request('PUT', `${LISTS}/${list.id}`, {
        json: { name: 'Glaze society' },
      });
      expect(renamed.json()).toEqual({ list: { id: list.id, name: 'Glaze society' } });
      expect((await signUp(visitor(), { listId: list.id, email: 'gone@example.com' })).statusCode).toBe(202);
      expect((await lists()).find((l) => l.id === list.id)).toMatchObject({
        name: 'Glaze society',
        pendingCount: 1,
      });

      expect((await owner().request('DELETE', `${LISTS}/${list.id}`)).statusCode).toBe(204);
      expect((await lists()).some((l) => l.id === list.id)).toBe(false);
      expect((await owner().get(`${LISTS}/${list.id}/subscribers`)).statusCode).toBe(404);
      expect(
        await suite.db
          .selectFrom('newsletter_subscribers')
          .where('list_id', '=', list.id)
          .selectAll()
          .execute(),
      ).toEqual([]);
      expect((await owner().request('DELETE', `${LISTS}/${list.id}`)).statusCode).toBe(404);
    });

    it('refuses a blank name, naming the field', async () => {
      const response = await owner().request('POST', LISTS, { json: { name: '   ' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { name: 'Please enter a name.' } });
    });

    it('is for those with the newsletter permission: an editor gets 403, a visitor 401', async () => {
      const editor = await createAccount(suite.db, {
        email: `nl.editor.${engine}@example.com`,
        password: 'editor password',
        displayName: 'Editor',
      });
      await addMember(suite.db, website.id, editor.id, SiteUserRole.editor);
      const client = suite.client();
      await client.signIn(editor.email, 'editor password');
      expect((await client.get(LISTS)).statusCode).toBe(403);
      expect((await client.get(`${LISTS}/${DEMO_LIST_ID}/subscribers.csv`)).statusCode).toBe(403);
      expect((await suite.client().get(LISTS)).statusCode).toBe(401);

      const campaigns = await createAccount(suite.db, {
        email: `nl.campaigns.${engine}@example.com`,
        password: 'campaigns password',
        displayName: 'Campaigns',
      });
      await addMember(suite.db, website.id, campaigns.id, SiteUserRole.campaignsEditor);
      const allowed = suite.client();
      await allowed.signIn(campaigns.email, 'campaigns password');
      expect((await allowed.get(LISTS)).statusCode).toBe(200);
    });
  });

  describe('signing up (double opt-in)', () => {
    it('keeps a new address pending and mails it a signed link, with List-Unsubscribe', async () => {
      const list = await newList();
      const response = await signUp(visitor(), { listId: list.id, email: ' Ada@Example.com ', name: 'Ada' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'pending' });
      const page = await subscribers(list.id);
      expect(page.subscribers).toEqual([
        expect.objectContaining({
          email: 'Ada@Example.com',
          name: 'Ada',
          status: 'pending',
          confirmedAt: null,
        }),
      ]);
      // Pending is not a subscriber.
      expect((await lists()).find((l) => l.id === list.id)).toMatchObject({
        subscriberCount: 0,
        pendingCount: 1,
      });

      const [mail] = await mailTo('ada@example.com');
      expect(mail?.subject).toBe('Confirm your subscription to Kiln notes');
      expect(mail?.text).toContain('Hello Ada,');
      expect(linkIn(mail?.text ?? '', '/newsletter/confirm')).toMatch(
        /^\/newsletter\/confirm\?token=[0-9a-f]{24}\./,
      );
      const row = await suite.db
        .selectFrom('mail_outbox')
        .select('headers')
        .where('id', '=', mail?.id ?? '')
        .executeTakeFirstOrThrow();
      const headers = JSON.parse(row.headers ?? '{}') as Record<string, string>;
      expect(headers['List-Unsubscribe']).toBe(
        `<http://demo.${APP_DOMAIN}${linkIn(mail?.text ?? '', '/newsletter/unsubscribe')}>`,
      );
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    });

    it('never duplicates a repeated sign-up (any case), nor mails again within the resend window', async () => {
      const list = await newList();
      for (const email of ['bo@example.com', 'BO@example.com', ' bo@EXAMPLE.com']) {
        expect((await signUp(visitor(), { listId: list.id, email })).statusCode).toBe(202);
      }
      expect((await subscribers(list.id)).subscribers).toHaveLength(1);
      expect(await mailTo('bo@example.com')).toHaveLength(1);
    });

    it('answers a confirmed address exactly as a new one, and mails it nothing', async () => {
      const fresh = await signUp(visitor(), { listId: DEMO_LIST_ID, email: `new.${engine}@example.com` });
      const known = await signUp(visitor(), { listId: DEMO_LIST_ID, email: 'maya@example.com' });
      expect([known.statusCode, known.body]).toEqual([fresh.statusCode, fresh.body]);
      expect(await mailTo('maya@example.com')).toEqual([]);
      const maya = (await subscribers(DEMO_LIST_ID, '?q=maya')).subscribers;
      expect(maya).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    });

    it('lets racing sign-ups of one address make one row and one mail', async () => {
      const list = await newList();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => signUp(visitor(), { listId: list.id, email: 'race@example.com' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(202));
      expect((await subscribers(list.id)).subscribers).toHaveLength(1);
      expect(await mailTo('race@example.com')).toHaveLength(1);
    });

    it('refuses a bad address with the block’s message, and an unknown list as not configured', async () => {
      const bad = await signUp(visitor(), { listId: DEMO_LIST_ID, email: 'ada@example' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: 'Please enter a valid email',
        errors: { email: 'Please enter a valid email' },
      });
      const unknown = await signUp(visitor(), { listId: 'f'.repeat(24), email: 'ada@example.com' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'This form has not been configured yet.' });
    });

    it('is rate-limited per address', async () => {
      const client = visitor();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push(
          (await signUp(client, { listId: DEMO_LIST_ID, email: `flood${i}@example.com` })).statusCode,
        );
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(202));
      expect(statuses[20]).toBe(429);
    });
  });

  /**
   * Follows a mailed confirmation link as a person does: its page's button POSTs; answers the page
   * the button leads to.
   */
  async function confirmByLink(confirmPath: string) {
    const client = suite.client();
    const asked = await client.get(confirmPath);
    const answer = await client.request('POST', formAction(asked.body, '/newsletter/confirm'), {
      form: {},
      crumb: false,
    });
    expect(answer.statusCode).toBe(303);
    return client.get(String(answer.headers.location));
  }

  describe('confirming', () => {
    async function pendingSubscriber(email: string) {
      const list = await newList();
      await signUp(visitor(), { listId: list.id, email });
      const [mail] = await mailTo(email);
      const subscriber = (await subscribers(list.id)).subscribers[0];
      if (!mail || !subscriber) throw new Error('no sign-up');
      return { list, subscriber, confirmPath: linkIn(mail.text, '/newsletter/confirm') };
    }

    it('confirms by the mailed link and shows the address subscribed, again and again', async () => {
      const { list, confirmPath } = await pendingSubscriber('cy@example.com');
      for (let i = 0; i < 2; i++) {
        const page = await confirmByLink(confirmPath);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Subscription confirmed');
        expect(page.body).toContain('cy@example.com will receive “Kiln notes”.');
      }
      expect((await subscribers(list.id)).subscribers[0]).toMatchObject({
        status: 'confirmed',
        confirmedAt: expect.any(String),
      });
      expect((await lists()).find((l) => l.id === list.id)).toMatchObject({
        subscriberCount: 1,
        pendingCount: 0,
      });
    });

    it('confirms nothing when the mailed link is fetched (GET or HEAD, as mail scanners do)', async () => {
      const { list, confirmPath } = await pendingSubscriber('scanned@example.com');
      expect((await suite.client().request('HEAD', confirmPath)).statusCode).toBe(200);
      const page = await suite.client().get(confirmPath);
      expect(page.body).toContain('Confirm your subscription');
      expect((await subscribers(list.id)).subscribers[0]?.status).toBe('pending');
      expect((await confirmByLink(confirmPath)).body).toContain('Subscription confirmed');
    });

    it('confirms nothing with a forged link, or one made for another site', async () => {
      const { list, subscriber, confirmPath } = await pendingSubscriber('dee@example.com');
      const forged = confirmPath.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const otherSite = `/newsletter/confirm?token=${confirmToken(suite.ctx.secret, 'f'.repeat(24), subscriber.id, Date.now())}`;
      const stretched = confirmPath.replace(
        /\.([0-9a-z]+)\./,
        (_m, expiry: string) => `.${(Number.parseInt(expiry, 36) + DAY).toString(36)}.`,
      );
      for (const path of [forged, otherSite, stretched, '/newsletter/confirm?token=nonsense']) {
        const page = await suite.client().get(path);
        expect(page.statusCode, path).toBe(200);
        expect(page.body).toContain('This link is not valid');
      }
      expect((await subscribers(list.id)).subscribers[0]?.status).toBe('pending');
    });

    it('refuses an expired link', async () => {
      const { list, subscriber } = await pendingSubscriber('eve@example.com');
      const old = confirmToken(suite.ctx.secret, website.id, subscriber.id, Date.now() - 8 * DAY);
      const page = await suite.client().get(`/newsletter/confirm?token=${old}`);
      expect(page.body).toContain('This link has expired');
      expect((await subscribers(list.id)).subscribers[0]?.status).toBe('pending');
    });

    it('mails the link again to a pending address only after the resend window', async () => {
      const list = await newList();
      const email = `again.${engine}@example.com`;
      await signUp(visitor(), { listId: list.id, email });
      const sentAt = Date.now() - CONFIRMATION_RESEND_MS - 1000;
      await suite.db
        .updateTable('newsletter_subscribers')
        .set({ confirmation_sent_at: sentAt })
        .where('list_id', '=', list.id)
        .execute();
      await signUp(visitor(), { listId: list.id, email });
      expect(await mailTo(email)).toHaveLength(2);
    });
  });

  describe('unsubscribing', () => {
    async function confirmedSubscriber(email: string) {
      const list = await newList();
      await signUp(visitor(), { listId: list.id, email });
      const [mail] = await mailTo(email);
      await confirmByLink(linkIn(mail?.text ?? '', '/newsletter/confirm'));
      return { list, unsubscribePath: linkIn(mail?.text ?? '', '/newsletter/unsubscribe') };
    }

    it('shows a one-click button on page type 300, and a GET alone unsubscribes no one', async () => {
      const { list, unsubscribePath } = await confirmedSubscriber('fay@example.com');
      const page = await suite.client().get(unsubscribePath);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('"pageType":300');
      expect(page.body).toContain('Stop sending “Kiln notes” to fay@example.com?');
      expect(page.body).toMatch(
        /<form action="\/newsletter\/unsubscribe\?token=[^"]+" method="post"><button type="submit"[^>]*>Unsubscribe<\/button>/,
      );
      expect((await subscribers(list.id)).subscribers[0]?.status).toBe('confirmed');
    });

    it('unsubscribes with one click, no account and no crumb, and says so', async () => {
      const { list, unsubscribePath } = await confirmedSubscriber('gus@example.com');
      const stranger = suite.client();
      const posted = await stranger.request('POST', unsubscribePath, { form: {}, crumb: false });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(unsubscribePath);
      expect((await subscribers(list.id)).subscribers[0]?.status).toBe('unsubscribed');
      expect((await lists()).find((l) => l.id === list.id)).toMatchObject({ subscriberCount: 0 });
      const page = await stranger.get(unsubscribePath);
      expect(page.body).toContain('You are unsubscribed');
      expect(page.body).toContain('gus@example.com will no longer receive “Kiln notes”.');
    });

    it('takes a mail program’s one-click post (RFC 8058)', async () => {
      const { list, unsubscribePath } = await confirmedSubscriber('hal@example.com');
      const posted = await suite.client().request('POST', unsubscribePath, {
        form: { 'List-Unsubscribe': 'One-Click' },
        crumb: false,
      });
      expect(posted.statusCode).toBe(303);
      expect((await subscribers(list.id)).subscribers[0]?.status).toBe('unsubscribed');
    });

    it('changes nothing for a forged link', async () => {
      const { list, unsubscribePath } = await confirmedSubscriber('ida@example.com');
      const forged = unsubscribePath.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      await suite.client().request('POST', forged, { form: {}, crumb: false });
      expect((await subscribers(list.id)).subscribers[0]?.status).toBe('confirmed');
      expect((await suite.client().get(forged)).body).toContain('This link is not valid');
    });

    it('needs the confirmation again to come back after unsubscribing; the old link no longer confirms', async () => {
      const { list, unsubscribePath } = await confirmedSubscriber('jo@example.com');
      await suite.client().request('POST', unsubscribePath, { form: {}, crumb: false });
      const [first] = await mailTo('jo@example.com');
      expect((await confirmByLink(linkIn(first?.text ?? '', '/newsletter/confirm'))).body).toContain(
        'This link is not valid',
      );
      await suite.db
        .updateTable('newsletter_subscribers')
        .set({ confirmation_sent_at: 0 })
        .where('list_id', '=', list.id)
        .execute();
      await signUp(visitor(), { listId: list.id, email: 'jo@example.com' });
      expect((await subscribers(list.id)).subscribers[0]?.status).toBe('pending');
    });
  });

  it('exports a list as CSV, streamed, quoting what must be and defusing formulas', async () => {
    const list = await newList();
    await signUp(visitor(), { listId: list.id, email: 'kit@example.com', name: 'Kit "The Potter", Jr.' });
    await signUp(visitor(), { listId: list.id, email: 'lu@example.com', name: '=HYPERLINK("x")' });
    const response = await owner().get(`${LISTS}/${list.id}/subscribers.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Email,Name,Status,Signed up,Confirmed');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith('kit@example.com,"Kit ""The Potter"", Jr.",pending,20'))).toBe(
      true,
    );
    expect(lines.some((l) => l.startsWith(`lu@example.com,"'=HYPERLINK(""x"")",pending,`))).toBe(true);
    expect((await owner().get(`${LISTS}/${'f'.repeat(24)}/subscribers.csv`)).statusCode).toBe(404);
  });

  it('pages subscribers newest first, 50 at a time, and searches them', async () => {
    const list = await newList();
    const now = Date.now();
    for (let i = 0; i < 55; i++) {
      await suite.db
        .insertInto('newsletter_subscribers')
        .values({
          website_id: website.id,
          id: i.toString(16).padStart(24, '0'),
          list_id: list.id,
          email: `reader${i}@example.com`,
          email_key: `reader${i}@example.com`,
          name: i === 7 ? 'Lucky Seven' : '',
          status: 'confirmed',
          created_at: now + i,
          updated_at: now + i,
          confirmed_at: now + i,
          unsubscribed_at: null,
          confirmation_sent_at: null,
        })
        .execute();
    }
    const first = await subscribers(list.id);
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0]?.email).toBe('reader54@example.com');
    const second = await subscribers(list.id, `?before=${first.next}`);
    expect(second.subscribers.map((s) => s.email)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `reader${i}@example.com`),
    );
    expect(second.next).toBeNull();
    expect((await subscribers(list.id, '?q=lucky')).subscribers.map((s) => s.email)).toEqual([
      'reader7@example.com',
    ]);
    expect((await subscribers(list.id, '?q=READER5')).subscribers).toHaveLength(6);
    expect((await subscribers(list.id, '?q=%25')).subscribers).toEqual([]);
  });

  describe('without JavaScript', () => {
    it('shows the block’s form on the demo home page, posting to the form route', async () => {
      const home = await suite.client().get('/');
      expect(home.body).toContain('action="/newsletter/subscribe"');
      expect(home.body).toContain(`name="listId" value="${DEMO_LIST_ID}"`);
    });

    it('signs up from a plain form post (no crumb: the page is cached) and lands on “check your inbox”', async () => {
      const client = visitor();
      const posted = await client.request('POST', '/newsletter/subscribe', {
        form: { listId: DEMO_LIST_ID, email: `plain.${engine}@example.com`, name: 'Plain' },
        crumb: false,
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe('/newsletter/confirm');
      expect(await mailTo(`plain.${engine}@example.com`)).toHaveLength(1);
      const page = await client.get('/newsletter/confirm');
      expect(page.body).toContain('Check your inbox to confirm your subscription.');
    });

    it('answers a bad address with the form again and the message tied to its field', async () => {
      const client = visitor();
      const posted = await client.request('POST', '/newsletter/subscribe', {
        form: { listId: DEMO_LIST_ID, email: 'nope' },
        crumb: false,
      });
      expect(posted.statusCode).toBe(400);
      expect(posted.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = posted;
      expect(page.body).toContain(`name="listId" value="${DEMO_LIST_ID}"`);
      expect(page.body).toMatch(/aria-describedby="newsletter-retry-error"/);
      expect(page.body).toContain(
        '<p id="newsletter-retry-error" class="form-error" role="alert">Please enter a valid email</p>',
      );
    });
  });

  it('delivers the confirmation through SMTP with its List-Unsubscribe headers', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(smtp.url);
    try {
      const email = `smtp.${engine}@example.com`;
      await signUp(visitor(), { listId: DEMO_LIST_ID, email });
      const worker = new Worker({
        deps: testDeps(suite.db, new Clock(Date.now() + 60_000), { mailer }),
        jobs: [sendMailJob],
        periodic: [],
      });
      while ((await worker.runOnce()).ran > 0) {}
      const delivery = smtp.received.find((m) => m.rcptTo.includes(email));
      const parsed = await simpleParser(delivery?.raw ?? '');
      expect(parsed.subject).toBe('Confirm your subscription to Studio news');
      expect(delivery?.raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
      expect(delivery?.raw).toMatch(
        new RegExp(
          `List-Unsubscribe:\\s+<http://demo\\.${APP_DOMAIN.replace('.', '\\.')}/newsletter/unsubscribe\\?token=`,
        ),
      );
      expect(parsed.text).toContain('/newsletter/confirm?token=');
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });
});
