// Issue 14 §1, the image pipeline, in Chromium on a server of this file's own: the owner uploads a
// photo and puts it on a page three times (as uploaded, cropped square, and a linked circle); the published page offers
// ladder renditions in srcset, the browser picks one and gets AVIF or WebP for it, the page does not
// shift as the images arrive (CLS 0), the first image loads eagerly, and axe finds nothing.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../support/axe.ts';
import { configApi } from '../support/config-api.ts';
import { collectErrors, expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { layoutShift, shiftedNodes, trackLayoutShift } from '../support/owner-calls.ts';

const server = useOwnServer();

/** A 1600 × 1067 photo-like JPEG (noise compresses as badly as a real photo). */
function photo(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Uploads the photo and puts it first on a published page, twice; answers that page's address. */
async function publishPageWithPhoto(page: Page, bytes: Buffer): Promise<string> {
  const call = await configApi(page);
  const { file } = await call('POST /api/config/files', { query: { name: 'Kiln at dusk.jpg' }, file: bytes });
  const image = {
    src: file.src,
    width: file.width ?? 0,
    height: file.height ?? 0,
    placeholder: file.placeholder,
  };
  // Block ids are unique within a page: each call's blocks carry their upload's id.
  const block = (id: string, aspect: string) => ({
    id: `${id}-${file.id.slice(-6)}`,
    type: 'image',
    version: 2,
    data: { image, alt: 'The kiln at dusk', caption: '', focalPoint: { x: 30, y: 50 }, aspect },
  });
  // Version 3: a mask shape, a link and a caption.
  const circle = {
    id: `kiln-circle-${file.id.slice(-6)}`,
    type: 'image',
    version: 3,
    data: {
      ...block('kiln-circle', 'circle').data,
      caption: 'The kiln, round',
      link: '/gallery',
      newWindow: false,
    },
  };
  const { pages } = await call('GET /api/config/pages');
  for (const summary of pages) {
    if (summary.publicationState !== 1) continue;
    const { layout } = await call('GET /api/config/pages/:id', { params: { id: summary.id } });
    const [first, ...rest] = layout?.sections ?? [];
    if (!layout || !first) continue;
    const blocks = [
      block('kiln-original', 'original'),
      ...first.blocks,
      block('kiln-square', 'square'),
      circle,
    ];
    await call('PUT /api/config/layouts/:id', {
      params: { id: layout.id },
      body: { version: layout.version, sections: [{ ...first, blocks }, ...rest] },
    });
    await call('PUT /api/config/pages/:id', { params: { id: summary.id }, body: { publicationState: 1 } });
    return summary.fullUrl;
  }
  throw new Error('No published page with a layout');
}

test('page images come from the size ladder, as AVIF or WebP, without layout shift', async ({ browser }) => {
  const owner = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await signInAtConfig(owner, server.owner);
  const path = await publishPageWithPhoto(owner, await photo());

  const visitor = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  const errors = collectErrors(visitor);
  const renditions: { url: string; type: string; bytes: number }[] = [];
  visitor.on('response', async (response) => {
    if (!response.url().includes('/s/kiln-at-dusk.jpg')) return;
    renditions.push({
      url: response.url(),
      type: response.headers()['content-type'] ?? '',
      bytes: (await response.body()).length,
    });
  });
  // Layout shifts from the first paint on, buffered so none before the observer are missed.
  await trackLayoutShift(visitor);
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(path);

  const first = visitor.locator('img[src="/s/kiln-at-dusk.jpg"]').first();
  await expect(first).toHaveAttribute('srcset', /format=1000w 1000w/);
  await expect(first).toHaveAttribute('sizes', /.+/);
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '1067');
  // The page's first image loads at once with high priority, every other lazily.
  const loadings = await visitor
    .locator('main img')
    .evaluateAll((images) =>
      images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    );
  expect(loadings[0]).toEqual(['eager', 'high']);
  expect(loadings.slice(1).every(([loading]) => loading === 'lazy')).toBe(true);
  await expect(first).toHaveClass(/ph-[0-9a-f]{6}/);
  // No width above the original's own is offered.
  const offered = (await first.getAttribute('srcset'))
    ?.split(', ')
    .map((c) => Number(c.split(' ')[1]?.slice(0, -1)));
  expect(offered).toEqual([1600, 1500, 1000, 750, 500, 300, 100]);
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toMatch(/\/s\/kiln-at-dusk\.jpg\?format=\d+w$/);
  await expect.poll(() => renditions.find((r) => r.url === current)?.type).toMatch(/^image\/(avif|webp)$/);

  const square = visitor.locator('img.image-square[src="/s/kiln-at-dusk.jpg"]');
  await square.scrollIntoViewIfNeeded();
  await expect(square).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => square.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const squareSrc = await square.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(squareSrc).toContain('crop=fill&ratio=1&focal=0.3,0.5');
  const natural = await square.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  expect(natural).toBeCloseTo(1, 2);

  expect(await layoutShift(visitor), `moved: ${await shiftedNodes(visitor)}`).toBe(0);
  expect(await axeViolations(visitor)).toEqual([]);
  expect(errors).toEqual([]);
});

test('an image block masked to a circle links where it says, and its caption tightens under 415 px', async ({
  browser,
}) => {
  const owner = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await signInAtConfig(owner, server.owner);
  const path = await publishPageWithPhoto(owner, await photo());
  const visitor = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(path);

  const figure = visitor.locator('figure.block-image:has(img.image-circle)').last();
  const img = figure.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveCSS('clip-path', /^circle\(50%/);
  const box = await img.boundingBox();
  expect(box && Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
  const captionSize = () =>
    figure.locator('figcaption').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  const wide = await captionSize();
  await visitor.setViewportSize({ width: 400, height: 800 });
  await expect.poll(captionSize).toBeLessThan(wide);
  expect(await axeViolations(visitor)).toEqual([]);

  await figure.locator('a').click();
  await expect(visitor).toHaveURL(/\/gallery$/);
});
