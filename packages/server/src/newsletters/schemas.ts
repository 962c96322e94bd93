// What the newsletter config routes answer, named for the config area (the clients' contract,
// routes.gen.ts); the service builds its answers to these types.
import { SUBSCRIBER_STATUSES } from '@tessera/core';
import { z } from 'zod';

export const mailingListSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Confirmed addresses only: a pending sign-up is not a subscriber yet */
    subscriberCount: z.number().int(),
    pendingCount: z.number().int(),
  })
  .meta({ id: 'MailingListSummary' });

export const subscriberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    /** ISO 8601, UTC */
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
  })
  .meta({ id: 'Subscriber' });

export const subscriberPageSchema = z.object({
  subscribers: z.array(subscriberSchema),
  /** Pass as `before` for the next page; null on the last */
  next: z.string().nullable(),
});
