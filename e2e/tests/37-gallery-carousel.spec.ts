// Issue 14, the carousel gallery design in Chromium, on a server of this file's own: the owner puts
// two carousel gallery blocks on a page (nine uploaded photos at four a row, and two that fit in one
// row). The row shows 4, 3 and 2 slides at 1000, 600 and 400 px from the first paint (CSS, no shift);
// the buttons move by groups and are disabled at the ends, hidden when all fit; the arrow keys move and
// the group is announced; the photos past the first row download only when they come near; axe finds
// nothing. Moves scroll smoothly (reduced motion jumps): a double click, and clicks while the row is
// still scrolling, land on the group they ask for, also with the CPU slowed. Without JavaScript the
// row still scrolls and shows every photo.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../support/axe.ts';
import { collectErrors, expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { layoutShift, ownerCall, shiftedNodes, trackLayoutShift } from '../support/owner-calls.ts';

const server = useOwnServer();
const PHOTOS = 9;

/** A 1200 × 800 JPEG of one colour with noise, distinct per index. */
function photo(index: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: { r: 40 + index * 20, g: 120, b: 200 - index * 15 },
      noise: { type: 'gaussian', mean: 100, sigma: 20 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

interface Slide {
  id: string;
  image: { src: string; width: number; height: number; placeholder?: string };
  alt: string;
  caption: string;
  clickThroughUrl: string;
}

/** Uploads the photos and puts the two carousels first on a published page; answers its address. */
async function publishCarousels(page: Page): Promise<string> {
  const slides: Slide[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const bytes = new Uint8Array(await photo(i));
    const { file } = await ownerCall<{ file: Slide['image'] }>(
      page,
      'POST',
      `/api/config/files?name=pot-${i + 1}.jpg`,
      bytes,
    );
    const { src, width, height, placeholder } = file;
    slides.push({
      id: `pot-${i + 1}`,
      image: { src, width, height, ...(placeholder && { placeholder }) },
      alt: `Pot number ${i + 1}`,
      caption: `Pot ${i + 1}`,
      clickThroughUrl: `/shop?pot=${i + 1}`,
    });
  }
  const carousel = (id: string, label: string, data: object) => ({
    id,
    type: 'gallery',
    version: 1,
    data: { design: 'carousel', label, imageAspectRatio: 1.5, ...data },
  });
  type Layout = { id: string; version: number; sections: { blocks: unknown[] }[] };
  const { pages } = await ownerCall<{ pages: { id: string; publicationState: number; fullUrl: string }[] }>(
    page,
    'GET',
    '/api/config/pages',
  );
  for (const summary of pages) {
    if (summary.publicationState !== 1) continue;
    const { layout } = await ownerCall<{ layout?: Layout }>(page, 'GET', `/api/config/pages/${summary.id}`);
    const [first, ...rest] = layout?.sections ?? [];
    if (!layout || !first) continue;
    const blocks = [
      carousel('pots', 'Pots', { slides, slidesPerRow: 4 }),
      carousel('pair', 'Pair', { slides: slides.slice(0, 2) }),
    ];
    const sections = [{ ...first, blocks: [...blocks, ...first.blocks] }, ...rest];
    await ownerCall(page, 'PUT', `/api/config/layouts/${layout.id}`, { version: layout.version, sections });
    // Publishing again puts the changed layout on the published page.
    await ownerCall(page, 'PUT', `/api/config/pages/${summary.id}`, { publicationState: 1 });
    return summary.fullUrl;
  }
  throw new Error('No published page with a layout');
}

let path = '';

test.beforeAll(async ({ browser }) => {
  const owner = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await signInAtConfig(owner, server.owner);
  path = await publishCarousels(owner);
  await owner.context().close();
});

interface Visit {
  page: Page;
  errors: string[];
  /** Photo numbers downloaded so far (any rendition) */
  fetched: Set<number>;
  /** Bytes of JavaScript over the wire */
  scriptBytes: () => Promise<number>;
}

async function visit(
  browser: Browser,
  width: number,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: server.demoUrl,
    viewport: { width, height: 900 },
    reducedMotion,
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const fetched = new Set<number>();
  const scripts: Promise<number>[] = [];
  page.on('request', (request) => {
    const pot = /\/s\/pot-(\d+)\.jpg/.exec(request.url());
    if (pot) fetched.add(Number(pot[1]));
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
  });
  await trackLayoutShift(page);
  await page.goto(path);
  await expect(page.locator('[data-carousel][data-hydrated]')).toHaveCount(2);
  const scriptBytes = async () => (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  return { page, errors, fetched, scriptBytes };
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name });
const status = (page: Page) => carousel(page, 'Pots').locator('.carousel-status');

/** How many slides of the carousel lie within its row's visible width. */
async function slidesInView(page: Page, name: string): Promise<number> {
  return carousel(page, name)
    .locator('.carousel-track')
    .evaluate((track) => {
      const row = track.getBoundingClientRect();
      return [...track.children].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      }).length;
    });
}

test('the row holds 4, 3 and 2 slides at 1000, 600 and 400 px, laid out before any script', async ({
  browser,
}) => {
  for (const [width, perRow, groups] of [
    [1000, 4, 3],
    [600, 3, 3],
    [400, 2, 5],
  ] as const) {
    // The narrowest under reduced motion: the row jumps rather than scrolls.
    const { page, errors } = await visit(browser, width, width === 400 ? 'reduce' : 'no-preference');
    expect(await slidesInView(page, 'Pots'), `${width} px`).toBe(perRow);
    // Laid out before any script: nothing moved while the page loaded and the island woke. (The moves
    // below are checked for shifts by the smooth-scrolling test, with the CPU slowed.)
    expect(await layoutShift(page), `${width} px: ${await shiftedNodes(page)}`).toBe(0);
    const next = carousel(page, 'Pots').getByRole('button', { name: 'Next slides' });
    for (let group = 1; group < groups; group++) {
      await next.click();
      await expect(status(page)).toContainText(`${group * perRow + 1}`);
    }
    await expect(next).toBeDisabled();
    const first = (groups - 1) * perRow + 1;
    await expect(status(page)).toHaveText(
      first === PHOTOS ? `Slide ${PHOTOS} of ${PHOTOS}` : `Slides ${first}–${PHOTOS} of ${PHOTOS}`,
    );
    // The last group starts the row too (its empty places are kept), showing its slide first.
    await expect(page.getByRole('link', { name: `Pot ${first}` })).toBeInViewport();
    expect(errors).toEqual([]);
    await page.context().close();
  }
});

test('the buttons move by groups, disabled at the ends; hidden when every slide fits', async ({
  browser,
}) => {
  const { page, errors, scriptBytes } = await visit(browser, 1000);
  const pots = carousel(page, 'Pots');
  await expect(pots).toHaveAttribute('aria-roledescription', 'carousel');
  const previous = pots.getByRole('button', { name: 'Previous slides' });
  const next = pots.getByRole('button', { name: 'Next slides' });
  await expect(previous).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(status(page)).toHaveText('Slides 5–8 of 9');
  await expect(page.getByRole('link', { name: 'Pot 5' })).toBeInViewport({ ratio: 0.99 });
  await expect(page.getByRole('link', { name: 'Pot 4' })).not.toBeInViewport({ ratio: 0.5 });
  await expect(previous).toBeEnabled();
  await next.click();
  await expect(status(page)).toHaveText('Slide 9 of 9');
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(status(page)).toHaveText('Slides 5–8 of 9');
  await previous.click();
  await expect(status(page)).toHaveText('Slides 1–4 of 9');
  await expect(previous).toBeDisabled();

  const pair = carousel(page, 'Pair');
  await expect(pair.getByRole('button', { name: 'Next slides' })).toBeHidden();
  await expect(pair.getByRole('button', { name: 'Previous slides' })).toBeHidden();
  expect(await slidesInView(page, 'Pair')).toBe(2);

  expect(await axeViolations(page)).toEqual([]);
  const bytes = await scriptBytes();
  console.log(`JavaScript on the carousel page: ${bytes} B over the wire`);
  expect(bytes).toBeLessThanOrEqual(30_000);
  expect(errors).toEqual([]);
});

/** The row's scroll position once it has rested (the same over two checks 300 ms apart). */
async function restingScroll(page: Page): Promise<number> {
  const track = carousel(page, 'Pots').locator('.carousel-track');
  const read = () => track.evaluate((el) => el.scrollLeft);
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await read();
        const rested = now === before;
        before = now;
        return rested;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return before;
}

/** The row has come to rest with `slide` (1-based) at its start (within a sub-pixel of layout). */
async function expectRestingAt(page: Page, slide: number): Promise<void> {
  const rest = await restingScroll(page);
  expect(Math.abs(rest - (await offsetOfSlide(page, slide)))).toBeLessThanOrEqual(1);
}

/** Where the row rests when `slide` (1-based) begins it. */
const offsetOfSlide = (page: Page, slide: number) =>
  carousel(page, 'Pots')
    .locator('.carousel-slide')
    .nth(slide - 1)
    .evaluate((el) => {
      const first = el.parentElement?.firstElementChild as HTMLElement | null;
      return (el as HTMLElement).offsetLeft - (first?.offsetLeft ?? 0);
    });

test('with smooth scrolling, a double click and clicks during a scroll land where they ask, under load', async ({
  browser,
}) => {
  const { page, errors } = await visit(browser, 1000);
  const pots = carousel(page, 'Pots');
  await expect(pots.locator('.carousel-track')).toHaveCSS('scroll-behavior', 'smooth');
  // Under load: the CPU four times slower, as on the busy machine where moves landed one group off.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // A double click: the second click while the first one's scroll has only begun.
  await pots.getByRole('button', { name: 'Next slides' }).dblclick();
  await expect(status(page)).toHaveText('Slide 9 of 9');
  await expectRestingAt(page, 9);
  await expect(status(page)).toHaveText('Slide 9 of 9');
  await expect(pots.getByRole('link', { name: 'Pot 9' })).toBeInViewport({ ratio: 0.99 });

  // Previous, and as soon as its scroll has ended Previous again (the row's resting place from the
  // first must not count once the second has begun), then Next while that scroll is under way.
  await pots.evaluate(async (root) => {
    const track = root.querySelector('.carousel-track') as HTMLElement;
    const click = (name: string) => (root.querySelector(`.carousel-${name}`) as HTMLButtonElement).click();
    const ended = () =>
      new Promise((resolve) => track.addEventListener('scrollend', resolve, { once: true }));
    const moved = (from: number) =>
      new Promise<void>((resolve) => {
        const check = () => (track.scrollLeft !== from ? resolve() : requestAnimationFrame(check));
        check();
      });
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    click('prev');
    await ended();
    await wait(20);
    const from = track.scrollLeft;
    click('prev');
    await moved(from);
    await wait(150);
    click('next');
  });
  await expect(status(page)).toHaveText('Slides 5–8 of 9');
  await expectRestingAt(page, 5);
  await expect(status(page)).toHaveText('Slides 5–8 of 9');
  await expect(pots.getByRole('link', { name: 'Pot 5' })).toBeInViewport({ ratio: 0.99 });
  await expect(pots.getByRole('button', { name: 'Previous slides' })).toBeEnabled();
  await expect(pots.getByRole('button', { name: 'Next slides' })).toBeEnabled();

  // A scroll by hand still moves the group: back to the start with the wheel.
  await pots.locator('.carousel-track').hover();
  await page.mouse.wheel(-2000, 0);
  await expect(status(page)).toHaveText('Slides 1–4 of 9');
  expect(await layoutShift(page), `moved: ${await shiftedNodes(page)}`).toBe(0);
  expect(errors).toEqual([]);
});

test('arrow keys move and the group is announced; focus follows into the new group', async ({ browser }) => {
  const { page, errors } = await visit(browser, 1000);
  const pots = carousel(page, 'Pots');
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  const next = pots.getByRole('button', { name: 'Next slides' });
  await next.focus();
  await page.keyboard.press('ArrowRight');
  await expect(status(page)).toHaveText('Slides 5–8 of 9');
  await page.keyboard.press('ArrowRight');
  await expect(status(page)).toHaveText('Slide 9 of 9');
  // Next is now disabled: focus went to Previous rather than to the page.
  await expect(pots.getByRole('button', { name: 'Previous slides' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(status(page)).toHaveText('Slides 5–8 of 9');
  await page.keyboard.press('ArrowLeft');
  await expect(status(page)).toHaveText('Slides 1–4 of 9');

  // From a slide's link the arrow takes focus to the first slide of the next group.
  await pots.getByRole('link', { name: 'Pot 2' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(pots.getByRole('link', { name: 'Pot 5' })).toBeFocused();
  await expect(status(page)).toHaveText('Slides 5–8 of 9');
  // Tab out of the group shows the next one.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(pots.getByRole('link', { name: 'Pot 9' })).toBeFocused();
  await expect(status(page)).toHaveText('Slide 9 of 9');
  await expect(pots.getByRole('link', { name: 'Pot 9' })).toBeInViewport({ ratio: 0.99 });
  expect(errors).toEqual([]);
});

test('the photos past the first row download only when they come within 200 px', async ({ browser }) => {
  const { page, errors, fetched } = await visit(browser, 1000);
  const pots = carousel(page, 'Pots');
  // The first row (1–4) through srcset, the next slide (5, within 200 px of the row) by the loader;
  // 6 to 9 lie farther along the row and wait.
  await expect.poll(() => [...fetched].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  await page.waitForTimeout(500);
  expect([...fetched].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  const sixth = page.getByRole('img', { name: 'Pot number 6' }).first();
  await expect(sixth).toHaveAttribute('data-src', /\/s\/pot-6\.jpg/);
  await expect(sixth).not.toHaveAttribute('src', /.*/);

  await pots.getByRole('button', { name: 'Next slides' }).click();
  await expect.poll(() => fetched.size).toBe(PHOTOS);
  // The loader asked for a ladder rendition covering the slide's box, and it arrived.
  await expect(sixth).toHaveAttribute('src', /\/s\/pot-6\.jpg\?format=(300|500|750)w$/);
  await expect
    .poll(() => sixth.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(sixth).toHaveClass(/loaded/);
  expect(await layoutShift(page), `layout shifted: ${await shiftedNodes(page)}`).toBe(0);
  expect(errors).toEqual([]);
});

test('without JavaScript the row scrolls by itself and every photo shows', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: server.demoUrl,
    javaScriptEnabled: false,
    viewport: { width: 1000, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(path);
  const pots = carousel(page, 'Pots');
  await expect(pots.getByRole('button', { name: 'Next slides' })).toBeHidden();
  expect(await slidesInView(page, 'Pots')).toBe(4);
  await expect(pots.locator('.carousel-track')).toHaveCSS('scroll-snap-type', 'x mandatory');
  // The deferred image hides; its <noscript> picture stands in.
  await expect(pots.locator('img[data-src]').first()).toBeHidden();
  await pots.getByRole('link', { name: 'Pot 9' }).scrollIntoViewIfNeeded();
  const ninth = pots.getByRole('link', { name: 'Pot 9' }).locator('img:not([data-src])');
  await expect(ninth).toBeVisible();
  await expect
    .poll(() => ninth.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await context.close();
});
