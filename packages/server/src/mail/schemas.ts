// What the config area's outbox answers, and so what the mail service builds for it. Its id names it
// in the OpenAPI document and in the clients' contract (routes.gen.ts).
import { z } from 'zod';

/** One message of the site's mail (newest first). Times are ISO 8601, UTC. */
export const outboxMessage = z
  .object({
    id: z.string(),
    /** Which template made it ('site-ready', …) */
    kind: z.string(),
    /** When it was queued */
    createdAt: z.string(),
    /** When the SMTP server accepted it; null until then (and always, without SMTP) */
    sentAt: z.string().nullable(),
    to: z.string(),
    subject: z.string(),
    /** Waiting (or between tries), sent, given up on, or kept without an SMTP server */
    status: z.enum(['queued', 'sent', 'failed', 'recorded']),
    /** Tries so far */
    attempts: z.number().int(),
    /** The last try's error, if it failed */
    lastError: z.string().nullable(),
    /** The plain-text part, for reading */
    text: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.output<typeof outboxMessage>;
