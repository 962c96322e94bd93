// Where mail goes: an SMTP server through nodemailer when SMTP_URL is set; otherwise nowhere, and
// the outbox table (mail/repository.ts) is the record of what would have been sent.
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The Message-ID header, the same on every try, so a receiver can drop a repeat */
  messageId: string;
  /** Extra headers (a newsletter's List-Unsubscribe) */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** False when there is no SMTP server: mail is recorded in the outbox only */
  readonly delivers: boolean;
  /** Resolves with the server's answer once it accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

/** No SMTP server configured: nothing leaves the machine. */
export const outboxOnly: Mailer = {
  delivers: false,
  async send() {
    throw new Error('No SMTP server is configured (SMTP_URL).');
  },
  close() {},
};

/**
 * SMTP_URL: smtp://user:pass@host:587 (STARTTLS when the server offers it) or
 * smtps://user:pass@host:465 (TLS from the start); user and password percent-encoded.
 */
export function createMailer(smtpUrl: string | undefined): Mailer {
  if (!smtpUrl) return outboxOnly;
  // nodemailer is loaded with the first mail: the serving processes that send none do not carry it.
  let transport: Transporter | null = null;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    transport ??= nodemailer.createTransport({
      url: smtpUrl,
      // A server that does not answer is a failed try, retried later, not a worker stuck for minutes.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return transport;
  };
  return {
    delivers: true,
    async send(mail) {
      const info = await (await open()).sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      return { response: String(info.response ?? '') };
    },
    close() {
      transport?.close();
    },
  };
}

/** MAIL_FROM, or no-reply at the platform's domain. */
export function defaultMailFrom(appDomain: string): string {
  return `Tessera <no-reply@${appDomain.replace(/:\d+$/, '')}>`;
}

export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}
