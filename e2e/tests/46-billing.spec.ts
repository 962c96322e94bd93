// The site's own plan (spec 1 §2: "the trial-upgrade plan goes to /settings/billing/upgrade; the
// upgrade plan goes to /settings/billing/subscriptions/website") and the owner's other new pages —
// the popup overlay page (104) and the commerce email preview (301) — in a browser: reached from the
// config area, used from the keyboard, and free of accessibility violations.
import { axeViolations } from '../support/axe.ts';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

test('the owner upgrades the site from its trial, by keyboard, on pages axe finds nothing on', async ({
  page,
  server,
  pageErrors,
}) => {
  await signInAtConfig(page, server.owner);
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website subscription' })).toBeVisible();
  await expect(page.locator('dd[data-status]')).toHaveText('Trial');
  expect(await axeViolations(page), 'the website subscription').toEqual([]);

  await page.getByRole('link', { name: 'Upgrade', exact: true }).first().click();
  await expect(page).toHaveURL(/\/settings\/billing\/upgrade$/);
  expect(await axeViolations(page), 'the upgrade page').toEqual([]);
  await page.getByLabel(/^Commerce:/).check();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry month (1–12)').fill('12');
  await page.getByLabel('Expiry year').fill('2099');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Security code').press('Enter');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  expect(await axeViolations(page), 'the upgrade page with its refusal').toEqual([]);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month (1–12)').fill('12');
  await page.getByLabel('Expiry year').fill('2099');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay and upgrade' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/billing\/subscriptions\/website\?upgraded=1$/);
  await expect(page.getByRole('status')).toHaveText('Thank you: your site is on its new plan.');
  await expect(page.locator('dd[data-status]')).toHaveText('Paid');
  expect(await axeViolations(page), 'the subscription, paid').toEqual([]);
  // The browser's own note of the refused form's status (402), not a script's error.
  expect(pageErrors.filter((error) => !error.includes('status of 402'))).toEqual([]);
});

test("the owner previews the popup (104) and the store's mails (301)", async ({ page, server }) => {
  await signInAtConfig(page, server.owner);
  // The e2e demo has its popup switched off: the owner sees the preview, a visitor nothing. The
  // site's pages send a signed-in owner to the config area unless told not to (spec 1 §2: noredirect).
  await page.goto('/popup-overlay?noredirect=1');
  await expect(page.getByRole('note')).toContainText('Preview: this popup is switched off');
  expect(await axeViolations(page), 'the popup overlay page').toEqual([]);

  await page.goto('/commerce/email-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Commerce email preview' })).toBeVisible();
  await page.getByRole('link', { name: 'Order shipped' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order shipped' })).toBeVisible();
  const mail = page.frameLocator('iframe[title^="Order shipped"]');
  await expect(mail.getByRole('heading', { name: 'Your order is on its way' })).toBeVisible();
  // The mail inside the frame is the mail as sent (tables, no landmarks), not a page of the site.
  expect(await axeViolations(page, { exclude: 'iframe' }), 'the email preview').toEqual([]);
});
