// The worker: takes due jobs from the table, runs their handlers, and records the outcome. It runs
// inside the server (started with the app, stopped when the app closes) or as its own process
// (`npm run worker`); any number of them may share a database. Tests build one and call runOnce().
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  backoffMs,
  type JobContext,
  type JobDefinition,
  type JobDeps,
  type JobInfo,
  type PeriodicJob,
} from './definition.ts';
import { JOBS, PERIODIC_JOBS } from './registry.ts';
import {
  buryExpiredLastTries,
  buryJob,
  completeJob,
  hasWorkFor,
  LEASE_EXPIRED_MESSAGE,
  leaseJobs,
  renewLeases,
  retryJob,
} from './repository.ts';
import { enqueueJob } from './service.ts';
import type { Job } from './tables.ts';

export interface WorkerOptions {
  deps: JobDeps;
  /** The handlers this worker runs; it takes no other jobs (default: every job in the registry) */
  jobs?: readonly JobDefinition[];
  /** Enqueued once per period by whichever worker gets there first (default: the registry's) */
  periodic?: readonly PeriodicJob[];
  /** Names this worker in leases; unique per worker */
  owner?: string;
  /** How long a lease lasts; a running job's lease is renewed every third of it */
  leaseMs?: number;
  /** How long an idle worker waits before looking again */
  pollMs?: number;
  /** Jobs run side by side */
  concurrency?: number;
}

export interface RunSummary {
  /** Jobs this round started */
  ran: number;
  done: number;
  retried: number;
  dead: number;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_POLL_MS = 1000;

type Outcome = 'done' | 'retried' | 'dead' | 'lost';

export class Worker {
  readonly owner: string;
  private readonly deps: JobDeps;
  private readonly jobs: Map<string, JobDefinition>;
  private readonly periodic: readonly PeriodicJob[];
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly enqueuedSlots = new Map<string, number>();
  private readonly running = new Set<string>();
  private loop: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;

  constructor(options: WorkerOptions) {
    this.deps = options.deps;
    this.jobs = new Map((options.jobs ?? JOBS).map((job) => [job.name, job]));
    this.periodic = options.periodic ?? PERIODIC_JOBS;
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    for (const { job } of this.periodic) {
      if (!this.jobs.has(job.name)) throw new Error(`Periodic job ${job.name} has no handler in this worker`);
    }
  }

  /**
   * One round, for tests and one-off runs: lease up to `concurrency` due jobs and run them to their
   * end. The running worker (start) instead refills each slot as soon as its job ends.
   */
  async runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { ran: 0, done: 0, retried: 0, dead: 0 };
    const leased = await this.lease(this.concurrency, summary);
    summary.ran = leased.length;
    for (const outcome of await Promise.all(leased.map((job) => this.runLeased(job)))) {
      if (outcome !== 'lost') summary[outcome]++;
    }
    return summary;
  }

  /**
   * Enqueues the periodic jobs whose period began, buries jobs whose worker died during their last
   * try, then leases up to `limit` due jobs.
   */
  private async lease(limit: number, summary?: RunSummary): Promise<Job[]> {
    const { db } = this.deps;
    const names = [...this.jobs.keys()];
    const now = this.deps.now();
    await this.enqueuePeriodic(now);
    if (!(await hasWorkFor(db, names, now))) return [];
    for (const job of await buryExpiredLastTries(db, names, now)) {
      if (summary) summary.dead++;
      this.deps.log.error({ job: job.id, name: job.name }, LEASE_EXPIRED_MESSAGE);
      await this.recordDeath(job, LEASE_EXPIRED_MESSAGE);
    }
    return leaseJobs(db, { names, owner: this.owner, now, leaseMs: this.leaseMs, limit });
  }

  /** Runs a leased job, renewing the worker's leases every third of their length meanwhile. */
  private async runLeased(job: Job): Promise<Outcome> {
    this.running.add(job.id);
    this.heartbeat ??= setInterval(() => void this.renew(), Math.max(10, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
    try {
      return await this.run(job);
    } finally {
      if (this.running.size === 0 && this.heartbeat) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    }
  }

  /** Runs rounds until stop(): straight on while there is work, otherwise every `pollMs`. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.runUntilStopped();
  }

  /**
   * Stops taking jobs and waits (at most `timeoutMs`) for those running to finish. A job still
   * running after that keeps its lease until it expires, and then runs again elsewhere.
   */
  async stop({ timeoutMs = 10_000 } = {}): Promise<void> {
    this.stopping = true;
    this.wake?.();
    const loop = this.loop;
    if (!loop) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref();
    });
    await Promise.race([loop, timeout]);
    clearTimeout(timer);
    this.loop = undefined;
  }

  /**
   * Keeps up to `concurrency` jobs running: a slot is refilled as soon as its job ends (a long job
   * never holds back the others), and with no due work it looks again every `pollMs`.
   */
  private async runUntilStopped(): Promise<void> {
    const inFlight = new Set<Promise<unknown>>();
    while (!this.stopping) {
      const free = this.concurrency - inFlight.size;
      let leased: Job[] = [];
      if (free > 0) {
        try {
          leased = await this.lease(free);
        } catch (error) {
          // The database is away or busy: say so, wait, and try again.
          this.deps.log.error({ err: error }, 'job worker round failed');
        }
      }
      for (const job of leased) {
        const running: Promise<unknown> = this.runLeased(job)
          .catch((error) => this.deps.log.error({ err: error, job: job.id }, 'job outcome not recorded'))
          .finally(() => {
            inFlight.delete(running);
            this.wake?.();
          });
        inFlight.add(running);
      }
      // Straight on while every free slot found a job; otherwise until a job ends or pollMs passes.
      if (!this.stopping && (free === 0 || leased.length < free)) await this.sleep(this.pollMs);
    }
    await Promise.allSettled(inFlight);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async enqueuePeriodic(now: number): Promise<void> {
    for (const { job, everyMs } of this.periodic) {
      const slot = Math.floor(now / everyMs) * everyMs;
      if (this.enqueuedSlots.get(job.name) === slot) continue;
      // The key makes it once per period across all workers; each worker asks once per period.
      await enqueueJob(this.deps.db, job, {}, { runAt: slot, dedupeKey: `${job.name}@${slot}`, now });
      this.enqueuedSlots.set(job.name, slot);
    }
  }

  private async renew(): Promise<void> {
    try {
      await renewLeases(this.deps.db, [...this.running], this.owner, this.deps.now() + this.leaseMs);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not renew job leases');
    }
  }

  private context(job: Job): JobContext {
    const info: JobInfo = {
      id: job.id,
      name: job.name,
      websiteId: job.website_id,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
    };
    return { ...this.deps, job: info };
  }

  private async run(job: Job): Promise<Outcome> {
    const { db, log } = this.deps;
    const definition = this.jobs.get(job.name);
    try {
      if (!definition) throw new Error(`No handler for job ${job.name}`);
      const payload = definition.payload.parse(JSON.parse(job.payload));
      await definition.run(payload, this.context(job));
    } catch (error) {
      const message = errorMessage(error);
      const now = this.deps.now();
      if (job.attempts >= job.max_attempts) {
        const buried = await buryJob(db, job.id, this.owner, now, message);
        log.error({ job: job.id, name: job.name, attempt: job.attempts, err: error }, 'job failed for good');
        if (buried) await this.recordDeath(job, message);
        return buried ? 'dead' : 'lost';
      }
      const runAt = now + backoffMs(job.attempts, definition?.backoff);
      log.warn({ job: job.id, name: job.name, attempt: job.attempts, err: error }, 'job failed; will retry');
      return (await retryJob(db, job.id, this.owner, now, runAt, message)) ? 'retried' : 'lost';
    } finally {
      this.running.delete(job.id);
    }
    // Lost: the lease ran out and another worker took the job over; its outcome is that worker's.
    return (await completeJob(db, job.id, this.owner, this.deps.now())) ? 'done' : 'lost';
  }

  private async recordDeath(job: Job, message: string): Promise<void> {
    const definition = this.jobs.get(job.name);
    if (!definition?.onDead) return;
    try {
      const payload = definition.payload.parse(JSON.parse(job.payload));
      await definition.onDead(payload, message, this.context(job));
    } catch (error) {
      this.deps.log.error({ job: job.id, name: job.name, err: error }, 'recording a dead job failed');
    }
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
