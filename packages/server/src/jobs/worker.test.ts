// The job queue on both engines, driven step by step with runOnce() and a clock the test moves on:
// scheduling, deduplication, retries with backoff, the dead state, and leases that expire.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import type { Db } from '../db/database.ts';
import { defineJob, noPayload } from './definition.ts';
import { completeJob, findJob, LEASE_EXPIRED_MESSAGE, leaseJobs } from './repository.ts';
import { enqueueJob } from './service.ts';
import { Clock, sleep, testDeps } from './test-support/support.ts';
import { Worker, type WorkerOptions } from './worker.ts';

describe.each(ENGINES)('jobs on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let clock: Clock;
  let ran: { name: string; n: number; attempt: number; owner?: string }[];
  let deaths: { payload: unknown; error: string }[];

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await db.deleteFrom('jobs').execute();
    clock = new Clock();
    ran = [];
    deaths = [];
  });

  const echo = defineJob({
    name: 'test.echo',
    payload: z.object({ n: z.number() }),
    async run({ n }, ctx) {
      ran.push({ name: 'test.echo', n, attempt: ctx.job.attempt });
    },
  });
  const failing = defineJob({
    name: 'test.failing',
    payload: z.object({ n: z.number() }),
    maxAttempts: 3,
    backoff: { baseMs: 1000, maxMs: 60_000 },
    async run({ n }, ctx) {
      ran.push({ name: 'test.failing', n, attempt: ctx.job.attempt });
      throw new Error(`the far end said no (${ctx.job.attempt})`);
    },
    async onDead(payload, error) {
      deaths.push({ payload, error });
    },
  });
  const tick = defineJob({
    name: 'test.tick',
    payload: noPayload,
    async run(_payload, ctx) {
      ran.push({ name: 'test.tick', n: ctx.now(), attempt: ctx.job.attempt });
    },
  });

  const worker = (options: Partial<WorkerOptions> = {}) =>
    new Worker({ deps: testDeps(db, clock), jobs: [echo, failing, tick], periodic: [], ...options });

  it('runs a queued job once, with its payload, and marks it done', async () => {
    const { id, queued } = await enqueueJob(db, echo, { n: 7 }, { now: clock.now() });
    expect(queued).toBe(true);
    const w = worker();
    expect(await w.runOnce()).toEqual({ ran: 1, done: 1, retried: 0, dead: 0 });
    expect(ran).toEqual([{ name: 'test.echo', n: 7, attempt: 1 }]);
    const job = await findJob(db, id);
    expect(job).toMatchObject({ state: 'done', attempts: 1, locked_by: null, finished_at: clock.now() });
    expect((await w.runOnce()).ran).toBe(0);
    expect(ran).toHaveLength(1);
  });

  it('does not run a job before its run_at', async () => {
    await enqueueJob(db, echo, { n: 1 }, { runAt: clock.now() + 60_000, now: clock.now() });
    const w = worker();
    expect((await w.runOnce()).ran).toBe(0);
    clock.advance(59_999);
    expect((await w.runOnce()).ran).toBe(0);
    clock.advance(1);
    expect((await w.runOnce()).ran).toBe(1);
    expect(ran.map((r) => r.n)).toEqual([1]);
  });

  it('runs due jobs in the order of their run_at', async () => {
    for (const n of [3, 1, 2])
      await enqueueJob(db, echo, { n }, { runAt: clock.now() + n, now: clock.now() });
    clock.advance(10);
    const w = worker({ concurrency: 1 });
    while ((await w.runOnce()).ran > 0) {}
    expect(ran.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('queues a job once per dedupe key', async () => {
    const first = await enqueueJob(db, echo, { n: 1 }, { dedupeKey: 'echo:once', now: clock.now() });
    const second = await enqueueJob(db, echo, { n: 2 }, { dedupeKey: 'echo:once', now: clock.now() });
    expect(second).toEqual({ id: first.id, queued: false });
    await worker().runOnce();
    // Still the same job once it has run: the same scheduled work is not done twice.
    const third = await enqueueJob(db, echo, { n: 3 }, { dedupeKey: 'echo:once', now: clock.now() });
    expect(third).toEqual({ id: first.id, queued: false });
    expect(await db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
    expect(ran.map((r) => r.n)).toEqual([1]);
    // Jobs without a key are never merged.
    await enqueueJob(db, echo, { n: 4 }, { now: clock.now() });
    await enqueueJob(db, echo, { n: 4 }, { now: clock.now() });
    expect(await db.selectFrom('jobs').select('id').execute()).toHaveLength(3);
  });

  it('refuses a payload its handler could not read', async () => {
    await expect(enqueueJob(db, echo, { n: 'seven' } as unknown as { n: number })).rejects.toThrow();
    expect(await db.selectFrom('jobs').select('id').execute()).toHaveLength(0);
  });

  it('retries a failing job with exponential backoff, then marks it dead with its error', async () => {
    const { id } = await enqueueJob(db, failing, { n: 1 }, { now: clock.now() });
    const w = worker();
    const start = clock.now();

    expect(await w.runOnce()).toMatchObject({ ran: 1, retried: 1 });
    expect(await findJob(db, id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      run_at: start + 1000,
      last_error: 'the far end said no (1)',
      locked_by: null,
    });
    clock.advance(999);
    expect((await w.runOnce()).ran).toBe(0);
    clock.advance(1);
    expect(await w.runOnce()).toMatchObject({ ran: 1, retried: 1 });
    expect(await findJob(db, id)).toMatchObject({ attempts: 2, run_at: start + 1000 + 2000 });
    clock.advance(1999);
    expect((await w.runOnce()).ran).toBe(0);
    clock.advance(1);
    expect(await w.runOnce()).toMatchObject({ ran: 1, dead: 1 });

    expect(await findJob(db, id)).toMatchObject({
      state: 'dead',
      attempts: 3,
      last_error: 'the far end said no (3)',
      finished_at: clock.now(),
    });
    expect(deaths).toEqual([{ payload: { n: 1 }, error: 'the far end said no (3)' }]);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await w.runOnce()).ran).toBe(0);
    expect(ran.map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it("runs a job again once a crashed worker's lease expires, and ignores the crashed worker after", async () => {
    const { id } = await enqueueJob(db, echo, { n: 5 }, { now: clock.now() });
    // A worker takes the job and dies without a word: its lease is all that is left of it.
    const [taken] = await leaseJobs(db, {
      names: ['test.echo'],
      owner: 'crashed',
      now: clock.now(),
      leaseMs: 30_000,
      limit: 1,
    });
    expect(taken).toMatchObject({ id, state: 'running', locked_by: 'crashed', attempts: 1 });

    const w = worker();
    expect((await w.runOnce()).ran).toBe(0);
    clock.advance(29_999);
    expect((await w.runOnce()).ran).toBe(0);
    clock.advance(1);
    expect(await w.runOnce()).toMatchObject({ ran: 1, done: 1 });
    expect(ran).toEqual([{ name: 'test.echo', n: 5, attempt: 2 }]);
    expect(await findJob(db, id)).toMatchObject({ state: 'done', attempts: 2 });

    // The "crashed" worker was only slow and reports back: that changes nothing.
    expect(await completeJob(db, id, 'crashed', clock.now())).toBe(false);
    expect(await findJob(db, id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('marks a job dead when its worker died during its last try, recording why', async () => {
    const { id } = await enqueueJob(db, failing, { n: 9 }, { maxAttempts: 1, now: clock.now() });
    await leaseJobs(db, {
      names: ['test.failing'],
      owner: 'crashed',
      now: clock.now(),
      leaseMs: 1000,
      limit: 1,
    });
    clock.advance(1000);
    expect(await worker().runOnce()).toMatchObject({ ran: 0, dead: 1 });
    expect(await findJob(db, id)).toMatchObject({ state: 'dead', last_error: LEASE_EXPIRED_MESSAGE });
    expect(deaths).toEqual([{ payload: { n: 9 }, error: LEASE_EXPIRED_MESSAGE }]);
    expect(ran).toEqual([]);
  });

  it('renews the lease of a job that runs longer than the lease', async () => {
    const slow = defineJob({
      name: 'test.slow',
      payload: noPayload,
      async run() {
        ran.push({ name: 'test.slow', n: 0, attempt: 1 });
        await sleep(900);
      },
    });
    const realClock = { now: () => Date.now() } as Clock;
    const deps = testDeps(db, realClock);
    const { id } = await enqueueJob(db, slow, {});
    const holder = new Worker({ deps, jobs: [slow], periodic: [], leaseMs: 300 });
    const other = new Worker({ deps, jobs: [slow], periodic: [], leaseMs: 300 });
    const running = holder.runOnce();
    let othersRan = 0;
    for (let i = 0; i < 8; i++) {
      await sleep(100);
      othersRan += (await other.runOnce()).ran;
    }
    expect(await running).toMatchObject({ ran: 1, done: 1 });
    expect(othersRan).toBe(0);
    expect(ran).toHaveLength(1);
    expect(await findJob(db, id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('takes only the jobs it has handlers for', async () => {
    await enqueueJob(db, failing, { n: 1 }, { now: clock.now() });
    const onlyEcho = worker({ jobs: [echo] });
    expect((await onlyEcho.runOnce()).ran).toBe(0);
    expect(await db.selectFrom('jobs').select('state').execute()).toEqual([{ state: 'queued' }]);
  });

  it('enqueues a periodic job once per period, however many workers run', async () => {
    const periodic = [{ job: tick, everyMs: 60_000 }];
    const one = worker({ periodic });
    const two = worker({ periodic });
    await Promise.all([one.runOnce(), two.runOnce()]);
    await Promise.all([one.runOnce(), two.runOnce()]);
    expect(ran.filter((r) => r.name === 'test.tick')).toHaveLength(1);
    clock.advance(30_000);
    await Promise.all([one.runOnce(), two.runOnce()]);
    expect(ran.filter((r) => r.name === 'test.tick')).toHaveLength(1);
    clock.advance(30_000);
    await Promise.all([one.runOnce(), two.runOnce()]);
    await Promise.all([one.runOnce(), two.runOnce()]);
    expect(ran.filter((r) => r.name === 'test.tick')).toHaveLength(2);
  });

  it('runs jobs in the background once started, and finishes the running one when stopped', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gated = defineJob({
      name: 'test.gated',
      payload: noPayload,
      async run() {
        ran.push({ name: 'test.gated', n: 0, attempt: 1 });
        await gate;
      },
    });
    const deps = testDeps(db, { now: () => Date.now() } as Clock);
    const w = new Worker({ deps, jobs: [gated, echo], periodic: [], pollMs: 20 });
    w.start();
    const { id } = await enqueueJob(db, gated, {});
    await enqueueJob(db, echo, { n: 1 });
    for (let i = 0; i < 500 && ran.length < 2; i++) await sleep(20);
    expect(ran.map((r) => r.name).sort()).toEqual(['test.echo', 'test.gated']);
    const stopped = w.stop();
    await sleep(50);
    expect(await findJob(db, id)).toMatchObject({ state: 'running' });
    release();
    await stopped;
    expect(await findJob(db, id)).toMatchObject({ state: 'done' });
    // Stopped: a new job stays queued.
    await enqueueJob(db, echo, { n: 2 });
    await sleep(100);
    expect(ran).toHaveLength(2);
  });
});
