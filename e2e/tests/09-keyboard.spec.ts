// Keyboard access to the config area: the sign-in form in Tab order, Escape toggling the pages
// panel from the top window and from inside the site frame, and a page made, built on the canvas,
// arranged and published from the keyboard alone.
import type { Locator, Page } from '@playwright/test';
import { expect, sitePreview, test } from '../support/fixtures.ts';

test('the config area can be signed in to and driven with the keyboard alone', async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  await page.goto('/config/pages');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-config-sign-in.png' });

  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(server.owner.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(server.owner.password);
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(password).toBeFocused();
  await page.keyboard.press('Enter');

  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await expect(sitePreview(page).getByRole('banner')).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-config-area.png' });

  // Escape toggles the panel; its toggle button says so.
  const toggle = page.getByRole('button', { name: /pages$/ });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveText('Show pages');
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // From inside the site frame too (there the site leaves Escape to the editor).
  await sitePreview(page).getByRole('banner').getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  // Still in the config area: Escape in the frame did not navigate the owner anywhere.
  expect(new URL(page.url()).pathname).toBe('/config/pages');

  // Tab reaches the panel's New page; the owner makes a blank page of their own (the demo's pages
  // are left as other test files expect them) and opens it on the canvas, all from the keyboard.
  await toggle.focus();
  const newPage = panel.getByRole('button', { name: 'New page' });
  await tabTo(page, newPage);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: 'New page' })).toBeFocused();
  await tabTo(page, panel.getByRole('textbox', { name: 'Page title' }));
  await page.keyboard.type('Kiln log');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('/kiln-log · Hidden')).toBeVisible();
  const editContent = panel.getByRole('button', { name: 'Edit content' });
  await tabTo(page, editContent);
  await page.keyboard.press('Enter');

  // The first-run guide opens over the canvas; Escape closes it.
  const editor = page.getByRole('region', { name: 'Page editor' });
  await expect(page.getByRole('dialog', { name: 'Building your page' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Building your page' })).toBeHidden();

  // A section, a heading and a text, each chosen in the side panel's Add and added with Enter.
  const adder = editor.getByRole('combobox', { name: /^Add / });
  const add = editor.getByRole('button', { name: 'Add', exact: true });
  for (const type of ['Section', 'Heading', 'Text']) {
    await tabTo(page, adder);
    await page.keyboard.type(type);
    await expect(adder.locator('option:checked')).toHaveText(type);
    await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor.getByRole('group', { name: `Arrange ${type}` })).toBeVisible();
  }
  const frame = page.locator('.canvas-screen iframe').contentFrame();
  const order = () =>
    frame
      .locator('[data-block-type]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-block-type')));
  await expect.poll(order).toEqual(['heading', 'text']);

  // The selected text moves up with Alt+↑, and the move is announced.
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(order).toEqual(['text', 'heading']);
  await expect(page.locator('.canvas-announcer')).toHaveText(/Text moved to position 1 of 2/);

  // Published from the header's Publish button.
  await tabTo(page, editor.getByRole('button', { name: 'Publish', exact: true }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();
  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const visitorPage = await visitor.newPage();
    expect((await visitorPage.goto('/kiln-log'))?.status()).toBe(200);
    const types = await visitorPage
      .locator('main [data-block-type]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-block-type')));
    expect(types).toEqual(['text', 'heading']);
  } finally {
    await visitor.close();
  }

  // Put away: the page goes to the trash.
  await editor.getByRole('button', { name: '← Back to pages' }).click();
  await panel.getByRole('button', { name: 'Settings for Kiln log', exact: true }).click();
  await panel.getByRole('button', { name: 'Move to trash' }).click();
  await expect(panel.getByRole('button', { name: 'Settings for Kiln log', exact: true })).toHaveCount(0);
});

/** Presses Tab (or `key`) until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, key = 'Tab') {
  for (let i = 0; i < 150; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
