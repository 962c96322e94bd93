// Spec section 5: the owner edits a page in the config area — its title, a rich text block, an
// image's alternative text, a section's background, a new block — saves and publishes, and a visitor
// (another, signed-out browser context) sees the change.
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

test('editing a title and a rich text block, then publishing, shows the change to a visitor', async ({
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
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Contact');
  const block = page.getByRole('group', { name: 'Block 2: Text' });
  await block.getByRole('button', { name: /^Block 2: Text/ }).click();
  const text = block.getByRole('textbox', { name: 'Text' });
  await expect(text).toContainText('The studio is at 1120 SE Ash Street');

  await title.fill(NEW_TITLE);
  await text.fill(NEW_TEXT);
  await text.press('End');
  await block.getByRole('button', { name: 'Bold' }).click();
  await expect(block.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(' Come by.');
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
    await expect(visitorPage.locator('.block-text strong')).toHaveText('Come by.');
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

test('adding a divider, changing an image’s alternative text and a section’s background: a visitor sees them', async ({
  page,
  browser,
  server,
  pageErrors,
}) => {
  const NEW_ALT = 'Green hills at the edge of the city, where the fern glaze got its name';
  await signInAtConfig(page, server.owner, '/about');
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^About\b/ })
    .click();
  const section = page.getByRole('region', { name: 'Section 1' });

  // The image: another alternative text.
  const image = section.getByRole('group', { name: 'Block 3: Image' });
  await image.getByRole('button', { name: /^Block 3: Image/ }).click();
  await expect(image.getByLabel('Alternative text')).toHaveValue(
    'Rolling green hills, the colour of our fern glaze',
  );
  await image.getByLabel('Alternative text').fill(NEW_ALT);

  // The section: a colour background.
  await section.getByRole('button', { name: 'Section 1 settings' }).click();
  await section.getByRole('radio', { name: 'Colour', exact: true }).check();
  await section.getByLabel('Background colour').fill('#e8f0ec');

  // A new divider at the end of the section, dashed, then moved up one place with the keyboard.
  await section.getByLabel('Add a block to section 1').selectOption('divider');
  await section.getByRole('button', { name: 'Add block', exact: true }).click();
  const divider = section.getByRole('group', { name: 'Block 7: Divider' });
  await expect(divider.getByRole('button', { name: /^Block 7: Divider/ })).toBeFocused();
  await divider.getByLabel('Line style').selectOption({ label: 'Dashed' });
  await divider.getByRole('button', { name: 'Move Block 7: Divider up' }).press('Enter');
  await expect(section.getByRole('button', { name: 'Move Block 6: Divider up' })).toBeFocused();
  await page.screenshot({ path: '/tmp/e2e-config-layout.png' });

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  await expect(sitePreview(page).getByRole('img', { name: NEW_ALT })).toBeVisible();

  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(visitorPage.getByRole('img', { name: NEW_ALT })).toBeVisible();
    const first = visitorPage.locator('section.section').first();
    await expect(first).toHaveCSS('background-color', 'rgb(232, 240, 236)');
    const dividers = first.locator('hr.divider');
    await expect(dividers).toHaveCount(2);
    await expect(first.locator('.block-divider-wrapper').nth(1).locator('hr')).toHaveClass(/divider-dashed/);
    // The new divider sits before the FAQ accordion, which still works.
    await expect(first.locator('[data-block-type]').nth(5)).toHaveAttribute('data-block-type', 'divider');
    await expect(first.locator('[data-block-type]').nth(6)).toHaveAttribute('data-block-type', 'accordion');
    await visitorPage.screenshot({ path: '/tmp/e2e-visitor-about.png', fullPage: true });
  } finally {
    await visitor.close();
  }
  expect(pageErrors).toEqual([]);
});

test('scheduling a hidden page for tomorrow lists it as Scheduled with its time; visitors still get 404', async ({
  page,
  browser,
  server,
  pageErrors,
}) => {
  // Winter workshops is hidden, so scheduling it changes nothing for visitors; it is set back to
  // Hidden at the end (this file's first test expects it so, and runs before this one).
  await signInAtConfig(page, server.owner);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  const workshops = pages.getByRole('button', { name: /^Winter workshops\b/ });
  await workshops.click();
  const publication = page.getByLabel('Publication');
  await expect(publication).toHaveValue('4');
  await publication.selectOption({ label: 'Scheduled (Schedule)' });

  // Tomorrow at 10:00 in the browser's time zone, as the owner types it; the server stores UTC.
  const { local, utc } = await page.evaluate(() => {
    const at = new Date();
    at.setDate(at.getDate() + 1);
    at.setHours(10, 0, 0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      local: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:00`,
      utc: at.toISOString(),
    };
  });
  const publishAt = page.getByLabel('Publish at');
  await publishAt.fill(local);
  await expect(page.getByText(/^In your time zone \(.+\)\.$/)).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-config-schedule.png' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. Publishes / })).toBeVisible();

  await page.getByRole('button', { name: '← Back to pages' }).click();
  await expect(workshops.locator('.badge')).toHaveText('Scheduled');
  await expect(workshops).toContainText('Publishes');
  await expect(workshops.locator('time')).toHaveAttribute('datetime', utc);

  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const response = await (await visitor.newPage()).goto('/workshops');
    expect(response?.status()).toBe(404);
  } finally {
    await visitor.close();
  }

  // Back to Hidden: the schedule is cancelled.
  await workshops.click();
  await expect(page.getByLabel('Publish at')).toHaveValue(local);
  await page.getByLabel('Publication').selectOption({ label: 'Hidden (Cancel schedule)' });
  await expect(page.getByLabel('Publish at')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByRole('button', { name: '← Back to pages' }).click();
  await expect(workshops.locator('.badge')).toHaveText('Hidden');
  await expect(workshops.locator('time')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
