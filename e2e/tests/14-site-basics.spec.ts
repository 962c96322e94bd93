import { axeViolations } from '../support/axe.ts';
import { expect, signInAtConfig, sitePreview, test } from '../support/fixtures.ts';

const NEW_FOOTER = 'Open Friday to Sunday, 11–4. Firing days are posted on the journal.';
const LINK_MESSAGE =
  'Enter a link such as /about, https://example.com, mailto:you@example.com or tel:+15035550100.';

test('the owner changes the footer text and adds a call-to-action; a visitor sees both', async ({
  page,
  browser,
  server,
  pageErrors,
}) => {
  await signInAtConfig(page, server.owner, '/about');

  // Opened from the keyboard: the top bar's Settings group, then its Site link, at /config/site.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const settings = nav.getByRole('button', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const siteLink = nav.getByRole('link', { name: 'Site', exact: true });
  await expect(siteLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav.locator('a[aria-current="page"]')).toHaveText('Site');
  expect(new URL(page.url()).pathname).toBe('/config/site');
  const panel = page.getByRole('complementary', { name: 'Site panel' });
  await expect(panel.getByRole('heading', { name: 'Site', exact: true })).toBeFocused();

  const footerText = panel.getByRole('textbox', { name: 'Footer text' });
  await expect(footerText).toHaveValue(/Open Thursday to Sunday/);
  const originalFooter = await footerText.inputValue();
  await expect(panel.getByRole('textbox', { name: 'Site title' })).toHaveValue('Fern & Kiln');
  await expect(panel.getByText('Loading the site’s images…').first()).toBeHidden();
  expect(await axeViolations(page), 'site screen').toEqual([]);
  await page.screenshot({ path: '/tmp/e2e-config-site.png' });

  // Typed, not filled: the way a keyboard user edits.
  await footerText.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(NEW_FOOTER);
  const buttonText = panel.getByRole('textbox', { name: 'Button text' });
  const buttonLink = panel.getByRole('textbox', { name: 'Button link' });
  await buttonText.focus();
  await page.keyboard.type('Book a class');
  await page.keyboard.press('Tab');
  await expect(buttonLink).toBeFocused();
  await page.keyboard.type('contact');

  // A link the server refuses: its message is beside the field, which gets the focus.
  const save = panel.getByRole('button', { name: 'Save header and footer' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(buttonLink).toBeFocused();
  await expect(buttonLink).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText(LINK_MESSAGE)).toBeVisible();
  expect(await axeViolations(page), 'site screen with an error').toEqual([]);

  await page.keyboard.press('Home');
  await page.keyboard.type('/');
  await expect(buttonLink).toHaveValue('/contact');
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(
    panel.getByRole('status').filter({ hasText: 'Saved. The site shows the change now.' }),
  ).toBeVisible();
  // The frame loads the page again and shows the change.
  await expect(sitePreview(page).getByRole('link', { name: 'Book a class' })).toBeVisible();
  await expect(sitePreview(page).getByText(NEW_FOOTER)).toBeVisible();

  // A visitor: a separate, signed-out browser context.
  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(visitorPage.locator('footer')).toContainText(NEW_FOOTER);
    await expect(visitorPage.locator('footer')).not.toContainText('Open Thursday to Sunday');
    const cta = visitorPage.locator('header').getByRole('link', { name: 'Book a class' });
    await expect(cta).toHaveAttribute('href', '/contact');
    expect(await axeViolations(visitorPage), 'published page with the new header').toEqual([]);
    await cta.click();
    await expect(visitorPage).toHaveURL(/\/contact$/);
  } finally {
    await visitor.close();
  }

  // Put the demo back: the old footer text, no button.
  await footerText.fill(originalFooter);
  await buttonText.fill('');
  await buttonLink.fill('');
  await save.click();
  await expect(panel.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(sitePreview(page).getByRole('link', { name: 'Book a class' })).toHaveCount(0);

  await panel.getByRole('button', { name: '← Back to pages' }).click();
  await expect(page.getByRole('button', { name: 'Hide pages' })).toBeFocused();
  // The browser logs the refused save (400) it was meant to get; nothing else went wrong.
  const refused = pageErrors.filter((e) => /status of 400 .*\/api\/site-header-footer/.test(e));
  expect(refused).toHaveLength(1);
  expect(pageErrors.filter((e) => !refused.includes(e))).toEqual([]);
});
