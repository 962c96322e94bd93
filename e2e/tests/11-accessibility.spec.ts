// axe-core on every demo page and every config screen (sign-in, pages, page editor with and without
// the scheduling field and with every block type's panel open, outbox, one message): 0 violations. A new page or screen is added
// to the lists below; a demo page linked from the navigation is found by itself.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

/** The WCAG 2.1 A and AA rules, plus axe's best practices (landmarks, heading order). */
async function violations(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** Pages not reachable from the navigation, each showing a page type of its own. */
const OTHER_PAGES = [
  '/journal/chasing-plum',
  '/journal/tag/glazes',
  '/journal/category/process',
  '/gallery',
  '/shop/everyday-mug',
  '/search?q=plum',
  '/search?q=nothing-matches-this',
  '/no-such-page',
  '/wholesale?password=incorrect',
];

test('every demo page has no accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const linked = await page
    .locator('nav a')
    .evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute('href') ?? '').filter((h) => h.startsWith('/')),
    );
  const paths = [...new Set(['/', ...linked, ...OTHER_PAGES])];
  expect(paths.length).toBeGreaterThanOrEqual(12);
  const found: Record<string, unknown> = {};
  for (const path of paths) {
    await page.goto(path);
    const pageViolations = await violations(page);
    if (pageViolations.length) found[path] = pageViolations;
  }
  expect(found).toEqual({});
});

test('every config screen has no accessibility violation', async ({ page, server }) => {
  await page.goto('/config/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await violations(page), 'sign-in').toEqual([]);

  await signInAtConfig(page, server.owner);
  expect(await violations(page), 'pages panel').toEqual([]);

  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^About\b/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit page' })).toBeVisible();
  await expect(page.getByText('Loading page…')).toBeHidden();
  expect(await violations(page), 'page editor').toEqual([]);

  // Every block type's panel and every section's settings, open (added, never saved: the demo stays).
  const editor = page.locator('.layout-editor');
  const adder = editor
    .locator('.add-block')
    .filter({ has: page.getByText('Add a block to section 1', { exact: true }) });
  const picker = adder.getByRole('combobox');
  const types = await picker
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(types.length).toBeGreaterThanOrEqual(10);
  for (const type of types) {
    await picker.selectOption(type);
    await adder.getByRole('button', { name: 'Add block' }).click();
  }
  const closed = editor.locator('button[aria-expanded="false"]');
  // Opening a columns block shows the blocks in its columns, each with a toggle of its own.
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(editor.getByRole('textbox').first()).toBeVisible();
  expect(await violations(page), 'page editor, every panel open').toEqual([]);

  // Scheduled shows a date-and-time field (left unsaved: choosing it changes nothing yet).
  await page.getByLabel('Publication').selectOption({ label: 'Scheduled (Unpublish until)' });
  await expect(page.getByLabel('Publish at')).toBeVisible();
  expect(await violations(page), 'page editor, scheduling').toEqual([]);
  await page.getByRole('button', { name: '← Back to pages' }).click();

  await page.getByRole('button', { name: 'Outbox', exact: true }).click();
  const outbox = page.getByRole('complementary', { name: 'Outbox panel' });
  const message = outbox.getByRole('button', { name: /^Your site is ready\b/ });
  await expect(message).toBeVisible();
  expect(await violations(page), 'outbox').toEqual([]);
  await message.click();
  await expect(outbox.getByRole('heading', { name: 'Your site is ready' })).toBeVisible();
  expect(await violations(page), 'outbox message').toEqual([]);
  await outbox.getByRole('button', { name: '← Back to outbox' }).click();
  await outbox.getByRole('button', { name: '← Back to pages' }).click();

  await page.getByRole('button', { name: 'Hide pages' }).click();
  expect(await violations(page), 'panel hidden').toEqual([]);
});
