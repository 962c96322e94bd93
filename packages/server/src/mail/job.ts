// The job that sends one stored message. A failed try leaves the message queued with its error and
// the job retried with backoff; after the last try the message is marked failed, error kept.
import { z } from 'zod';
import { defineJob } from '../jobs/definition.ts';
import { findOutboxMail, markAttemptFailed, markFailed, markRecorded, markSent } from './repository.ts';

/** About three hours of tries: 30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly. */
export const MAIL_MAX_ATTEMPTS = 10;

export const sendMailJob = defineJob({
  name: 'mail.send',
  payload: z.object({ outboxId: z.string() }),
  maxAttempts: MAIL_MAX_ATTEMPTS,
  backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
  async run({ outboxId }, ctx) {
    const mail = await findOutboxMail(ctx.db, outboxId);
    // Sent, recorded or given up on already (a repeated job), or trimmed away: nothing to do.
    if (mail?.status !== 'queued') return;
    const from = mail.from_address ?? ctx.mailFrom;
    const attempt = {
      from,
      messageId: mail.message_id ?? `<${mail.id}@${domainOf(from)}>`,
      attempts: ctx.job.attempt,
      now: ctx.now(),
    };
    if (!ctx.mailer.delivers) {
      await markRecorded(ctx.db, mail.id, attempt);
      return;
    }
    try {
      const { response } = await ctx.mailer.send({
        from,
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text_body,
        messageId: attempt.messageId,
        ...(mail.headers ? { headers: JSON.parse(mail.headers) as Record<string, string> } : {}),
      });
      await markSent(ctx.db, mail.id, { ...attempt, now: ctx.now(), response });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(ctx.db, mail.id, { ...attempt, now: ctx.now(), error: message });
      throw error;
    }
  },
  async onDead({ outboxId }, error, ctx) {
    await markFailed(ctx.db, outboxId, error, ctx.now());
  },
});

/** The domain part of an address such as `Name <user@example.com>`. */
function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}
