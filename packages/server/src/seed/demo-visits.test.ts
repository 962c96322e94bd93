// The demo's generated visits and page speed: a new owner opens Analytics to four weeks of a
// believable site, and a week of its pages' Core Web Vitals.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { analyticsReport } from '../census/dashboard/service.ts';
import { DEMO_PAGE_SPEED_DAYS, generatePageSpeed } from './demo-page-speed.ts';

describe.each(ENGINES)('The demo’s visits on %s', (engine) => {
  const suite = useTestApp(engine);

  it('fill the last 30 days up to yesterday, with sources, campaigns, countries, devices and clicks', async () => {
    const website = await demoWebsite(suite.db);
    const report = await analyticsReport(suite.db, website.id, { period: '30d' }, Date.now());
    const { current } = report.totals;
    expect(current.visits).toBeGreaterThan(28 * 30);
    expect(current.pageviews).toBeGreaterThan(current.visits);
    expect(current.bounceRate).toBeGreaterThan(0.3);
    expect(current.bounceRate).toBeLessThan(0.6);
    // Four weeks up to yesterday: today is left to real visits.
    expect(report.trend.filter((point) => point.visits > 0)).toHaveLength(28);
    expect(report.trend.at(-1)?.visits).toBe(0);
    const rows = (id: string) => report.tables.find((table) => table.id === id)?.rows ?? [];
    expect(rows('sources').map((row) => row.value)).toEqual(
      expect.arrayContaining(['Direct', 'Search', 'Social', 'Referral', 'Email']),
    );
    expect(rows('utm-campaigns').length).toBeGreaterThan(1);
    expect(rows('countries').length).toBeGreaterThan(5);
    expect(
      rows('devices')
        .map((row) => row.value)
        .sort(),
    ).toEqual(['desktop', 'mobile', 'tablet']);
    expect(report.conversions.find((row) => row.id === 'button-clicks')?.count).toBeGreaterThan(0);
  });

  it('fill the Core Web Vitals of the most read pages, each rating met, in a few hundred rows', async () => {
    const website = await demoWebsite(suite.db);
    const { webVitals } = await analyticsReport(suite.db, website.id, { period: '30d' }, Date.now());
    expect(webVitals.pages.map((page) => page.path).sort()).toEqual(
      ['/', '/journal', '/shop', '/shop/everyday-mug', '/shop/serving-bowl', '/workshops'].sort(),
    );
    const ratings = webVitals.pages.flatMap((page) =>
      Object.values(page.metrics).map((metric) => metric.rating),
    );
    expect(new Set(ratings)).toEqual(new Set(['good', 'needs-improvement', 'poor']));
    const home = webVitals.pages.find((page) => page.path === '/');
    expect(home?.metrics.LCP?.samples).toBe(DEMO_PAGE_SPEED_DAYS * 2);
    expect(home?.metrics.INP?.samples).toBeGreaterThan(0);
    // Up to yesterday: today is left to real visits.
    const today = await analyticsReport(suite.db, website.id, { period: 'today' }, Date.now());
    expect(today.webVitals.pages).toEqual([]);
    expect(generatePageSpeed(website.id, Date.now()).length).toBeLessThan(400);
  });
});
