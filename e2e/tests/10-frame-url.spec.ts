// The config area frames only this site: a crafted frameUrl whose dot segments or escapes collapse
// into another host, or into the config area itself, shows the home page instead, and "View site"
// points at the same place.
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

const HOSTILE_FRAME_URLS = [
  '/..//evil.example/',
  '/.//evil.example/',
  '/a/..//evil.example/',
  '/%2e%2e//evil.example/',
  '/%63onfig/',
];

test('a crafted frameUrl never frames another site or the config area', async ({ page, server }) => {
  await signInAtConfig(page, server.owner);
  const frame = page.getByTitle('Site preview');
  // The frame may only load this site's pages, and may not navigate the config area away.
  await expect(frame).toHaveAttribute('sandbox', /allow-same-origin/);
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  for (const frameUrl of HOSTILE_FRAME_URLS) {
    await page.goto(`/config/?frameUrl=${encodeURIComponent(frameUrl)}`);
    await expect(page.getByRole('button', { name: 'Sign out' }), frameUrl).toBeVisible();
    await expect(frame, frameUrl).toHaveAttribute('src', '/');
    await expect(page.getByRole('link', { name: 'View site' }), frameUrl).toHaveAttribute(
      'href',
      '/?noredirect=1',
    );
  }
});

test('the config area refuses to be framed, under any spelling of its path', async ({ page }) => {
  for (const path of ['/config/', '/%63onfig/']) {
    const response = await page.goto(path);
    if (!response) throw new Error(`no answer for ${path}`);
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(response.headers()['content-security-policy'], path).toContain("frame-src 'self'");
  }
});
