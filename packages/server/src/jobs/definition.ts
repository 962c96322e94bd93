// What a job is: a name, a payload schema, how often to try and how long to wait in between, and the
// function that does the work. Handlers get their collaborators (database, clock, mailer, the site
// change hook) from the worker, never from a global.
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/transport.ts';

/** The subset of pino's logger that the worker writes to (Fastify's `app.log` is one). */
export interface JobLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export const silentLogger: JobLogger = { info() {}, warn() {}, error() {} };

/** What every handler may use, given to the worker once. */
export interface JobDeps {
  db: Db;
  /** The worker's clock: scheduling, leases and backoff read it; tests move it on instead of waiting */
  now: () => number;
  log: JobLogger;
  /**
   * After a job changed what a site shows: the app's change hook (content/publish.ts
   * publishSiteChange), so cached pages miss and hosts are looked up again.
   */
  siteChanged: (websiteId: string) => Promise<void>;
  mailer: Mailer;
  /** MAIL_FROM: the sender of mail that names none */
  mailFrom: string;
  /** DATA_DIR/assets: where uploaded files are kept (the placeholder backfill reads images there) */
  assetsDir: string;
  /** WEBHOOKS_TO_PRIVATE_ADDRESSES: a form's webhook may post into private networks (forms/webhook.ts) */
  webhooksToPrivateAddresses?: boolean;
  /** CENSUS_HIT_RETENTION_DAYS: how long raw census hits are kept before the trim job removes them */
  censusHitRetentionDays?: number;
}

/** The job being run, as its handler sees it. */
export interface JobInfo {
  id: string;
  name: string;
  websiteId: string | null;
  /** This try's number, from 1 */
  attempt: number;
  maxAttempts: number;
}

export interface JobContext extends JobDeps {
  job: JobInfo;
}

export interface Backoff {
  /** The wait after the first failed try; it doubles after each further one */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, maxMs: 60 * 60_000 };

// Method syntax on purpose: a definition for one payload type is usable where any definition is.
export interface JobDefinition<P = unknown> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly maxAttempts?: number;
  readonly backoff?: Backoff;
  /** Does the work; throwing means "try again later" until the last try, then the job is dead. */
  run(payload: P, ctx: JobContext): Promise<void>;
  /** After the last try failed (or its worker died during it): record the failure where people see it. */
  onDead?(payload: P, error: string, ctx: JobContext): Promise<void>;
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** How long to wait after the `attempt`-th failed try: base, 2×base, 4×base, … up to the cap. */
export function backoffMs(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}

/** The payload of a job that needs none (periodic jobs). */
export const noPayload = z.strictObject({});
export type NoPayload = z.infer<typeof noPayload>;

/** A job enqueued again and again on a fixed period (a sweep, a trim), once per period however many workers run. */
export interface PeriodicJob {
  job: JobDefinition<NoPayload>;
  everyMs: number;
}
