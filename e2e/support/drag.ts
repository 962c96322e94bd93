import type { Locator, Page } from '@playwright/test';

/**
 * Drags `handle` by the mouse onto the top edge of `onto`, as dnd-kit's pointer sensor reads a
 * drag: a press, a few pixels to start it, then the move in steps and the release.
 */
export async function dragHandleOnto(page: Page, handle: Locator, onto: Locator) {
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('the drag handle or its target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 5, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + 4, { steps: 20 });
  await page.mouse.up();
}
