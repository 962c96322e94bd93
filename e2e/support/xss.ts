// What the XSS checks share: a payload that marks the window when it runs (`window.__xss`), the
// check for that mark, and a guard that fails the test on any dialog a payload could open.
import type { Page } from '@playwright/test';

/** An image tag whose error handler marks the window: markup that must stay text. */
export const XSS_IMAGE = '<img src=x onerror="window.__xss=1">';

/** Whether any payload ran in the page. */
export const ranPayload = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __xss?: number }).__xss !== undefined);

/** Fails the test on any dialog (an alert() a payload could open). */
export function guardAgainstScripts(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}
