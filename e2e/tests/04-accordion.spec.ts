// The FAQ accordion on /about (spec section 4, "Accordion item"): an island hydrated on demand;
// one item open at a time; works with the mouse and with the keyboard.
import { expect, test } from '../support/fixtures.ts';

const QUESTIONS = ['Is your pottery food safe?', 'Do you take custom orders?', 'Where do you ship?'] as const;

test('the accordion opens one item at a time, with the mouse and the keyboard', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/about');
  const accordion = page.locator('[data-island="accordion"]');
  const header = (i: number) => accordion.getByRole('button', { name: QUESTIONS[i] });
  const panel = (i: number) => page.getByRole('region', { name: QUESTIONS[i] });
  const settled = () => expect(accordion.locator('.accordion-animating')).toHaveCount(0);
  /** Exactly item `open` expanded (or none), every other collapsed. */
  async function expectOpen(open: number | null) {
    for (let i = 0; i < QUESTIONS.length; i++) {
      await expect(header(i)).toHaveAttribute('aria-expanded', String(i === open));
      if (i === open) await expect(panel(i)).toBeVisible();
      else await expect(panel(i)).toBeHidden();
    }
    await expect(accordion.locator('[aria-expanded="true"]')).toHaveCount(open === null ? 0 : 1);
  }

  // The first item starts open (the block's firstOpen).
  await expectOpen(0);
  await expect(panel(0)).toContainText('dishwasher and microwave safe');

  // Mouse. The island's module loads after the page; the loader marks the block once it is live.
  await expect(accordion).toHaveAttribute('data-hydrated', '');
  await header(1).click();
  await expectOpen(1);
  await settled();
  await header(2).click();
  await expectOpen(2);
  await settled();
  await header(2).click();
  await expectOpen(null);
  await settled();

  // Keyboard: Enter and Space toggle (native buttons); arrows, Home and End move between headers.
  await header(0).focus();
  await page.keyboard.press('Enter');
  await expectOpen(0);
  await settled();
  await page.keyboard.press('ArrowDown');
  await expect(header(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expectOpen(1);
  await settled();
  await page.keyboard.press('End');
  await expect(header(2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(header(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(header(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(header(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expectOpen(0);
  await settled();
  await page.keyboard.press('Enter');
  await expectOpen(null);

  expect(pageErrors).toEqual([]);
});
