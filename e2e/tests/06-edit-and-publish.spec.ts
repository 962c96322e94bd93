// Spec section 5: the owner edits a page's title and a text block in the config area, saves and
// publishes, and a visitor (another, signed-out browser context) sees the change.
import { expect, signInAtConfig, sitePreview, test } from '../support/fixtures.ts';

const NEW_TITLE = 'Contact the studio';
const NEW_TEXT =
  'Visit us at 1120 SE Ash Street, Portland, Thursday to Sunday. We answer email within a day.';

test('the pages panel lists pages with their publication labels', async ({ page, server }) => {
  await signInAtConfig(page, server.owner);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  const item = (title: string) => pages.getByRole('button', { name: new RegExp(`^${title}\\b`) });
  await expect(item('Home')).toContainText('Available');
  await expect(item('About')).toContainText('Available');
  await expect(item('Wholesale')).toContainText('Available');
  await expect(item('Winter workshops')).toContainText('Hidden');
  await expect(item('Winter workshops')).toContainText('Not in navigation');
  // The page the frame shows is highlighted.
  await expect(pages.locator('[aria-current="page"]')).toContainText('Home');
  await page.screenshot({ path: '/tmp/e2e-config-pages.png' });
});

test('editing a title and a text block, then publishing, shows the change to a visitor', async ({
  page,
  browser,
  server,
  pageErrors,
}) => {
  await signInAtConfig(page, server.owner, '/contact');
  await expect(sitePreview(page).getByRole('heading', { name: 'Get in touch' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^Contact\b/ })
    .click();
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Contact');
  const text = page.getByLabel('Block 2: Text');
  await expect(text).toHaveValue(/The studio is at 1120 SE Ash Street/);

  await title.fill(NEW_TITLE);
  await text.fill(NEW_TEXT);
  await page.screenshot({ path: '/tmp/e2e-config-editor.png' });
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  // The frame reloads with the published page.
  await expect(sitePreview(page).getByText(NEW_TEXT)).toBeVisible();

  // A visitor: a separate browser context, never signed in.
  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto('/contact');
    expect(response?.status()).toBe(200);
    await expect(visitorPage).toHaveTitle(`${NEW_TITLE} — Fern & Kiln`);
    await expect(visitorPage.getByText(NEW_TEXT)).toBeVisible();
    await expect(visitorPage.getByText('We answer email within two working days.')).toHaveCount(0);
    const context = JSON.parse((await visitorPage.locator('#tessera-context').textContent()) ?? '{}');
    expect(context.authenticatedAccount).toBeNull();
    expect(context.collection?.title).toBe(NEW_TITLE);
  } finally {
    await visitor.close();
  }

  // Back in the panel, the list shows the new title.
  await page.getByRole('button', { name: '← Back to pages' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: new RegExp(`^${NEW_TITLE}`) }),
  ).toContainText('Available');
  expect(pageErrors).toEqual([]);
});
