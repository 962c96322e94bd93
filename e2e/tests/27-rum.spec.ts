// Real-user performance in Chromium, on a server of this file's own (its database is read here): a
// visitor's page load fetches the collector only after the load event, and when the visitor moves on
// its records arrive in census_performance: the collector's (performance/vitals.ts) LCP, FCP, TTFB,
// CLS (of a shift the page makes) and INP (of a slow click), its rum- user timing (not the page's other
// marks) and its images; a signed-in owner's page loads send none.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { collectErrors, expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const SETTINGS = '/api/1/performance/settings';

const server = useOwnServer();

test.describe.configure({ mode: 'serial' });

interface Row {
  kind: string;
  name: string;
  value: number | null;
  page_path: string;
  page_load_id: string;
  natural_width: number | null;
  rendered_width: number | null;
}

/** The records stored so far (the server writes its buffer every half second). */
function stored(): Row[] {
  const db = new Database(join(server.dataDir, 'tessera.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        'SELECT kind, name, value, page_path, page_load_id, natural_width, rendered_width FROM census_performance',
      )
      .all() as Row[];
  } finally {
    db.close();
  }
}

test("a visitor's page load sends its metrics, rum- timings and images when the visitor moves on", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.demoUrl });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // The page's own timings: one named rum-…, one not. After the load, a band put above the content
  // shifts it (no input near it, so CLS counts it), and a click keeps the page busy for 100 ms (an
  // interaction long enough for INP).
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      performance.mark('rum-e2e-ready');
      performance.mark('vendor-ready');
    });
    addEventListener('load', () =>
      setTimeout(() => {
        const band = document.createElement('div');
        band.id = 'e2e-band';
        band.style.height = '200px';
        document.body.prepend(band);
      }, 100),
    );
    addEventListener('click', () => {
      const until = performance.now() + 100;
      while (performance.now() < until);
    });
  });
  const settings = page.waitForResponse((response) => new URL(response.url()).pathname === SETTINGS);
  await page.goto('/gallery');
  expect((await settings).status()).toBe(200);
  // The collector's chunk (joined with the census's other calls) was asked for after the load
  // event, not before the first paint.
  const lazily = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => /\/after-load-[\w-]+\.js$/.test(entry.name));
    return chunk !== undefined && chunk.startTime >= navigation.loadEventStart;
  });
  expect(lazily).toBe(true);
  // Give the collector a moment to see the paints and the shift; click the band; then leave: the page
  // is hidden and its records go.
  await page.locator('#e2e-band').waitFor();
  await page.waitForTimeout(500);
  // By the mouse, not the locator: the popup may lie over the band, and any click is an interaction.
  await page.mouse.click(5, 100);
  await page.goto('/about');

  await expect
    .poll(
      () =>
        stored()
          .filter((row) => row.page_path === '/gallery')
          .map((row) => row.name),
      { timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB', 'CLS', 'INP', 'rum-e2e-ready']));
  const rows = stored().filter((row) => row.page_path === '/gallery');
  expect(rows.map((row) => row.name)).not.toContain('vendor-ready');
  expect(new Set(rows.map((row) => row.page_load_id)).size).toBe(1);
  for (const name of ['LCP', 'FCP', 'TTFB', 'CLS', 'INP']) {
    const metrics = rows.filter((row) => row.name === name);
    expect(metrics.length, name).toBe(1);
    expect(metrics[0]?.kind, name).toBe('metric');
    expect(metrics[0]?.value, name).toBeGreaterThan(0);
  }
  // The click's 100 ms of work is in its latency.
  expect(rows.find((row) => row.name === 'INP')?.value).toBeGreaterThanOrEqual(100);
  const images = rows.filter((row) => row.kind === 'image');
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image.name).toMatch(/^\//);
  // Images in view have loaded; one further down, lazily loaded, may not have yet (natural width 0).
  const loaded = images.filter((image) => (image.natural_width ?? 0) > 0 && (image.rendered_width ?? 0) > 0);
  expect(loaded.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("a signed-in owner's page loads send no records", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.demoUrl });
  const page = await context.newPage();
  await signInAtConfig(page, server.owner);
  const before = stored().length;
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/journal?noredirect=1');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  await page.goto('/about?noredirect=1');
  await page.waitForTimeout(1000);
  expect(asked).not.toContain(SETTINGS);
  expect(stored().length).toBe(before);
  await context.close();
});
