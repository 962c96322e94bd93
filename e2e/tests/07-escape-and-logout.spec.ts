// Spec section 2, keyboard and logout: Escape sends a signed-in owner to /config/, Shift+Escape
// signs out (once) and lands on the site root with the 'Logout Successful' dialog.
import { CONFIG_AREA_DRAWN, expect, signInAtConfig, siteContext, test } from '../support/fixtures.ts';

test('Escape on a public page sends a signed-in owner to /config/', async ({ page, server }) => {
  await signInAtConfig(page, server.owner);
  await page.goto('/about?noredirect=1');
  await expect(page.getByRole('heading', { name: 'About the studio' })).toBeVisible();
  expect((await siteContext(page)).authenticatedAccount).not.toBeNull();

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/config\/(pages)?\?frameUrl=/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(CONFIG_AREA_DRAWN);
  // The landing names a page to edit, so it opens the pages (at their own address), not the overview.
  await expect(page).toHaveURL(/\/config\/pages\?frameUrl=/);
  await expect(page.getByRole('complementary', { name: 'Pages panel' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.get('frameUrl')).toBe('/about?noredirect=1');
});

test('a visitor: Shift+Escape does nothing, Escape opens the sign-in (useEscapeKeyToLogin on)', async ({
  page,
  server,
}) => {
  await page.goto('/about');
  const context = await siteContext(page);
  expect(context.websiteSettings.useEscapeKeyToLogin).toBe(true);
  await page.keyboard.press('Shift+Escape');
  await page.waitForLoadState('networkidle');
  expect(page.url()).toBe(`${server.demoUrl}/about`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${server.demoUrl}/config/?frameUrl=%2Fabout`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('Shift+Escape signs the owner out once and shows the logout dialog', async ({
  page,
  server,
  pageErrors,
}) => {
  await signInAtConfig(page, server.owner);
  await page.goto('/journal?noredirect=1');
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();

  // The logout call is held until Shift+Escape has been pressed twice: the guard lets one through.
  let logoutCalls = 0;
  let releaseLogout = () => {};
  const bothPressed = new Promise<void>((resolve) => {
    releaseLogout = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/auth/Logout',
    async (route) => {
      logoutCalls++;
      await bothPressed;
      await route.continue();
    },
  );
  await page.keyboard.press('Shift+Escape');
  await page.keyboard.press('Shift+Escape');
  releaseLogout();

  const dialog = page.getByRole('dialog', { name: 'Logout Successful' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been successfully logged out.');
  // The dialog's parameter is taken out of the address, so a reload does not show it again.
  await expect(page).toHaveURL(`${server.demoUrl}/`);
  expect(logoutCalls).toBe(1);
  await page.screenshot({ path: '/tmp/e2e-logout-dialog.png' });

  // Signed out for real: the page no longer knows the owner, and /config/ asks to sign in.
  expect((await siteContext(page)).authenticatedAccount).toBeNull();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/config/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('?logout=true alone shows the logout dialog, which Escape closes', async ({ page, server }) => {
  await page.goto('/?logout=true');
  const dialog = page.getByRole('dialog', { name: 'Logout Successful' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('You have been successfully logged out.');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await expect(page).toHaveURL(`${server.demoUrl}/`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Escape in the dialog closes only the dialog: the visitor stays on the page.
  expect(new URL(page.url()).pathname).toBe('/');
});
