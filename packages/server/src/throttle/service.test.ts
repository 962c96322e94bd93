import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import type { Db } from '../db/database.ts';
import { SIGN_IN_ACCOUNT } from './policy.ts';
import { admitGuess, attempt, throttleKey } from './service.ts';

describe.each(ENGINES)('the throttle on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
  });
  afterAll(() => drop());

  it('does not hold a free try whose clock was read before another free try was counted', async () => {
    const check = { key: throttleKey('test', 'stale-clock'), policy: SIGN_IN_ACCOUNT };
    // Two concurrent tries read the clock, then wait for the counters' lock: the later reading wins it.
    expect(await attempt(db, [check], 1_000_050)).toEqual({ allowed: true });
    expect(await attempt(db, [check], 1_000_000)).toEqual({ allowed: true });
  });

  it('queues a guess held only by tries still being checked, and lets it in once one is right', async () => {
    const guess = {
      account: { key: throttleKey('test', 'queued'), policy: SIGN_IN_ACCOUNT },
      shared: [],
    };
    const now = () => 2_000_000;
    const checking = [];
    for (let i = 0; i < SIGN_IN_ACCOUNT.freeAttempts; i++) {
      const admitted = await admitGuess(db, guess, now);
      if (!admitted.allowed) throw new Error('a free try was held');
      checking.push(admitted);
    }
    let queuedAnswer: Awaited<ReturnType<typeof admitGuess>> | undefined;
    const queued = admitGuess(db, guess, now).then((answer) => (queuedAnswer = answer));
    // It has looked at the counters and gone back to wait at least once before anything settles.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(queuedAnswer, 'still queued behind the tries being checked').toBeUndefined();
    await checking[0]?.settle(true);
    await queued;
    expect(queuedAnswer?.allowed).toBe(true);
  });

  it('refuses at once a guess held by wrong ones', async () => {
    const guess = {
      account: { key: throttleKey('test', 'attacked'), policy: SIGN_IN_ACCOUNT },
      shared: [],
    };
    const now = () => 3_000_000;
    for (let i = 0; i < SIGN_IN_ACCOUNT.freeAttempts; i++) {
      const admitted = await admitGuess(db, guess, now);
      if (!admitted.allowed) throw new Error('a free try was held');
      await admitted.settle(false);
    }
    // Were it queued, it would wait past the test's time-out for tries that never end.
    expect((await admitGuess(db, guess, now, 10 * 60_000)).allowed).toBe(false);
  });

  it('lets many right guesses at one account in at once, each forgetting its count, without a deadlock', async () => {
    const account = { key: throttleKey('test', 'team'), policy: SIGN_IN_ACCOUNT };
    const now = () => 4_000_000;
    // Each admits (locking the account's rows), then forgets the account's count while others admit:
    // a count deleted between another's insert and its locking read once deadlocked PostgreSQL.
    const rightGuess = async (i: number) => {
      const shared = [{ key: throttleKey('test', 'team-address', String(i)), policy: SIGN_IN_ACCOUNT }];
      const admitted = await admitGuess(db, { account, shared }, now);
      if (admitted.allowed) await admitted.settle(true);
      return admitted.allowed;
    };
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => rightGuess(i)));
      expect(answers.filter((allowed) => !allowed)).toEqual([]);
    }
  });
});
