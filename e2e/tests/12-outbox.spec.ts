// The owner reads the site's mail in the config area: the demo site's "Your site is ready" message,
// recorded (no SMTP server in these tests) by the worker running inside the server.
import { expect, openConfigScreen, signInAtConfig, test } from '../support/fixtures.ts';

test('the owner opens the outbox from the top bar and reads a message', async ({
  page,
  server,
  pageErrors,
}) => {
  await signInAtConfig(page, server.owner);
  const panel = await openConfigScreen(page, 'Outbox');
  await expect(panel.getByRole('heading', { name: 'Outbox' })).toBeFocused();
  const message = panel.getByRole('button', { name: /^Your site is ready\b/ });
  await expect(message).toBeVisible();
  await expect(message).toContainText(`To ${server.owner.email}`);
  // The worker records it within moments of the first start; refresh until it has.
  await expect(async () => {
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(message.locator('.badge')).toHaveText('Recorded, not sent', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.screenshot({ path: '/tmp/e2e-config-outbox.png' });

  // Opened from the keyboard.
  await message.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: 'Your site is ready' })).toBeFocused();
  await expect(panel.locator('pre')).toContainText(`${server.demoUrl}/config/`);
  await expect(panel.getByText('Recorded, not sent. No mail server is set up')).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-config-outbox-message.png' });

  await panel.getByRole('button', { name: '← Back to outbox' }).click();
  await expect(message).toBeFocused();
  await panel.getByRole('button', { name: '← Back to pages' }).click();
  // Back at the pages, focus on the panel's toggle, which now names them.
  await expect(page.getByRole('button', { name: 'Hide pages' })).toBeFocused();
  await expect(page.getByRole('complementary', { name: 'Pages panel' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/config/pages');
  expect(pageErrors).toEqual([]);
});

test('a screen whose code cannot be fetched says so in the panel, and the rest keeps working', async ({
  page,
  server,
}) => {
  // Each screen's code loads when it is first opened (editor/src/workspace/screens.ts): the
  // outbox's is refused here, as a dropped connection would.
  await page.route(/\/static\/editor\/assets\/OutboxPanel-[\w-]+\.js$/, (route) => route.abort());
  await signInAtConfig(page, server.owner);
  const panel = await openConfigScreen(page, 'Outbox');
  await expect(panel.getByRole('alert')).toHaveText(
    'This screen could not be loaded: the connection may have dropped.',
  );
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The top bar and the pages are still there.
  await openConfigScreen(page, 'Pages');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
});
