// Issue 9 section 2: a page scheduled for the next minute is published by the jobs worker when its
// time comes. On a server of its own whose clock the test moves (support/movable-clock.mjs): the
// owner schedules in the browser's real time, and the server's clock is moved past that minute
// rather than the test waiting for it (20 to 80 s).
import { addFromPanel, createPage, openCanvas, visitorView } from '../support/canvas.ts';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const server = useOwnServer({}, { movableClock: true });
const TITLE = 'Opening hours';
const PATH = '/opening-hours';

test('a page scheduled for the next minute is published by the jobs worker when its time comes', async ({
  page,
  browser,
}) => {
  await signInAtConfig(page, server.owner, undefined, server.demoUrl);
  const panel = await createPage(page, TITLE, 'Contact', PATH);
  await panel.getByRole('button', { name: '← Back to pages' }).click();

  const editor = await openCanvas(page, TITLE);
  // Live first: scheduling a live page takes it off the site until its time.
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  expect((await visitorView(browser, server.demoUrl, PATH)).status).toBe(200);
  // A change waiting in the draft: the scheduled publication publishes it too.
  await addFromPanel(page, 'Divider');
  await expect(editor.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
  // The settings tab starts from the page as the header's Publish left it (live), not as it was loaded.
  await editor.getByRole('tab', { name: 'Page settings' }).click();
  await page.getByLabel('Publication').selectOption({ label: 'Scheduled (Unpublish until)' });
  // The next whole minute at least 20 s away, as the owner types it (datetime-local has minutes).
  const { local, at } = await page.evaluate(() => {
    const at = new Date(Date.now() + 20_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return { local, at: at.getTime() };
  });
  await page.getByLabel('Publish at').fill(local);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. Publishes / })).toBeVisible();
  expect((await visitorView(browser, server.demoUrl, PATH)).status).toBe(404);

  // Its time comes: the server's clock passes the minute (the browser's stays where it is).
  await server.moveClock(at - Date.now() + 1_000);
  // Visitors may see the page as soon as it is due (visibility is decided when it is read), with its
  // layout as last published until the job publishes the draft: wait for the job's work, the divider.
  await expect
    .poll(
      async () => {
        const { status, html } = await visitorView(browser, server.demoUrl, PATH);
        return { status, divider: html.includes('class="divider ') };
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual({ status: 200, divider: true });
  const published = await visitorView(browser, server.demoUrl, PATH);
  expect(published.html).toContain(`<h1`);
});
