// The demo site as a first-time visitor sees it: server-rendered pages with the site context, the
// runtime initialised, and nothing red in the console.
import { PageType } from '@tessera/core';
import { collectErrors, expect, runtimeInitialised, siteContext, test } from '../support/fixtures.ts';

test('the demo home renders with the site context, the runtime and no console error', async ({
  page,
  pageErrors,
  server,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Home — Fern & Kiln');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Fern & Kiln' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const context = await siteContext(page);
  expect(context.pageType).toBe(PageType.page);
  expect(context.website.identifier).toBe('demo');
  expect(context.website.baseUrl).toBe(server.demoUrl);
  expect(context.appDomain).toBe(server.appDomain);
  expect(context.authenticatedAccount).toBeNull();
  expect(context.websiteRoles).toEqual([]);
  // Nothing secret in it.
  expect(JSON.stringify(context)).not.toMatch(/password|secret|token/i);

  expect(await runtimeInitialised(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(pageErrors).toEqual([]);
});

test('every page in the navigation renders, marked current, with no console error', async ({ page }) => {
  await page.goto('/');
  const links = page.locator('nav[aria-label="Main"] a, nav[aria-label="Footer"] a');
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({ label: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
  );
  // Home, About, Journal, Gallery, Shop, Contact in the header; Wholesale and Search in the footer.
  expect(targets.length).toBeGreaterThanOrEqual(6);

  const errors = collectErrors(page);
  for (const { label, href } of targets) {
    await test.step(`${label} (${href})`, async () => {
      errors.length = 0;
      const response = await page.goto(href);
      const context = await siteContext(page);
      if (context.pageType === PageType.lockScreen) {
        // A password-protected page answers 401 with its lock screen (tests/03).
        expect(response?.status()).toBe(401);
        await expect(page.getByLabel('Password')).toBeVisible();
      } else if (context.pageType === PageType.protectedContent) {
        // A members-only page answers 401 with its access page to a visitor (tests/31).
        expect(response?.status()).toBe(401);
        await expect(page.getByText('This page available only site members')).toBeVisible();
      } else {
        expect(response?.status(), href).toBe(200);
        expect([PageType.page, PageType.mainContent, PageType.search]).toContain(context.pageType);
        const current = page.locator(`nav a[aria-current="page"][href="${href}"]`);
        await expect(current.first(), `${label} is marked as the current page`).toBeVisible();
      }
      expect(context.website.identifier).toBe('demo');
      expect(await runtimeInitialised(page)).toBe(true);
      await page.waitForLoadState('networkidle');
      // The browser itself reports the 401 document; that is the status, not a script error.
      const scriptErrors = errors.filter((e) => !/Failed to load resource: .*status of 401/.test(e));
      expect(scriptErrors, `${href} logs no error`).toEqual([]);
    });
  }
});
