// The blog in the config area (issue 9, section 3): an owner opens the journal from the pages panel,
// creates a post, writes its body on the canvas, gives it tags and a category, publishes it, and a
// visitor reads it and finds it on its tag page and follows its tags; the post list filters by
// publication state; axe finds nothing on the screens.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { addFromPanel, canvasFrame } from '../support/canvas.ts';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

const BODY = 'Saturday we fired; Sunday we pulled the pots out glowing and dropped them in sawdust.';

/** A new post opens on the canvas (past the first-run guide); answers the editor. */
async function createPost(page: Page, title: string) {
  await page.getByLabel('New post title').fill(title);
  await page.getByRole('button', { name: 'Create post' }).click();
  const editor = page.getByRole('region', { name: 'Page editor' });
  await expect(editor.getByRole('tab', { name: 'Canvas' })).toBeVisible();
  await expect(editor.locator('.canvas-title')).toContainText(title);
  const start = page.getByRole('button', { name: 'Start editing' });
  if (await start.isVisible()) await start.click();
  return editor;
}

async function openJournal(page: Page) {
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^Journal\b/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Journal: posts' })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Chasing a plum glaze/ })).toBeVisible();
}

test('an owner creates a post with tags, publishes it, and a visitor sees it on its tag page', async ({
  page,
  browser,
  server,
  pageErrors,
}) => {
  // A long flow (some 30 steps in the editor): more than the default 30 s on a busy machine.
  test.slow();
  await signInAtConfig(page, server.owner);
  await openJournal(page);
  expect(await axeViolations(page), 'the posts').toEqual([]);

  const editor = await createPost(page, 'A raku weekend');
  // The body, written on the canvas (saved as a draft as it goes).
  await addFromPanel(page, 'Section');
  await addFromPanel(page, 'Text');
  await page.getByRole('textbox', { name: 'Text' }).last().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(BODY);
  await expect(canvasFrame(page).getByText(BODY)).toBeVisible();
  await expect(editor.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });

  await editor.getByRole('tab', { name: 'Post settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('A raku weekend');
  await page.getByLabel('Excerpt').fill('Two days of smoke, sawdust and crackle glaze.');

  // Tags by keyboard: Enter adds each; a name over 50 characters is refused with core's words.
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('x'.repeat(51));
  await tags.press('Enter');
  await expect(page.getByText('Tags cannot be longer than 50 characters.')).toBeVisible();
  await tags.fill('Raku');
  await tags.press('Enter');
  await tags.fill('Workshops');
  await tags.press('Enter');
  const categories = page.getByRole('textbox', { name: 'Categories' });
  await categories.fill('Events');
  await categories.press('Enter');
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'Raku×',
    'Workshops×',
  ]);
  expect(await axeViolations(page), 'the post editor').toEqual([]);

  await page.getByLabel('Publication').selectOption({ label: 'Available (Publish)' });
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const visitorPage = await visitor.newPage();
    const tagPage = await visitorPage.goto('/journal/tag/raku');
    expect(tagPage?.status()).toBe(200);
    await expect(visitorPage.getByText('Posts tagged Raku')).toBeVisible();
    await visitorPage.getByRole('link', { name: 'A raku weekend' }).click();
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('A raku weekend');
    await expect(visitorPage.getByText(BODY)).toBeVisible();
    // Each tag and category links to its page.
    await visitorPage.getByRole('link', { name: 'Workshops' }).click();
    await expect(visitorPage).toHaveURL(/\/journal\/tag\/workshops$/);
    await expect(visitorPage.getByRole('link', { name: 'A raku weekend' })).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: /Chasing a plum glaze/ })).toHaveCount(0);
    expect(await axeViolations(visitorPage), 'a tag page').toEqual([]);
  } finally {
    await visitor.close();
  }
  expect(pageErrors).toEqual([]);
});

test('the post list filters by publication state', async ({ page, server }) => {
  await signInAtConfig(page, server.owner);
  await openJournal(page);
  await createPost(page, 'Notes for a glaze class');
  await page.getByRole('button', { name: '← Back to posts' }).click();
  // Focus comes back to the post just closed.
  await expect(page.getByRole('button', { name: /^Notes for a glaze class/ })).toBeFocused();

  const show = page.getByLabel('Show');
  await show.selectOption({ label: 'Hidden' });
  await expect(page.getByRole('button', { name: /^Notes for a glaze class/ })).toContainText('Hidden');
  await expect(page.getByRole('button', { name: /^Chasing a plum glaze/ })).toHaveCount(0);
  expect(await axeViolations(page), 'the posts, filtered').toEqual([]);

  await show.selectOption({ label: 'Available' });
  await expect(page.getByRole('button', { name: /^Chasing a plum glaze/ })).toContainText('Available');
  await expect(page.getByRole('button', { name: /^Notes for a glaze class/ })).toHaveCount(0);

  await show.selectOption({ label: 'Needs Review' });
  await expect(page.getByText('No posts are Needs Review.')).toBeVisible();
});
