// The static gallery designs in Chromium, on a server of this file's own: the demo's Gallery designs
// page holds grid, autocolumns, autorows and list gallery blocks of the same six pictures. Each is
// drawn from its settings (grid 4 a row with 20 px between; autocolumns by core's column count;
// autorows in rows of one height filling the width; list pictures 40% wide with captions beside),
// opens the lightbox from its pictures with axe finding nothing, and nothing shifts as it loads. The
// config area sets the gallery page’s design and lightbox theme, and the page follows; set to autogrid
// and to base the page draws each from its settings, and the carousel of the moving designs’ page
// opens the lightbox too, axe finding nothing with it open on any of them.

import type { Browser, Locator, Page } from '@playwright/test';
import { autocolumnsColumnCount } from '@tessera/core';
import { axeViolations } from '../support/axe.ts';
import { collectErrors, expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { layoutShift, shiftedNodes, trackLayoutShift } from '../support/owner-calls.ts';

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
  expect(await layoutShift(page), `moved: ${await shiftedNodes(page)}`).toBe(0);
  expect(errors).toEqual([]);
});

/**
 * Opens the lightbox from `link`, checks it (`check`) and runs axe with it open, closes it by
 * Escape; focus comes back to the link.
 */
async function lightboxPassesAxe(
  page: Page,
  link: Locator,
  label: string,
  what: string,
  check: (dialog: Locator) => Promise<void> = async () => {},
) {
  await link.click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog.locator('.lightbox-content')).toHaveCSS('opacity', '1');
  await check(dialog);
  expect(await axeViolations(page), what).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
}

test('the lightbox opens from every design, axe finding nothing with it open', async ({ browser }) => {
  const page = await designsPage(browser);
  for (const [design, label, theme] of [
    ['grid', 'Grid', 'dark'],
    ['autocolumns', 'Auto columns', 'dark'],
    ['autorows', 'Auto rows', 'dark'],
    ['list', 'List', 'light'],
  ] as const) {
    const link = gallery(page, design).getByRole('link', { name: 'Plum vase' });
    await lightboxPassesAxe(page, link, label, design, async (dialog) => {
      await expect(dialog).toHaveClass(new RegExp(`lightbox-${theme}`));
      await expect(dialog.locator('.lightbox-counter')).toHaveText('3 of 6');
    });
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

/** Sets the demo gallery page's design in its Settings screen, as the owner would. */
async function setGalleryDesign(page: Page, design: string) {
  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  const form = panel.getByRole('form', { name: 'Gallery settings' });
  if (!(await form.isVisible()))
    await panel.getByRole('button', { name: 'Settings for Gallery', exact: true }).click();
  await form.getByLabel('Design').selectOption(design);
  await form.getByRole('button', { name: 'Save gallery settings' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Saved/);
}

test('autogrid, base and the carousel are drawn from their settings and open the lightbox, axe finding nothing', async ({
  browser,
}) => {
  // Two saves, three visits and three axe runs.
  test.slow();
  const owner = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await signInAtConfig(owner, server.owner);
  const visitor = await (
    await browser.newContext({ baseURL: server.demoUrl, viewport: { width: 1280, height: 900 } })
  ).newPage();
  const errors = collectErrors(visitor);

  // autogrid: as many columns as fit, each at least the column width.
  await setGalleryDesign(owner, 'autogrid');
  await visitor.goto('/gallery');
  const autogrid = visitor.locator('.gallery[data-design="autogrid"][data-hydrated]');
  const track = autogrid.locator('.gallery-slides');
  const { columns, columnWidth, gap, width } = await track.evaluate((list) => {
    const style = getComputedStyle(list);
    return {
      columns: style.gridTemplateColumns.split(' ').map(Number.parseFloat),
      columnWidth: Number.parseFloat(style.getPropertyValue('--g-column')),
      gap: Number.parseFloat(style.columnGap) || 0,
      width: list.clientWidth,
    };
  });
  expect(columnWidth).toBeGreaterThan(0);
  expect(columns.length).toBe(Math.floor((width + gap) / (columnWidth + gap)));
  for (const column of columns) expect(column).toBeGreaterThanOrEqual(columnWidth);
  await lightboxPassesAxe(visitor, autogrid.getByRole('link', { name: 'Oat bowls' }), 'Gallery', 'autogrid');

  // base: one under another, each the gallery's whole width.
  await setGalleryDesign(owner, 'base');
  await visitor.goto('/gallery');
  const base = visitor.locator('.gallery[data-design="base"][data-hydrated]');
  const boxes = await slideBoxes(base);
  const baseWidth = await base.locator('.gallery-slides').evaluate((list) => list.clientWidth);
  expect(boxes.length).toBeGreaterThan(1);
  for (const [index, box] of boxes.entries()) {
    expect(Math.abs(box.width - baseWidth)).toBeLessThan(1);
    if (index > 0)
      expect(box.y).toBeGreaterThan((boxes[index - 1]?.y ?? 0) + (boxes[index - 1]?.height ?? 0) - 1);
  }
  await lightboxPassesAxe(visitor, base.getByRole('link', { name: 'Oat bowls' }), 'Gallery', 'base');

  // The carousel of the demo's moving designs, autoplay of its neighbour stopped so axe reads a still page.
  await visitor.goto('/gallery-slideshows?nomotion=true');
  const carousel = visitor.locator('.gallery-carousel[data-island="lightbox"][data-hydrated]');
  await expect(carousel).toHaveCount(1);
  // Two islands share the carousel's element and data-hydrated marks the first: the lightbox's code
  // is in once the network rests.
  await visitor.waitForLoadState('networkidle');
  await lightboxPassesAxe(
    visitor,
    carousel.getByRole('link', { name: 'Fern mugs' }),
    'Studio carousel',
    'carousel',
  );
  expect(errors).toEqual([]);
});
