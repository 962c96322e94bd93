// The static gallery designs in Chromium, on a server of this file's own: the demo's Gallery designs
// page holds grid, autocolumns, autorows and list gallery blocks of the same six pictures. Each is
// drawn from its settings (grid 4 a row with 20 px between; autocolumns by core's column count;
// autorows in rows of one height filling the width; list pictures 40% wide with captions beside),
// opens the lightbox from its pictures with axe finding nothing, and nothing shifts as it loads. The
// config area sets the gallery page's design and lightbox theme, and the page follows.

import type { Browser, Locator, Page } from '@playwright/test';
import { autocolumnsColumnCount } from '@tessera/core';
import { axeViolations } from '../support/axe.ts';
import { collectErrors, expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { layoutShift, trackLayoutShift } from '../support/owner-calls.ts';

const server = useOwnServer();

async function designsPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.demoUrl,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await trackLayoutShift(page);
  await page.goto('/gallery-designs');
  await expect(page.locator('[data-island="lightbox"][data-hydrated]')).toHaveCount(4);
  return page;
}

const gallery = (page: Page, design: string) => page.locator(`.gallery[data-design="${design}"]`);
const slideBoxes = (root: Locator) =>
  root.locator('.gallery-slides > li img').evaluateAll((images) =>
    images.map((image) => {
      const { x, y, width, height } = image.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

test('each design is drawn from its settings, and nothing shifts while the pictures load', async ({
  browser,
}) => {
  const page = await designsPage(browser);
  const errors = collectErrors(page);

  const grid = gallery(page, 'grid').locator('.gallery-slides');
  const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);
  await expect(grid).toHaveCSS('column-gap', '20px');
  for (const box of await slideBoxes(gallery(page, 'grid')))
    expect(Math.round(box.width)).toBe(Math.round(box.height));

  const autocolumns = gallery(page, 'autocolumns');
  const width = await autocolumns.evaluate((root) => root.clientWidth);
  await expect(autocolumns.locator('.gallery-slides')).toHaveCSS(
    'column-count',
    String(autocolumnsColumnCount(width, 250, 12, 'ceil')),
  );

  // Justified rows: the first row's pictures share one height near 200 px and fill the width.
  const rows = await slideBoxes(gallery(page, 'autorows'));
  const top = Math.min(...rows.map((box) => box.y));
  const firstRow = rows.filter((box) => Math.abs(box.y - top) < 1);
  const rowHeight = Math.max(...firstRow.map((box) => box.height));
  expect(firstRow.length).toBeGreaterThan(1);
  for (const box of firstRow) expect(Math.abs(box.height - rowHeight)).toBeLessThan(1);
  expect(rowHeight).toBeGreaterThanOrEqual(200);
  const autorowsWidth = await gallery(page, 'autorows').evaluate((root) => root.clientWidth);
  const rowRight = Math.max(...firstRow.map((box) => box.x + box.width));
  const rowLeft = Math.min(...firstRow.map((box) => box.x));
  expect(Math.abs(rowRight - rowLeft - autorowsWidth)).toBeLessThan(2);

  const list = gallery(page, 'list');
  const figure = list.locator('figure').first();
  const [picture, caption, row] = await Promise.all([
    boxOf(figure.locator('img')),
    boxOf(figure.locator('figcaption')),
    boxOf(figure),
  ]);
  expect(Math.abs(picture.width / row.width - 0.4)).toBeLessThan(0.01);
  expect(caption.x).toBeGreaterThan(picture.x + picture.width);
  await expect(figure.locator('figcaption')).toHaveText('Fern mugs');

  // Every picture scrolled into view and loaded, then the page's layout shifts are summed.
  for (const image of await page.locator('.gallery img').all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.gallery img')].every((img) => (img as HTMLImageElement).complete),
  );
  expect(await layoutShift(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('the lightbox opens from every design, axe finding nothing with it open', async ({ browser }) => {
  const page = await designsPage(browser);
  for (const [design, label, theme] of [
    ['grid', 'Grid', 'dark'],
    ['autocolumns', 'Auto columns', 'dark'],
    ['autorows', 'Auto rows', 'dark'],
    ['list', 'List', 'light'],
  ] as const) {
    const link = gallery(page, design).getByRole('link', { name: 'Plum vase' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(new RegExp(`lightbox-${theme}`));
    await expect(dialog.locator('.lightbox-content')).toHaveCSS('opacity', '1');
    await expect(dialog.locator('.lightbox-counter')).toHaveText('3 of 6');
    expect(await axeViolations(page), design).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  }
});

test('the config area sets the gallery page’s design and lightbox theme; axe finds nothing there', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.demoUrl });
  const page = await context.newPage();
  await signInAtConfig(page, server.owner);
  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  await panel.getByRole('button', { name: 'Settings for Gallery', exact: true }).click();
  const form = panel.getByRole('form', { name: 'Gallery settings' });
  await expect(form.getByLabel('Design')).toHaveValue('grid');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByLabel('Design').selectOption('autorows');
  await form.getByRole('radio', { name: 'Light' }).check();
  await form.getByRole('button', { name: 'Save gallery settings' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Saved/);

  const visitor = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await visitor.goto('/gallery');
  const gallery = visitor.locator('.gallery[data-design="autorows"][data-hydrated]');
  await expect(gallery).toHaveAttribute('data-lightbox-theme', 'light');
  await gallery.getByRole('link', { name: 'Oat bowls' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Gallery' })).toHaveClass(/lightbox-light/);
});
