// Keyboard access to the config area: the sign-in form in Tab order, and Escape toggling the
// pages panel from the top window and from inside the site frame.
import { expect, sitePreview, test } from '../support/fixtures.ts';

test('the config area can be signed in to and driven with the keyboard alone', async ({ page, server }) => {
  await page.goto('/config/');
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
  expect(new URL(page.url()).pathname).toBe('/config/');

  // Tab reaches the panel's pages; Enter opens one in the editor.
  await toggle.focus();
  await expect(toggle).toBeFocused();
  const firstPage = panel.getByRole('button').first();
  for (let i = 0; i < 10; i++) {
    if (await firstPage.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(firstPage).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Edit page' })).toBeFocused();
});
