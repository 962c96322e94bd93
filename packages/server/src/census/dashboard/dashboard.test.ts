// The census dashboard on both engines, from hits of known shape written through the real ingest
// (writeHits, in batches that split a visit): totals, bounce rate and duration, the previous period,
// today by hour, the breakdowns with their enrichment (browser, system, device, country, source,
// campaign), conversions, each page's Core Web Vitals, CSV with its escaping, refused ranges, and who
// may read it.
import { bucketValue, censusDay, SiteUserRole, webVitalBucket } from '@tessera/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { ADMIN_PASSWORD, DEMO_HOST } from '../../../test/harness.ts';
import { censusHitRow } from '../../../test/rows.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import { newId } from '../../db/ids.ts';
import type { Website } from '../../db/schema.ts';
import { createAccount } from '../../identity/accounts.ts';
import { trimOldRows } from '../../jobs/trim/service.ts';
import { insertMember } from '../../websites/repository.ts';
import { enrichHit } from '../enrich.ts';
import { metricRow, writePerformanceRows } from '../performance/repository.ts';
import { type HitRow, writeEvents, writeHits } from '../repository.ts';
import type { AnalyticsReport } from './schemas.ts';
import { analyticsCsv, analyticsReport } from './service.ts';

const DAY = 86_400_000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const DASHBOARD_TABLES = [
  'census_hits',
  'census_daily',
  'census_day_visitors',
  'census_visits',
  'census_daily_visits',
  'census_daily_dimensions',
  'census_monthly_dimensions',
  'census_events',
  'census_performance',
  'census_daily_web_vitals',
  'census_monthly_web_vitals',
] as const;

describe.each(ENGINES)('Census dashboard on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  // Noon two days ago: inside the last 7 days, whatever the hour now
  const now = Date.now();
  const base = Date.parse(`${censusDay(now - 2 * DAY)}T12:00:00Z`);

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });
  beforeEach(async () => {
    // The demo's generated visits are not the known hits of these tests.
    for (const table of DASHBOARD_TABLES) await suite.db.deleteFrom(table).execute();
  });

  interface Page {
    at: number;
    path: string;
    visitor: string;
    visit?: string;
    begins?: boolean;
    referrer?: string;
    query?: string;
    userAgent?: string;
    address?: string;
  }
  const hit = (page: Page): HitRow =>
    censusHitRow({
      website_id: website.id,
      id: newId(),
      created_at: page.at,
      day: censusDay(page.at),
      path: page.path,
      query_string: page.query ?? '',
      referrer: page.referrer ?? '',
      visitor_hash: page.visitor,
      visit_id: page.visit ?? null,
      begins_visit: page.begins ? 1 : 0,
      user_agent: page.userAgent ?? FIREFOX,
      ...enrichHit({
        userAgent: page.userAgent ?? FIREFOX,
        address: page.address ?? '81.2.69.160',
        referrer: page.referrer ?? '',
        queryString: page.query ?? '',
        host: DEMO_HOST,
      }),
    });

  /** A from Google on an iPhone in the US, three pages in three minutes over two batches; B a bounce. */
  async function writeTwoVisits() {
    const a = { visitor: 'hash-a', visit: 'a'.repeat(32), userAgent: IPHONE, address: '8.8.8.8' };
    await writeHits(suite.db, [
      hit({
        ...a,
        at: base,
        path: '/',
        begins: true,
        referrer: 'https://www.google.com/',
        query: '?utm_campaign=spring&utm_source=google',
      }),
      hit({ ...a, at: base + 60_000, path: '/about' }),
      hit({
        visitor: 'hash-b',
        at: base + 90_000,
        path: '/shop',
        begins: true,
        referrer: 'https://facebook.com/post',
      }),
    ]);
    await writeHits(suite.db, [hit({ ...a, at: base + 180_000, path: '/shop' })]);
  }

  const table = (report: AnalyticsReport, id: string) =>
    report.tables.find((t) => t.id === id)?.rows.map((row) => [row.value, ...row.counts]);
  /** Rows of equal counts, whose order the engines' collations decide, by value in code-point order */
  const tied = (report: AnalyticsReport, id: string) =>
    table(report, id)?.sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));

  it('counts visitors, pageviews, visits, bounce rate and duration, with the breakdowns enriched at ingest', async () => {
    await writeTwoVisits();
    const report = await analyticsReport(suite.db, website.id, { period: '7d' }, now);
    expect(report.totals.current).toEqual({
      visitors: 2,
      pageviews: 4,
      visits: 2,
      bounceRate: 0.5,
      // A: 180 s from its first page to its last; B: none
      visitDurationSeconds: 90,
    });
    expect(report.trend).toHaveLength(7);
    expect(report.trend.find((point) => point.bucket === censusDay(base))).toEqual({
      bucket: censusDay(base),
      visitors: 2,
      pageviews: 4,
      visits: 2,
    });
    expect(table(report, 'pages')).toEqual([
      ['/shop', 2],
      ['/', 1],
      ['/about', 1],
    ]);
    expect(tied(report, 'entry-pages')).toEqual([
      ['/', 1],
      ['/shop', 1],
    ]);
    // A's exit moved from / to /about to /shop as its pages came
    expect(table(report, 'exit-pages')).toEqual([['/shop', 2]]);
    expect(tied(report, 'sources')).toEqual([
      ['Search', 1, 1],
      ['Social', 1, 1],
    ]);
    expect(tied(report, 'referrers')).toEqual([
      ['facebook.com', 1, 1],
      ['google.com', 1, 1],
    ]);
    expect(table(report, 'utm-campaigns')).toEqual([['spring', 1, 1]]);
    expect(table(report, 'utm-sources')).toEqual([['google', 1, 1]]);
    expect(tied(report, 'devices')).toEqual([
      ['desktop', 1, 1],
      ['mobile', 1, 1],
    ]);
    expect(tied(report, 'browsers')).toEqual([
      ['Firefox', 1, 1],
      ['Safari', 1, 1],
    ]);
    expect(tied(report, 'systems')).toEqual([
      ['Windows', 1, 1],
      ['iOS', 1, 1],
    ]);
    expect(tied(report, 'countries')).toEqual([
      ['GB', 1, 1],
      ['US', 1, 1],
    ]);
    // The same from the monthly roll-up: the whole month of those visits, and a range of edge days
    // and whole months together.
    const [year, month] = censusDay(base).split('-').map(Number) as [number, number];
    const monthEnd = censusDay(Date.UTC(year, month, 0));
    const monthStart = `${censusDay(base).slice(0, 7)}-01`;
    for (const custom of [
      { from: monthStart, to: monthEnd },
      { from: censusDay(Date.parse(`${monthStart}T00:00:00Z`) - 10 * DAY), to: monthEnd },
      { from: censusDay(Date.parse(`${monthStart}T00:00:00Z`) - 40 * DAY), to: censusDay(base) },
    ]) {
      const monthly = await analyticsReport(suite.db, website.id, { period: 'custom', ...custom }, now);
      for (const id of ['pages', 'exit-pages', 'utm-campaigns'])
        expect(table(monthly, id), `${id} ${custom.from}…${custom.to}`).toEqual(table(report, id));
      expect(tied(monthly, 'countries')).toEqual([
        ['GB', 1, 1],
        ['US', 1, 1],
      ]);
    }
    // No address is stored: the country is all that is left of it.
    const stored = JSON.stringify(await suite.db.selectFrom('census_hits').selectAll().execute());
    expect(stored).not.toContain('8.8.8.8');
    expect(stored).not.toContain('81.2.69.160');
  });

  it('compares with the period before, and a cookieless visitor’s new visit replaces their last', async () => {
    await writeTwoVisits();
    // Eight days back: in the 7 days before the last 7
    const earlier = base - 7 * DAY;
    await writeHits(suite.db, [
      hit({ visitor: 'hash-c', at: earlier, path: '/', begins: true }),
      hit({ visitor: 'hash-c', at: earlier + 30_000, path: '/about', referrer: `http://${DEMO_HOST}/` }),
      hit({
        visitor: 'hash-c',
        at: earlier + 40 * 60_000,
        path: '/',
        begins: true,
        referrer: 'https://example.org/',
      }),
    ]);
    const report = await analyticsReport(suite.db, website.id, { period: '7d' }, now);
    expect(report.totals.previous).toEqual({
      visitors: 1,
      pageviews: 3,
      visits: 2,
      bounceRate: 0.5,
      visitDurationSeconds: 15,
    });
    expect(report.range.previousTo).toBe(censusDay(Date.parse(`${report.range.from}T00:00:00Z`) - DAY));
  });

  it('shows today by hour from the raw hits, and 12 months by month', async () => {
    await writeHits(suite.db, [hit({ visitor: 'now', at: now, path: '/', begins: true })]);
    const today = await analyticsReport(suite.db, website.id, { period: 'today' }, now);
    expect(today.trend).toHaveLength(24);
    const hour = new Date(now).toISOString().slice(0, 13);
    expect(today.trend.filter((point) => point.pageviews > 0)).toEqual([
      { bucket: hour, visitors: 1, pageviews: 1, visits: 1 },
    ]);
    const year = await analyticsReport(suite.db, website.id, { period: '12mo' }, now);
    expect(year.range.bucket).toBe('month');
    expect(year.trend.map((point) => point.bucket)).toHaveLength(12);
    expect(year.trend.at(-1)).toMatchObject({ bucket: hour.slice(0, 7), pageviews: 1 });
  });

  it('counts button clicks, form submissions and orders as conversions', async () => {
    await writeEvents(suite.db, [
      {
        website_id: website.id,
        id: newId(),
        created_at: base,
        day: censusDay(base),
        kind: 'button-click',
        subject_id: 'b1',
        page_path: '/',
        visitor_hash: 'hash-a',
        payload: '{}',
      },
    ]);
    const report = await analyticsReport(suite.db, website.id, { period: '7d' }, now);
    const clicks = report.conversions.find((row) => row.id === 'button-clicks');
    expect(clicks).toMatchObject({ label: 'Button clicks', count: 1, previous: 0 });
    expect(report.conversions.map((row) => row.id)).toEqual([
      'form-submissions',
      'newsletter-sign-ups',
      'button-clicks',
      'add-to-cart',
      'orders',
    ]);
  });

  it('exports each table as CSV, every cell escaped and formulas made inert', async () => {
    await writeHits(suite.db, [
      hit({ visitor: 'x', at: base, path: '/a,"b"', begins: true, query: 'utm_campaign=%3DHYPERLINK(1)' }),
    ]);
    const pages = await analyticsCsv(suite.db, website.id, 'pages', { period: '7d' }, now);
    expect(pages.csv).toBe('Page,Pageviews\r\n"/a,""b""",1\r\n');
    const campaigns = await analyticsCsv(suite.db, website.id, 'utm-campaigns', { period: '7d' }, now);
    expect(campaigns.csv).toBe("UTM campaign,Visitors,Visits\r\n'=HYPERLINK(1),1,1\r\n");
    const trend = await analyticsCsv(suite.db, website.id, 'trend', { period: '7d' }, now);
    expect(trend.csv.split('\r\n')[0]).toBe('Day,Visitors,Pageviews,Visits');
    expect(trend.csv.split('\r\n')).toHaveLength(7 + 2);

    const response = await owner().request('GET', '/api/config/analytics/csv/pages?period=7d');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="analytics-pages-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe(pages.csv);
  });

  /** Real-user metrics of two pages two days ago, and one of a page outside the last 7 days */
  async function writePageSpeed() {
    const metric = (at: number, path: string, name: string, value: number) =>
      metricRow({
        website_id: website.id,
        id: newId(),
        created_at: at,
        day: censusDay(at),
        page_path: path,
        name,
        value,
      });
    await writePerformanceRows(suite.db, [
      // p75 by nearest rank of four: the third
      ...[5000, 1000, 3000.4, 2000].map((value) => metric(base, '/shop', 'LCP', value)),
      metric(base, '/shop', 'CLS', 0.05123),
      metric(base, '/', 'TTFB', 2000),
      metric(base - 20 * DAY, '/old', 'LCP', 900),
    ]);
  }

  it('gives each page’s Core Web Vitals, the most measured first, and kept past the raw records’ trim', async () => {
    await writePageSpeed();
    const week = await analyticsReport(suite.db, website.id, { period: '7d' }, now);
    expect(week.webVitals).toEqual({
      pages: [
        {
          path: '/shop',
          metrics: {
            LCP: {
              p75: bucketValue('LCP', webVitalBucket('LCP', 3000.4)),
              samples: 4,
              rating: 'needs-improvement',
            },
            CLS: { p75: bucketValue('CLS', webVitalBucket('CLS', 0.05123)), samples: 1, rating: 'good' },
          },
        },
        {
          path: '/',
          metrics: {
            TTFB: { p75: bucketValue('TTFB', webVitalBucket('TTFB', 2000)), samples: 1, rating: 'poor' },
          },
        },
      ],
    });
    const year = await analyticsReport(suite.db, website.id, { period: '12mo' }, now);
    expect(year.webVitals.pages.map((page) => page.path)).toEqual(['/shop', '/', '/old']);
    // The histograms outlive the raw records' trim (CENSUS_HIT_RETENTION_DAYS): the year still has them.
    await trimOldRows(suite.db, now + 60 * DAY);
    expect(await suite.db.selectFrom('census_performance').selectAll().execute()).toEqual([]);
    expect((await analyticsReport(suite.db, website.id, { period: '12mo' }, now)).webVitals).toEqual(
      year.webVitals,
    );
    const today = await analyticsReport(suite.db, website.id, { period: 'today' }, now);
    expect(today.webVitals.pages).toEqual([]);

    const answer = await owner().request('GET', '/api/config/analytics?period=7d');
    expect(answer.json().webVitals).toEqual(week.webVitals);
  });

  it('exports the Core Web Vitals as CSV: p75 in whole ms (CLS to three places; each bucket’s value), rating in words, samples', async () => {
    await writePageSpeed();
    const { filename, csv } = await analyticsCsv(suite.db, website.id, 'web-vitals', { period: '7d' }, now);
    expect(filename).toMatch(/^analytics-web-vitals-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')).toEqual([
      'Page,LCP p75 (ms),LCP rating,LCP samples,INP p75 (ms),INP rating,INP samples,CLS p75,CLS rating,CLS samples,FCP p75 (ms),FCP rating,FCP samples,TTFB p75 (ms),TTFB rating,TTFB samples',
      '/,,,,,,,,,,,,,1925,Poor,1',
      '/shop,3135,Needs improvement,4,,,,0.052,Good,1,,,,,,',
      '',
    ]);
    const response = await owner().request('GET', '/api/config/analytics/csv/web-vitals?period=7d');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(csv);
  });

  it('refuses a custom range that is not two dates in order, with words', async () => {
    const ask = (query: string) => owner().request('GET', `/api/config/analytics?${query}`);
    const reversed = await ask('period=custom&from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('The to date is on or after the from date.');
    expect((await ask('period=custom&from=2026-03-01')).statusCode).toBe(400);
    expect((await ask('period=custom&from=2020-01-01&to=2026-01-01')).body).toContain('at most 800 days');
    expect((await ask('period=week')).statusCode).toBe(400);
    const custom = await ask('period=custom&from=2026-03-01&to=2026-03-03');
    expect(custom.statusCode).toBe(200);
    expect(custom.json().trend.map((point: { bucket: string }) => point.bucket)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('is read by admins and the reporting role, and refused to a contributor without it', async () => {
    const member = async (role: SiteUserRole, name: string) => {
      const email = `${name}-${engine}@example.com`;
      const account = await createAccount(suite.db, { email, password: ADMIN_PASSWORD, displayName: name });
      await insertMember(suite.db, website.id, account.id, role);
      const client = suite.client(DEMO_HOST);
      expect((await client.signIn(email)).statusCode).toBe(200);
      return client;
    };
    await writeTwoVisits();
    const reporter = await member(SiteUserRole.reporting, 'reporter');
    const report = await reporter.request('GET', '/api/config/analytics?period=7d');
    expect(report.statusCode).toBe(200);
    expect(report.json().totals.current.visits).toBe(2);
    expect((await reporter.request('GET', '/api/config/analytics/csv/countries')).statusCode).toBe(200);

    const editor = await member(SiteUserRole.editor, 'editor');
    expect((await editor.request('GET', '/api/config/analytics')).statusCode).toBe(403);
    expect((await editor.request('GET', '/api/config/analytics/csv/pages')).statusCode).toBe(403);
    expect((await suite.client(DEMO_HOST).request('GET', '/api/config/analytics')).statusCode).toBe(401);
  });
});
