// The job that posts a submission to the form's webhook: JSON, with the submission's id as an
// idempotency key (a receiver may see a retry after a lost answer; the key lets it tell). A failed
// try is retried with backoff; a webhook that is down delays the post, never loses it.
import { z } from 'zod';
import { defineJob } from '../jobs/definition.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export const formWebhookJob = defineJob({
  name: 'forms.webhook',
  payload: z.object({ url: z.string(), body: z.string(), submissionId: z.string() }),
  maxAttempts: 10,
  backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
  async run({ url, body, submissionId }) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': submissionId },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  },
});
