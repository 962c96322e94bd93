// Issue 14 §4, videos, in Chromium on a server of this file's own: the owner puts a YouTube video, a
// Vimeo video (pasted as embed code) and an invalid embed on a page. The visitor's page asks nothing
// of either video host until a play button is pressed; a click or Enter shows one player, showing the
// other returns the first to its overlay; the invalid one shows the spec's message; only that page's
// CSP allows the two player hosts; axe finds nothing. The player hosts are routed to an empty page
// here: nothing leaves the machine.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { configApi } from '../support/config-api.ts';
import { collectErrors, expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const server = useOwnServer();

const VIDEOS = [
  { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Throwing a mug' },
  {
    url: '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" width="640" height="360" allow="autoplay"></iframe>',
    title: 'Glazing day',
  },
  { url: '<div>my video</div>', title: 'Broken' },
];
const PLAYER_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'];
const STAND_IN_PLAYER =
  '<!doctype html><html lang="en"><title>Player</title><main><h1>Player</h1></main></html>';

/** Puts the three videos first on a published page other than the home page; answers its path. */
async function publishPageWithVideos(page: Page): Promise<string> {
  const call = await configApi(page);
  const blocks = VIDEOS.map((video, index) => ({
    id: `video-${index}`,
    type: 'video',
    version: 1,
    data: { ...video, mode: 'fit', thumbnail: null, caption: '' },
  }));
  const { pages } = await call('GET /api/config/pages');
  for (const summary of pages) {
    if (summary.publicationState !== 1 || summary.fullUrl === '/') continue;
    const { layout } = await call('GET /api/config/pages/:id', { params: { id: summary.id } });
    const [first, ...rest] = layout?.sections ?? [];
    if (!layout || !first) continue;
    await call('PUT /api/config/layouts/:id', {
      params: { id: layout.id },
      body: {
        version: layout.version,
        sections: [{ ...first, blocks: [...blocks, ...first.blocks] }, ...rest],
      },
    });
    await call('PUT /api/config/pages/:id', { params: { id: summary.id }, body: { publicationState: 1 } });
    return summary.fullUrl;
  }
  throw new Error('No published page with a layout');
}

test('videos wait behind their overlays, play one at a time, and say when an embed is invalid', async ({
  browser,
}) => {
  // An owner's edit, two visitors and axe: 24 s on a quiet CI run, past 30 s on a loaded one.
  test.slow();
  const owner = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await signInAtConfig(owner, server.owner);
  const path = await publishPageWithVideos(owner);

  const context = await browser.newContext({ baseURL: server.demoUrl });
  const asked: string[] = [];
  for (const host of PLAYER_HOSTS)
    await context.route(`https://${host}/**`, (route) => {
      asked.push(route.request().url());
      // A stand-in player, itself a whole accessible page.
      return route.fulfill({ contentType: 'text/html', body: STAND_IN_PLAYER });
    });
  const visitor = await context.newPage();
  const errors = collectErrors(visitor);
  await visitor.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { __videoEvents: string[] }).__videoEvents = heard;
    for (const name of ['tessera:video-shown', 'tessera:video-hidden'])
      document.addEventListener(name, (event) =>
        heard.push(`${name} ${(event.target as HTMLElement).dataset.videoTitle}`),
      );
  });
  const heard = () =>
    visitor.evaluate(() => (window as unknown as { __videoEvents: string[] }).__videoEvents);

  const response = await visitor.goto(path);
  expect(response?.headers()['content-security-policy']).toContain(
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;",
  );
  const youtube = visitor.locator('[data-island="video"]').nth(0);
  const vimeo = visitor.locator('[data-island="video"]').nth(1);
  await expect(youtube).toHaveAttribute('data-hydrated', '');
  await expect(vimeo).toHaveAttribute('data-hydrated', '');
  await expect(visitor.locator('.video-error')).toHaveText('Invalid video embed.');
  await expect(visitor.locator('iframe')).toHaveCount(0);
  expect(await axeViolations(visitor), 'the videos behind their overlays').toEqual([]);
  // Loaded, idle, hovered: still nothing asked of a video host.
  await visitor.getByRole('button', { name: 'Play video: Throwing a mug' }).hover();
  await visitor.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await visitor.getByRole('button', { name: 'Play video: Throwing a mug' }).click();
  const youtubePlayer = youtube.locator('iframe[title="Throwing a mug"]');
  await expect(youtubePlayer).toBeVisible();
  await expect(youtubePlayer).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*autoplay=1/,
  );
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

  // Enter on the second: it shows, the first goes back behind its overlay.
  const vimeoPlay = visitor.getByRole('button', { name: 'Play video: Glazing day' });
  await vimeoPlay.focus();
  await visitor.keyboard.press('Enter');
  await expect(vimeo.locator('iframe[title="Glazing day"]')).toBeVisible();
  await expect(youtubePlayer).toBeHidden();
  await expect(visitor.getByRole('button', { name: 'Play video: Throwing a mug' })).toBeVisible();
  await expect(youtube).toHaveAttribute('data-video-state', 'overlay');
  expect(asked[1]).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1&h=8272103f6e&autoplay=1$/);

  // Space on the first again: it is shown again (its player kept, not fetched twice), the second goes back.
  await visitor.getByRole('button', { name: 'Play video: Throwing a mug' }).focus();
  await visitor.keyboard.press('Space');
  await expect(youtubePlayer).toBeVisible();
  await expect(vimeo).toHaveAttribute('data-video-state', 'overlay');
  expect(asked).toHaveLength(2);
  expect(await heard()).toEqual([
    'tessera:video-shown Throwing a mug',
    'tessera:video-hidden Throwing a mug',
    'tessera:video-shown Glazing day',
    'tessera:video-hidden Glazing day',
    'tessera:video-shown Throwing a mug',
  ]);
  // Our page around the playing video; the players' own pages (stand-ins here) are their hosts' to
  // answer for, and axe compares their landmarks with ours.
  expect(await axeViolations(visitor, { include: 'main', exclude: 'iframe' }), 'a video playing').toEqual([]);

  // Every other page keeps frames to our own origin.
  const home = await visitor.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-src 'self';");
  expect(errors).toEqual([]);
});
