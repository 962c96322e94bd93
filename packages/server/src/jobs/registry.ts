// The jobs the workers run: a job is enqueued through its definition (jobs/service.ts enqueueJob)
// and run by whichever worker leases it. A feature outside this file's import circle (billing) is
// not imported here but added by the composition (worker-process.ts WORKER_JOBS; layering.test.ts).
import { placeholderBackfillJob } from '../assets/placeholders-job.ts';
import { renditionsJob } from '../assets/renditions-job.ts';
import { orderNoticeJob, orderPlacedJob } from '../commerce/orders/jobs.ts';
import { reconcilePaymentsJob } from '../commerce/payments/reconcile.ts';
import { purgeTrashJob } from '../content/trash/job.ts';
import { formWebhookJob } from '../forms/webhook.ts';
import { sendMailJob } from '../mail/job.ts';
import type { JobDefinition, PeriodicJob } from './definition.ts';
import { publicationSweepJob, publishScheduledJob } from './publication/service.ts';
import { trimJob } from './trim/service.ts';

export const JOBS: readonly JobDefinition[] = [
  publishScheduledJob,
  publicationSweepJob,
  sendMailJob,
  trimJob,
  purgeTrashJob,
  formWebhookJob,
  orderPlacedJob,
  orderNoticeJob,
  reconcilePaymentsJob,
  placeholderBackfillJob,
  renditionsJob,
];

export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  { job: publicationSweepJob, everyMs: 60_000 },
  { job: trimJob, everyMs: 60 * 60_000 },
  { job: purgeTrashJob, everyMs: 24 * 60 * 60_000 },
  { job: reconcilePaymentsJob, everyMs: 60_000 },
  { job: placeholderBackfillJob, everyMs: 24 * 60 * 60_000 },
];
