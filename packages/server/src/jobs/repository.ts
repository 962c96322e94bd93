// All of the jobs table's SQL. A job is queued, then leased by one worker (running, with an owner and
// an expiry), then done, queued again for a retry, or dead. Every change of a leased job names its
// owner, so a worker whose lease was taken over after it stalled cannot overwrite the new holder's work.
import { compareCodeUnits } from '@tessera/core';
import type { ExpressionBuilder } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import { clipError } from '../db/error-text.ts';
import type { Database } from '../db/schema.ts';
import type { Job } from './tables.ts';

export const LEASE_EXPIRED_MESSAGE = 'The worker stopped during the last try (its lease expired).';

export type NewJob = Pick<Job, 'id' | 'name' | 'payload' | 'website_id' | 'run_at' | 'max_attempts'> & {
  dedupe_key: string | null;
};

/** Inserts the job unless its dedupe key is taken; true if inserted. */
export async function insertJob(db: Db, job: NewJob, now: number): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({ ...job, state: 'queued', attempts: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findJobIdByDedupeKey(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('jobs').select('id').where('dedupe_key', '=', key).executeTakeFirst();
  return row?.id;
}

export function findJob(db: Db, id: string): Promise<Job | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Queued and due, or leased by a worker whose lease ran out while tries remain. */
function runnable(now: number) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([
      eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
      eb.and([
        eb('state', '=', 'running'),
        eb('locked_until', '<=', now),
        eb('attempts', '<', eb.ref('max_attempts')),
      ]),
    ]);
}

function leaseOutOfTries(now: number) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.and([
      eb('state', '=', 'running'),
      eb('locked_until', '<=', now),
      eb('attempts', '>=', eb.ref('max_attempts')),
    ]);
}

/** A cheap read first, so an idle worker's poll takes no write lock. */
export async function hasWorkFor(db: Db, names: readonly string[], now: number): Promise<boolean> {
  if (names.length === 0) return false;
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', 'in', names)
    .where((eb) => eb.or([runnable(now)(eb), leaseOutOfTries(now)(eb)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Jobs whose worker died during their last try: dead now, returned so their failure can be recorded. */
export function buryExpiredLastTries(db: Db, names: readonly string[], now: number): Promise<Job[]> {
  return db
    .updateTable('jobs')
    .set({
      state: 'dead',
      last_error: LEASE_EXPIRED_MESSAGE,
      locked_by: null,
      locked_until: null,
      finished_at: now,
      updated_at: now,
    })
    .where('name', 'in', names)
    .where(leaseOutOfTries(now))
    .returningAll()
    .execute();
}

export interface LeaseRequest {
  names: readonly string[];
  owner: string;
  now: number;
  leaseMs: number;
  limit: number;
}

/**
 * Takes up to `limit` runnable jobs for `owner`, counting a try for each. Two workers never take the
 * same job while its lease lasts: on PostgreSQL the rows are selected FOR UPDATE SKIP LOCKED and
 * updated in the same transaction (a row another worker is taking is skipped, not waited for); on
 * SQLite one UPDATE … RETURNING picks and takes them, and a write statement holds the database's
 * write lock from its start to its end, like BEGIN IMMEDIATE, without holding it across an await.
 */
export async function leaseJobs(db: Db, request: LeaseRequest): Promise<Job[]> {
  const { names, owner, now, leaseMs, limit } = request;
  if (names.length === 0 || limit < 1) return [];
  const lease = {
    state: 'running' as const,
    locked_by: owner,
    locked_until: now + leaseMs,
    updated_at: now,
  };
  const candidates = (trx: Db) =>
    trx
      .selectFrom('jobs')
      .select('id')
      .where('name', 'in', names)
      .where(runnable(now))
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit);
  const taken = isPostgres(db)
    ? await db.transaction().execute(async (trx) => {
        const ids = (await candidates(trx).forUpdate().skipLocked().execute()).map((r) => r.id);
        if (ids.length === 0) return [];
        return trx
          .updateTable('jobs')
          .set((eb) => ({ ...lease, attempts: eb('attempts', '+', 1) }))
          .where('id', 'in', ids)
          .returningAll()
          .execute();
      })
    : await db
        .updateTable('jobs')
        .set((eb) => ({ ...lease, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', candidates(db))
        .returningAll()
        .execute();
  return taken.sort((a, b) => a.run_at - b.run_at || compareCodeUnits(a.id, b.id));
}

/** The owner is still working on these: their leases run until `until`. */
export async function renewLeases(db: Db, ids: string[], owner: string, until: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set({ locked_until: until })
    .where('id', 'in', ids)
    .where('locked_by', '=', owner)
    .where('state', '=', 'running')
    .execute();
}

function ownedBy(id: string, owner: string) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.and([eb('id', '=', id), eb('locked_by', '=', owner), eb('state', '=', 'running')]);
}

/** True if the owner still held the job and it is now done. */
export async function completeJob(db: Db, id: string, owner: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'done', locked_by: null, locked_until: null, finished_at: now, updated_at: now })
    .where(ownedBy(id, owner))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Back in the queue until `runAt`, with the error kept. */
export async function retryJob(
  db: Db,
  id: string,
  owner: string,
  now: number,
  runAt: number,
  error: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'queued',
      run_at: runAt,
      last_error: clipError(error),
      locked_by: null,
      locked_until: null,
      updated_at: now,
    })
    .where(ownedBy(id, owner))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The last try failed: dead, with its error kept for people to read. */
export async function buryJob(
  db: Db,
  id: string,
  owner: string,
  now: number,
  error: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'dead',
      last_error: clipError(error),
      locked_by: null,
      locked_until: null,
      finished_at: now,
      updated_at: now,
    })
    .where(ownedBy(id, owner))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes finished jobs: done ones before `doneBefore`, dead ones before `deadBefore`. */
export async function deleteFinishedJobs(
  db: Db,
  { doneBefore, deadBefore }: { doneBefore: number; deadBefore: number },
): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'done'), eb('finished_at', '<', doneBefore)]),
        eb.and([eb('state', '=', 'dead'), eb('finished_at', '<', deadBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
