// For a test file about mail: an SMTP server of its own (the `smtp-server` package) and a Tessera
// server of its own that sends to it, started before the file's tests and stopped after; and the
// reader of what arrived.
import { test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { startSmtpServer, type TestSmtpServer } from '../../packages/server/src/mail/test-support/smtp.ts';
import { expect } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

export interface MailingServers {
  smtp: TestSmtpServer;
  server: OwnServer;
}

/** Call at the top of the file; read the fields inside tests (they are set before the first one). */
export function useServerWithMail(): MailingServers {
  const servers = {} as MailingServers;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    servers.smtp = await startSmtpServer();
    servers.server = await startOwnServer({
      SMTP_URL: servers.smtp.url,
      MAIL_FROM: 'Fern & Kiln <studio@example.com>',
    });
  });
  test.afterAll(async () => {
    await servers.server?.stop();
    await servers.smtp?.stop();
  });
  return servers;
}

/** The one message to `to` whose subject matches, parsed; waits for the worker to send it. */
export async function mailTo(smtp: TestSmtpServer, to: string, subject: RegExp) {
  const parsedMail = async () =>
    Promise.all(smtp.received.filter((m) => m.rcptTo.includes(to)).map((m) => simpleParser(m.raw))).then(
      (all) => all.filter((m) => subject.test(m.subject ?? '')),
    );
  await expect
    .poll(async () => (await parsedMail()).length, { timeout: 20_000, message: `mail to ${to}: ${subject}` })
    .toBe(1);
  const [mail] = await parsedMail();
  return { subject: mail?.subject ?? '', text: mail?.text ?? '' };
}
