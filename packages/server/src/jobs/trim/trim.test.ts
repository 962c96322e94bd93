// The hourly trim on both engines: old client events, idle attempt counters, finished jobs and old
// outbox mail, forms' expired keys and old rate marks go; everything recent, and everything still to do, stays. Sign-in attempts no longer
// clean up on the request path.
import { censusDay } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../../test/engines.ts';
import { websiteRow } from '../../../test/rows.ts';
import { forgetEndedVisits } from '../../census/rollups/repository.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { deleteEventsBefore } from '../../events/index.ts';
import { RATE_WINDOW_MS } from '../../forms/service.ts';
import { SIGN_IN_ACCOUNT } from '../../throttle/policy.ts';
import { attempt } from '../../throttle/service.ts';
import type { JobsTable } from '../tables.ts';
import { Clock, testDeps } from '../test-support/support.ts';
import { Worker } from '../worker.ts';
import { RETENTION, trimJob } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('trimming old rows on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const clock = new Clock();
  const now = clock.now();
  const websiteId = newId();

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
    await db
      .insertInto('websites')
      .values(websiteRow({ id: websiteId, identifier: 'trimmed', title: 'Trimmed' }, now))
      .execute();
  });
  afterAll(() => drop());

  const events = (ages: number[], kind = 'error') =>
    db
      .insertInto('client_events')
      .values(
        ages.map((age) => ({
          website_id: websiteId,
          id: newId(),
          kind,
          page_url: '/',
          payload: JSON.stringify({ age }),
          created_at: now - age,
        })),
      )
      .execute();
  const eventAges = async () =>
    (await db.selectFrom('client_events').select('payload').where('website_id', '=', websiteId).execute())
      .map((r) => JSON.parse(r.payload).age as number)
      .sort((a, b) => a - b);

  it('keeps client events for 30 days, removing older ones in batches', async () => {
    expect(RETENTION.clientEventsMs).toBe(30 * DAY);
    await events([31 * DAY, 40 * DAY, 365 * DAY, 30 * DAY + 1, 29 * DAY, DAY, 0]);
    expect(await deleteEventsBefore(db, now - 30 * DAY, 2)).toBe(4);
    expect(await eventAges()).toEqual([0, DAY, 29 * DAY]);
    await db.deleteFrom('client_events').execute();
  });

  it('trims events, idle counters, finished jobs, old mail and spent form marks in one periodic job', async () => {
    await events([31 * DAY, 29 * DAY]);
    await db
      .insertInto('form_submission_keys')
      .values([
        { website_id: websiteId, key: 'expired', expires_at: now - 1 },
        { website_id: websiteId, key: 'live', expires_at: now + 60_000 },
      ])
      .execute();
    const hit = (id: string, age: number) => ({
      website_id: websiteId,
      id,
      form_id: 'f',
      address: '10.0.0.1',
      at: now - age,
    });
    await db
      .insertInto('form_rate_hits')
      .values([hit('old', RATE_WINDOW_MS + 1), hit('recent', RATE_WINDOW_MS - 1000)])
      .execute();
    await db
      .insertInto('throttles')
      .values([
        { key: 'idle', attempts: 3, last_attempt_at: now - 3 * DAY, next_allowed_at: 0 },
        { key: 'recent', attempts: 3, last_attempt_at: now - DAY, next_allowed_at: 0 },
      ])
      .execute();
    const job = (name: string, state: JobsTable['state'], finishedAgo: number | null) => ({
      id: newId(),
      name,
      payload: '{}',
      website_id: null,
      state,
      run_at: now - 40 * DAY,
      attempts: 1,
      max_attempts: 5,
      created_at: now - 40 * DAY,
      updated_at: now,
      finished_at: finishedAgo === null ? null : now - finishedAgo,
    });
    await db
      .insertInto('jobs')
      .values([
        job('done-old', 'done', 2 * DAY),
        job('done-recent', 'done', 60 * 60 * 1000),
        job('dead-old', 'dead', 31 * DAY),
        job('dead-recent', 'dead', 2 * DAY),
        job('queued-old', 'queued', null),
      ])
      .execute();
    const mail = (kind: string, status: 'sent' | 'queued' | 'failed' | 'recorded', age: number) => ({
      id: newId(),
      website_id: null,
      kind,
      to_address: 'someone@example.com',
      subject: kind,
      html: '<p>x</p>',
      text_body: 'x',
      status,
      attempts: 0,
      created_at: now - age,
      updated_at: now - age,
    });
    await db
      .insertInto('mail_outbox')
      .values([
        mail('sent-old', 'sent', 91 * DAY),
        mail('recorded-old', 'recorded', 91 * DAY),
        mail('queued-old', 'queued', 91 * DAY),
        mail('failed-recent', 'failed', 10 * DAY),
      ])
      .execute();

    const worker = new Worker({
      deps: testDeps(db, clock),
      jobs: [trimJob],
      periodic: [{ job: trimJob, everyMs: 60 * 60 * 1000 }],
    });
    expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 1 });

    expect(await eventAges()).toEqual([29 * DAY]);
    expect((await db.selectFrom('throttles').select('key').execute()).map((r) => r.key)).toEqual(['recent']);
    const jobs = await db.selectFrom('jobs').select('name').orderBy('name').execute();
    expect(jobs.map((j) => j.name)).toEqual([
      'dead-recent',
      'done-recent',
      'maintenance.trim', // this run itself, done just now
      'queued-old',
    ]);
    const kept = await db.selectFrom('mail_outbox').select('kind').orderBy('kind').execute();
    expect(kept.map((m) => m.kind)).toEqual(['failed-recent', 'queued-old']);
    expect((await db.selectFrom('form_submission_keys').select('key').execute()).map((r) => r.key)).toEqual([
      'live',
    ]);
    expect((await db.selectFrom('form_rate_hits').select('id').execute()).map((r) => r.id)).toEqual([
      'recent',
    ]);
  });

  it('forgets a visit two days after the day it began, whenever its last page was', async () => {
    const day = (ago: number) => censusDay(now - ago * DAY);
    const visit = (key: string, began: string, lastAt: number) => ({
      website_id: websiteId,
      visit_key: key,
      day: began,
      started_at: Date.parse(`${began}T00:00:00Z`),
      last_at: lastAt,
      pageviews: 1,
      exit_path: '/',
    });
    await db
      .insertInto('census_visits')
      .values([
        visit('three-days-ago', day(3), now - 3 * DAY),
        // Begun three days ago and still going on: begun afresh by its next page.
        visit('long', day(3), now),
        visit('two-days-ago', day(2), now - 2 * DAY),
        visit('today', day(0), now),
      ])
      .execute();
    expect(await forgetEndedVisits(db, now)).toBe(2);
    const kept = await db.selectFrom('census_visits').select('visit_key').orderBy('visit_key').execute();
    expect(kept.map((v) => v.visit_key)).toEqual(['today', 'two-days-ago']);
  });

  it('no longer removes idle counters during a sign-in attempt', async () => {
    await db
      .insertInto('throttles')
      .values({ key: 'idle-again', attempts: 1, last_attempt_at: now - 10 * DAY, next_allowed_at: 0 })
      .execute();
    const decision = await attempt(db, [{ key: 'someone', policy: SIGN_IN_ACCOUNT }], now);
    expect(decision).toEqual({ allowed: true });
    const keys = (await db.selectFrom('throttles').select('key').execute()).map((r) => r.key).sort();
    expect(keys).toContain('idle-again');
  });
});
