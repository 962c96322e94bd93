// Issue 9 section 1 and the autosave of section 2: the page canvas (Puck). An owner builds a
// section with a heading, a text, an image uploaded here and a two-column block, arranges it by
// keyboard and by drag, undoes and redoes; the draft stays invisible to a visitor until Publish, then the
// visitor sees exactly it. Two tabs saving the same page: the second is told it changed elsewhere.
import { addFromPanel, canvasFrame, openCanvas, visitorSees } from '../support/canvas.ts';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

/** A 24 × 16 PNG of a colour gradient. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAACwUlEQVR4nAXBoQqFMABAUT/H+KLRaDSKSUxikqXLkphkSUyyJCZZkiUxyZIsicnop7xzgpD8Rx6Rx+QJeUqekRfkFXlDDnlL3pMP5BP5TL6Sb+Q7+Ul+kd/kL/lHHoSUP8qIMqZMKFPKjLKgrCgbSihbyp5yoJwoZ8qVcqPcKU/Ki/KmfCk/yiCk/lFH1DF1Qp1SZ9QFdUXdUEPdUvfUA/VEPVOv1Bv1Tn1SX9Q39Uv9UQch4oeIEDEiQaSIDFEgKkSDANEiesSAmBAzYkVsiB1xIi7EjXgRHyIIkT9khIyRCTJFZsgCWSEbJMgW2SMH5ISckStyQ+7IE3khb+SL/JBBSPeji+hiuoQupcvoCrqKrqGDrqXr6Qa6iW6mW+k2up3upLvobrqX7qMLQtQPFaFiVIJKURmqQFWoBgWqRfWoATWhZtSK2lA76kRdqBv1oj5UEDL+GCPGmDFhTBkzxoKxYmwYYWwZe8aBcWKcGVfGjXFnPBkvxpvxZfwYgxD9Q0foGJ2gU3SGLtAVukGDbtE9ekBP6Bm9ojf0jj7RF/pGv+gPHYQsP5aIJWZJWFKWjKVgqVgaFlhalp5lYJlYZpaVZWPZWU6Wi+VmeVk+liDE/DARJsYkmBSTYQpMhWkwYFpMjxkwE2bGrJgNs2NOzIW5MS/mwwQh9oeNsDE2wabYDFtgK2yDBdtie+yAnbAzdsVu2B17Yi/sjX2xHzYIOX4cEUfMkXCkHBlHwVFxNBxwtBw9x8AxccwcK8fGsXOcHBfHzfFyfBxBiPvhIlyMS3ApLsMVuArX4MC1uB434CbcjFtxG27HnbgLd+Ne3IcLQvwPH+FjfIJP8Rm+wFf4Bg++xff4AT/hZ/yK3/A7/sRf+Bv/4j98EPL8eCKemCfhSXkynoKn4ml44Gl5ep6BZ+KZeVaejWfnOXkunpvn5fl4/lmAWx8F/b+rAAAAAElFTkSuQmCC',
  'base64',
);

const HEADING = 'Firing days at the kiln';
const TEXT = 'We fire the big kiln on the first Saturday of each month.';
const BOLD = 'Bring a lunch.';

test('an owner builds a section on the canvas, and visitors see it only once published', async ({
  page,
  browser,
  server,
  pageErrors,
}) => {
  // A long flow (some 30 steps in the editor): more than the default 30 s on a busy machine.
  test.slow();
  await signInAtConfig(page, server.owner, '/about');
  const editor = await openCanvas(page, 'About');
  const frame = canvasFrame(page);
  await expect(editor.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // One set of device controls (Puck's own row and zoom are hidden), and the desktop view fills the
  // canvas at 100%, its text at the size a visitor reads it; the phone view lays the page out at the
  // phone's width (zoomed to fit the canvas's height).
  const devices = page.getByRole('group', { name: 'Device view' });
  await expect(devices).toHaveCount(1);
  await expect(page.locator('[class*="ViewportControls"]')).toHaveCount(0);
  const canvasIframe = page.locator('.canvas-screen iframe');
  const scaled = () =>
    canvasIframe.evaluate((iframe) => ({
      width: (iframe as HTMLIFrameElement).offsetWidth,
      scale: iframe.getBoundingClientRect().width / (iframe as HTMLIFrameElement).offsetWidth,
    }));
  expect((await scaled()).scale).toBe(1);
  await devices.getByRole('button', { name: 'Phone' }).click();
  await expect.poll(async () => (await scaled()).width).toBe(414);
  await devices.getByRole('button', { name: 'Desktop' }).click();
  await expect(devices.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await scaled()).scale).toBe(1);

  // A new section, from the panel's Add, with a heading in it.
  await addFromPanel(page, 'Section');
  await addFromPanel(page, 'Heading');
  const headingText = page.getByRole('textbox', { name: 'Text', exact: true });
  await headingText.fill(HEADING);
  await expect(frame.getByRole('heading', { name: HEADING })).toBeVisible();

  // A text block, written in place on the canvas, with a sentence made bold.
  await addFromPanel(page, 'Text');
  await frame.locator('.section').last().locator('[data-block-type="text"] [contenteditable="true"]').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${TEXT} `);
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type(BOLD);
  const bold = frame.locator('.section').last().locator('[data-block-type="text"] strong');
  await expect(bold).toHaveText(BOLD);
  // Undo takes back what was typed in place, redo types it again.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(frame.locator('.section').last().locator('[data-block-type="text"]')).not.toContainText(BOLD);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(bold).toHaveText(BOLD);
  // Backspace in the text takes back a character, never the block (Puck's Delete shortcut).
  await bold.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await expect(bold).toHaveText(BOLD.slice(0, -1));
  // …and undo puts it back, the focus still in the text.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(bold).toHaveText(BOLD);

  // An image uploaded through the picker. The upload is held a moment, as on a slow line: the image
  // block waits empty meanwhile, which the canvas does not send (the server would refuse it).
  await page.route('**/api/config/files?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await addFromPanel(page, 'Image');
  await expect(editor.getByText('Choose an image.').filter({ visible: true }).first()).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload an image' }).click();
  await (await chooser).setFiles({ name: 'Canvas kiln.png', mimeType: 'image/png', buffer: PNG });
  await expect(frame.locator('img[src="/s/canvas-kiln.png"]')).toBeVisible();
  await page.unroute('**/api/config/files?*');
  await page.getByRole('textbox', { name: 'Alternative text' }).fill('The kiln, glowing');

  // Two columns.
  await addFromPanel(page, 'Columns');
  await expect(frame.locator('.block-columns.columns-2')).toBeVisible();

  // Undo takes back an added block at once, the focus still on the panel's Add; redo brings it back.
  const section = frame.locator('.section').last();
  const dividers = section.locator('[data-block-type="divider"]');
  await addFromPanel(page, 'Divider');
  await expect(dividers).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(dividers).toHaveCount(0);
  await expect(page.locator('.canvas-announcer')).toHaveText('Change undone');
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(dividers).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(dividers).toHaveCount(0);

  // Reorder by keyboard: the image goes above the text (button, then the shortcut back and again).
  const order = () =>
    section
      .locator('[data-block-type]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-block-type')));
  await expect.poll(order).toEqual(['heading', 'text', 'image', 'columns']);
  await section.locator('[data-block-type="image"]').click();
  await page.getByRole('button', { name: 'Move Image up' }).click();
  await expect.poll(order).toEqual(['heading', 'image', 'text', 'columns']);
  await expect(page.locator('.canvas-announcer')).toHaveText(/Image moved to position 2 of 4/);
  await page.getByRole('button', { name: 'Move Image down' }).focus();
  // Each move is saved as the draft ("Saving…", then "Saved") before the next.
  const saving = editor.getByRole('status').filter({ hasText: /^Saving…$/ });
  const saved = editor.getByRole('status').filter({ hasText: /^Saved$/ });
  const settled = async () => {
    await expect(saving).toBeVisible();
    await expect(saved).toBeVisible({ timeout: 10_000 });
  };
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(order).toEqual(['heading', 'text', 'image', 'columns']);
  await settled();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(order).toEqual(['heading', 'image', 'text', 'columns']);
  await settled();
  // Undo takes back the last move, redo makes it again.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(order).toEqual(['heading', 'text', 'image', 'columns']);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(order).toEqual(['heading', 'image', 'text', 'columns']);

  // Reorder by drag: the columns block to the top of the section.
  // Selecting may scroll the canvas: the blocks are measured once the columns are selected.
  await section.locator('[data-block-type="columns"]').click();
  const columnsBox = await section.locator('[data-block-type="columns"]').boundingBox();
  const headingBox = await section.locator('[data-block-type="heading"]').boundingBox();
  if (!columnsBox || !headingBox) throw new Error('blocks not laid out');
  // Puck's pointer sensor starts a drag after a short hold and a few pixels of movement.
  await page.mouse.move(columnsBox.x + 20, columnsBox.y + 10);
  await page.mouse.down();
  await page.waitForTimeout(300);
  await page.mouse.move(columnsBox.x + 20, columnsBox.y + 2, { steps: 5 });
  await page.mouse.move(headingBox.x + 20, headingBox.y + 2, { steps: 25 });
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect.poll(order).toEqual(['columns', 'heading', 'image', 'text']);

  // The draft is saved, and a visitor still sees the published page without it.
  await expect(editor.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
  expect(await visitorSees(browser, server.demoUrl, '/about')).not.toContain(HEADING);

  await editor.getByRole('button', { name: 'Publish changes' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  const published = await visitorSees(browser, server.demoUrl, '/about');
  expect(published).toContain(HEADING);
  expect(published).toContain(TEXT);
  expect(published).toContain(`<strong>${BOLD}</strong>`);
  expect(published).toContain('src="/s/canvas-kiln.png"');
  expect(published).toContain('alt="The kiln, glowing"');
  expect(published.indexOf('block-columns')).toBeLessThan(published.indexOf(HEADING));
  expect(published.indexOf(HEADING)).toBeLessThan(published.indexOf('canvas-kiln.png'));
  expect(published.indexOf('canvas-kiln.png')).toBeLessThan(published.indexOf(TEXT));
  expect(published).toContain('block-columns columns-2');
  expect(pageErrors).toEqual([]);
});

test('two tabs saving the same page: the second is told it changed elsewhere, and keeps its changes', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const first = await context.newPage();
    await signInAtConfig(first, server.owner, '/contact');
    const second = await context.newPage();
    await second.goto('/config/?frameUrl=%2Fcontact');
    const one = await openCanvas(first, 'Contact');
    const two = await openCanvas(second, 'Contact');

    await addFromPanel(first, 'Divider');
    await expect(one.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });

    await addFromPanel(second, 'Spacer');
    await expect(two.getByRole('alert')).toContainText(
      'This page was changed elsewhere. Reload to see the latest version.',
      { timeout: 10_000 },
    );
    await expect(two.getByRole('status').filter({ hasText: 'Unable to save' })).toBeVisible();
    // Nothing is lost meanwhile: the spacer is still on this tab's canvas.
    await expect(canvasFrame(second).locator('[data-block-type="spacer"]')).toHaveCount(1);
    await two.getByRole('button', { name: 'Reload' }).click();
    await expect(canvasFrame(second).locator('[data-block-type="divider"]').last()).toBeVisible();
  } finally {
    await context.close();
  }
});
