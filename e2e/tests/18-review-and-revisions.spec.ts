// Issue 9 section 2, as contributors live it: a campaigns editor (content, no publish) drafts a new
// page and submits it for review, and an admin approves it; every publication is a revision that can
// be previewed and restored as a draft (a scheduled publication: 42-scheduled-publication). The tests
// build on one another (one page, made by the first).

import type { Page } from '@playwright/test';
import { SiteUserRole } from '@tessera/core';
import { canvasFrame, createPage, openCanvas, visitorView } from '../support/canvas.ts';
import { addDemoContributor } from '../support/contributors.ts';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Review desk ${suffix}`;
const PATH = `/review-desk-${suffix}`;
const PROPOSED = 'Proposed by Casey';
const SECOND = 'Second thoughts';

/** Selects the page's first heading on the canvas and types `text` into it; waits for the draft to save. */
async function setHeading(page: Page, text: string) {
  await canvasFrame(page).locator('[data-block-type="heading"]').first().click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await expect(canvasFrame(page).getByRole('heading', { name: text })).toBeVisible();
  const editor = page.getByRole('region', { name: 'Page editor' });
  await expect(editor.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
}

test('a campaigns editor submits a new page for review, an admin approves it, and visitors see it', async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  await signInAtConfig(page, server.owner);
  await createPage(page, TITLE, 'Contact', PATH);

  const casey = await addDemoContributor(browser, server, SiteUserRole.campaignsEditor, 'Casey Campaigns');
  const context = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const caseyPage = await context.newPage();
    await signInAtConfig(caseyPage, casey);
    const editor = await openCanvas(caseyPage, TITLE);
    await setHeading(caseyPage, PROPOSED);
    // Without the publish permission the one way forward is review.
    await expect(editor.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
    await editor.getByRole('button', { name: 'Submit for review' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Submitted for review' })).toBeVisible();
    await expect(editor.locator('.canvas-state')).toHaveText('Needs Review');
  } finally {
    await context.close();
  }
  expect((await visitorView(browser, server.demoUrl, PATH)).status).toBe(404);

  await page.reload();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: new RegExp(`^${TITLE}\\b`) }).locator('.badge')).toHaveText(
    'Needs Review',
  );
  const editor = await openCanvas(page, TITLE);
  await expect(canvasFrame(page).getByRole('heading', { name: PROPOSED })).toBeVisible();
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  const live = await visitorView(browser, server.demoUrl, PATH);
  expect(live.status).toBe(200);
  expect(live.html).toContain(PROPOSED);
});

test('a revision is previewed and restored as a draft, which visitors see once it is published', async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  await signInAtConfig(page, server.owner);
  let editor = await openCanvas(page, TITLE);
  await setHeading(page, SECOND);
  await editor.getByRole('button', { name: 'Publish changes' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  expect((await visitorView(browser, server.demoUrl, PATH)).html).toContain(SECOND);

  await editor.getByRole('tab', { name: 'Revisions' }).click();
  const revisions = editor.locator('.revision');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText('Latest');
  await expect(revisions.first()).toContainText('Published by');
  // The older one, as visitors saw it.
  await revisions
    .nth(1)
    .getByRole('button', { name: /^Preview the version of/ })
    .click();
  await expect(
    editor.frameLocator('iframe[title="Revision preview"]').getByRole('heading', { name: PROPOSED }),
  ).toBeVisible();
  await revisions
    .nth(1)
    .getByRole('button', { name: /^Restore the version of/ })
    .click();

  // The canvas starts again from the restored draft; visitors still see what was published.
  editor = page.getByRole('region', { name: 'Page editor' });
  await editor.getByRole('tab', { name: 'Canvas' }).click();
  await expect(canvasFrame(page).getByRole('heading', { name: PROPOSED })).toBeVisible();
  expect((await visitorView(browser, server.demoUrl, PATH)).html).toContain(SECOND);
  await editor.getByRole('button', { name: 'Publish changes' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  const restored = await visitorView(browser, server.demoUrl, PATH);
  expect(restored.html).toContain(PROPOSED);
  expect(restored.html).not.toContain(SECOND);
  // History was not rewritten: the restore's publication is a third revision.
  await editor.getByRole('tab', { name: 'Revisions' }).click();
  await expect(editor.locator('.revision')).toHaveCount(3);
});
