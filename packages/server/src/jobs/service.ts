// How a feature asks for work off the request path: enqueueJob with the job's definition and its
// payload. Pass a transaction as `db` to enqueue together with the change that calls for the job:
// both are kept, or neither.
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition } from './definition.ts';
import { findJobIdByDedupeKey, insertJob } from './repository.ts';

export interface EnqueueOptions {
  /** The site the work is for; omitted or null for platform-wide work */
  websiteId?: string | null;
  /** Not before this time (UTC milliseconds); now when omitted */
  runAt?: number;
  /**
   * At most one job with this key is ever queued (until finished jobs are trimmed): enqueueing the
   * same key again returns the existing job instead.
   */
  dedupeKey?: string;
  /** Overrides the definition's number of tries */
  maxAttempts?: number;
  /** The clock, for created_at and the default runAt */
  now?: number;
}

export interface Enqueued {
  id: string;
  /** False when a job with the same dedupe key already existed (its id is returned) */
  queued: boolean;
}

export async function enqueueJob<P>(
  db: Db,
  job: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<Enqueued> {
  // A payload the handler could not read is a mistake in the caller: refuse it now, not at run time.
  const parsed = job.payload.parse(payload);
  const now = options.now ?? Date.now();
  const id = newId();
  const inserted = await insertJob(
    db,
    {
      id,
      name: job.name,
      payload: JSON.stringify(parsed),
      website_id: options.websiteId ?? null,
      run_at: options.runAt ?? now,
      max_attempts: Math.max(1, options.maxAttempts ?? job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
      dedupe_key: options.dedupeKey ?? null,
    },
    now,
  );
  if (inserted || !options.dedupeKey) return { id, queued: true };
  return { id: (await findJobIdByDedupeKey(db, options.dedupeKey)) ?? id, queued: false };
}
