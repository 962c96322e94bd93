// Mail through a real SMTP server (smtp-server on a free local port, with authentication), on both
// engines: a queued message arrives with both parts and the right headers; a refused one is retried
// and finally marked failed with the server's answer kept; a message queued while the server is
// down waits in the outbox and is sent once it is back, once.
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import type { Db } from '../db/database.ts';
import { findJob } from '../jobs/repository.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { MAIL_MAX_ATTEMPTS, sendMailJob } from './job.ts';
import { findOutboxMail } from './repository.ts';
import { listOutbox, queueMail } from './service.ts';
import { WELCOME_SUBJECT } from './templates/Welcome.tsx';
import { freePort, SMTP_USER, smtpUrl, startSmtpServer, type TestSmtpServer } from './test-support/smtp.ts';
import { createMailer, type Mailer } from './transport.ts';
import { queueWelcomeMail } from './welcome.ts';

const FROM = 'Tessera <no-reply@tessera.test>';
const HOUR = 60 * 60 * 1000;

describe.each(ENGINES)('mail over SMTP on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let clock: Clock;
  const closers: (() => unknown)[] = [];

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
  });
  afterAll(() => drop());
  beforeEach(() => {
    // A minute ahead of the real clock that queueMail stamps messages with: they are due at once.
    clock = new Clock(Date.now() + 60_000);
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function server(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
    const started = await startSmtpServer(options);
    closers.push(() => started.stop());
    return started;
  }

  function mailWorker(url: string): Worker {
    const mailer: Mailer = createMailer(url);
    closers.push(() => mailer.close());
    return new Worker({
      deps: testDeps(db, clock, { mailer, mailFrom: FROM }),
      jobs: [sendMailJob],
      periodic: [],
    });
  }

  const jobOf = async (outboxId: string) =>
    db
      .selectFrom('jobs')
      .selectAll()
      .where('payload', '=', JSON.stringify({ outboxId }))
      .executeTakeFirstOrThrow();

  it('delivers a queued message with its HTML and plain-text parts and the right headers', async () => {
    const smtp = await server();
    const displayName = 'Ada <Lovelace> & "Co"';
    const { id } = await queueWelcomeMail(db, {
      email: 'ada@example.com',
      displayName,
      homeUrl: 'http://tessera.test/',
    });
    expect(await findOutboxMail(db, id)).toMatchObject({ status: 'queued', attempts: 0 });

    expect(await mailWorker(smtp.url).runOnce()).toMatchObject({ ran: 1, done: 1 });

    expect(smtp.received).toHaveLength(1);
    const [delivery] = smtp.received;
    expect(delivery?.user).toBe(SMTP_USER);
    expect(delivery?.mailFrom).toBe('no-reply@tessera.test');
    expect(delivery?.rcptTo).toEqual(['ada@example.com']);
    const message = await simpleParser(delivery?.raw ?? '');
    expect(message.subject).toBe(WELCOME_SUBJECT);
    expect(message.from?.value).toEqual([{ name: 'Tessera', address: 'no-reply@tessera.test' }]);
    expect(message.to && !Array.isArray(message.to) ? message.to.value[0]?.address : null).toBe(
      'ada@example.com',
    );
    expect(message.messageId).toBe(`<${id}@tessera.test>`);
    expect(message.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(message.text).toContain(`Hello ${displayName},`);
    expect(message.text).toContain('http://tessera.test/');
    const html = String(message.html);
    expect(html).toContain('Hello Ada &lt;Lovelace&gt; &amp; &quot;Co&quot;,');
    expect(html).not.toContain('<Lovelace>');
    expect(html).toContain('href="http://tessera.test/"');

    const stored = await findOutboxMail(db, id);
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 1,
      from_address: FROM,
      message_id: `<${id}@tessera.test>`,
      last_error: null,
      sent_at: clock.now(),
    });
    expect(stored?.response).toMatch(/^250/);
    const [listed] = await listOutbox(db, { websiteId: null, limit: 1 });
    expect(listed).toMatchObject({ id, status: 'sent', to: 'ada@example.com', subject: WELCOME_SUBJECT });
  });

  it('retries a message the server refuses, then marks it failed with the error kept', async () => {
    const smtp = await server({ refuseRecipients: /@refused\.test$/ });
    const { id } = await queueMail(db, {
      kind: 'test',
      to: 'nobody@refused.test',
      subject: 'Refused',
      html: '<p>Refused</p>',
      text: 'Refused',
    });
    const worker = mailWorker(smtp.url);

    expect(await worker.runOnce()).toMatchObject({ ran: 1, retried: 1 });
    const afterFirst = await findOutboxMail(db, id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst?.last_error).toMatch(/550/);
    expect((await jobOf(id)).run_at).toBe(clock.now() + 30_000);

    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      clock.advance(HOUR);
      expect((await worker.runOnce()).ran, `try ${attempt}`).toBe(1);
    }
    const failed = await findOutboxMail(db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, sent_at: null });
    expect(failed?.last_error).toMatch(/550.*Mailbox nobody@refused\.test unavailable/);
    const job = await findJob(db, (await jobOf(id)).id);
    expect(job).toMatchObject({ state: 'dead', attempts: MAIL_MAX_ATTEMPTS });
    expect(job?.last_error).toMatch(/550/);
    expect(smtp.received).toEqual([]);

    clock.advance(24 * HOUR);
    expect((await worker.runOnce()).ran).toBe(0);
    const [listed] = await listOutbox(db, { limit: 1 });
    expect(listed).toMatchObject({ id, status: 'failed', lastError: failed?.last_error });
  });

  it('keeps a message while the SMTP server is down and sends it once when it is back', async () => {
    const port = await freePort();
    const { id } = await queueMail(db, {
      kind: 'test',
      to: 'patient@example.com',
      subject: 'Eventually',
      html: '<p>Eventually</p>',
      text: 'Eventually',
    });
    const worker = mailWorker(smtpUrl(port));

    expect(await worker.runOnce()).toMatchObject({ ran: 1, retried: 1 });
    const waiting = await findOutboxMail(db, id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await server({ port });
    clock.advance(29_999);
    expect((await worker.runOnce()).ran).toBe(0);
    clock.advance(1);
    expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.rcptTo).toEqual(['patient@example.com']);
    expect(await findOutboxMail(db, id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    clock.advance(24 * HOUR);
    expect((await worker.runOnce()).ran).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('refuses to send with a wrong password, and says so in the outbox', async () => {
    const smtp = await server();
    const { id } = await queueMail(db, {
      kind: 'test',
      to: 'someone@example.com',
      subject: 'Wrong password',
      html: '<p>x</p>',
      text: 'x',
    });
    expect(await mailWorker(smtpUrl(smtp.port, 'wrong')).runOnce()).toMatchObject({ retried: 1 });
    expect((await findOutboxMail(db, id))?.last_error).toMatch(/535|Invalid username or password/);
    expect(smtp.received).toEqual([]);
  });
});
