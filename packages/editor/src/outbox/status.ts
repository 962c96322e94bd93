import type { OutboxMessage } from '@tessera/site/api/routes.gen.ts';

/** What happened to a message, in words. */
export function outboxStatusLabel({ status, attempts }: Pick<OutboxMessage, 'status' | 'attempts'>): string {
  switch (status) {
    case 'sent':
      return 'Sent';
    case 'failed':
      return 'Failed';
    case 'recorded':
      return 'Recorded, not sent';
    case 'queued':
      return attempts > 0 ? 'Retrying' : 'Waiting to be sent';
  }
}

/** One sentence more, for the message's own view. */
export function outboxStatusDetail({ status, attempts }: Pick<OutboxMessage, 'status' | 'attempts'>): string {
  switch (status) {
    case 'sent':
      return 'The mail server accepted it.';
    case 'failed':
      return `It could not be sent after ${attempts} ${attempts === 1 ? 'try' : 'tries'}; no more tries will be made.`;
    case 'recorded':
      return 'No mail server is set up (SMTP_URL), so it was kept here instead of being sent.';
    case 'queued':
      return attempts > 0
        ? `The last of ${attempts} ${attempts === 1 ? 'try' : 'tries'} failed; it will be tried again.`
        : 'It will be sent in a moment.';
  }
}
