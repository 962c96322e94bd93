// Ingest on both engines, through the route: a burst of hits all land with their roll-up before they
// are answered; a burst beyond the buffer's bound has its excess turned away at once with 429 and
// counted; a batch one bad hit fails still writes the good ones; two writers at once (two server
// processes) lose nothing and count each visitor once; the trim job removes raw hits after the
// configured days and past days' visitor hashes, while the daily roll-up stays.
import { censusDay } from '@tessera/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hitRow as testHitRow } from '../../test/census-hits.ts';
import { ENGINES } from '../../test/engines.ts';
import { DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { bulkWriteAll } from '../db/bulk-write.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { trimOldRows } from '../jobs/trim/service.ts';
import { HitBuffer } from './buffer.ts';
import { type HitRow, writeHits } from './repository.ts';
import { openVisits, visitsSaved } from './rollups/repository.ts';
import { HIT_NOT_COUNTED_MESSAGE } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;
const BOUND = { capacity: 50, batchSize: 20 };
const CENSUS_TABLES = [
  'census_hits',
  'census_daily',
  'census_day_visitors',
  'census_daily_visits',
  'census_daily_dimensions',
  'census_monthly_dimensions',
  'census_visits',
] as const;

describe.each(ENGINES)('census ingest on %s', (engine) => {
  const suite = useTestApp(engine, { censusBuffer: BOUND });
  let website: Website;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });
  afterEach(async () => {
    await suite.ctx.census.flush();
    for (const table of CENSUS_TABLES) await suite.db.deleteFrom(table).execute();
  });

  const burst = (count: number, from: string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        suite.client(DEMO_HOST, `${from}.${i % 250}`).request('POST', '/api/census/RecordHit', {
          form: {
            event: '1',
            data: JSON.stringify({ websiteId: website.id, url: `http://${DEMO_HOST}/page-${i % 3}` }),
          },
          crumb: false,
        }),
      ),
    );
  const count = async (table: 'census_hits') =>
    Number(
      (
        await suite.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('website_id', '=', website.id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const hitRow = (fields: Partial<HitRow> = {}): HitRow => testHitRow(website.id, fields);
  const pageviews = async () =>
    (
      await suite.db
        .selectFrom('census_daily')
        .select('pageviews')
        .where('website_id', '=', website.id)
        .execute()
    ).reduce((sum, d) => sum + d.pageviews, 0);
  const dayVisits = async () =>
    (
      await suite.db
        .selectFrom('census_daily_visits')
        .select(['pageviews', 'visitors'])
        .where('website_id', '=', website.id)
        .execute()
    ).reduce((sum, d) => ({ pageviews: sum.pageviews + d.pageviews, visitors: sum.visitors + d.visitors }), {
      pageviews: 0,
      visitors: 0,
    });
  const writer = (tries: number[] = []) =>
    new HitBuffer<HitRow>({
      ...BOUND,
      write: (batch) => {
        tries.push(batch.length);
        return writeHits(suite.db, batch);
      },
      onWriteError: () => {},
    });

  it('writes the good hits of a batch that one bad hit failed, each rolled up once', async () => {
    const hits = writer();
    // A row the database refuses (no path), among good ones: its batch's transaction fails whole.
    const bad = hitRow({ path: null as unknown as string });
    const before = await pageviews();
    const answers = await Promise.all([hitRow(), hitRow(), bad, hitRow()].map((hit) => hits.offer(hit)));
    expect(answers).toEqual(['written', 'written', 'failed', 'written']);
    expect(await count('census_hits')).toBe(3);
    // The failed batch left nothing behind: each good hit is in the roll-up once.
    expect((await pageviews()) - before).toBe(3);
    expect(hits.stats()).toMatchObject({ written: 3, failed: 1 });
  });

  it('loses nothing with two writers at once (two server processes), counting a visitor seen by both once', async () => {
    const before = { pageviews: await pageviews(), days: await dayVisits() };
    const tries: number[] = [];
    const [one, two] = [writer(tries), writer(tries)];
    const visitors = Array.from({ length: 30 }, () => newId());
    // The two add to the same roll-up rows in opposite orders, as two processes' batches may.
    const offers = visitors.flatMap((visitor_hash, i) => [
      one.offer(hitRow({ visitor_hash, path: `/p${i % 4}` })),
      two.offer(hitRow({ visitor_hash, path: `/p${3 - (i % 4)}`, begins_visit: 0 })),
    ]);
    expect((await Promise.all(offers)).every((w) => w === 'written')).toBe(true);
    // Each batch committed whole: none was refused and written again hit by hit.
    expect(tries).toEqual([20, 20, 10, 10]);
    expect(await count('census_hits')).toBe(60);
    expect((await pageviews()) - before.pageviews).toBe(60);
    const days = await dayVisits();
    expect(days.pageviews - before.days.pageviews).toBe(60);
    expect(days.visitors - before.days.visitors).toBe(30);
  });

  it('moves a visit on from each of its pages when two writers hold its pages at once', async () => {
    const today = () =>
      suite.db
        .selectFrom('census_daily_visits')
        .select(['visits', 'bounces'])
        .where('website_id', '=', website.id)
        .where('day', '=', censusDay(Date.now()))
        .executeTakeFirst()
        .then((row) => row ?? { visits: 0, bounces: 0 });
    const before = await today();
    const visits = Array.from({ length: 20 }, () => ({ visit_id: newId(), visitor_hash: newId() }));
    // Each visit's landing page first, then its second and third pages in two writers' batches at once.
    await writeHits(
      suite.db,
      visits.map((visit) => hitRow({ ...visit, path: '/in' })),
    );
    // Connections open and idle, so neither writer's batch waits for one while the other's runs.
    await Promise.all([1, 2, 3].map(() => suite.db.selectFrom('websites').select('id').execute()));
    const [one, two] = [writer(), writer()];
    const offers = visits.flatMap((visit) => [
      one.offer(hitRow({ ...visit, path: '/two', begins_visit: 0 })),
      two.offer(hitRow({ ...visit, path: '/three', begins_visit: 0 })),
    ]);
    expect((await Promise.all(offers)).every((w) => w === 'written')).toBe(true);
    const saved = await suite.db
      .selectFrom('census_visits')
      .select('pageviews')
      .where('website_id', '=', website.id)
      .where(
        'visit_key',
        'in',
        visits.map((visit) => visit.visit_id),
      )
      .execute();
    expect(saved.map((visit) => visit.pageviews)).toEqual(visits.map(() => 3));
    const after = await today();
    // None bounced: each visit's second page took its bounce away once, not once per writer.
    expect({ visits: after.visits - before.visits, bounces: after.bounces - before.bounces }).toEqual({
      visits: 20,
      bounces: 0,
    });
  });

  it('shows a visit no row recorded yet to a second batch only once the batch starting it has committed', async () => {
    // Two processes' batches with the first pages of one visit: the later one must go on from the
    // visit the earlier one starts, not start it again. Held open here, so the order is certain.
    const key = newId();
    const now = Date.now();
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    let opened = () => {};
    const firstOpened = new Promise<void>((done) => {
      opened = done;
    });
    const first = suite.db.transaction().execute(async (trx) => {
      const scope = siteScoped(trx, website.id);
      expect((await openVisits(scope, [key])).size).toBe(0);
      opened();
      await held;
      const visit = {
        visit_key: key,
        day: censusDay(now),
        started_at: now,
        last_at: now,
        pageviews: 1,
        exit_path: '/one',
      };
      await bulkWriteAll(scope, [visitsSaved([visit])]);
    });
    await firstOpened;
    const second = suite.db
      .transaction()
      .execute(async (trx) => (await openVisits(siteScoped(trx, website.id), [key])).get(key)?.pageviews);
    await new Promise((done) => setTimeout(done, 200));
    release();
    await first;
    expect(await second).toBe(1);
  });

  it('lands every hit of a burst within the bound, rolled up per page, before answering', async () => {
    const before = suite.ctx.census.stats();
    const answers = await burst(45, `10.21.${engine === 'sqlite' ? 1 : 2}`);
    expect(answers.every((a) => a.statusCode === 204)).toBe(true);
    const after = suite.ctx.census.stats();
    expect(after.dropped - before.dropped).toBe(0);
    expect(await count('census_hits')).toBe(45);
    const daily = await suite.db
      .selectFrom('census_daily')
      .select(['path', 'pageviews', 'visitors'])
      .where('website_id', '=', website.id)
      .orderBy('path')
      .execute();
    expect(daily.map((d) => [d.path, d.pageviews])).toEqual([
      ['/page-0', 15],
      ['/page-1', 15],
      ['/page-2', 15],
    ]);
    // 45 addresses: 45 visitors, each counted once on the page of their first hit.
    expect(daily.reduce((sum, d) => sum + d.visitors, 0)).toBe(45);
  });

  it('answers a hit once written, and one beyond the bound at once with 429, while the database lags', async () => {
    // The database falls behind: this buffer's writes wait until released.
    let release = () => {};
    const lagging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const real = suite.ctx.census;
    const slow = new HitBuffer<HitRow>({
      ...BOUND,
      write: async (batch) => {
        await lagging;
        await writeHits(suite.db, batch);
      },
      onWriteError: () => {},
    });
    suite.ctx.census = slow;
    let answering: ReturnType<typeof burst> = Promise.resolve([]);
    try {
      let answered = 0;
      answering = burst(200, `10.22.${engine === 'sqlite' ? 1 : 2}`).then((answers) => {
        answered = answers.length;
        return answers;
      });
      await vi.waitFor(
        () => {
          const { accepted, dropped } = slow.stats();
          expect(accepted + dropped).toBe(200);
        },
        { timeout: 20_000 },
      );
      // Nothing is acknowledged before it is written.
      expect(answered).toBe(0);
      expect(await count('census_hits')).toBe(0);
      release();
      const answers = await answering;
      const counted = answers.filter((a) => a.statusCode === 204);
      const busy = answers.filter((a) => a.statusCode === 429);
      expect(counted.length + busy.length).toBe(200);
      // The bound waits (and a first batch); the rest were turned away, each told.
      expect(counted.length).toBeGreaterThanOrEqual(BOUND.capacity);
      expect(busy.length).toBe(slow.stats().dropped);
      expect(busy[0]?.json()).toEqual({ error: HIT_NOT_COUNTED_MESSAGE });
      expect(busy[0]?.headers['retry-after']).toBe('1');
      expect(slow.stats()).toMatchObject({ written: counted.length, buffered: 0 });
      expect(await count('census_hits')).toBe(counted.length);
    } finally {
      // Nothing of this burst is left to land in the next test.
      release();
      await answering;
      suite.ctx.census = real;
    }
  });

  it('trims raw hits after the configured days and past days’ visitor hashes; the roll-up stays', async () => {
    const now = Date.now();
    const row = (age: number) => hitRow({ created_at: now - age, day: censusDay(now - age) });
    await writeHits(suite.db, [0, DAY / 2, 6 * DAY, 8 * DAY, 40 * DAY].map(row));

    const trimmed = await trimOldRows(suite.db, now, 7);
    expect(trimmed.censusHits).toBe(2);
    const left = await suite.db
      .selectFrom('census_hits')
      .select('created_at')
      .where('website_id', '=', website.id)
      .execute();
    expect(left.map((r) => now - Number(r.created_at)).sort((a, b) => a - b)).toEqual([0, DAY / 2, 6 * DAY]);
    const days = await suite.db.selectFrom('census_day_visitors').select('day').execute();
    expect(days.every((d) => d.day >= censusDay(now - DAY))).toBe(true);
    // What the dashboard reads outlives the raw hits.
    const rolled = await suite.db
      .selectFrom('census_daily')
      .select('day')
      .where('website_id', '=', website.id)
      .execute();
    expect(rolled).toHaveLength(
      new Set([0, DAY / 2, 6 * DAY, 8 * DAY, 40 * DAY].map((a) => censusDay(now - a))).size,
    );

    // 30 days when not configured.
    await writeHits(suite.db, [29 * DAY, 31 * DAY].map(row));
    expect((await trimOldRows(suite.db, now)).censusHits).toBe(1);
  });
});
