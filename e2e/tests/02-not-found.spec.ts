// An unknown path: the not-found page (page type 100) with status 404, naming the missing path.
import { PageType } from '@tessera/core';
import { expect, siteContext, test } from '../support/fixtures.ts';

for (const path of ['/no-such-page', '/journal/no-such-post']) {
  test(`${path} answers 404 with the not-found page showing the path`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('code', { hasText: path })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    const context = await siteContext(page);
    expect(context.pageType).toBe(PageType.notFound);
    expect(context.notFoundPath).toBe(path);
  });
}

test('a draft page is hidden from visitors: 404', async ({ page }) => {
  const response = await page.goto('/workshops');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Dates to be announced.')).toHaveCount(0);
});
