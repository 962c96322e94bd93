// Starting a site from a template (issue 38, "Starting a site"): a new account previews a template
// on its showcase site, creates a site from each starter, and each one is live at its address with
// its own pages, with no accessibility violations; then the owner adds a page from a starter's page
// templates in the pages panel and publishes it.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { canvasFrame, openCanvas } from '../support/canvas.ts';
import { CONFIG_AREA_DRAWN, expect, openConfigScreen, sitePreview, test } from '../support/fixtures.ts';

const STARTERS = [
  { name: 'Portfolio', heading: 'Pictures that stay with you', inner: '/harbour-lights' },
  { name: 'Shop', heading: 'Useful things, made to last', inner: '/faq' },
  { name: 'Restaurant', heading: 'Seasonal cooking over fire', inner: '/reservations' },
  { name: 'Magazine', heading: 'Stories from the edges of the map', inner: '/pitch' },
  { name: 'Studio', heading: 'Yoga and movement for every body', inner: '/pricing' },
];

test.describe.configure({ mode: 'serial' });

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const addressOf = (name: string) => `${name.toLowerCase()}-${suffix}`;

async function signUp(page: Page, platformUrl: string) {
  await page.goto(`${platformUrl}/`);
  const signUpForm = page.getByRole('region', { name: 'Create an account' });
  await signUpForm.getByLabel('Your name').fill('Tess Templates');
  await signUpForm.getByLabel('Email').fill(`templates-${suffix}@example.com`);
  await signUpForm.getByLabel('Password').fill('correct horse battery');
  await signUpForm.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
}

test('a new account previews a template and creates a site from each starter', async ({
  page,
  server,
  pageErrors,
}) => {
  test.slow();
  await signUp(page, server.platformUrl);
  const create = page.getByRole('region', { name: 'Create a site' });
  const templates = create.getByRole('group', { name: 'Start from a template' });
  await expect(templates.getByRole('radio')).toHaveCount(STARTERS.length + 1);
  await expect(templates.getByRole('radio', { name: 'Simple' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/e2e-templates-chooser.png', fullPage: true });

  // Preview opens the template's showcase site in a new tab.
  const preview = templates.getByRole('link', {
    name: 'Preview the Restaurant template (opens in a new tab)',
  });
  await expect(preview).toHaveAttribute('target', '_blank');
  const [showcase] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
  await expect(showcase.getByRole('heading', { level: 1, name: 'Seasonal cooking over fire' })).toBeVisible();
  expect(new URL(showcase.url()).host).toBe(`template-restaurant.${server.appDomain}`);
  await showcase.close();

  for (const starter of STARTERS) {
    const identifier = addressOf(starter.name);
    await create.getByLabel('Site title').fill(`${starter.name} ${suffix}`);
    await create.getByLabel('Address').fill(identifier);
    await templates.getByRole('radio', { name: starter.name, exact: true }).check();
    await create.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByRole('status')).toContainText(`Your site “${starter.name} ${suffix}” is ready`);
  }
  expect(pageErrors).toEqual([]);
});

test('each starter site is live with its own pages, and passes axe', async ({ page, server, pageErrors }) => {
  test.slow();
  for (const starter of STARTERS) {
    const url = server.siteUrl(addressOf(starter.name));
    await page.goto(`${url}/`);
    await expect(page.getByRole('heading', { level: 1, name: starter.heading })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${starter.name} ${suffix}` }),
    ).toBeVisible();
    expect(await axeViolations(page), `${starter.name} home`).toEqual([]);
    if (starter.name === 'Restaurant') await page.screenshot({ path: '/tmp/e2e-template-restaurant.png' });
    // Every page of its navigations (header, menu when folded, and footer) and one its content links to.
    const links = page.locator('nav a[href]');
    const paths = new Set([starter.inner]);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
      if (href.startsWith('/') && href !== '/') paths.add(href);
    expect(paths.size, starter.name).toBeGreaterThanOrEqual(4);
    for (const path of paths) {
      await page.goto(`${url}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await axeViolations(page), `${starter.name} ${path}`).toEqual([]);
    }
  }
  expect(pageErrors).toEqual([]);
});

test("the owner adds a page from a starter's page templates and publishes it", async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  // The account made by the first test, signed in again in this test's own browser context.
  await page.goto(`${server.platformUrl}/`);
  const signIn = page.getByRole('region', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(`templates-${suffix}@example.com`);
  await signIn.getByLabel('Password').fill('correct horse battery');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: `Edit Studio ${suffix}` }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(CONFIG_AREA_DRAWN);
  // The config area lands on the overview, whose checklist starts the new owner off.
  await expect(page.getByRole('complementary', { name: 'Overview panel' })).toBeVisible();
  await openConfigScreen(page, 'Pages');

  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  await panel.getByRole('button', { name: 'New page' }).click();
  await panel.getByRole('textbox', { name: 'Page title' }).fill('Lunch menu');
  await panel.getByRole('radio', { name: /^Restaurant: Menu/ }).check();
  await panel.getByRole('radio', { name: 'Main navigation' }).check();
  await panel.getByRole('button', { name: 'Create page' }).click();
  await expect(panel.getByText('/lunch-menu · Hidden')).toBeVisible();
  await panel.getByRole('button', { name: '← Back to pages' }).click();

  const editor = await openCanvas(page, 'Lunch menu');
  await expect(canvasFrame(page).getByRole('heading', { level: 1, name: 'Lunch menu' })).toBeVisible();
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(`${server.siteUrl(addressOf('Studio'))}/lunch-menu`);
  await expect(visit.getByRole('heading', { level: 1, name: 'Lunch menu' })).toBeVisible();
  await expect(visit.getByText('Whole roast fish — $32')).toBeVisible();
  await expect(visit.getByRole('banner').getByRole('link', { name: 'Lunch menu' })).toBeVisible();

  // The Design screen: a change shows in the preview at once, and visitors get it once saved.
  // Opened from the bar with the page editor open: the editor steps aside, kept, until the pages return.
  const design = await openConfigScreen(page, 'Design');
  await expect(editor).toBeHidden();
  await design.getByLabel('Accent', { exact: true }).fill('#7a2e1f');
  await design.getByLabel('Heading font').selectOption({ label: 'Monospace' });
  const headingFont = (where: Page | ReturnType<typeof sitePreview>) =>
    where
      .locator('h1')
      .first()
      .evaluate((h) => getComputedStyle(h).fontFamily);
  await expect.poll(() => headingFont(sitePreview(page))).toContain('monospace');
  expect(await axeViolations(page, { include: '#pages-panel' }), 'the Design screen').toEqual([]);
  await design.getByRole('button', { name: 'Save design' }).click();
  await expect(
    design.getByRole('status').filter({ hasText: 'Saved. The site shows the change now.' }),
  ).toBeVisible();
  await visit.reload();
  expect(await headingFont(visit)).toContain('monospace');
  const accent = await visit.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--accent'),
  );
  expect(accent.trim()).toBe('#7a2e1f');
  await openConfigScreen(page, 'Pages');
  await expect(editor.getByRole('button', { name: 'Publish changes' })).toBeVisible();
  await visitor.close();
});
