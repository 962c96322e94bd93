// Every job the workers run, in one place: a job is enqueued through its definition
// (jobs/service.ts enqueueJob) and run by whichever worker leases it.
import type { JobDefinition, PeriodicJob } from './definition.ts';

export const JOBS: readonly JobDefinition[] = [];

export const PERIODIC_JOBS: readonly PeriodicJob[] = [];
