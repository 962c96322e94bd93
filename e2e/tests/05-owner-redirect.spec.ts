// Spec section 2: a signed-in owner, in the top window, is sent from a public page to
// /config/?frameUrl=<path plus search>; `noredirect` stops it and is remembered for the tab's session.
import { expect, runtimeInitialised, signInAtConfig, sitePreview, test } from '../support/fixtures.ts';

test('a signed-in owner visiting a public page lands in the config area with frameUrl', async ({
  page,
  server,
}) => {
  await signInAtConfig(page, server.owner);

  await page.goto('/journal');
  await expect(page).toHaveURL(`${server.demoUrl}/config/pages?frameUrl=%2Fjournal`);
  // The config area shows that page in its frame, where the owner is not redirected again.
  await expect(sitePreview(page).getByRole('heading', { name: 'Journal' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await expect(page).toHaveURL(`${server.demoUrl}/config/pages?frameUrl=%2Fjournal`);

  // The query string travels with the path.
  await page.goto('/about?ref=newsletter');
  await expect(page).toHaveURL(`${server.demoUrl}/config/pages?frameUrl=%2Fabout%3Fref%3Dnewsletter`);
  await expect(sitePreview(page).getByRole('heading', { name: 'About the studio' })).toBeVisible();
});

test('?noredirect=1 keeps the owner on the public page, for later pages of that tab too', async ({
  page,
  context,
  server,
}) => {
  await signInAtConfig(page, server.owner);

  /** Loads `path` and checks the owner stayed on it (signed in, runtime run, no redirect). */
  async function expectStaysOn(path: string, heading: string) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await runtimeInitialised(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(`${server.demoUrl}${path}`);
    const context = JSON.parse((await page.locator('#tessera-context').textContent()) ?? '{}');
    expect(context.authenticatedAccount?.email).toBe(server.owner.email);
  }

  await expectStaysOn('/journal?noredirect=1', 'Journal');
  // Remembered for the session: later pages without the parameter do not redirect either.
  await expectStaysOn('/about', 'About the studio');
  await expectStaysOn('/journal', 'Journal');

  // A new tab is a new session: the owner is redirected there.
  const otherTab = await context.newPage();
  await otherTab.goto('/about');
  await expect(otherTab).toHaveURL(`${server.demoUrl}/config/?frameUrl=%2Fabout`);
  await otherTab.close();
});
