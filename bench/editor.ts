// The config area's figures (issue 9, section 6; issue 42), in Chromium against the running server:
// the JavaScript /config/ loads signed out (the sign-in screen), as sent with `Accept-Encoding:
// br, gzip`; how long the editor takes to be ready to edit the bench's 60-block page, from the
// click on the page in the pages panel until the canvas shows all its blocks and one can be selected;
// and a signed-in owner's first visit with nothing cached, from navigation to /config/ to the same
// point, with every script it loaded on the way (the workspace's, the canvas's and the framed site's)
// as the bytes that crossed the wire.
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
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
  /** Each first visit (a new browser context: nothing cached), from navigation */
  firstVisits: FirstVisit[];
  /** A first visit to the overview (/config/overview) until its figures show (issue 38) */
  overviewVisits: FirstVisit[];
}

export interface FirstVisit {
  ms: number;
  scripts: number;
  /** Compressed, as they crossed the wire */
  scriptBytes: number;
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
  const firstVisits: FirstVisit[] = [];
  const overviewVisits: FirstVisit[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInToConfig(page, host, password);
    // The first-run guide is dismissed once, before any run: it is not what is measured.
    await page.evaluate(() => localStorage.setItem('tessera.canvasGuideSeen', '1'));
    const signedIn = await context.storageState();
    for (let run = 0; run <= runs; run++) {
      await page.goto(`http://${host}/config/`);
      readyMs.push(await openLongPage(page));
    }
    for (let run = 0; run < FIRST_VISITS; run++) {
      firstVisits.push(await firstVisit(browser, signedIn, `http://${host}/config/`, openLongPage));
      overviewVisits.push(
        await firstVisit(browser, signedIn, `http://${host}/config/overview`, showOverview),
      );
    }
  } finally {
    await browser.close();
  }
  const [coldMs = 0, ...warmMs] = readyMs;
  return { signIn, coldMs, warmMs, warmMedianMs: median(warmMs), firstVisits, overviewVisits };
}

const FIRST_VISITS = 3;

/** Opens the long page from the pages panel: milliseconds from the click until it can be edited. */
async function openLongPage(page: Page): Promise<number> {
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
  const ms = Date.now() - started;
  const start = page.getByRole('button', { name: 'Start editing' });
  if (await start.isVisible()) await start.click();
  return ms;
}

/** The overview once its checklist (the last of its parts) shows. */
async function showOverview(page: Page): Promise<number> {
  await page.getByRole('heading', { name: 'Getting started' }).waitFor();
  return 0;
}

/**
 * A signed-in owner in a browser with nothing cached: `address`, then `reach` (the long page, ready
 * to edit, or the overview shown), with every script loaded on the way.
 */
async function firstVisit(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  address: string,
  reach: (page: Page) => Promise<number>,
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'script')
        sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    const started = Date.now();
    await page.goto(address);
    await reach(page);
    const ms = Date.now() - started;
    const bytes = await Promise.all(sizes);
    return { ms, scripts: bytes.length, scriptBytes: bytes.reduce((sum, n) => sum + n, 0) };
  } finally {
    await context.close();
  }
}
