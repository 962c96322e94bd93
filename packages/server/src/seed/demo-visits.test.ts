// The demo's generated visits: a new owner opens Analytics to four weeks of a believable site.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { analyticsReport } from '../census/dashboard/service.ts';

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
});
