// Issue 14, section 2: the gallery collection's pictures in the config area, in Chromium on a server
// of this file's own. The owner opens the demo gallery's pictures, uploads one, gives it a caption and
// alt text, drags it first, moves another down by keyboard and removes a third; axe finds nothing on
// the screen, and a visitor's /gallery shows the new order, caption and alt text.
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../support/axe.ts';
import { dragHandleOnto } from '../support/drag.ts';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const server = useOwnServer();

/** A 60 × 40 PNG of one warm colour. */
const picturePng = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#d2691e' } })
    .png()
    .toBuffer();

const captionsIn = (list: Locator) => list.locator('.picture-caption').allTextContents();

test('the owner uploads, captions, drags, moves by keyboard and removes gallery pictures; the visitor sees it', async ({
  browser,
}) => {
  test.slow();
  // Tall enough that the whole list shows beside the site, for the drag.
  const page = await (
    await browser.newContext({ baseURL: server.demoUrl, viewport: { width: 1280, height: 1400 } })
  ).newPage();
  await signInAtConfig(page, server.owner);
  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  await panel.getByRole('button', { name: 'Settings for Gallery', exact: true }).click();
  await panel.getByRole('button', { name: 'Edit pictures' }).click();
  await expect(panel.getByRole('heading', { name: 'Pictures of Gallery' })).toBeFocused();
  const list = panel.getByRole('list', { name: 'Pictures in their order' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  expect(await axeViolations(page)).toEqual([]);

  // Upload: stored in the asset library and added at the end, captioned from its file name.
  await panel.getByTestId('file-input').setInputFiles({
    name: 'night-firing.png',
    mimeType: 'image/png',
    buffer: await picturePng(),
  });
  await expect(list.getByRole('listitem')).toHaveCount(7);
  await expect(list.getByRole('listitem').last()).toContainText('Night firing');

  // Caption and alt text.
  await panel.getByRole('button', { name: 'Edit Night firing' }).click();
  const form = panel.locator('form.picture-form');
  await form.getByLabel('Caption').fill('Night firing glow');
  await form.getByLabel('Alt text').fill('A kiln glowing orange in the dark');
  await form.getByLabel('Across').selectOption({ label: '30%' });
  await form.getByRole('button', { name: 'Save picture' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Saved/);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(list.getByRole('listitem').last()).toContainText(
    'Alt text: A kiln glowing orange in the dark',
  );

  await page.screenshot({ path: '/tmp/e2e-gallery-pictures.png' });
  // Drag it first.
  const announced = panel.locator('[aria-live="polite"]');
  await dragHandleOnto(
    page,
    panel.getByRole('button', { name: 'Drag Night firing glow' }),
    list.getByRole('listitem').first(),
  );
  await expect(announced).toHaveText('Night firing glow moved to place 1 of 7.');
  await expect
    .poll(() => captionsIn(list))
    .toEqual([
      'Night firing glow',
      'Fern mugs',
      'Oat bowls',
      'Plum vase',
      'Test tiles',
      'Studio shelf',
      'Kiln opening',
    ]);

  // By keyboard: Oat bowls down one, the focus staying on its arrow.
  const oatDown = panel.getByRole('button', { name: 'Move Oat bowls down' });
  await oatDown.focus();
  await page.keyboard.press('Enter');
  await expect(announced).toHaveText('Oat bowls moved to place 4 of 7.');
  await expect(oatDown).toBeFocused();

  // Remove Kiln opening, after confirming.
  await panel.getByRole('button', { name: 'Remove Kiln opening' }).click();
  await expect(panel.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expect(panel.getByRole('group', { name: 'Remove Kiln opening from the gallery?' })).toBeVisible();
  await panel.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await expect(announced).toHaveText('Kiln opening removed from the gallery.');
  // Its row held the focus: it goes to the Remove of the picture before it (it was the last).
  await expect(panel.getByRole('button', { name: 'Remove Studio shelf' })).toBeFocused();
  const order = ['Night firing glow', 'Fern mugs', 'Plum vase', 'Oat bowls', 'Test tiles', 'Studio shelf'];
  await expect.poll(() => captionsIn(list)).toEqual(order);
  expect(await axeViolations(page)).toEqual([]);

  // The visitor's gallery page, refreshed by each change.
  const visitor = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await visitor.goto('/gallery');
  const links = visitor.locator('.gallery a[data-caption]');
  await expect(links).toHaveCount(6);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('data-caption')))).toEqual(order);
  await expect(links.first().locator('img')).toHaveAttribute('alt', 'A kiln glowing orange in the dark');
});
