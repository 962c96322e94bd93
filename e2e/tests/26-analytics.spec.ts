// The census's other calls and the analytics calls in Chromium, on a server of this file's own with
// the demo's popup on (its database is read here to see what was kept): a button shown and clicked,
// the popup's shown and closed events and the visit's landing (Track) arrive and are counted; under
// the demo's restrictive policy no analytics id is kept until the visitor accepts, then an add to cart
// sends an analytics event with it (a cookie of 390 days and local storage); a bot is not counted.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { collectErrors, expect, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const DAY_S = 24 * 60 * 60;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const server = useOwnServer({}, { demoPopup: true });
/** The demo's split test comes with weeks of generated button clicks: they are not this file's. */
let seeded = new Set<string>();

test.beforeAll(() => {
  seeded = new Set(read<{ id: string }>('SELECT id FROM census_events').map((row) => row.id));
});

test.describe.configure({ mode: 'serial' });

interface EventRow {
  id: string;
  kind: string;
  subject_id: string;
  page_path: string;
  payload: string;
}

/** What the census kept so far (the server writes its buffers every half second). */
function read<T>(sql: string): T[] {
  const db = new Database(join(server.dataDir, 'tessera.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}
const events = () =>
  read<EventRow>(
    'SELECT id, kind, subject_id, page_path, payload FROM census_events ORDER BY created_at',
  ).filter((row) => !seeded.has(row.id));
const kinds = async () => (await events()).map((e) => `${e.kind} ${e.page_path}`);

/** The census and analytics calls the page makes, as "path status". */
function callsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/api\/(census|track|v1|events\/RecordEvent)/.test(path)) seen.push(`${path} ${response.status()}`);
  });
  return seen;
}

async function visitor(browser: Browser, userAgent?: string) {
  const context = await browser.newContext({ baseURL: server.demoUrl, ...(userAgent ? { userAgent } : {}) });
  return { context, page: await context.newPage() };
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Studio news, now and then' });

test("a button shown and clicked, the popup's events and the landing arrive; no analytics id kept", async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  const errors = collectErrors(page);
  const calls = callsOf(page);
  await page.goto('/?utm_source=newsletter&utm_campaign=spring');
  await expect(popup(page)).toBeVisible();
  await expect.poll(() => calls).toContain('/api/census/overlay 204');
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  await expect.poll(() => calls.filter((c) => c === '/api/census/overlay 204')).toHaveLength(2);
  expect(calls).toContain('/api/track/Track 200');
  expect(calls).toContain('/api/census/button-render 204');

  await page.getByRole('link', { name: 'Visit the shop' }).click();
  await page.waitForURL('**/shop');
  await expect
    .poll(kinds)
    .toEqual(expect.arrayContaining(['landing /', 'button-render /', 'overlay /', 'button-click /']));
  const rows = await events();
  const overlay = rows.filter((r) => r.kind === 'overlay').map((r) => JSON.parse(r.payload).event);
  expect(overlay.sort()).toEqual(['closed', 'shown']);
  const click = rows.find((r) => r.kind === 'button-click');
  expect(JSON.parse(click?.payload ?? '{}')).toMatchObject({
    buttonText: 'Visit the shop',
    newWindow: false,
  });
  expect(click?.subject_id).toMatch(/\S/);
  const landing = rows.find((r) => r.kind === 'landing');
  expect(landing?.subject_id).toBe('spring');
  expect(JSON.parse(landing?.payload ?? '{}')).toMatchObject({ source: 'newsletter', landingPath: '/' });
  // The next page of the visit is no landing: one Track a visit.
  expect(rows.filter((r) => r.kind === 'landing')).toHaveLength(1);

  // The demo's restrictive policy, before an accept: no analytics id, no session kept.
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ss_analytics_id');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('analyticsId'),
      sessionStorage.getItem('tessera:session'),
    ]),
  ).toEqual([null, null]);
  expect(errors).toEqual([]);
  await context.close();
});

test('after an accept, an add to cart sends an analytics event with the analytics id (390 days)', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  const calls = callsOf(page);
  await page.goto('/shop/glaze-recipe-book');
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'ss_consent')?.value)
    .toBe('2.accepted');
  await page.reload();
  const form = page.locator('form[data-island="product"]');
  await expect(form).toHaveAttribute('data-hydrated', '');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => calls).toContain('/api/v1/events 202');

  const id = (await context.cookies()).find((c) => c.name === 'ss_analytics_id');
  expect(id?.value).toMatch(/^[0-9a-f]{32}$/);
  // Chromium keeps no cookie longer than 400 days; 390 is within it.
  expect((id?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(390 * DAY_S - 120);
  expect(await page.evaluate(() => localStorage.getItem('analyticsId'))).toBe(id?.value);
  await expect.poll(async () => (await events()).filter((r) => r.kind === 'analytics')).toHaveLength(1);
  const row = (await events()).find((r) => r.kind === 'analytics');
  expect(row?.subject_id).toBe('add_to_cart');
  expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({
    analyticsId: id?.value,
    commonData: { action: 'add_to_cart', object_type: 'product', page_path: '/shop/glaze-recipe-book' },
    customData: { quantity: 1, firstSession: true },
  });
  await context.close();
});

test('a bot is not counted', async ({ browser }) => {
  const pageViews = () =>
    read<{ n: number }>("SELECT COUNT(*) AS n FROM census_hits WHERE path = '/journal'")[0]?.n ?? 0;
  const before = { views: pageViews(), events: (await events()).length };
  const { context, page } = await visitor(browser, BOT);
  const calls = callsOf(page);
  await page.goto('/journal');
  await expect.poll(() => calls).toContain('/api/census/RecordHit 204');
  await page.waitForTimeout(1200);
  expect(pageViews()).toBe(before.views);
  expect((await events()).length).toBe(before.events);
  await context.close();

  // A person's browser on the same page is counted.
  const person = await visitor(browser);
  await person.page.goto('/journal');
  await expect.poll(pageViews).toBe(before.views + 1);
  await person.context.close();
});
