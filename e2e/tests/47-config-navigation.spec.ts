// The config area's navigation at every width (issue 38, section 1): the screens in groups, folded
// into a Menu below 1200 px, every one reachable from 320 px up with nothing cut off and no sideways
// scroll; each screen at its own address, which survives a reload and which Back leaves.
import type { Page } from '@playwright/test';
import { ItemPublicationState } from '@tessera/core';
import { axeViolations } from '../support/axe.ts';
import { canvasFrame, openCanvas } from '../support/canvas.ts';
import { configApi } from '../support/config-api.ts';
import { expect, openConfigScreen, signInAtConfig, test } from '../support/fixtures.ts';

const GROUPS: Record<string, string[]> = {
  Website: ['Pages', 'Files'],
  Marketing: ['Newsletters'],
  Contacts: ['Forms', 'Members', 'Comments'],
  Settings: ['Site', 'People', 'Account', 'Outbox'],
};
const SINGLE_SCREENS = ['Overview', 'Commerce', 'Analytics'];

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
  expect(new URL(page.url()).pathname).toBe('/config/pages');

  // A screen's address opened afresh (a bookmark, a mail's link) lands on it.
  await page.goto('/config/outbox');
  await expect(page.getByRole('complementary', { name: 'Outbox panel' })).toBeVisible();
  // The comments' tabs too: a tab's address opens it, and choosing another changes the address in place.
  await page.goto('/config/comments/spam');
  const comments = page.getByRole('complementary', { name: 'Comments panel' });
  await expect(comments.getByRole('tab', { name: /^Spam/ })).toHaveAttribute('aria-selected', 'true');
  await comments.getByRole('tab', { name: /^Approved/ }).click();
  await expect(page).toHaveURL(/\/config\/comments\/approved(\?|$)/);
  await comments.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/\/config\/comments(\?|$)/);
  // A member area's form too: its address opens it, and closing it puts the address back.
  await page.goto('/config/members/areas/new');
  const members = page.getByRole('complementary', { name: 'Members panel' });
  const areaForm = members.getByRole('form', { name: 'New member area' });
  await expect(areaForm).toBeVisible();
  await page.reload();
  await expect(areaForm).toBeVisible();
  await members.getByRole('button', { name: 'Edit Open studio' }).click();
  await expect(members.getByRole('form', { name: 'Edit Open studio' })).toBeVisible();
  await expect(page).toHaveURL(/\/config\/members\/areas\/3e3be5a00000000000000002(\?|$)/);
  await members.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/config\/members(\?|$)/);
  const unknown = await page.goto('/config/nowhere');
  expect(unknown?.status()).toBe(404);
  expect(await unknown?.text()).toContain('There is no such screen in the config area.');
});

test('the command palette finds a product and an order, each opened at an address of its own', async ({
  page,
  server,
}) => {
  await signInAtConfig(page, server.owner);
  const palette = page.getByRole('dialog', { name: 'Go to' });
  const field = palette.getByRole('combobox', { name: 'Go to a screen, page, product or order' });
  const panel = page.getByRole('complementary', { name: 'Commerce panel' });

  // A product, from the keyboard alone, typed at once: what is typed while the palette's code
  // loads is kept.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('mug');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('mug');
  await expect(palette.getByRole('status')).toHaveText(/results?$/);
  expect(await axeViolations(page, { include: 'dialog' }), 'the open palette').toEqual([]);
  await expect(palette.getByRole('option', { name: /^Everyday Mug/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  const product = panel.getByRole('heading', { name: 'Everyday Mug', exact: true });
  await expect(product).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/config\/commerce\/products\/[0-9a-f]{24}$/);
  await page.reload();
  await expect(product).toBeVisible();

  // An order, found by its buyer's name (the store's own search), from the top bar's button.
  await page.getByRole('button', { name: 'Go to…' }).click();
  await field.fill('lovelace');
  // Her newest order first (a spec file before this one may have bought as her too).
  const option = palette.getByRole('option', { name: /^Order \d{5}/ }).first();
  const label = (await option.locator('.command-palette-label').textContent()) ?? '';
  await option.click();
  const order = panel.getByRole('heading', { name: label, exact: true });
  await expect(order).toBeVisible();
  await expect(panel).toContainText('ada@example.com');
  expect(new URL(page.url()).pathname).toBe(`/config/commerce/orders/${Number(label.slice(-5))}`);
  await page.goBack();
  await expect(product).toBeVisible();
  await page.goForward();
  await expect(order).toBeVisible();
});

test('on a phone the panel and the preview take turns, and every control is a 44 px target', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAtConfig(page, server.owner, '/about');
  const show = page.getByRole('group', { name: 'Edit or preview' });
  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  const preview = page.getByRole('main', { name: 'Site preview' });
  await expect(show.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel).toBeVisible();
  await expect(preview).toBeHidden();
  // Every control shown in the bar, the switch and the panel (a checkbox's target is its label row).
  const smallTargets = () =>
    page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'header button, .phone-view-switch button, aside button, aside select, aside input:not([type="checkbox"], [type="radio"]), .sections a',
        ),
      ]
        .filter(
          (element) => element.getClientRects().length > 0 && element.getBoundingClientRect().height < 44,
        )
        .map((element) => element.outerHTML.slice(0, 100)),
    );
  expect(await smallTargets(), 'the pages').toEqual([]);
  expect(await axeViolations(page), 'the pages on a phone').toEqual([]);

  await show.getByRole('button', { name: 'Preview' }).click();
  await expect(panel).toBeHidden();
  await expect(preview).toBeVisible();
  expect((await preview.boundingBox())?.height ?? 0).toBeGreaterThan(600);
  await show.getByRole('button', { name: 'Edit' }).click();
  await expect(panel).toBeVisible();

  // A screen from the Menu, in the whole height, its controls as large.
  const commerce = await openConfigScreen(page, 'Commerce');
  await commerce.getByRole('button', { name: /^Orders/ }).click();
  await expect(commerce.getByRole('table', { name: 'Orders, newest first' })).toBeVisible();
  expect(await smallTargets(), 'the orders').toEqual([]);
  // The orders as cards: nothing in the panel scrolls sideways; nor in Analytics, split tests included.
  const panelWidth = () => page.evaluate(() => document.querySelector('aside')?.scrollWidth ?? 0);
  expect(await panelWidth(), 'the orders').toBeLessThanOrEqual(390);
  expect(await axeViolations(page), 'the orders on a phone').toEqual([]);
  // The inventory as cards too, each named field in sight.
  await commerce.getByRole('button', { name: '← Back to commerce' }).click();
  await commerce.getByRole('button', { name: /^Inventory/ }).click();
  await expect(
    commerce.getByRole('textbox', { name: 'Stock of Everyday Mug (Fern / Regular)' }),
  ).toBeVisible();
  expect(await panelWidth(), 'the inventory').toBeLessThanOrEqual(390);
  expect(await sidewaysScroll(page), 'the inventory').toBe(0);
  expect(await axeViolations(page), 'the inventory on a phone').toEqual([]);
  const analytics = await openConfigScreen(page, 'Analytics');
  await expect(analytics.locator('table.experiment-table').first()).toBeVisible();
  expect(await panelWidth(), 'the analytics').toBeLessThanOrEqual(390);
});

test('on a phone the owner writes a page’s text and publishes it, by keyboard where Puck folds its panels', async ({
  page,
  browser,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAtConfig(page, server.owner);
  // A page of the test's own, so other files' edits of the demo's pages are not in the way.
  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  await panel.getByRole('button', { name: 'New page' }).click();
  await panel.getByRole('textbox', { name: 'Page title' }).fill('Written on a phone');
  await panel.getByRole('radio', { name: /^About/ }).check();
  await panel.getByRole('button', { name: 'Create page' }).click();
  await expect(panel.getByText('/written-on-a-phone · Hidden')).toBeVisible();
  await panel.getByRole('button', { name: '← Back to pages' }).click();
  const editor = await openCanvas(page, 'Written on a phone');
  await canvasFrame(page).locator('[data-block-type="text"]').first().click();
  // Puck folds its panels into tabs below the canvas on a phone; they are buttons a keyboard can press.
  const fields = editor.getByRole('button', { name: 'Fields' });
  await fields.focus();
  await page.keyboard.press('Enter');
  await expect(fields).toHaveAttribute('aria-pressed', 'true');
  const text = page.getByRole('textbox', { name: 'Text' });
  await text.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Typed on a 390 px screen.');
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();
  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  const visit = await visitor.newPage();
  await visit.goto('/written-on-a-phone');
  await expect(visit.getByText('Typed on a 390 px screen.')).toBeVisible();
  await visitor.close();
  // Put away, so the demo's pages are as other files expect them.
  const call = await configApi(page);
  const { pages } = await call('GET /api/config/pages');
  const made = pages.find((p) => p.title === 'Written on a phone');
  if (!made) throw new Error('the page made on the phone is missing');
  await call('PUT /api/config/pages/:id', {
    params: { id: made.id },
    body: { publicationState: ItemPublicationState.deleted },
  });
});

test('the overview shows today, what needs attention and the first steps, each leading to its screen', async ({
  page,
  server,
}) => {
  await signInAtConfig(page, server.owner, '/about');
  const overview = await openConfigScreen(page, 'Overview');
  expect(new URL(page.url()).pathname).toBe('/config/overview');
  await expect(overview.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(overview.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  const steps = overview.getByRole('list').filter({ has: page.getByRole('button', { name: 'Add a logo' }) });
  await expect(overview.getByText(/^\d of 4 done$/)).toBeVisible();
  expect(await axeViolations(page), 'the overview').toEqual([]);
  await steps.getByRole('button', { name: 'Edit the home page' }).click();
  await expect(page.getByRole('complementary', { name: 'Pages panel' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('frameUrl')).toBe('/');
});
