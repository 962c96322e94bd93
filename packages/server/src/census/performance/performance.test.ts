// Real-user performance on both engines (spec section 7): the settings call gives a signed pageLoadId;
// records sent as text (as sendBeacon sends them) are written in a batch, before the answer, with the page
// they came from; forged ids and malformed records are refused with a 400 and nothing stored; the
// census skip rules hold; records are trimmed with the raw hits, their histograms kept; the dashboard's p75 per page,
// for the report of the most measured pages only, ranked by totals kept equal to the histograms' sums.

import { bucketValue, type WebVitalName, webVitalBucket } from '@tessera/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { type Client, DEMO_HOST } from '../../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';
import { trimOldRows } from '../../jobs/trim/service.ts';
import { issuePageLoadId } from './page-load-id.ts';
import { metricRow, type PerformanceRow, writePerformanceRows } from './repository.ts';
import { topWebVitalPages, webVitalsByPage } from './web-vitals.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('real-user performance on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let address = 0;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });
  afterEach(async () => {
    await suite.ctx.censusPerformance.flush();
    for (const table of [
      'census_performance',
      'census_daily_web_vitals',
      'census_monthly_web_vitals',
      'census_daily_web_vital_totals',
      'census_monthly_web_vital_totals',
    ] as const)
      await suite.db.deleteFrom(table).execute();
  });

  const visitor = () => suite.client(DEMO_HOST, `10.26.${engine === 'sqlite' ? 1 : 2}.${++address}`);
  const pageLoadIdFor = async (client: Client) => {
    const response = await client.get('/api/1/performance/settings');
    expect(response.statusCode).toBe(200);
    return (response.json() as { pageLoadId: string }).pageLoadId;
  };
  const send = (client: Client, body: unknown, page = `http://${DEMO_HOST}/about?from=menu`) =>
    client.request('POST', '/api/1/performance/records', {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'text/plain;charset=UTF-8', referer: page },
      crumb: false,
    });
  const stored = async () => {
    await suite.ctx.censusPerformance.flush();
    return suite.db
      .selectFrom('census_performance')
      .selectAll()
      .where('website_id', '=', website.id)
      .orderBy('kind')
      .orderBy('name')
      .execute();
  };
  const image = (pageLoadId: string) => ({
    type: 'image',
    pageLoadId,
    name: '/s/plum.jpg?format=750w',
    visibleOnLoad: true,
    observationTime: 412.5,
    intersectionRatio: 0.75,
    squarespaceSize: 750,
    naturalWidth: 750,
    naturalHeight: 500,
    renderedWidth: 640,
    renderedHeight: 427,
    loadedBeforeLCP: true,
  });

  it('gives each page load its own signed pageLoadId, never cached', async () => {
    const someone = visitor();
    const response = await someone.get('/api/1/performance/settings');
    expect(response.headers['cache-control']).toBe('no-store');
    const first = (response.json() as { pageLoadId: string }).pageLoadId;
    expect(first).toMatch(/^[0-9a-f]{16}[\w-]{16}$/);
    expect(await pageLoadIdFor(someone)).not.toBe(first);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('stores metrics, rum- measures and images sent as text, written in one batch before the answer', async () => {
    const someone = visitor();
    const pageLoadId = await pageLoadIdFor(someone);
    const before = suite.ctx.censusPerformance.stats().written;
    const response = await send(someone, [
      { type: 'metric', pageLoadId, name: 'LCP', value: 1234.5 },
      { type: 'metric', pageLoadId, name: 'CLS', value: 0.02 },
      { type: 'measure', pageLoadId, name: 'rum-hero', value: 35.25, startTime: 120 },
      image(pageLoadId),
    ]);
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    // Answered once written (group commit): nothing waits in the buffer any more.
    expect(suite.ctx.censusPerformance.stats()).toMatchObject({ buffered: 0, written: before + 4 });
    const rows = await stored();
    expect(rows.map((r) => [r.kind, r.name, r.value, r.page_path, r.page_load_id])).toEqual([
      ['image', '/s/plum.jpg?format=750w', null, '/about', pageLoadId],
      ['measure', 'rum-hero', 35.25, '/about', pageLoadId],
      ['metric', 'CLS', 0.02, '/about', pageLoadId],
      ['metric', 'LCP', 1234.5, '/about', pageLoadId],
    ]);
    expect(rows[0]).toMatchObject({
      visible_on_load: 1,
      observation_time: 412.5,
      intersection_ratio: 0.75,
      squarespace_size: 750,
      natural_width: 750,
      natural_height: 500,
      rendered_width: 640,
      rendered_height: 427,
      loaded_before_lcp: 1,
    });
    expect(rows[0]?.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses forged ids and malformed records, storing none of the request', async () => {
    const someone = visitor();
    const pageLoadId = await pageLoadIdFor(someone);
    const good = { type: 'metric', pageLoadId, name: 'FCP', value: 800 };
    const refused: [unknown, string][] = [
      [[{ ...good, pageLoadId: `${pageLoadId.slice(0, 16)}${'A'.repeat(16)}` }, good], 'pageLoadId'],
      [[{ ...good, pageLoadId: 'nope' }], 'pageLoadId'],
      [[{ ...good, name: 'FID' }], 'metric'],
      [[{ ...good, value: -1 }], ''],
      [[{ type: 'measure', pageLoadId, name: 'hero', value: 3, startTime: 0 }], 'rum-'],
      [[{ ...image(pageLoadId), intersectionRatio: 2 }], ''],
      [[{ ...good, type: 'other' }], 'metric, a measure or an image'],
      [[], 'at least one'],
      [Array.from({ length: 201 }, () => good), 'At most 200'],
      ['{"not json', 'JSON array'],
      [{ records: [good] }, 'JSON array'],
    ];
    for (const [body, words] of refused) {
      const response = await send(someone, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toContain(words);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses an id given out for another site', async () => {
    const foreign = issuePageLoadId(suite.ctx.secret, 'another-site');
    const response = await send(visitor(), [{ type: 'metric', pageLoadId: foreign, name: 'LCP', value: 1 }]);
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('counts no bot, only how many were turned away', async () => {
    const someone = visitor();
    const pageLoadId = await pageLoadIdFor(someone);
    const before = suite.ctx.censusPerformance.stats().bots;
    const response = await someone.request('POST', '/api/1/performance/records', {
      body: JSON.stringify([{ type: 'metric', pageLoadId, name: 'TTFB', value: 90 }]),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        referer: `http://${DEMO_HOST}/about`,
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      crumb: false,
    });
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    expect(suite.ctx.censusPerformance.stats().bots).toBe(before + 1);
  });

  it('follows the census skip rules: not for a signed-in owner, nor /search', async () => {
    const pageLoadId = await pageLoadIdFor(visitor());
    const metric = [{ type: 'metric', pageLoadId, name: 'TTFB', value: 90 }];
    expect((await send(owner(), metric)).statusCode).toBe(204);
    expect((await send(visitor(), metric, `http://${DEMO_HOST}/search?q=plum`)).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it('trims records with the raw hits', async () => {
    const someone = visitor();
    const pageLoadId = await pageLoadIdFor(someone);
    await send(someone, [{ type: 'metric', pageLoadId, name: 'TTFB', value: 90 }]);
    await suite.ctx.censusPerformance.flush();
    expect((await trimOldRows(suite.db, Date.now() + 29 * DAY)).censusPerformance).toBe(0);
    expect((await trimOldRows(suite.db, Date.now() + 31 * DAY)).censusPerformance).toBe(1);
    expect(await stored()).toEqual([]);
  });

  it('gives the dashboard each page’s p75 per metric over a range of days from its histograms, rated', async () => {
    let n = 0;
    const row = (day: string, path: string, name: string, value: number, kind = 'metric') =>
      metricRow({
        website_id: website.id,
        id: `perf${String(++n).padStart(20, '0')}`,
        created_at: Date.now(),
        day,
        page_path: path,
        page_load_id: 'x',
        kind,
        name,
        value,
      });
    // /about's LCP: 1000..8000 over the 10th and 11th; p75 by nearest rank of 8 is the 6th (6000), of
    // the 11th's 3000..6000 the 3rd (5000), each read back as its bucket's middle.
    const lcps = [8000, 1000, 7000, 2000, 6000, 3000, 5000, 4000];
    await writePerformanceRows(suite.db, [
      ...lcps.map((value, i) => row(i < 4 ? '2026-03-10' : '2026-03-11', '/about', 'LCP', value)),
      row('2026-03-10', '/about', 'CLS', 0.3),
      row('2026-03-10', '/', 'TTFB', 100),
      row('2026-03-10', '/', 'rum-hero', 99999, 'measure'),
      // Outside the range
      row('2026-03-09', '/about', 'LCP', 1),
      row('2026-03-12', '/', 'TTFB', 99999),
    ]);
    const read = (name: WebVitalName, value: number) => bucketValue(name, webVitalBucket(name, value));
    const both = await webVitalsByPage(suite.db, website.id, { from: '2026-03-10', to: '2026-03-11' });
    expect(both).toEqual([
      { path: '/', metrics: { TTFB: { p75: read('TTFB', 100), samples: 1, rating: 'good' } } },
      {
        path: '/about',
        metrics: {
          LCP: { p75: read('LCP', 6000), samples: 8, rating: 'poor' },
          CLS: { p75: read('CLS', 0.3), samples: 1, rating: 'poor' },
        },
      },
    ]);
    // The bucket of the 6th value, not of its neighbours (5000, 7000): within 5 % of 6000.
    expect(Math.abs((both[1]?.metrics.LCP?.p75 ?? 0) - 6000)).toBeLessThanOrEqual(300);
    const eleventh = await webVitalsByPage(suite.db, website.id, { from: '2026-03-11', to: '2026-03-11' });
    expect(eleventh[0]?.metrics.LCP).toEqual({ p75: read('LCP', 5000), samples: 4, rating: 'poor' });
    expect(Math.abs((eleventh[0]?.metrics.LCP?.p75 ?? 0) - 5000)).toBeLessThanOrEqual(250);
    expect(await webVitalsByPage(suite.db, website.id, { from: '2026-04-01', to: '2026-04-30' })).toEqual([]);

    // The histograms outlive the raw records' trim, and a range of whole months reads the monthly one.
    await trimOldRows(suite.db, Date.parse('2026-06-01T00:00:00Z'));
    const months = await webVitalsByPage(suite.db, website.id, { from: '2026-02-01', to: '2026-04-30' });
    expect(months[1]?.metrics.LCP).toEqual({ p75: read('LCP', 6000), samples: 9, rating: 'poor' });
  });

  let n = 0;
  const metric = (day: string, path: string, name: string, value: number): PerformanceRow =>
    metricRow({
      website_id: website.id,
      id: `tot${String(++n).padStart(21, '0')}`,
      created_at: 1,
      day,
      page_path: path,
      name,
      value,
    });
  /** A period's totals beside its histograms' sums per page and metric, both ordered alike */
  const totalsAndSums = async (period: 'day' | 'month') => {
    const [totals, histograms] =
      period === 'day'
        ? (['census_daily_web_vital_totals', 'census_daily_web_vitals'] as const)
        : (['census_monthly_web_vital_totals', 'census_monthly_web_vitals'] as const);
    const kept = await suite.db
      .selectFrom(totals as 'census_daily_web_vital_totals')
      .select(['page_path', 'metric', 'samples', period as 'day'])
      .execute();
    const summed = await suite.db
      .selectFrom(histograms as 'census_daily_web_vitals')
      .select((eb) => [period as 'day', 'page_path', 'metric', eb.fn.sum<number>('samples').as('samples')])
      .groupBy([period as 'day', 'page_path', 'metric'])
      .execute();
    // Each row as 'period page metric samples' (the period column is day or month)
    const order = (rows: object[]) =>
      rows
        .map((row) => {
          const { page_path, metric, samples, ...when } = row as Record<string, string | number>;
          return `${Object.values(when)[0]} ${page_path} ${metric} ${Number(samples)}`;
        })
        .sort();
    return { kept: order(kept), summed: order(summed) };
  };

  it('keeps each page’s totals per day and month equal to its histograms’ sums, batch after batch', async () => {
    await writePerformanceRows(suite.db, [
      metric('2026-03-10', '/', 'LCP', 2000),
      metric('2026-03-10', '/', 'LCP', 2100),
      metric('2026-03-10', '/', 'TTFB', 300),
      metric('2026-03-11', '/about', 'CLS', 0.2),
    ]);
    // The real ingest too, and a second batch onto the same days and pages
    const someone = visitor();
    const pageLoadId = await pageLoadIdFor(someone);
    await send(someone, [{ type: 'metric', pageLoadId, name: 'INP', value: 180 }]);
    await suite.ctx.censusPerformance.flush();
    await writePerformanceRows(suite.db, [
      metric('2026-03-10', '/', 'LCP', 9000),
      metric('2026-04-01', '/', 'LCP', 1),
    ]);
    const days = await totalsAndSums('day');
    expect(days.kept).toEqual(days.summed);
    expect(days.kept).toContain('2026-03-10 / LCP 3');
    expect(days.kept.some((row) => row.endsWith('/about INP 1'))).toBe(true);
    const months = await totalsAndSums('month');
    expect(months.kept).toEqual(months.summed);
    expect(months.kept).toContain('2026-03 / LCP 3');
    expect(months.kept).toContain('2026-04 / LCP 1');
  });

  it('gives the report the 10 most measured pages by their most measured metric, ties by path, with the same p75s', async () => {
    const rows: PerformanceRow[] = [];
    const page = (path: string, name: string, count: number, day = '2026-03-10') => {
      for (let i = 0; i < count; i++) rows.push(metric(day, path, name, 1000 + 500 * i));
    };
    page('/a', 'TTFB', 5);
    page('/k4', 'TTFB', 4, '2026-04-02');
    // 6 values in all but at most 3 of one metric: below /k4
    page('/max', 'LCP', 3);
    page('/max', 'CLS', 3);
    // Eight pages of 2 (/h's over March and April): the first seven in code-unit order make the ten,
    // '/Zed' before '/b' as on both engines whatever PostgreSQL's collation
    for (const path of ['/h', '/g', '/f', '/e', '/d', '/c', '/b', '/Zed'])
      page(path, 'TTFB', path === '/h' ? 1 : 2);
    page('/h', 'TTFB', 1, '2026-04-03');
    page('/one', 'INP', 1);
    page('/later', 'TTFB', 9, '2026-04-20');
    await writePerformanceRows(suite.db, rows);

    // March whole (monthly), April's first days (daily); /later is outside
    const range = { from: '2026-03-01', to: '2026-04-05' };
    const top = await topWebVitalPages(suite.db, website.id, range, 10);
    expect(top.map((p) => p.path)).toEqual(['/a', '/k4', '/max', '/Zed', '/b', '/c', '/d', '/e', '/f', '/g']);
    const all = await webVitalsByPage(suite.db, website.id, range);
    expect(all).toHaveLength(12);
    for (const shown of top) expect(shown).toEqual(all.find((p) => p.path === shown.path));
    expect(top[2]?.metrics.LCP?.samples).toBe(3);
    expect(
      await topWebVitalPages(suite.db, website.id, { from: '2026-05-01', to: '2026-05-31' }, 10),
    ).toEqual([]);
  });
});
