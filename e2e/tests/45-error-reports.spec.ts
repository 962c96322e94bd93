// Spec 1 §7: the site's JavaScript errors go to POST /api/events/RecordJavascriptErrors as a "JSON array
// of events (event, data, timestamp), with a crumb header", from a cached page with no crumb cookie yet.
import { expect, test } from '../support/fixtures.ts';

const REPORTS = '/api/events/RecordJavascriptErrors';

test('an uncaught error on a published page is reported with the crumb in its header, and stored', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-islands-ready', '');
  const stored = page.waitForResponse((r) => r.url().includes(REPORTS) && r.status() === 204);
  const sent = page.waitForRequest((r) => r.url().includes(REPORTS));

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: reported by header');
    });
  });

  const request = await sent;
  expect(new URL(request.url()).searchParams.has('crumb')).toBe(false);
  expect(request.headers()['x-csrf-token']).toBeTruthy();
  const [report] = JSON.parse(request.postData() ?? '[]') as Array<{
    event: string;
    data: { message: string };
  }>;
  expect(report?.event).toBe('error');
  expect(report?.data.message).toContain('e2e: reported by header');
  expect((await stored).request().headers()['x-csrf-token']).toBeTruthy();
});
