// The gallery lightbox in Chromium, on a server of this file's own: the demo gallery's grid opens it
// by click and by keyboard at the chosen picture; it fades in (overlay 0.35 s at 0.95, content 0.6 s);
// arrow keys move, a burst of them only once (200 ms throttle); clicks on the image's halves move,
// its outer 2% does nothing, a click beside it closes; Tab stays inside; Escape closes, removes it and
// gives focus back to the picture that opened it; reduced motion drops the fades; axe finds nothing
// with it open. Without JavaScript each picture is a link to its image.
import type { Browser, Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { collectErrors, expect, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const server = useOwnServer();

async function galleryPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.demoUrl });
  const page = await context.newPage();
  await page.goto('/gallery');
  await expect(page.locator('[data-island="lightbox"][data-hydrated]')).toHaveCount(1);
  return page;
}

const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Gallery' });
const counter = (page: Page) => lightbox(page).locator('.lightbox-counter');

/** Waits for the fade-in to end, so what is checked is the open state, not a frame of the fade. */
async function expectOpen(page: Page): Promise<Locator> {
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.lightbox-overlay')).toHaveCSS('opacity', '0.95');
  await expect(dialog.locator('.lightbox-content')).toHaveCSS('opacity', '1');
  return dialog;
}

test('a click on a picture opens the lightbox there; it fades in and arrows move, throttled', async ({
  browser,
}) => {
  const page = await galleryPage(browser);
  const errors = collectErrors(page);
  await page.getByRole('link', { name: 'Oat bowls' }).click();
  const dialog = await expectOpen(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.locator('.lightbox-overlay')).toHaveCSS('transition-duration', '0.35s');
  await expect(dialog.locator('.lightbox-content')).toHaveCSS('transition-duration', '0.6s');
  await expect(dialog).toHaveClass(/lightbox-dark/);
  await expect(counter(page)).toHaveText('2 of 6');
  await expect(dialog.getByRole('img', { name: 'Sand-coloured dunes at midday' })).toBeVisible();
  await expect(dialog.getByRole('figure')).toContainText('Oat bowls');
  for (const name of ['Previous image', 'Next image', 'Close', 'Caption']) {
    await expect(dialog.getByRole('button', { name })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/gallery$/);

  // Each press 250 ms after the last: every one moves, and back from the first is the last.
  for (const [key, shown] of [
    ['ArrowRight', '3 of 6'],
    ['ArrowLeft', '2 of 6'],
    ['ArrowLeft', '1 of 6'],
    ['ArrowLeft', '6 of 6'],
  ]) {
    await page.waitForTimeout(250);
    await page.keyboard.press(key as string);
    await expect(counter(page)).toHaveText(shown as string);
  }
  // Three presses in one task, well within 200 ms of each other: one move.
  await page.waitForTimeout(250);
  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
  });
  await expect(counter(page)).toHaveText('1 of 6');
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('2 of 6');

  await dialog.getByRole('button', { name: 'Caption' }).click();
  await expect(dialog.locator('figcaption')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Caption' })).toHaveAttribute('aria-pressed', 'false');
  expect(errors).toEqual([]);
});

test('clicks on the image’s halves move, its outer 2% does nothing, a click beside it closes', async ({
  browser,
}) => {
  const page = await galleryPage(browser);
  await page.getByRole('link', { name: 'Plum vase' }).click();
  const dialog = await expectOpen(page);
  const image = dialog.locator('.lightbox-image');
  const box = await image.boundingBox();
  if (!box) throw new Error('the lightbox image has no box');
  const clickAt = (fraction: number) =>
    page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
  await expect(counter(page)).toHaveText('3 of 6');
  await clickAt(0.75);
  await expect(counter(page)).toHaveText('4 of 6');
  await clickAt(0.25);
  await expect(counter(page)).toHaveText('3 of 6');
  await clickAt(0.01);
  await clickAt(0.99);
  await expect(counter(page)).toHaveText('3 of 6');
  await expect(dialog).toBeVisible();

  // Beside the image, on the overlay's corner: closes, fading out, then it is gone.
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Plum vase' })).toBeFocused();
});

test('by keyboard: Enter opens, Tab stays inside, Escape closes and focus returns; axe finds nothing', async ({
  browser,
}) => {
  const page = await galleryPage(browser);
  const link = page.getByRole('link', { name: 'Test tiles' });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = await expectOpen(page);
  await expect(counter(page)).toHaveText('4 of 6');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((root) => root.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((root) => root.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  // The page's own Escape (to the config area) did not run.
  await expect(page).toHaveURL(/\/gallery$/);
});

test('the light theme passes axe too, and reduced motion drops the fades', async ({ browser }) => {
  const page = await galleryPage(browser);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page
    .locator('[data-island="lightbox"]')
    .evaluate((grid) => grid.setAttribute('data-lightbox-theme', 'light'));
  await page.getByRole('link', { name: 'Fern mugs' }).click();
  const dialog = await expectOpen(page);
  await expect(dialog).toHaveClass(/lightbox-light/);
  await expect(dialog.locator('.lightbox-overlay')).toHaveCSS('transition-duration', '0s');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Removed at once, with no fade to wait for.
  expect(await page.locator('.lightbox').count()).toBe(0);
});

test('without JavaScript each picture is a link to its image', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.demoUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/gallery');
  const href = await page.getByRole('link', { name: 'Kiln opening' }).getAttribute('href');
  expect(href).toMatch(/^\/s\/gallery-6\./);
  // Where the link goes when followed: the image itself.
  const image = await page.goto(href ?? '');
  expect(image?.status()).toBe(200);
  expect(image?.headers()['content-type']).toMatch(/^image\//);
});
