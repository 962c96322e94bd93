// The config area's navigation at every width (issue 38, section 1): the screens in groups, folded
// into a Menu below 1200 px, every one reachable from 320 px up with nothing cut off and no sideways
// scroll; each screen at its own address, which survives a reload and which Back leaves.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, openConfigScreen, signInAtConfig, test } from '../support/fixtures.ts';

const GROUPS: Record<string, string[]> = {
  Website: ['Pages', 'Files'],
  Marketing: ['Newsletters'],
  Contacts: ['Forms', 'Members', 'Comments'],
  Settings: ['Site', 'People', 'Account', 'Outbox'],
};
const SINGLE_SCREENS = ['Commerce', 'Analytics'];

/** How far the page scrolls sideways (0: it fits the window). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Whether the element lies wholly inside the window, left to right. */
async function inView(page: Page, name: string, role: 'button' | 'link') {
  const box = await page
    .getByRole('banner', { name: 'Config area' })
    .getByRole(role, { name, exact: true })
    .boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test('every screen is reachable at 1440, 1280, 1024, 768, 390 and 320 px, nothing cut off', async ({
  page,
  server,
}) => {
  test.slow();
  await signInAtConfig(page, server.owner);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  // The last, at 320 px, has the bar's longest toggle: Hide newsletters.
  const opened = ['Commerce', 'Forms', 'Site', 'Files', 'Outbox', 'Newsletters'];
  const panel = page.getByRole('complementary', { name: / panel$/ });
  for (const [index, width] of [1440, 1280, 1024, 768, 390, 320].entries()) {
    await page.setViewportSize({ width, height: 800 });
    const where = `at ${width} px`;
    expect(await sidewaysScroll(page), where).toBe(0);
    expect(await inView(page, 'Sign out', 'button'), `Sign out ${where}`).toBe(true);
    const folded = width < 1200;
    await expect(menu, where).toBeVisible({ visible: folded });
    if (folded) {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(await inView(page, 'View site', 'link'), `View site in the menu ${where}`).toBe(true);
    } else {
      expect(await inView(page, 'View site', 'link'), `View site ${where}`).toBe(true);
    }
    for (const name of SINGLE_SCREENS)
      expect(await inView(page, name, 'link'), `${name} ${where}`).toBe(true);
    for (const [group, screens] of Object.entries(GROUPS)) {
      const button = nav.getByRole('button', { name: group });
      await button.click();
      for (const name of screens)
        expect(await inView(page, name, 'link'), `${group} → ${name} ${where}`).toBe(true);
      if (group === 'Settings' && !folded)
        expect(await axeViolations(page, { include: 'header.top-bar' }), `an open group ${where}`).toEqual(
          [],
        );
      // Escape closes the group and gives focus back to its button, and is not also the panel's.
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(panel).toBeVisible();
    }
    if (folded) {
      expect(await axeViolations(page, { include: 'header.top-bar' }), `the open menu ${where}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    }
    // One screen opened at each width, through the menu where there is one: still no sideways scroll.
    const screen = await openConfigScreen(page, opened[index] ?? 'Pages');
    await expect(screen.getByRole('heading').first()).toBeVisible();
    expect(await sidewaysScroll(page), `${opened[index]} open ${where}`).toBe(0);
  }
});

test('each screen has its own address: reload keeps it, Back leaves it, an unknown one is not found', async ({
  page,
  server,
}) => {
  await signInAtConfig(page, server.owner, '/about');
  // The site's name whole where there is room, and on hover.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveAttribute('title', 'Fern & Kiln');
  expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);

  await openConfigScreen(page, 'Commerce');
  expect(new URL(page.url()).pathname).toBe('/config/commerce');
  expect(new URL(page.url()).searchParams.get('frameUrl')).toBe('/about');
  await page.reload();
  const commerce = page.getByRole('complementary', { name: 'Commerce panel' });
  await expect(commerce).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).locator('a[aria-current="page"]'),
  ).toHaveText('Commerce');

  await openConfigScreen(page, 'Forms');
  expect(new URL(page.url()).pathname).toBe('/config/forms');
  await page.goBack();
  await expect(commerce).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('complementary', { name: 'Pages panel' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/config/');

  // A screen's address opened afresh (a bookmark, a mail's link) lands on it.
  await page.goto('/config/outbox');
  await expect(page.getByRole('complementary', { name: 'Outbox panel' })).toBeVisible();
  const unknown = await page.goto('/config/nowhere');
  expect(unknown?.status()).toBe(404);
  expect(await unknown?.text()).toContain('There is no such screen in the config area.');
});
