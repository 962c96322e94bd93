// Two workers on one database, each through its own connections (two pools on PostgreSQL, two
// connections to one file on SQLite), never run the same job: every job runs exactly once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENGINES } from '../../test/engines.ts';
import { defineJob } from './definition.ts';
import { leaseJobs } from './repository.ts';
import { enqueueJob } from './service.ts';
import { type Clock, openShared, type SharedDatabase, sleep, testDeps } from './test-support/support.ts';
import { Worker } from './worker.ts';

const JOBS = 120;
const realClock = { now: () => Date.now() } as Clock;

describe.each(ENGINES)('two workers on one %s database', (engine) => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await openShared(engine);
  });
  afterAll(() => shared.close());
  beforeEach(async () => {
    await shared.a.deleteFrom('jobs').execute();
  });

  it(`run each of ${JOBS} jobs exactly once between them`, async () => {
    const runs = new Map<number, string[]>();
    const counter = (label: string) =>
      defineJob({
        name: 'test.count',
        payload: z.object({ n: z.number() }),
        async run({ n }) {
          runs.set(n, [...(runs.get(n) ?? []), label]);
          await sleep(n % 3); // let the other worker's round interleave with this one
        },
      });
    for (let n = 0; n < JOBS; n++) await enqueueJob(shared.a, counter('enqueuer'), { n });

    const workers = [
      new Worker({ deps: testDeps(shared.a, realClock), jobs: [counter('A')], periodic: [], concurrency: 4 }),
      new Worker({ deps: testDeps(shared.b, realClock), jobs: [counter('B')], periodic: [], concurrency: 4 }),
    ];
    const drain = async (worker: Worker) => {
      for (let idle = 0; idle < 3; ) idle = (await worker.runOnce()).ran === 0 ? idle + 1 : 0;
    };
    await Promise.all(workers.map(drain));

    expect(runs.size).toBe(JOBS);
    const twice = [...runs].filter(([, by]) => by.length !== 1);
    expect(twice, 'jobs run more than once').toEqual([]);
    const by = [...runs.values()].flat();
    expect(by.filter((w) => w === 'A').length, 'jobs run by A').toBeGreaterThan(0);
    expect(by.filter((w) => w === 'B').length, 'jobs run by B').toBeGreaterThan(0);
    const states = await shared.b.selectFrom('jobs').select('state').distinct().execute();
    expect(states).toEqual([{ state: 'done' }]);
  });

  it('hand out disjoint jobs when their leases race head to head', async () => {
    const job = defineJob({ name: 'test.race', payload: z.object({ n: z.number() }), async run() {} });
    for (let n = 0; n < JOBS; n++) await enqueueJob(shared.a, job, { n });
    const lease = (db: typeof shared.a, owner: string) =>
      leaseJobs(db, { names: ['test.race'], owner, now: Date.now(), leaseMs: 60_000, limit: 7 });
    const taken: string[] = [];
    for (;;) {
      const [a, b] = await Promise.all([lease(shared.a, 'A'), lease(shared.b, 'B')]);
      if (a.length === 0 && b.length === 0) break;
      taken.push(...a.map((j) => j.id), ...b.map((j) => j.id));
    }
    expect(taken).toHaveLength(JOBS);
    expect(new Set(taken).size).toBe(JOBS);
    const owners = await shared.a
      .selectFrom('jobs')
      .select(['locked_by'])
      .where('name', '=', 'test.race')
      .execute();
    expect(owners.every((o) => o.locked_by === 'A' || o.locked_by === 'B')).toBe(true);
  });
});
