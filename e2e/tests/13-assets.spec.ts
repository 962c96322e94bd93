// Issue 9, part 4: the asset library. The owner uploads an image from the keyboard and chooses it in
// an image block's picker; a file too large and one of a type not supported get the spec's messages;
// a file is renamed and deleted with the keyboard alone; axe finds nothing on the screen.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { canvasFrame, openCanvas } from '../support/canvas.ts';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

/** A 24 × 16 PNG of a colour gradient. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAACwUlEQVR4nAXBoQqFMABAUT/H+KLRaDSKSUxikqXLkphkSUyyJCZZkiUxyZIsicnop7xzgpD8Rx6Rx+QJeUqekRfkFXlDDnlL3pMP5BP5TL6Sb+Q7+Ul+kd/kL/lHHoSUP8qIMqZMKFPKjLKgrCgbSihbyp5yoJwoZ8qVcqPcKU/Ki/KmfCk/yiCk/lFH1DF1Qp1SZ9QFdUXdUEPdUvfUA/VEPVOv1Bv1Tn1SX9Q39Uv9UQch4oeIEDEiQaSIDFEgKkSDANEiesSAmBAzYkVsiB1xIi7EjXgRHyIIkT9khIyRCTJFZsgCWSEbJMgW2SMH5ISckStyQ+7IE3khb+SL/JBBSPeji+hiuoQupcvoCrqKrqGDrqXr6Qa6iW6mW+k2up3upLvobrqX7qMLQtQPFaFiVIJKURmqQFWoBgWqRfWoATWhZtSK2lA76kRdqBv1oj5UEDL+GCPGmDFhTBkzxoKxYmwYYWwZe8aBcWKcGVfGjXFnPBkvxpvxZfwYgxD9Q0foGJ2gU3SGLtAVukGDbtE9ekBP6Bm9ojf0jj7RF/pGv+gPHYQsP5aIJWZJWFKWjKVgqVgaFlhalp5lYJlYZpaVZWPZWU6Wi+VmeVk+liDE/DARJsYkmBSTYQpMhWkwYFpMjxkwE2bGrJgNs2NOzIW5MS/mwwQh9oeNsDE2wabYDFtgK2yDBdtie+yAnbAzdsVu2B17Yi/sjX2xHzYIOX4cEUfMkXCkHBlHwVFxNBxwtBw9x8AxccwcK8fGsXOcHBfHzfFyfBxBiPvhIlyMS3ApLsMVuArX4MC1uB434CbcjFtxG27HnbgLd+Ne3IcLQvwPH+FjfIJP8Rm+wFf4Bg++xff4AT/hZ/yK3/A7/sRf+Bv/4j98EPL8eCKemCfhSXkynoKn4ml44Gl5ep6BZ+KZeVaejWfnOXkunpvn5fl4/lmAWx8F/b+rAAAAAElFTkSuQmCC',
  'base64',
);

async function openFiles(page: Page) {
  // From the keyboard: the top bar's Website group, then its Files link.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('button', { name: 'Website' }).focus();
  await page.keyboard.press('Enter');
  const filesLink = nav.getByRole('link', { name: 'Files', exact: true });
  await page.keyboard.press('Tab'); // Pages
  await page.keyboard.press('Tab');
  await expect(filesLink).toBeFocused();
  await page.keyboard.press('Enter');
  // Chosen, it opens the screen at /config/files and its group closes.
  await expect(filesLink).toBeHidden();
  await expect(nav.locator('a[aria-current="page"]')).toHaveText('Files');
  const panel = page.getByRole('complementary', { name: 'Files panel' });
  await expect(panel.getByRole('heading', { name: 'Files' })).toBeFocused();
  await expect(panel.getByText('Loading files…')).toBeHidden();
  return panel;
}

/** Tabs forward until `name`d button has focus (the keyboard's way there), at most `max` presses. */
async function tabTo(page: Page, name: string, max = 10) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('the owner uploads an image from the keyboard and picks it in an image block', async ({
  page,
  server,
  pageErrors,
}) => {
  await signInAtConfig(page, server.owner);
  const panel = await openFiles(page);

  // Listened for before the button has focus: the listener turns on the browser's interception of
  // file choosers, and an Enter that went first once opened a chooser no test saw.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, 'Upload files');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'Kiln e2e.png', mimeType: 'image/png', buffer: PNG });

  const uploads = panel.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('progressbar', { name: 'Kiln e2e.png' })).toHaveAttribute('value', '100');
  await expect(uploads).toContainText('Uploaded');
  const files = panel.getByRole('list', { name: 'Files' });
  const row = files.getByRole('listitem').filter({ hasText: 'Kiln e2e.png' });
  await expect(row).toContainText('Image · ');
  await expect(row).toContainText('24 × 16');
  // Its address is made from its name and what it is; the site serves it.
  await expect(row.getByRole('link', { name: 'Kiln e2e.png' })).toHaveAttribute('href', '/s/kiln-e2e.png');
  // (Fetched by the page: the test runner's own resolver does not know *.localhost.)
  const servedType = await page.evaluate(async () =>
    (await fetch('/s/kiln-e2e.png')).headers.get('content-type'),
  );
  expect(servedType).toBe('image/png');
  await page.screenshot({ path: '/tmp/e2e-config-files.png' });

  // An image block's picker on the canvas offers it (only looked at: other files edit About).
  await panel.getByRole('button', { name: '← Back to pages' }).click();
  await openCanvas(page, 'About');
  await canvasFrame(page).locator('[data-block-type="image"]').first().click();
  await expect(page.getByRole('radio', { name: 'Kiln e2e.png' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Page editor' })
    .getByRole('button', { name: '← Back to pages' })
    .click();
  expect(pageErrors).toEqual([]);
});

test('a file too large and a file of a type not supported get the spec’s messages', async ({
  page,
  server,
}) => {
  await signInAtConfig(page, server.owner);
  const panel = await openFiles(page);
  const tooLarge = Buffer.concat([PNG, Buffer.alloc(20_000_001 - PNG.length)]);
  await panel.locator('input[type="file"]').setInputFiles([
    { name: 'huge.png', mimeType: 'image/png', buffer: tooLarge },
    // Called an image, but it is a program: the content decides.
    {
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    },
  ]);
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText(
    'The file huge.png is too large. The maximum allowed file size is 19.1 MB.',
  );
  await expect(alert).toContainText('The file holiday.jpg is not a supported file type.');
  await expect(panel.getByRole('list', { name: 'Files' })).not.toContainText('huge.png');
  await expect(panel.getByRole('list', { name: 'Files' })).not.toContainText('holiday.jpg');

  // The server says the same to a client that does not check first.
  const answer = await page.evaluate(async () => {
    const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(`/api/config/files?name=holiday.jpg&crumb=${crumb}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(415);
  expect(answer.body.error).toBe('The file holiday.jpg is not a supported file type.');
});

test('renaming and deleting a file with the keyboard alone, and no accessibility violation', async ({
  page,
  server,
  pageErrors,
}) => {
  await signInAtConfig(page, server.owner);
  const panel = await openFiles(page);
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'Glaze notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Fern: three coats, cone 6.\n'),
  });
  const files = panel.getByRole('list', { name: 'Files' });
  await expect(files).toContainText('Glaze notes.txt');

  expect(await axeViolations(page), 'asset library').toEqual([]);

  // Search, then rename: Enter starts, Enter saves, focus comes back to the button.
  await panel.getByRole('searchbox', { name: 'Search files' }).fill('notes');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Rename Glaze notes.txt' }).focus();
  await page.keyboard.press('Enter');
  const name = panel.getByRole('textbox', { name: 'New name for Glaze notes.txt' });
  await expect(name).toBeFocused();
  await page.keyboard.type('Glaze recipes');
  expect(await axeViolations(page), 'asset library, renaming').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Rename Glaze recipes' })).toBeFocused();
  await expect(files.getByRole('link', { name: 'Glaze recipes' })).toHaveAttribute(
    'href',
    '/s/glaze-notes.txt',
  );

  // Delete: the confirmation starts on keeping it; Shift+Tab reaches the delete button.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Delete Glaze recipes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await axeViolations(page), 'asset library, confirming a delete').toEqual([]);
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', { name: 'Delete file' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('No files match “notes”.')).toBeVisible();
  await expect(panel.getByRole('searchbox', { name: 'Search files' })).toBeFocused();
  expect(pageErrors).toEqual([]);
  // Gone from its address too (the browser logs that 404, so after the check above).
  expect(await page.evaluate(async () => (await fetch('/s/glaze-notes.txt')).status)).toBe(404);
});

test('an image dropped on the canvas is uploaded with its progress and placed as an image block', async ({
  page,
  server,
  pageErrors,
}) => {
  await signInAtConfig(page, server.owner);
  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  const title = `Drop test ${Date.now().toString(36)}`;
  await panel.getByRole('button', { name: 'New page' }).click();
  await panel.getByRole('textbox', { name: 'Page title' }).fill(title);
  await panel.getByRole('radio', { name: /^Contact/ }).check();
  await panel.getByRole('button', { name: 'Create page' }).click();
  await panel.getByRole('button', { name: 'Edit content' }).click();
  const editor = page.getByRole('region', { name: 'Page editor' });
  await expect(editor.getByRole('tab', { name: 'Canvas' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start editing' });
  if (await start.isVisible()) await start.click();

  // A file dragged from the desktop onto the page, as the browser hands it over.
  const frame = await (await page.locator('.canvas-screen iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no canvas frame');
  await expect(frame.locator('[data-block-type]').first()).toBeVisible();
  const dataTransfer = await frame.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'Dropped kiln.png', { type: 'image/png' }));
    return transfer;
  }, PNG.toString('base64'));
  await frame.locator('body').dispatchEvent('dragover', { dataTransfer });
  await frame.locator('body').dispatchEvent('drop', { dataTransfer });

  const uploads = editor.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('progressbar', { name: 'Dropped kiln.png' })).toHaveAttribute(
    'value',
    '100',
  );
  await expect(frame.locator('[data-block-type="image"] img[src="/s/dropped-kiln.png"]')).toBeVisible();
  await expect(editor.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
  // The draft holds the image block with the uploaded image and its size.
  const draft = await page.evaluate(async (pageTitle) => {
    const { pages } = await (await fetch('/api/config/pages')).json();
    const found = pages.find((p: { title: string }) => p.title === pageTitle);
    return (await (await fetch(`/api/config/pages/${found.id}`)).json()).layout.sections;
  }, title);
  const blocks = draft.flatMap((s: { blocks: { type: string; data: unknown }[] }) => s.blocks);
  expect(blocks.find((b: { type: string }) => b.type === 'image')?.data).toMatchObject({
    image: { src: '/s/dropped-kiln.png', width: 24, height: 16 },
  });
  expect(pageErrors).toEqual([]);
});
