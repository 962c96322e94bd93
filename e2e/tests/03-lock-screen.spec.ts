// A password-protected page (/wholesale, password 'kiln-trade'): the lock screen (page type 103),
// a wrong password said to be wrong, the right one unlocking the page for the browser session.
import { PageType } from '@tessera/core';
import { expect, siteContext, test } from '../support/fixtures.ts';

const PASSWORD = 'kiln-trade';

test('the lock screen asks for the password, refuses a wrong one and unlocks with the right one', async ({
  page,
  browser,
  server,
}) => {
  const response = await page.goto('/wholesale');
  expect(response?.status()).toBe(401);
  expect((await siteContext(page)).pageType).toBe(PageType.lockScreen);
  await expect(page.getByRole('heading', { name: 'Wholesale' })).toBeVisible();
  await expect(page.getByText('This page is password protected.')).toBeVisible();
  await expect(page.getByText('Trade prices apply')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/e2e-lock-screen.png', fullPage: true });

  // Wrong password: said so, next to the field, and still locked.
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is incorrect. Please try again.');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Trade prices apply')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/e2e-lock-screen-wrong.png', fullPage: true });

  // The right password shows the page.
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('heading', { name: 'Wholesale price list' })).toBeVisible();
  await expect(page.getByText('Trade prices apply to orders of twelve pieces or more.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/wholesale');
  expect((await siteContext(page)).pageType).toBe(PageType.page);

  // Unlocked for the session: a reload stays on the page, with status 200.
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Wholesale price list' })).toBeVisible();

  // Another visitor (another browser context) still meets the lock screen.
  const other = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const otherPage = await other.newPage();
    const otherResponse = await otherPage.goto('/wholesale');
    expect(otherResponse?.status()).toBe(401);
    await expect(otherPage.getByLabel('Password')).toBeVisible();
    await expect(otherPage.getByText('Trade prices apply')).toHaveCount(0);
  } finally {
    await other.close();
  }
});
