// Outbox answers as GET /api/config/outbox gives them, newest first, for component tests.
import type { OutboxMessage } from '@tessera/site/api/routes.gen.ts';

export const failedMessage: OutboxMessage = {
  id: 'm-failed',
  kind: 'order',
  createdAt: '2030-03-12T16:30:00.000Z',
  sentAt: null,
  to: 'buyer@example.com',
  subject: 'Your order 1042',
  status: 'failed',
  attempts: 10,
  lastError: '550 Mailbox unavailable',
  text: 'Thank you for your order.\n\nOne Everyday mug.',
};

export const recordedMessage: OutboxMessage = {
  id: 'm-recorded',
  kind: 'site-ready',
  createdAt: '2030-03-10T08:00:00.000Z',
  sentAt: null,
  to: 'owner@example.com',
  subject: 'Your site is ready',
  status: 'recorded',
  attempts: 1,
  lastError: null,
  text: 'Hello Site owner,\n\n“Fern & Kiln” is ready.',
};

export const outboxMessages = [failedMessage, recordedMessage];
