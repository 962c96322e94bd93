// Issue 9, part 3: the pages panel. The owner makes a page from the About template (linked in the
// footer), renames it, changes its URL (a bad one is refused with core's message), gives it an SEO
// title, publishes it, makes it the home page and back, duplicates it, trashes and restores the copy,
// and reorders the footer navigation by keyboard and by drag; a visitor sees each change. axe-core
// finds nothing on each panel screen. The demo is left with its own home page; the new pages go to
// the trash at the end, so their links leave the navigation.
import type { Browser } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { dragHandleOnto } from '../support/drag.ts';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

/** A visitor's view (a fresh browser context, no session) of `path`. */
async function visit(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const response = await visitor.goto(path);
  return { visitor, status: response?.status(), close: () => context.close() };
}

async function footerLabels(browser: Browser, baseURL: string): Promise<string[]> {
  const { visitor, close } = await visit(browser, baseURL, '/about');
  const labels = await visitor.locator('nav[aria-label="Footer"] a').allTextContents();
  await close();
  return labels.map((l) => l.trim());
}

test('the owner makes, renames, moves, publishes, copies, trashes and arranges pages', async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  await signInAtConfig(page, server.owner);
  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  await expect(panel.getByRole('button', { name: 'New page' })).toBeVisible();
  expect(await axeViolations(page, { include: 'aside' }), 'pages list').toEqual([]);

  // New page from the About template, linked in the footer.
  await panel.getByRole('button', { name: 'New page' }).click();
  await expect(panel.getByRole('heading', { name: 'New page' })).toBeFocused();
  expect(await axeViolations(page, { include: 'aside' }), 'new page screen').toEqual([]);
  await panel.getByRole('textbox', { name: 'Page title' }).fill('Studio Story');
  await panel.getByRole('radio', { name: /^About/ }).check();
  await panel.getByRole('radio', { name: 'Footer navigation' }).check();
  await panel.getByRole('button', { name: 'Create page' }).click();
  await expect(panel.getByRole('heading', { name: 'Studio Story', level: 2 })).toBeVisible();
  await expect(panel.getByText('/studio-story · Hidden')).toBeVisible();
  await expect(panel.getByText('Loading page settings…')).toBeHidden();
  expect(await axeViolations(page, { include: 'aside' }), 'page settings screen').toEqual([]);
  const hidden = await visit(browser, server.demoUrl, '/studio-story');
  expect(hidden.status).toBe(404);
  await hidden.close();

  // A bad URL is refused with core's message, beside the field.
  const url = panel.getByRole('textbox', { name: 'Page URL' });
  await url.fill('Our Studio');
  await panel.getByRole('button', { name: 'Save page settings' }).click();
  await expect(url).toBeFocused();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText('Our Studio is not a valid page URL').first()).toBeVisible();
  expect(await axeViolations(page, { include: 'aside' }), 'page settings with an error').toEqual([]);

  // Rename, a good URL and an SEO title.
  await url.fill('our-studio');
  await panel.getByRole('textbox', { name: 'Page title' }).fill('Studio story');
  await panel.getByRole('textbox', { name: 'SEO title' }).fill('Our studio, our story');
  await panel.getByRole('button', { name: 'Save page settings' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // Published from the page editor; the visitor sees it with its SEO title and its footer link.
  await panel.getByRole('button', { name: 'Edit content' }).click();
  const editor = page.getByRole('region', { name: 'Page editor' });
  await expect(editor.getByRole('tab', { name: 'Canvas' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start editing' });
  if (await start.isVisible()) await start.click();
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  const live = await visit(browser, server.demoUrl, '/our-studio');
  expect(live.status).toBe(200);
  await expect(live.visitor).toHaveTitle('Our studio, our story');
  await expect(live.visitor.getByRole('heading', { name: 'Studio Story', level: 1 })).toBeVisible();
  await expect(
    live.visitor.locator('nav[aria-label="Footer"]').getByRole('link', { name: 'Studio story' }),
  ).toBeVisible();
  await live.close();
  await editor.getByRole('button', { name: '← Back to pages' }).click();

  // Home page, and back to the demo's own.
  const settingsOf = (title: string) =>
    panel.getByRole('button', { name: `Settings for ${title}`, exact: true });
  await settingsOf('Studio story').click();
  await panel.getByRole('button', { name: 'Set as home page' }).click();
  await expect(
    panel.getByRole('status').filter({ hasText: 'Studio story is now the home page.' }),
  ).toBeVisible();
  const home = await visit(browser, server.demoUrl, '/');
  await expect(home.visitor.getByRole('heading', { name: 'Studio Story', level: 1 })).toBeVisible();
  await home.close();
  await panel.getByRole('button', { name: '← Back to pages' }).click();
  await settingsOf('Home').click();
  await panel.getByRole('button', { name: 'Set as home page' }).click();
  await expect(panel.getByRole('button', { name: 'This is the home page' })).toBeDisabled();
  await panel.getByRole('button', { name: '← Back to pages' }).click();

  // Duplicate, trash the copy, restore it from the Trash.
  await settingsOf('Studio story').click();
  await panel.getByRole('button', { name: 'Duplicate' }).click();
  await expect(panel.getByRole('heading', { name: 'Studio story (copy)', level: 2 })).toBeVisible();
  await expect(panel.getByText('/our-studio-copy · Hidden')).toBeVisible();
  await panel.getByRole('button', { name: 'Move to trash' }).click();
  await expect(settingsOf('Studio story (copy)')).toHaveCount(0);
  // The move is said in the notifications, with an Undo that takes it back.
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('status')).toContainText(
    'Studio story (copy) was moved to the trash.',
  );
  expect(await axeViolations(page, { include: 'section.toast-region' }), 'a notification').toEqual([]);
  await notifications.getByRole('button', { name: 'Undo' }).click();
  await expect(notifications.getByRole('status')).toContainText('Undone.');
  await expect(settingsOf('Studio story (copy)')).toBeVisible();
  // Again, to restore it from the Trash this time.
  await settingsOf('Studio story (copy)').click();
  await panel.getByRole('button', { name: 'Move to trash' }).click();
  await expect(settingsOf('Studio story (copy)')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Trash' }).click();
  const trashed = panel.getByRole('listitem').filter({ hasText: 'Studio story (copy)' });
  await expect(trashed).toContainText('30 days left');
  expect(await axeViolations(page, { include: 'aside' }), 'trash screen').toEqual([]);
  await trashed.getByRole('button', { name: 'Restore Studio story (copy)' }).click();
  await expect(
    panel.getByRole('status').filter({ hasText: 'Studio story (copy) was restored.' }),
  ).toBeVisible();
  await panel.getByRole('button', { name: '← Back to pages' }).click();
  await expect(settingsOf('Studio story (copy)')).toBeVisible();

  // The footer navigation by keyboard: Studio story one place up, announced, saved.
  const before = await footerLabels(browser, server.demoUrl);
  expect(before.indexOf('Studio story')).toBeGreaterThan(before.indexOf('Wholesale'));
  await panel.getByRole('button', { name: 'Navigation', exact: true }).click();
  const footer = panel.locator('[data-group="footer"]');
  await expect(footer.getByText('Studio story')).toBeVisible();
  expect(await axeViolations(page, { include: 'aside' }), 'navigation screen').toEqual([]);
  const footerOrder = async () =>
    await footer
      .locator('.navigation-entry-label')
      .evaluateAll((els) => els.map((e) => e.firstChild?.textContent ?? ''));
  const startOrder = await footerOrder();
  await panel.getByRole('button', { name: 'Move Studio story up' }).focus();
  await page.keyboard.press('Enter');
  const announced = panel.locator('[aria-live="polite"]');
  await expect(announced).toContainText('Studio story moved to position');
  const keyed = await footerOrder();
  expect(keyed.indexOf('Studio story')).toBe(startOrder.indexOf('Studio story') - 1);
  await panel.getByRole('button', { name: 'Save navigation' }).click();
  await expect(panel.getByText('Saved. Visitors see the new navigation now.')).toBeVisible();
  const pagesOnly = (labels: string[], order: string[]) => labels.filter((l) => order.includes(l));
  expect(pagesOnly(await footerLabels(browser, server.demoUrl), keyed)).toEqual(keyed);

  // By drag: Studio story's handle onto the first entry of the footer.
  const handle = panel.getByRole('button', { name: 'Drag Studio story', exact: true });
  const first = footer.locator('.navigation-entry').first();
  await dragHandleOnto(page, handle, first);
  // Once the drop has settled (the drag's placeholder gone), Studio story leads the footer.
  await expect.poll(async () => (await footerOrder()).length).toBe(startOrder.length);
  await expect.poll(async () => (await footerOrder())[0]).toBe('Studio story');
  await expect(announced).toContainText('Studio story moved to position 1');
  const dragged = await footerOrder();
  await panel.getByRole('button', { name: 'Save navigation' }).click();
  await expect(panel.getByText('Saved. Visitors see the new navigation now.')).toBeVisible();
  expect(pagesOnly(await footerLabels(browser, server.demoUrl), dragged)).toEqual(dragged);
  await panel.getByRole('button', { name: '← Back to pages' }).click();

  // Put away: both new pages to the trash; their links leave the visitors' navigation.
  for (const title of ['Studio story (copy)', 'Studio story']) {
    await settingsOf(title).click();
    await panel.getByRole('button', { name: 'Move to trash' }).click();
    await expect(settingsOf(title)).toHaveCount(0);
  }
  expect(await footerLabels(browser, server.demoUrl)).not.toContain('Studio story');
});
