// Driving the page canvas (Puck) as an owner does: open a page from the pages panel, add blocks
// from the side panel's Add control, read what the canvas frame shows, and look as a visitor.
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens `title` from the pages panel on the canvas (past the first-run guide); answers the editor. */
export async function openCanvas(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: new RegExp(`^${title}\\b`) })
    .click();
  const editor = page.getByRole('region', { name: 'Page editor' });
  const start = page.getByRole('button', { name: 'Start editing' });
  await expect(editor.getByRole('tab', { name: 'Canvas' })).toBeVisible();
  if (await start.isVisible()) await start.click();
  return editor;
}

/** What the canvas shows: Puck's frame, rendering the page as visitors will see it. */
export const canvasFrame = (page: Page) => page.locator('.canvas-screen iframe').contentFrame();

/** Adds a block of `type` after the selection, with the side panel's Add control. */
export async function addFromPanel(page: Page, type: string) {
  await page.getByRole('combobox', { name: /^Add / }).selectOption({ label: type });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** A visitor's view (a fresh context, no session) of `path`: its status and HTML. */
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
