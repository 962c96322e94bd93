// A/B split tests in Chromium, on a server of this file's own that believes X-Forwarded-For (so two
// browsers can be two visitors): the owner splits the About page's first section, changes variant
// B's headline, publishes and starts the test; a visitor sees one variant on every reload, another
// visitor the other; a conversion (the census's button click, as the runtime will send it) shows in
// the results beside the variant that visitor saw. axe-core finds nothing on the Split tests tab.
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { canvasFrame, openCanvas } from '../support/canvas.ts';
import { collectErrors, expect, keepForFile, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const HEADLINE_A = 'About the studio';
const HEADLINE_B = 'Meet the two potters';
const TEST_NAME = 'About headline';

const server = useOwnServer({ TRUST_PROXY: 'true' });

test.describe.configure({ mode: 'serial' });

/** A visitor from their own address: a fresh browser context whose requests say where they come from. */
async function visitorFrom(browser: Browser, address: string) {
  const context = await browser.newContext({
    baseURL: server.demoUrl,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

const headline = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

async function splitTestsTab(page: Page) {
  const editor = page.getByRole('region', { name: 'Page editor' });
  await editor.getByRole('tab', { name: 'Canvas' }).click();
  await editor.getByRole('tab', { name: 'Split tests' }).click();
  return editor.getByRole('tabpanel', { name: 'Split tests' });
}

let owner: Page;
let converted: { variant: 'A' | 'B' } | undefined;

test('the owner splits a section, changes variant B, publishes and starts the test', async ({ browser }) => {
  test.slow();
  // The later tests of this serial file go on with the owner's page.
  const context = keepForFile(await browser.newContext({ baseURL: server.demoUrl }));
  owner = await context.newPage();
  await signInAtConfig(owner, server.owner);
  const editor = await openCanvas(owner, 'About');
  let tab = await splitTestsTab(owner);
  await tab.getByLabel('Section to split').selectOption({ index: 0 });
  await tab.getByLabel('Name of the test').fill(TEST_NAME);
  await tab.getByRole('button', { name: 'Split section' }).click();

  // The canvas comes back with both variants, B a copy after A.
  const frame = canvasFrame(owner);
  await expect(frame.getByText('Split test · variant B (copy)')).toBeVisible();
  await expect(frame.getByRole('heading', { name: HEADLINE_A })).toHaveCount(2);
  // Variant B's headline: the second of the two copies.
  await frame.locator('[data-block-type="heading"]').filter({ hasText: HEADLINE_A }).nth(1).click();
  await owner.getByRole('textbox', { name: 'Text', exact: true }).fill(HEADLINE_B);
  await expect(frame.getByRole('heading', { name: HEADLINE_B, level: 1 })).toBeVisible();
  await expect(frame.getByRole('heading', { name: HEADLINE_A, level: 1 })).toHaveCount(1);
  await expect(editor.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
  await editor.getByRole('button', { name: 'Publish changes', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();

  tab = await splitTestsTab(owner);
  const table = tab.getByRole('table', { name: new RegExp(`^${TEST_NAME}`) });
  await expect(table).toContainText('Not started');
  await tab.getByRole('button', { name: `Start “${TEST_NAME}”` }).click();
  await expect(tab.getByRole('status').filter({ hasText: `“${TEST_NAME}” is running.` })).toBeVisible();
  await expect(table).toContainText('Running');
  expect(await axeViolations(owner, { include: '.split-tests-tab' })).toEqual([]);
});

test('each visitor sees one variant on every reload, and another visitor the other', async ({ browser }) => {
  test.slow();
  const seen = new Map<string, string>();
  for (let i = 1; i <= 24 && seen.size < 2; i++) {
    const { context, page } = await visitorFrom(browser, `203.0.113.${i}`);
    try {
      const errors = collectErrors(page);
      const exposure = page.waitForResponse((r) => r.url().endsWith('/api/experiments/RecordExposure'));
      await page.goto('/about');
      expect((await exposure).status()).toBe(204);
      const first = await headline(page);
      expect([HEADLINE_A, HEADLINE_B]).toContain(first);
      for (let reload = 0; reload < 2; reload++) {
        await page.reload();
        expect(await headline(page)).toBe(first);
      }
      // Never both variants, and no shift: the other variant is not in the page at all.
      expect(
        await page.getByRole('heading', { name: first === HEADLINE_A ? HEADLINE_B : HEADLINE_A }).count(),
      ).toBe(0);
      if (!seen.has(first ?? '')) {
        seen.set(first ?? '', `203.0.113.${i}`);
        if (!converted) {
          // The census's button click, as the runtime sends it from this page.
          const status = await page.evaluate(async () => {
            const answer = await fetch('/api/census/button-click', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                id: 'about-cta',
                buttonText: 'Visit the shop',
                clickthroughUrl: '/shop',
              }),
            });
            return answer.status;
          });
          expect(status).toBe(204);
          converted = { variant: first === HEADLINE_B ? 'B' : 'A' };
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }
  expect([...seen.keys()].sort()).toEqual([HEADLINE_A, HEADLINE_B].sort());
});

test('the conversion shows in the results beside the variant its visitor saw', async () => {
  test.slow();
  const variant = converted?.variant ?? 'A';
  const rowName = variant === 'A' ? 'A (original)' : 'B (copy)';
  await expect(async () => {
    const tab = await splitTestsTab(owner);
    const table = tab.getByRole('table', { name: new RegExp(`^${TEST_NAME}`) });
    const row = table.getByRole('row', { name: new RegExp(`^${rowName.replace(/[()]/g, '\\$&')}`) });
    await expect(row.getByRole('cell').nth(1)).toHaveText('1', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const tab = owner
    .getByRole('region', { name: 'Page editor' })
    .getByRole('tabpanel', { name: 'Split tests' });
  const table = tab.getByRole('table', { name: new RegExp(`^${TEST_NAME}`) });
  // Both variants had visitors.
  for (const name of ['A (original)', 'B (copy)']) {
    const visitors = await table
      .getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
      .getByRole('cell')
      .first()
      .textContent();
    expect(Number(visitors)).toBeGreaterThan(0);
  }
  expect(await axeViolations(owner, { include: '.split-tests-tab' })).toEqual([]);
});
