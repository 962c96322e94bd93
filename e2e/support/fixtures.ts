// The tests' shared fixtures and helpers: where the server is, the site context, console errors,
// and signing in to the config area the way an owner does.
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import type { SiteContext } from '@tessera/site';
import { CRUMB_COOKIE, DEVICE_COOKIE, SESSION_COOKIE } from '../../packages/server/src/http/cookies.ts';
import { type E2eServer, e2eServer } from './server-env.ts';

export { expect };

interface Fixtures {
  server: E2eServer;
  /** Console errors and uncaught exceptions of `page`, collected from the test's start. */
  pageErrors: string[];
  /** Closes the browser contexts a test opened and left open (see below). */
  closeLeftContexts: undefined;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern.
  server: async ({}, use) => {
    await use(e2eServer());
  },
  baseURL: async ({ server }, use) => {
    await use(server.demoUrl);
  },
  pageErrors: async ({ page }, use) => {
    await use(collectErrors(page));
  },
  // A worker's browser outlives its tests, and so did every context a test opened with
  // `browser.newContext()` and did not close: a slideshow left playing, a video, a signed-in config
  // area, each still drawing. By the suite's end dozens were open, and tests that take 17 s alone took
  // 2–3 min. Playwright saves a closed context's trace and screenshot as it closes.
  closeLeftContexts: [
    async ({ browser }, use, testInfo) => {
      if (testInfo.file !== fileOfLastTest) {
        fileOfLastTest = testInfo.file;
        const keptByTheLastFile = browser.contexts().filter((context) => keptForFile.has(context));
        await Promise.all(keptByTheLastFile.map((context) => context.close()));
      }
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context) && !keptForFile.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

let fileOfLastTest = '';
const keptForFile = new WeakSet<BrowserContext>();

/**
 * Keeps a context open past the test that opened it, for the later tests of a serial file; it is
 * closed when its worker moves on to another file.
 */
export function keepForFile(context: BrowserContext): BrowserContext {
  keptForFile.add(context);
  return context;
}

/** Starts collecting what a developer would see in red in the console. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console.error: ${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** The site context the server embedded in the page. */
export async function siteContext(page: Page): Promise<SiteContext> {
  const json = await page.locator('script#tessera-context[type="application/json"]').textContent();
  expect(json, 'the page embeds the site context').toBeTruthy();
  return JSON.parse(json ?? 'null') as SiteContext;
}

/** Whether the site runtime ran (it publishes its lifecycle on window for these tests). */
export function runtimeInitialised(page: Page): Promise<boolean> {
  return page.evaluate(() => typeof window.__tessera?.initialize === 'function');
}

/**
 * How long the config area may take to draw after signing in: the password's hash is checked, then
 * the config area draws, past the default 5 s once on the loaded CI machine (e2e 38), as the
 * editor's own code was in e2e 39.
 */
export const CONFIG_AREA_DRAWN = { timeout: 30_000 };

/**
 * Signs in to the config area, at the pages (/config/pages, or /config/ with a frameUrl), of the shared server's demo
 * site or of `siteUrl` (a file's own server). The first time in a worker for a server and account it
 * uses the config area's own form, as an owner does; later it brings that session's cookies into the
 * page's context and loads the page again, as a browser that kept them would (Playwright's
 * storageState, per server): the form, the password's hash and the drawing after it were most of the
 * 1.7 s of CPU each of some fifty sign-ins took. A session that has ended since (signed out, its
 * password changed) shows the form again, and the form is used.
 */
export async function signInAtConfig(
  page: Page,
  owner: E2eServer['owner'],
  frameUrl?: string,
  siteUrl = '',
): Promise<void> {
  const config = `${siteUrl}/config/`;
  // The pages, as most files begin there (/config/ alone lands on the overview).
  const url = frameUrl ? `${config}?frameUrl=${encodeURIComponent(frameUrl)}` : `${config}pages`;
  const context = page.context();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const signInHeading = page.getByRole('heading', { name: 'Sign in' });
  await page.goto(url);
  // Keyed by origin: cookies ignore the port, and the servers of a run share host names.
  const key = `${new URL(page.url()).origin} ${owner.email}`;
  const kept = keptSessions.get(key);
  if (kept) {
    await context.addCookies(kept);
    await page.reload();
    await expect(signOut.or(signInHeading)).toBeVisible(CONFIG_AREA_DRAWN);
    if (await signOut.isVisible()) return;
    keptSessions.delete(key);
  }
  await expect(signInHeading).toBeVisible();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(signOut).toBeVisible(CONFIG_AREA_DRAWN);
  const cookies = await context.cookies(new URL(page.url()).origin);
  keptSessions.set(
    key,
    cookies.filter((cookie) => SESSION_COOKIES.includes(cookie.name)),
  );
}

/**
 * The cookies of a signed-in session: the session, its crumb and the
 * device it was made on. Not a cart, a consent choice or a visitor id a test made before signing in.
 */
const SESSION_COOKIES = [SESSION_COOKIE, CRUMB_COOKIE, DEVICE_COOKIE];

/** A worker's signed-in sessions: the cookies of one, by server origin and account. */
const keptSessions = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();

/** The editor frame's content. */
export function sitePreview(page: Page) {
  return page.getByTitle('Site preview').contentFrame();
}

/**
 * Opens a config-area screen from the top bar's navigation as an owner does: the Menu first on a
 * narrow window, then the screen's group, then its link. Answers the screen's panel.
 */
export async function openConfigScreen(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  // Hidden too: a screen's link sits in a closed group's list until the group is opened.
  const link = nav.getByRole('link', { name, exact: true, includeHidden: true });
  const panel = page.getByRole('complementary', { name: `${name} panel` });
  if ((await link.getAttribute('aria-current')) === 'page' && (await panel.isVisible())) return panel;
  const menu = nav.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  if (!(await link.isVisible())) {
    // (`has` is read inside each item, so it names the link from the page, not from the nav.)
    const inGroup = page.getByRole('link', { name, exact: true, includeHidden: true });
    await nav.locator('li.sections-group', { has: inGroup }).locator(':scope > button').click();
  }
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(panel).toBeVisible();
  return panel;
}
