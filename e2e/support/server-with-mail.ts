// A Tessera server of the test file's own whose mail goes to an SMTP server the test starts (both
// started before the file's tests and stopped after), and the wait for a message to arrive.
import { simpleParser } from 'mailparser';
import { startSmtpServer, type TestSmtpServer } from '../../packages/server/src/mail/test-support/smtp.ts';
import { expect, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

export interface ServerWithMail {
  readonly server: OwnServer;
  /** Every message the SMTP server has received so far */
  received(): TestSmtpServer['received'];
  /** The first message to `to`, parsed; waits for the worker to send it. */
  mailTo(to: string): Promise<{ subject: string; text: string }>;
}

export function useServerWithMail(): ServerWithMail {
  let smtp: TestSmtpServer | undefined;
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    smtp = await startSmtpServer();
    server = await startOwnServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Fern & Kiln <studio@example.com>' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });
  const received = () => smtp?.received ?? [];
  return {
    received,
    get server() {
      if (!server) throw new Error('the server has not started');
      return server;
    },
    async mailTo(to) {
      await expect
        .poll(() => received().some((m) => m.rcptTo.includes(to)), {
          timeout: 20_000,
          message: `mail to ${to}`,
        })
        .toBe(true);
      const parsed = await simpleParser(received().find((m) => m.rcptTo.includes(to))?.raw ?? '');
      return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
    },
  };
}
