// Driving the page canvas (Puck) the way an owner does: open a page from the pages panel, reach
// the blocks in its frame, add from the side panel's Add, and see a page as a visitor.
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Makes a page from the pages panel's New page with the template named `template` (Contact, say):
 * its settings show it Hidden at `path`. Answers the panel.
 */
export async function createPage(page: Page, title: string, template: string, path: string) {
  const panel = page.getByRole('complementary', { name: 'Pages panel' });
  await panel.getByRole('button', { name: 'New page' }).click();
  await panel.getByRole('textbox', { name: 'Page title' }).fill(title);
  await panel.getByRole('radio', { name: new RegExp(`^${template}`) }).check();
  await panel.getByRole('button', { name: 'Create page' }).click();
  await expect(panel.getByText(`${path} · Hidden`)).toBeVisible();
  return panel;
}

/** Opens `title` from the pages panel on the canvas, past the first-run guide; answers the editor. */
export async function openCanvas(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: new RegExp(`^${title}\\b`) })
    .click();
  const editor = page.getByRole('region', { name: 'Page editor' });
  const start = page.getByRole('button', { name: 'Start editing' });
  // The editor's code is loaded on first use ('Loading the editor…'): on the loaded CI machine it
  // took more than the default 5 s once.
  await expect(editor.getByRole('tab', { name: 'Canvas' })).toBeVisible({ timeout: 30_000 });
  if (await start.isVisible()) await start.click();
  return editor;
}

/** The canvas's frame, where the page's blocks are. */
export const canvasFrame = (page: Page) => page.locator('.canvas-screen iframe').contentFrame();

/** Adds a block (or a section) of `type` after the selection, with the side panel's Add. */
export async function addFromPanel(page: Page, type: string) {
  await page.getByRole('combobox', { name: /^Add / }).selectOption({ label: type });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** The published page at `path` as a signed-out visitor gets it (status 200 expected). */
export async function visitorSees(browser: Browser, url: string, path: string) {
  const visitor = await browser.newContext({ baseURL: url });
  try {
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(path);
    expect(response?.status()).toBe(200);
    return await visitorPage.content();
  } finally {
    await visitor.close();
  }
}

/** A visitor's view (a fresh context, no session) of `path`, whatever its status. */
export async function visitorView(browser: Browser, baseURL: string, path: string) {
  const visitor = await browser.newContext({ baseURL });
  try {
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(path);
    return { status: response?.status(), html: await visitorPage.content() };
  } finally {
    await visitor.close();
  }
}
