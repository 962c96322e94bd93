// The config area runs under a strict CSP (script-src 'self', no eval). A library that merely tries
// eval is refused and the browser reports a violation, on every screen: none may be reported. Each
// screen is waited for by the config area's own readiness mark (<html data-config-ready>).
import type { Page } from '@playwright/test';
import { expect, openConfigScreen, signInAtConfig, test } from '../support/fixtures.ts';

const SCREENS = ['Site', 'Files', 'Forms', 'Commerce', 'Analytics', 'People', 'Members', 'Account'];

async function listenForViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

async function configReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-config-ready]')).toBeAttached();
}

test('no screen of the config area is refused anything by its CSP', async ({ page, server }) => {
  // Eight screens, each loaded and settled: past 90 s once on a loaded CI machine.
  test.slow();
  const violations = await listenForViolations(page);
  await signInAtConfig(page, server.owner);
  await configReady(page);
  for (const name of SCREENS) {
    await openConfigScreen(page, name);
    await configReady(page);
  }
  expect(violations).toEqual([]);
});
