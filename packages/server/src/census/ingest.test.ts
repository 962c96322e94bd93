// Ingest on both engines, through the route: a burst of hits all land after a flush, with their
// roll-up; a burst beyond the buffer's bound is still answered at once, the excess dropped and
// counted; the trim job removes raw hits after the configured days and past days' visitor hashes,
// while the daily roll-up stays.
import { censusDay } from '@tessera/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import { trimOldRows } from '../jobs/trim/service.ts';
import { HitBuffer } from './buffer.ts';
import { enrichHit } from './enrich.ts';
import { type HitRow, writeHits } from './repository.ts';

const DAY = 24 * 60 * 60 * 1000;
const BOUND = { capacity: 50, batchSize: 20, flushEveryMs: 60_000 };

describe.each(ENGINES)('census ingest on %s', (engine) => {
  const suite = useTestApp(engine, { censusBuffer: BOUND });
  let website: Website;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });
  afterEach(async () => {
    await suite.ctx.census.flush();
    for (const table of ['census_hits', 'census_daily', 'census_day_visitors'] as const)
      await suite.db.deleteFrom(table).execute();
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

  it('lands every hit of a burst within the bound after a flush, rolled up per page', async () => {
    const before = suite.ctx.census.stats();
    const answers = await burst(45, `10.21.${engine === 'sqlite' ? 1 : 2}`);
    expect(answers.every((a) => a.statusCode === 204)).toBe(true);
    await suite.ctx.census.flush();
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

  it('answers a burst beyond the bound at once while the database lags, dropping and counting the excess', async () => {
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
    try {
      const answers = await burst(200, `10.22.${engine === 'sqlite' ? 1 : 2}`);
      expect(answers.every((a) => a.statusCode === 204)).toBe(true);
      // One batch being written, the bound waiting, the rest dropped and counted.
      expect(slow.stats()).toMatchObject({ accepted: BOUND.batchSize + BOUND.capacity, dropped: 130 });
      release();
      await slow.stop();
      expect(slow.stats()).toMatchObject({ written: 70, buffered: 0 });
      expect(await count('census_hits')).toBe(70);
    } finally {
      suite.ctx.census = real;
    }
  });

  it('trims raw hits after the configured days and past days’ visitor hashes; the roll-up stays', async () => {
    const now = Date.now();
    const row = (age: number): HitRow => ({
      website_id: website.id,
      id: newId(),
      created_at: now - age,
      day: censusDay(now - age),
      event_type: 1,
      path: '/',
      query_string: '',
      title: '',
      referrer: '',
      visitor_hash: newId(),
      visitor_id: null,
      visit_id: null,
      begins_visit: 1,
      user_agent: '',
      locale: '',
      viewport: '',
      screen: '',
      collection_id: null,
      item_id: null,
      record_type: null,
      ...enrichHit({ userAgent: '', address: '127.0.0.1', referrer: '', queryString: '', host: '' }),
    });
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
