// The shapes of the jobs feature's tables, for Kysely. Only the repositories under jobs/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.
import type { Selectable } from 'kysely';

export interface JobsTables {
  jobs: JobsTable;
}

/** A unit of work off the request path (jobs/): leased by one worker at a time, retried, then dead. */
export interface JobsTable {
  id: string;
  /** The job's kind: which handler runs it (jobs/registry.ts) */
  name: string;
  payload: string; // JSON
  /** The site it is for; null for platform-wide work */
  website_id: string | null;
  state: 'queued' | 'running' | 'done' | 'dead';
  /** Not run before this time */
  run_at: number;
  /** Tries begun so far, counted when leased */
  attempts: number;
  max_attempts: number;
  /** The worker holding the lease, and until when: after that another worker may take the job */
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  /** At most one job per key, ever (until trimmed): the same scheduled work is queued once */
  dedupe_key: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export type Job = Selectable<JobsTable>;
