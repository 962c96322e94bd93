// The census dashboard in Chromium, on a server of this file's own: a visitor's page view is counted
// once and shows in Analytics (the buffer writes every half second), beside the demo's four weeks of
// generated visits; the trend's table view; a table's CSV downloads; the demo's page speed in the Core
// Web Vitals table and its split test's variants side by side; axe finds nothing.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { collectErrors, expect, openConfigScreen, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const HIT = '/api/census/RecordHit';

const server = useOwnServer();

const analyticsPanel = (page: Page) => page.getByRole('complementary', { name: 'Analytics panel' });

test('a visit is counted once and shows in Analytics, with a table view, CSV and no axe violation', async ({
  browser,
}) => {
  // Six ranges, two views and a CSV: more than the default 30 s on a busy machine.
  test.slow();
  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  const visitorPage = await visitor.newPage();
  const hits: number[] = [];
  visitorPage.on('response', (response) => {
    if (new URL(response.url()).pathname === HIT) hits.push(response.status());
  });
  await visitorPage.goto('/about?utm_source=e2e&utm_campaign=e2e-launch');
  await expect.poll(() => hits).toEqual([204]);
  await visitor.close();

  const owner = await browser.newContext({ baseURL: server.demoUrl, acceptDownloads: true });
  const page = await owner.newPage();
  const errors = collectErrors(page);
  await signInAtConfig(page, server.owner);
  await openConfigScreen(page, 'Analytics');
  const panel = analyticsPanel(page);
  await expect(panel.getByRole('heading', { name: 'Analytics' })).toBeFocused();
  // The last 30 days first: the demo's generated weeks.
  const totals = panel.getByRole('list', { name: 'Totals' });
  await expect(totals.getByRole('listitem').first()).toContainText('Visitors');
  await expect(panel.locator('.analytics-chart canvas').first()).toBeVisible();
  // The demo's week of page speed: a row a page, each figure with its unit and its rating in words.
  const vitals = panel.getByRole('table', { name: 'Core Web Vitals per page, 75th percentile' });
  // (The visit above may add /about, if its page load's records went as the visitor left.)
  const home = vitals.getByRole('row', { name: /^\/ / });
  await expect(home.getByRole('cell').first()).toHaveText(/^[\d,]+ msGood$/);
  await expect(home.getByRole('cell').last()).toHaveText('14');
  const slowest = vitals.getByRole('row', { name: /^\/shop\/serving-bowl / });
  await expect(slowest.getByRole('cell').first()).toHaveText(/^[\d,]+ msPoor$/);
  await expect(slowest.getByRole('cell').nth(2)).toHaveText(/^0\.\d+Poor$/);
  await expect(vitals).toContainText('Needs improvement');
  // The demo's split test, its variants side by side with their figures.
  const splitTest = panel.getByRole('table', { name: /Home page quote/ });
  await expect(splitTest.getByRole('row', { name: /A \(original\)/ })).toBeVisible();
  await expect(splitTest.getByRole('row', { name: /B \(copy\)/ })).toContainText('%');
  expect(await axeViolations(page), 'the dashboard, 30 days').toEqual([]);
  // A year reads the same histograms: the demo's page speed is there, with no note of a limit.
  await panel.getByLabel('12 months').check();
  const yearVitals = panel.getByRole('region', { name: 'Core Web Vitals', exact: true });
  await expect(yearVitals.getByRole('row', { name: /^\/shop\/serving-bowl / })).toContainText('Poor');
  await expect(yearVitals).not.toContainText('Page speed is kept');

  // Today: only the visit above (the owner's own pages are not counted), once. The buffer writes
  // every half second: ask again until it is there.
  await expect
    .poll(
      async () => {
        await panel.getByLabel('7 days').check();
        await panel.getByLabel('Today').check();
        return (await totals.getByRole('listitem').nth(1).textContent()) ?? '';
      },
      { timeout: 10_000 },
    )
    .toContain('Pageviews1');
  await expect(totals.getByRole('listitem').first()).toContainText('Visitors1');
  await expect(totals.getByRole('listitem').nth(2)).toContainText('Visits1');
  const campaigns = panel.getByRole('table', { name: 'Campaigns' });
  await expect(campaigns.getByRole('row', { name: /e2e-launch/ })).toContainText('11');
  await expect(
    panel.getByRole('table', { name: 'Top pages' }).getByRole('row', { name: /\/about/ }),
  ).toContainText('1');

  // The chart's figures as a table: the hour of the visit holds it.
  await panel.getByRole('button', { name: 'Show as table' }).click();
  await expect(panel.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
  const trend = panel.getByRole('table', { name: 'Visitors, pageviews and visits by hour (UTC)' });
  await expect(trend.getByRole('row')).toHaveCount(25);
  const hour = `${new Date().toISOString().slice(11, 13)}:00 UTC`;
  await expect(trend.getByRole('row', { name: new RegExp(hour) })).toContainText('111');
  expect(await axeViolations(page), 'the dashboard, today, as tables').toEqual([]);

  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export CSV of Campaigns' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^analytics-utm-campaigns-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
  );
  expect(readFileSync(await file.path(), 'utf8')).toBe('UTM campaign,Visitors,Visits\r\ne2e-launch,1,1\r\n');
  expect(errors).toEqual([]);
  await owner.close();
});
