// The config area's two figures (issue 9, section 6), in Chromium against the running server:
// the JavaScript /config/ loads signed out (the sign-in screen), as sent with `Accept-Encoding:
// br, gzip`; and how long the editor takes to be ready to edit the bench's 60-block page, from the
// click on the page in the pages panel until the canvas shows all its blocks and one can be selected.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { DEFAULT_ADMIN_EMAIL } from '../packages/server/src/seed/bootstrap.ts';
import { median } from './load.ts';
import { LONG_PAGE_BLOCKS } from './long-page.ts';
import { type WireRow, wireSizes } from './wire.ts';

export interface EditorFigures {
  signIn: WireRow;
  /** Milliseconds: the first opening, the canvas's code not yet in the browser's cache */
  coldMs: number;
  /** Milliseconds, each later opening (the code cached, as on a second page) */
  warmMs: number[];
  warmMedianMs: number;
}

/** The demo owner signs in through the config area's form, as a person does. */
export async function signInToConfig(page: Page, host: string, password: string): Promise<void> {
  await page.goto(`http://${host}/config/`);
  await page.getByLabel('Email').fill(DEFAULT_ADMIN_EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

export async function editorFigures(
  port: number,
  host: string,
  password: string,
  runs = 5,
): Promise<EditorFigures> {
  const [signIn] = await wireSizes(port, host, ['/config/']);
  if (!signIn) throw new Error('/config/ was not measured');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const readyMs: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInToConfig(page, host, password);
    // The first-run guide is dismissed once, before any run: it is not what is measured.
    await page.evaluate(() => localStorage.setItem('tessera.canvasGuideSeen', '1'));
    for (let run = 0; run <= runs; run++) {
      await page.goto(`http://${host}/config/`);
      const open = page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('button', { name: /^A long page\b/ });
      await open.waitFor();
      const started = Date.now();
      await open.click();
      const frame = page.locator('.canvas-screen iframe').contentFrame();
      await frame
        .locator('[data-block-type]')
        .nth(LONG_PAGE_BLOCKS - 1)
        .waitFor();
      await frame.locator('[data-block-type]').first().click();
      await page.getByRole('group', { name: /^Arrange / }).waitFor();
      readyMs.push(Date.now() - started);
      const start = page.getByRole('button', { name: 'Start editing' });
      if (await start.isVisible()) await start.click();
    }
  } finally {
    await browser.close();
  }
  const [coldMs = 0, ...warmMs] = readyMs;
  return { signIn, coldMs, warmMs, warmMedianMs: median(warmMs) };
}
