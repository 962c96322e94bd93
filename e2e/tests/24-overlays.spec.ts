// The popup overlay, the announcement bar and the mobile information bar as visitors meet them, on a
// server of this file's own (the demo's popup on, as a new site has it): the popup opens for a new
// visitor with focus on its field and axe finds nothing; Escape closes it (the page's own Escape-to-
// config leaves it alone) and focus returns; the re-show rule over simulated days, versions and a
// sign-up (the local storage record set as days gone by would have left it); a sign-up from the
// popup; the announcement bar closed and remembered; the mobile bar at 1024 px with its four links.

import type { Page } from '@playwright/test';
import { POPUP_OVERLAY_STORAGE_KEYS } from '@tessera/core';
import { axeViolations } from '../support/axe.ts';
import { ownerApi } from '../support/demo-popup.ts';
import {
  collectErrors,
  expect,
  openConfigScreen,
  signInAtConfig,
  sitePreview,
  test,
} from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const POPUP_TITLE = 'Studio news, now and then';
const ANNOUNCEMENT = 'Spring kiln opening: new glazes in the shop this week.';
const DAY = 86_400_000;

const server = useOwnServer({}, { demoPopup: true });

const popup = (page: Page) => page.getByRole('dialog', { name: POPUP_TITLE });

/** The visitor's record as the days gone by would have left it, then the page again. */
async function withRecord(
  page: Page,
  record: { closedDate?: number; version?: number; submitted?: boolean },
) {
  await page.evaluate(
    ({ keys, record }) => {
      localStorage.clear();
      if (record.closedDate !== undefined) localStorage.setItem(keys.closedDate, String(record.closedDate));
      if (record.version !== undefined) localStorage.setItem(keys.version, String(record.version));
      if (record.submitted) localStorage.setItem(keys.submitted, 'true');
    },
    { keys: POPUP_OVERLAY_STORAGE_KEYS, record },
  );
  await page.reload();
  // The runtime has run once its initialisers are done: the rule has answered.
  await page.waitForFunction(() => typeof window.__tessera?.initialize === 'function');
}

test('the popup opens for a new visitor, axe-clean; Escape closes it, focus returns, and it stays closed', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${server.demoUrl}/about`);
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  expect(await axeViolations(page), 'the page with the popup open').toEqual([]);

  // Tab stays inside: from the last control to the first (the close button).
  await dialog.getByRole('button', { name: 'Sign Up' }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeFocused();

  const before = Date.now();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The Escape was the popup's: the page did not go to the config area.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/about');
  const stored = await page.evaluate(
    (keys) => [localStorage.getItem(keys.closedDate), localStorage.getItem(keys.version)],
    POPUP_OVERLAY_STORAGE_KEYS,
  );
  expect(Number(stored[0])).toBeGreaterThanOrEqual(before);
  expect(stored[1]).toBe('1');
  await page.reload();
  await page.waitForFunction(() => typeof window.__tessera?.initialize === 'function');
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();

  // Opened while a link has focus (the runtime started again with no record): focus goes back to it.
  await page.evaluate(() => localStorage.clear());
  const link = page.getByRole('link', { name: 'Skip to content' });
  await link.focus();
  await page.evaluate(() => {
    window.__tessera?.destroy();
    window.__tessera?.initialize();
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  // Opened with nothing focused (a new page) and closed by its button, by keyboard: focus goes to the
  // page's first stop, not to the bare body (issue 33: 'return it where it was').
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  const first = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(['Skip to cookie consent', 'Skip to content']).toContain(first);
  expect(errors).toEqual([]);
});

test('the re-show rule over simulated days: 7 days after closing, a newer version, never after a sign-up', async ({
  page,
}) => {
  await page.goto(`${server.demoUrl}/`);
  await expect(popup(page)).toBeVisible();
  const now = Date.now();
  await withRecord(page, { closedDate: now - 6 * DAY, version: 1 });
  await page.waitForTimeout(300);
  await expect(popup(page), 'closed 6 days ago: not yet').toBeHidden();
  await withRecord(page, { closedDate: now - 7 * DAY - 60_000, version: 1 });
  await expect(popup(page), 'closed 7 days ago: again').toBeVisible();
  await withRecord(page, { closedDate: now - DAY, version: 0 });
  await expect(popup(page), 'an older version was closed').toBeVisible();
  await withRecord(page, { closedDate: now - 400 * DAY, version: 1, submitted: true });
  await page.waitForTimeout(300);
  await expect(popup(page), 'signed up, show until sign-up on').toBeHidden();
  await withRecord(page, {});
  await expect(popup(page), 'no record').toBeVisible();
});

test('a visitor signs up from the popup, and it does not come back', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.demoUrl}/shop`);
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill('grace.hopper@example.com');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');
  expect(
    await page.evaluate((keys) => localStorage.getItem(keys.submitted), POPUP_OVERLAY_STORAGE_KEYS),
  ).toBe('true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Even a year after closing it: signed up, it stays away.
  await page.evaluate(({ keys, closed }) => localStorage.setItem(keys.closedDate, String(closed)), {
    keys: POPUP_OVERLAY_STORAGE_KEYS,
    closed: Date.now() - 365 * DAY,
  });
  await page.reload();
  await page.waitForFunction(() => typeof window.__tessera?.initialize === 'function');
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('the announcement bar: its link, closed by the visitor, remembered from page to page', async ({
  page,
}) => {
  await page.goto(`${server.demoUrl}/`);
  await withRecord(page, { closedDate: Date.now(), version: 1 });
  const bar = page.getByRole('region', { name: 'Announcement' });
  await expect(bar).toContainText(ANNOUNCEMENT);
  await expect(bar.getByRole('link', { name: 'See what’s new' })).toHaveAttribute('href', '/shop');
  await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
  await page.waitForURL(`${server.demoUrl}/`);
  await expect(bar).toHaveCount(0);
  await page.goto(`${server.demoUrl}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('the mobile information bar at 1024 px and below, each detail a link; none on a wider screen', async ({
  page,
}) => {
  const port = Number(new URL(server.demoUrl).port);
  const api = await ownerApi(port, `localhost:${port}`, server.owner);
  const current = await api.get('/api/config/mobile-info-bar');
  await api.put('/api/config/mobile-info-bar', {
    ...current,
    style: 3,
    phone: '+44 20 7946 0000',
    email: 'studio@example.com',
    location: '12 Kiln Lane, Bristol',
    hours: 'Tue–Sat 10–18',
    hoursUrl: '/about',
  });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`${server.demoUrl}/`);
  await withRecord(page, { closedDate: Date.now(), version: 1 });
  const bar = page.getByRole('navigation', { name: 'Contact information' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
    'href',
    'tel:+442079460000',
  );
  await expect(bar.getByRole('link', { name: 'studio@example.com' })).toHaveAttribute(
    'href',
    'mailto:studio@example.com',
  );
  await expect(bar.getByRole('link', { name: '12 Kiln Lane, Bristol' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=12%20Kiln%20Lane%2C%20Bristol',
  );
  await expect(bar.getByRole('link', { name: 'Tue–Sat 10–18' })).toHaveAttribute('href', '/about');
  expect(await axeViolations(page), 'the page with both bars at 1024 px').toEqual([]);
  await bar.getByRole('link', { name: 'Tue–Sat 10–18' }).click();
  await page.waitForURL(`${server.demoUrl}/about`);
  await page.setViewportSize({ width: 1025, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Contact information' })).toBeHidden();
});

test('the owner’s screens: the popup previewed in the frame, the announcement changed, axe-clean', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  await signInAtConfig(page, server.owner, undefined, server.demoUrl);
  const frame = sitePreview(page);
  const framePopup = frame.getByRole('dialog', { name: POPUP_TITLE });
  // The preview shows the site as a returning visitor sees it: the popup does not open by itself.
  // Previewed as a first visit, the owner meets it as a visitor would, and closes it.
  await expect(frame.locator('html')).toHaveAttribute('data-islands-ready', '');
  await expect(framePopup).toBeHidden();
  const firstVisit = page.getByRole('button', { name: 'Preview as a first visit' });
  await firstVisit.click();
  await expect(framePopup).toBeVisible();
  await framePopup.getByRole('button', { name: 'Close' }).click();
  await expect(framePopup).toBeHidden();
  await firstVisit.click();
  await expect(firstVisit).toHaveAttribute('aria-pressed', 'false');
  // The frame loads the page again: its runtime listens for the Preview once it has run.
  await expect(frame.locator('html')).toHaveAttribute('data-islands-ready', '');

  await openConfigScreen(page, 'Site');
  const panel = page.getByRole('complementary', { name: 'Site panel' });
  await panel.getByRole('button', { name: 'Popup', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'Popup' })).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Save popup' })).toBeVisible();
  expect(await axeViolations(page), 'the Popup screen').toEqual([]);
  // Closed by this owner, it opens again on Preview.
  await panel.getByRole('button', { name: 'Preview the popup' }).click();
  await expect(framePopup).toBeVisible();
  await framePopup.getByRole('button', { name: 'Close' }).click();
  await expect(framePopup).toBeHidden();

  await panel.getByRole('button', { name: '← Back to site' }).click();
  await panel.getByRole('button', { name: 'Announcement bar' }).click();
  await expect(panel.getByRole('button', { name: 'Save announcement bar' })).toBeVisible();
  expect(await axeViolations(page), 'the Announcement bar screen').toEqual([]);
  await panel.getByLabel('Announcement', { exact: true }).fill('The studio is closed on Monday.');
  await panel.getByRole('button', { name: 'Save announcement bar' }).click();
  await expect(panel.getByText('Saved. The site shows the change now.')).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Announcement' })).toContainText(
    'The studio is closed on Monday.',
  );
  await panel.getByLabel('Announcement', { exact: true }).fill(ANNOUNCEMENT);
  await panel.getByRole('button', { name: 'Save announcement bar' }).click();
  await expect(frame.getByRole('region', { name: 'Announcement' })).toContainText(ANNOUNCEMENT);

  await panel.getByRole('button', { name: '← Back to site' }).click();
  await panel.getByRole('button', { name: 'Mobile info bar' }).click();
  await expect(panel.getByRole('button', { name: 'Save mobile info bar' })).toBeVisible();
  expect(await axeViolations(page), 'the Mobile info bar screen').toEqual([]);
  expect(errors).toEqual([]);
});
