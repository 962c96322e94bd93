// The platform home at the bare APP_DOMAIN: a new user signs up, creates a site from the starter
// content, and the new site answers at its own subdomain.
import { PageType } from '@tessera/core';
import { CONFIG_AREA_DRAWN, expect, siteContext, test } from '../support/fixtures.ts';

test('a new user signs up, creates a site, and its home page renders at its subdomain', async ({
  page,
  server,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const identifier = `e2e${suffix}`;
  const email = `maker-${suffix}@example.com`;
  const siteTitle = `Maple Ink ${suffix}`;

  const response = await page.goto(`${server.platformUrl}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Tessera', level: 1 })).toBeVisible();

  const signUp = page.getByRole('region', { name: 'Create an account' });
  await signUp.getByLabel('Your name').fill('Mae Maker');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill('correct horse battery');
  await signUp.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('You have no sites yet.')).toBeVisible();

  const create = page.getByRole('region', { name: 'Create a site' });
  await create.getByLabel('Site title').fill(siteTitle);
  await create.getByLabel('Address').fill(identifier);
  await create.getByRole('button', { name: 'Create site' }).click();

  // The page says what was made, once, and lists the site.
  await expect(page.getByRole('status')).toHaveText(
    `Your site “${siteTitle}” is ready at ${identifier}.${server.appDomain}. Choose Edit to start building it.`,
  );
  const address = { name: `${identifier}.${server.appDomain}` };
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', address) });
  await expect(listed).toContainText(siteTitle);
  const siteLink = listed.getByRole('link', address);
  await expect(siteLink).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-platform-home.png', fullPage: true });

  // The new site, at its subdomain, as a visitor sees it (cookies are per host).
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await siteLink.click();
  await expect(page).toHaveURL(`${server.siteUrl(identifier)}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: siteTitle })).toBeVisible();
  const context = await siteContext(page);
  expect(context.pageType).toBe(PageType.page);
  expect(context.website.identifier).toBe(identifier);
  expect(context.website.siteTitle).toBe(siteTitle);
  expect(context.authenticatedAccount).toBeNull();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);

  // Edit hands the owner over to the site's own config area, signed in.
  await page.goto(`${server.platformUrl}/`);
  await page.getByRole('button', { name: `Edit ${siteTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.siteUrl(identifier)}/config/`));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(CONFIG_AREA_DRAWN);
  await expect(page.getByRole('heading', { name: siteTitle })).toBeVisible();
});

test('the platform home refuses a bad sign-up with messages next to the fields', async ({ page, server }) => {
  await page.goto(`${server.platformUrl}/`);
  const signUp = page.getByRole('region', { name: 'Create an account' });
  await signUp.getByLabel('Your name').fill('Short Password');
  await signUp.getByLabel('Email').fill('short@example.com');
  await signUp.getByLabel('Password').fill('abc');
  // Skip the browser's own checks to reach the server's.
  await signUp.locator('form').evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/signup'),
    signUp.getByRole('button', { name: 'Create account' }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(signUp.getByRole('alert')).toBeVisible();
  await expect(signUp.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(signUp.getByLabel('Email')).toHaveValue('short@example.com');
});
