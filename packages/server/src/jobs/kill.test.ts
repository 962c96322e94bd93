// A worker process killed with SIGKILL in the middle of a job (no chance to clean up) leaves the job
// leased; once the lease runs out another worker runs it, and it completes exactly once.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENGINES } from '../../test/engines.ts';
import { defineJob } from './definition.ts';
import { findJob } from './repository.ts';
import { enqueueJob } from './service.ts';
import { Clock, openShared, type SharedDatabase, testDeps } from './test-support/support.ts';
import { Worker } from './worker.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./test-support/crash-worker.ts', import.meta.url));
/**
 * Long enough that the dead worker's lease still holds when the test first looks, however loaded the
 * machine; the test's worker then moves its clock past the lease rather than waiting it out.
 */
const LEASE_MS = 60_000;

/** Resolves with the first stdout line matching `pattern`; rejects if the process ends first. */
function lineFrom(child: ChildProcess, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    let errors = '';
    const timer = setTimeout(
      () => reject(new Error(`no line matching ${pattern} in time: ${seen}${errors}`)),
      timeoutMs,
    );
    child.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.stdout?.on('data', (chunk) => {
      seen += String(chunk);
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code ?? signal}) before ${pattern}: ${seen}${errors}`));
    });
  });
}

describe.each(ENGINES)('a worker process killed with SIGKILL on %s', (engine) => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await openShared(engine);
  });
  afterAll(() => shared.close());

  it('leaves its job runnable again after the lease, and the job then completes once', async () => {
    const completions: number[] = [];
    const crash = defineJob({
      name: 'test.crash',
      payload: z.object({ n: z.number() }),
      async run(_payload, ctx) {
        completions.push(ctx.job.attempt);
      },
    });
    const { id } = await enqueueJob(shared.a, crash, { n: 1 });

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', SCRIPT, engine, shared.target, String(LEASE_MS)],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = once(child, 'exit');
    try {
      const [, startedId] = await lineFrom(child, /started ([0-9a-f]{24})\n/);
      expect(startedId).toBe(id);
      expect(await findJob(shared.a, id)).toMatchObject({
        state: 'running',
        locked_by: 'doomed',
        attempts: 1,
      });
    } finally {
      child.kill('SIGKILL');
    }
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');

    const clock = new Clock(Date.now());
    const worker = new Worker({
      deps: testDeps(shared.b, clock),
      jobs: [crash],
      periodic: [],
      leaseMs: LEASE_MS,
    });
    // The dead worker's lease still holds: nobody runs the job yet.
    expect((await worker.runOnce()).ran).toBe(0);
    const leased = await findJob(shared.b, id);
    expect(leased).toMatchObject({ state: 'running', locked_by: 'doomed' });

    // The lease runs out.
    clock.time = Math.max(clock.time, (leased?.locked_until ?? 0) + 50);
    expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 1 });
    expect(completions).toEqual([2]);
    expect(await findJob(shared.a, id)).toMatchObject({ state: 'done', attempts: 2, locked_by: null });

    // A lease later still, it is not run again.
    clock.advance(LEASE_MS + 50);
    expect((await worker.runOnce()).ran).toBe(0);
    expect(completions).toEqual([2]);
  });
});
