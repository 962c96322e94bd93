// The visitor census in Chromium, on a server of this file's own (its database is read here to see
// what was counted): a visit counted once, with no tracking cookie under the demo's restrictive
// policy until the visitor accepts, then ss_cvr (2 years) and ss_cvt (30 minutes); nothing sent or
// counted for a signed-in owner, a not-found page, the lock screen or /search.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { collectErrors, expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const HIT = '/api/census/RecordHit';
const DAY_S = 24 * 60 * 60;

const server = useOwnServer();

test.describe.configure({ mode: 'serial' });

/** Page views counted per path so far (a hit is committed before its request is answered). */
function counted(): Record<string, number> {
  const db = new Database(join(server.dataDir, 'tessera.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT path, SUM(pageviews) AS n FROM census_daily GROUP BY path').all() as {
      path: string;
      n: number;
    }[];
    return Object.fromEntries(rows.map((r) => [r.path, r.n]));
  } finally {
    db.close();
  }
}

/** The RecordHit requests the page sends, with their answers. */
function hitsOf(page: Page): { statuses: number[] } {
  const seen = { statuses: [] as number[] };
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === HIT) seen.statuses.push(response.status());
  });
  return seen;
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.demoUrl });
  return { context, page: await context.newPage() };
}

test('a visit is counted once, without tracking cookies until the visitor accepts', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  const errors = collectErrors(page);
  const hits = hitsOf(page);
  await page.goto('/about');
  await expect.poll(() => hits.statuses).toEqual([204]);
  // The runtime initialised again (as the editor frame does) sends no second hit.
  await page.evaluate(() => {
    window.__tessera?.destroy();
    window.__tessera?.initialize();
  });
  await page.waitForTimeout(300);
  expect(hits.statuses).toEqual([204]);
  await expect.poll(counted).toMatchObject({ '/about': 1 });
  // The demo's restrictive policy: no tracking cookie before an accept.
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ss_cvr');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ss_cvt');

  // The banner's island hydrated again after the second initialise: clicked before that, the button
  // posts its plain form, and the page it answers with is a second page view (as it is for a visitor).
  await expect(page.locator('[data-cookie-banner][data-hydrated]')).toBeVisible();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'ss_consent')?.value)
    .toBe('2.accepted');
  const next = hitsOf(page);
  await page.goto('/journal');
  await expect.poll(() => next.statuses).toEqual([204]);
  const cookies = await context.cookies();
  const cvr = cookies.find((c) => c.name === 'ss_cvr');
  const cvt = cookies.find((c) => c.name === 'ss_cvt');
  expect(cvr?.value).toMatch(/^[0-9a-f]{32}$/);
  expect(cvt?.value).toMatch(/^[0-9a-f]{32}$/);
  expect(cvr?.httpOnly).toBe(true);
  const now = Date.now() / 1000;
  // The server asks for 2 years (record-hit.test.ts); Chromium keeps no cookie longer than 400 days.
  expect((cvr?.expires ?? 0) - now).toBeGreaterThan(Math.min(2 * 365, 400) * DAY_S - 120);
  expect((cvt?.expires ?? 0) - now).toBeGreaterThan(30 * 60 - 120);
  expect((cvt?.expires ?? 0) - now).toBeLessThanOrEqual(30 * 60 + 1);
  await expect.poll(counted).toMatchObject({ '/about': 1, '/journal': 1 });
  expect(errors).toEqual([]);
  await context.close();
});

test('nothing is sent or counted on a not-found page, the lock screen or /search', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  const hits = hitsOf(page);
  for (const path of ['/no-such-page', '/wholesale', '/search?q=tea']) {
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => typeof window.__tessera?.initialize)).toBe('function');
  }
  await page.waitForTimeout(700);
  expect(hits.statuses).toEqual([]);
  const paths = Object.keys(counted());
  for (const path of ['/no-such-page', '/wholesale', '/search']) expect(paths).not.toContain(path);
  await context.close();
});

test('a signed-in owner is not counted', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await signInAtConfig(page, server.owner);
  const before = counted()['/shop'] ?? 0;
  const hits = hitsOf(page);
  // noredirect: the owner stays on the public page rather than seeing it in the config area's frame.
  await page.goto('/shop?noredirect=1');
  await expect.poll(() => page.evaluate(() => typeof window.__tessera?.initialize)).toBe('function');
  await page.waitForTimeout(700);
  expect(hits.statuses).toEqual([]);
  expect(counted()['/shop'] ?? 0).toBe(before);
  await context.close();
});
