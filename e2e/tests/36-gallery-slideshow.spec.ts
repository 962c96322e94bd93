// Issue 14 §2, the stacked slideshow and the strip, in Chromium on a server of this file's own: the
// owner puts three galleries on a page (a slideshow playing every second, a slideshow with its
// thumbnail strip, a strip). Each renders from its settings and works without JavaScript; autoplay
// moves on, pauses under the mouse and is off with nomotion=true; the thumbnails and the slideshow
// stay in step both ways; the strip answers its keys; history puts itemId in the address and a
// reload shows that slide; the autoplaying slideshow's pause button (WCAG 2.2.2) stops it for good
// and plays it again, by mouse and keyboard, moving nothing; with the lightbox on, a click on a
// slide of the slideshow or the strip does what the spec's section 4 says, never the lightbox; axe
// finds nothing.
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../support/axe.ts';
import { configApi, publishBlocksFirst } from '../support/config-api.ts';
import { collectErrors, expect, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { layoutShift, shiftedNodes, trackLayoutShift } from '../support/owner-calls.ts';

const server = useOwnServer();

const PHOTOS = [
  { name: 'Fern mugs', colour: '#3f6b3a', width: 1200, height: 800 },
  { name: 'Oat bowls', colour: '#c8b28a', width: 900, height: 900 },
  { name: 'Plum vase', colour: '#5b2a4e', width: 800, height: 1100 },
  { name: 'Slate plates', colour: '#4a5560', width: 1200, height: 700 },
];

function photo({ colour, width, height }: (typeof PHOTOS)[number]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

let pagePath = '';

/** Uploads the photos and puts three galleries first on a published page; answers its address. */
async function publishGalleries(owner: Page): Promise<string> {
  const call = await configApi(owner);
  const slides: Record<string, unknown>[] = [];
  for (const entry of PHOTOS) {
    const { file } = await call('POST /api/config/files', {
      query: { name: `${entry.name}.jpg` },
      file: await photo(entry),
    });
    const image = { src: file.src, width: file.width, height: file.height, placeholder: file.placeholder };
    const id = entry.name.toLowerCase().replace(' ', '-');
    slides.push({ kind: 'image', id, caption: entry.name, alt: `${entry.name} on a shelf`, image });
  }
  // `links`: click-through URLs by slide id
  const gallery = (id: string, data: Record<string, unknown>, links: Record<string, string> = {}) => ({
    id,
    type: 'gallery',
    version: 1,
    data: {
      slides: slides.map((slide) => ({
        ...slide,
        id: `${id}-${slide.id}`,
        clickThroughUrl: links[slide.id as string] ?? '',
      })),
      ...data,
    },
  });
  return publishBlocksFirst(call, [
    // Cropped to one shape, so its slides' changes move nothing below it.
    gallery('show', {
      label: 'Studio slideshow',
      design: 'slideshow',
      autoplay: true,
      autoplayDuration: 1,
      imageAspectRatio: 1.5,
    }),
    gallery(
      'linked',
      {
        label: 'Kiln slideshow',
        design: 'stacked',
        thumbnails: true,
        thumbnailStripHeight: 60,
        lightbox: true,
      },
      { 'slate-plates': '/?from=slate' },
    ),
    gallery('strip', {
      label: 'Glaze strip',
      design: 'strip',
      activeAlignment: 'left',
      vSize: 8,
      lightbox: true,
    }),
  ]);
}

test.beforeAll(async ({ browser }) => {
  const owner = await (await browser.newContext({ baseURL: server.demoUrl })).newPage();
  await signInAtConfig(owner, server.owner);
  pagePath = await publishGalleries(owner);
  await owner.context().close();
});

async function visit(
  browser: Browser,
  query = '',
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
) {
  const context = await browser.newContext({ baseURL: server.demoUrl, reducedMotion });
  const page = await context.newPage();
  await trackLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${pagePath}${query}`);
  await expect(page.locator('[data-island="gallery-motion"][data-hydrated]')).toHaveCount(3);
  return page;
}

const gallery = (page: Page, name: string) => page.getByRole('region', { name });
const currentSlide = (region: Locator) => region.locator('.gm-viewport .gm-slide[data-current]');
const currentId = (region: Locator) => currentSlide(region).getAttribute('data-slide-id');

test('each gallery renders from its settings', async ({ browser }) => {
  const page = await visit(browser, '?nomotion=true');
  const errors = collectErrors(page);
  const show = gallery(page, 'Studio slideshow');
  await expect(show).toHaveClass(/gallery-stacked/);
  await expect(currentSlide(show)).toHaveAttribute('data-slide-id', 'show-fern-mugs');
  await expect(currentSlide(show).getByRole('img', { name: 'Fern mugs on a shelf' })).toBeVisible();
  await expect(show.locator('.gm-viewport .gm-slide:not([data-current]) img').first()).toBeHidden();
  await expect(show.getByRole('button', { name: 'Next slide' })).toBeVisible();
  // Autoplay is off with nomotion=true: no pause button to offer.
  await expect(show.locator('[data-gm-autoplay]')).toBeHidden();
  await expect(show.getByRole('link', { name: 'Slide 1: Fern mugs' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Fade by default, over the stacked speed of 1 s.
  await expect(show).toHaveAttribute('data-transition', 'fade');
  await expect(currentSlide(show)).toHaveCSS('transition-duration', '1s');

  const linked = gallery(page, 'Kiln slideshow');
  await expect(linked.locator('.gm-thumbs img')).toHaveCount(4);
  await expect(linked.locator('.gm-thumbs img').first()).toHaveCSS('height', '60px');
  await expect(linked.locator('.gm-pager')).toHaveCount(0);
  // Auto height (spec section 9, stacked autoHeight): uncropped, the slideshow grows and shrinks
  // with its current slide, here a 3:2 picture and then a square one.
  const heights = () =>
    linked.evaluate((root) => {
      const box = (selector: string) => root.querySelector(selector)?.getBoundingClientRect().height ?? 0;
      return { viewport: box('.gm-viewport'), slide: box('.gm-viewport .gm-slide[data-current]') };
    });
  const first = await heights();
  await linked.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(linked)).toHaveAttribute('data-slide-id', 'linked-oat-bowls');
  await expect
    .poll(async () => {
      const { viewport, slide } = await heights();
      const grown = viewport - first.viewport;
      return grown > 50 && Math.abs(grown - (slide - first.slide)) < 1;
    })
    .toBe(true);

  const strip = gallery(page, 'Glaze strip');
  await expect(strip.locator('.gm-viewport img').first()).toHaveCSS('height', '320px');
  await expect(strip.getByRole('link', { name: 'Fern mugs on a shelf' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(errors).toEqual([]);
});

test('autoplay moves on, pauses under the mouse, and is off with nomotion=true', async ({ browser }) => {
  const page = await visit(browser);
  const show = gallery(page, 'Studio slideshow');
  await expect(show).toHaveAttribute('data-autoplay', 'running');
  await expect.poll(() => currentId(show), { timeout: 5000 }).not.toBe('show-fern-mugs');

  await show.hover();
  await expect(show).toHaveAttribute('data-autoplay', 'paused');
  const held = await currentId(show);
  // Three autoplay intervals under the mouse: still the same slide.
  await page.waitForTimeout(3000);
  expect(await currentId(show)).toBe(held);
  await page.mouse.move(1, 1);
  await expect(show).toHaveAttribute('data-autoplay', 'running');
  await expect.poll(() => currentId(show), { timeout: 5000 }).not.toBe(held);

  const still = await visit(browser, '?nomotion=true');
  const stillShow = gallery(still, 'Studio slideshow');
  await expect(stillShow).toHaveAttribute('data-autoplay', 'off');
  await still.waitForTimeout(3000);
  expect(await currentId(stillShow)).toBe('show-fern-mugs');
});

test('the pause button stops autoplay for good and plays it again, moving nothing', async ({ browser }) => {
  // axe reads the whole page, which takes a while on a busy machine.
  test.slow();
  const page = await visit(browser);
  const errors = collectErrors(page);
  const show = gallery(page, 'Studio slideshow');
  // Only the gallery that autoplays has one.
  await expect(page.locator('[data-gm-autoplay]')).toHaveCount(1);
  const pause = show.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(show).toHaveAttribute('data-autoplay', 'off');
  // axe with the button shown, once the last change's fade has ended (a caption half faded in has
  // half its contrast).
  await show.evaluate((root) => Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect(await axeViolations(page)).toEqual([]);
  const held = await currentId(show);
  // The mouse leaving does not start it again: three autoplay intervals on the same slide.
  await page.mouse.move(1, 1);
  await page.waitForTimeout(3000);
  expect(await currentId(show)).toBe(held);
  await show.getByRole('button', { name: 'Play slideshow' }).click();
  await page.mouse.move(1, 1);
  await expect(show).toHaveAttribute('data-autoplay', 'running');
  await expect.poll(() => currentId(show), { timeout: 5000 }).not.toBe(held);
  await expect(show.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  expect(await layoutShift(page), `layout shifted: ${await shiftedNodes(page)}`).toBe(0);
  expect(errors).toEqual([]);
});

test('the pause button is first in the gallery by Tab and works from the keyboard', async ({ browser }) => {
  const page = await visit(browser);
  const show = gallery(page, 'Studio slideshow');
  const control = show.locator('[data-gm-autoplay]');
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  // Moving through the page by keyboard turned autoplay off (spec section 4): the button offers play.
  await expect(show).toHaveAttribute('data-autoplay', 'off');
  await expect(control).toHaveAccessibleName('Play slideshow');
  const held = await currentId(show);
  await page.keyboard.press('Enter');
  await expect(control).toHaveAccessibleName('Pause slideshow');
  await expect(show).toHaveAttribute('data-autoplay', 'running');
  await expect.poll(() => currentId(show), { timeout: 5000 }).not.toBe(held);
  await page.keyboard.press('Space');
  await expect(control).toHaveAccessibleName('Play slideshow');
  await expect(show).toHaveAttribute('data-autoplay', 'off');
  await expect(control).toBeFocused();
});

test('with the lightbox on, a slide click in the slideshow and the strip is the spec’s, not the lightbox', async ({
  browser,
}) => {
  const page = await visit(browser, '?nomotion=true', 'reduce');
  const errors = collectErrors(page);
  // Stacked (spec section 4, "Slide click in stacked mode"): no link and no click-through URL, so the
  // click behaviour, next by default.
  const linked = gallery(page, 'Kiln slideshow');
  await currentSlide(linked).getByRole('img').click();
  await expect(currentSlide(linked)).toHaveAttribute('data-slide-id', 'linked-oat-bowls');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Strip ("Strip"): another slide is selected; the current one moves on (activeSlideClickBehavior).
  const strip = gallery(page, 'Glaze strip');
  await strip.getByRole('link', { name: 'Plum vase on a shelf' }).click();
  await expect(strip.getByRole('link', { name: 'Plum vase on a shelf' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await strip.getByRole('link', { name: 'Plum vase on a shelf' }).click();
  await expect(strip.getByRole('link', { name: 'Slate plates on a shelf' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A slide with a click-through URL goes there, before anything else.
  await linked.locator('.gm-thumbs a').nth(3).click();
  await expect(currentSlide(linked)).toHaveAttribute('data-slide-id', 'linked-slate-plates');
  await currentSlide(linked).getByRole('img').click();
  await expect(page).toHaveURL(/\/\?from=slate$/);
  expect(errors).toEqual([]);
});

test('the thumbnail strip and its slideshow stay in step both ways', async ({ browser }) => {
  const page = await visit(browser, '', 'reduce');
  const linked = gallery(page, 'Kiln slideshow');
  const thumb = (n: number) => linked.locator('.gm-thumbs a').nth(n);
  await thumb(2).click();
  await expect(currentSlide(linked)).toHaveAttribute('data-slide-id', 'linked-plum-vase');
  await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
  await linked.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(linked)).toHaveAttribute('data-slide-id', 'linked-slate-plates');
  await expect(thumb(3)).toHaveAttribute('aria-current', 'true');
  await expect(thumb(2)).not.toHaveAttribute('aria-current', /.*/);
  // The arrow keys, the slideshow's, move both from a focused thumbnail too.
  await thumb(3).focus();
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(linked)).toHaveAttribute('data-slide-id', 'linked-fern-mugs');
  await expect(thumb(0)).toHaveAttribute('aria-current', 'true');
  await expect(linked.locator('.gm-status')).toHaveText('Slide 1 of 4: Fern mugs');
});

test('the strip answers arrows, Enter and Space, and keeps its current slide marked', async ({ browser }) => {
  const page = await visit(browser, '', 'reduce');
  const strip = gallery(page, 'Glaze strip');
  const item = (name: string) => strip.getByRole('link', { name: `${name} on a shelf` });
  await item('Fern mugs').focus();
  await page.keyboard.press('ArrowRight');
  await expect(item('Oat bowls')).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(item('Slate plates')).toHaveAttribute('aria-current', 'true');
  await item('Plum vase').focus();
  await page.keyboard.press('Space');
  await expect(item('Plum vase')).toHaveAttribute('aria-current', 'true');
  await item('Oat bowls').focus();
  await page.keyboard.press('Enter');
  await expect(item('Oat bowls')).toHaveAttribute('aria-current', 'true');
  await expect(strip.locator('[aria-current]')).toHaveCount(1);
  // The link is taken over: the page stays where it is, without a #fragment.
  expect(new URL(page.url()).hash).toBe('');
  // Left alignment: the current slide sits at the strip's start.
  const scroller = strip.locator('.gm-viewport');
  await expect
    .poll(() => scroller.evaluate((el) => el.scrollLeft))
    .toBe(
      await strip
        .locator('.gm-slide')
        .nth(1)
        .evaluate((el) => (el as HTMLElement).offsetLeft),
    );
});

test('history keeps the slide in the address as itemId and shows it again on load', async ({ browser }) => {
  const page = await visit(browser, '?nomotion=true', 'reduce');
  const linked = gallery(page, 'Kiln slideshow');
  await linked.getByRole('button', { name: 'Next slide' }).click();
  // The page's full address with a trailing slash (spec: the collection's full URL; this page is the
  // home page, '/', so no second one), the visitor's nomotion=true kept, and the slide's id as itemId.
  expect(pagePath).toBe('/');
  const address = `${server.demoUrl}/?nomotion=true&itemId=linked-oat-bowls`;
  await expect(page).toHaveURL(address);
  // Loading that very address (the server answers the path with its trailing slash) shows the slide.
  const answer = await page.goto(address);
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL(address);
  await expect(page.locator('[data-island="gallery-motion"][data-hydrated]')).toHaveCount(3);
  await expect(currentSlide(gallery(page, 'Kiln slideshow'))).toHaveAttribute(
    'data-slide-id',
    'linked-oat-bowls',
  );
  await expect(gallery(page, 'Kiln slideshow').locator('.gm-thumbs a').nth(1)).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The other galleries do not hold that slide and stay at their first.
  await expect(currentSlide(gallery(page, 'Studio slideshow'))).toHaveAttribute(
    'data-slide-id',
    'show-fern-mugs',
  );

  // A page below the root (the demo's moving designs) gets the trailing slash, and that address loads.
  await page.goto('/gallery-slideshows?nomotion=true');
  await gallery(page, 'Studio slideshow').getByRole('button', { name: 'Next slide' }).click();
  const below = `${server.demoUrl}/gallery-slideshows/?nomotion=true&itemId=slide-2`;
  await expect(page).toHaveURL(below);
  expect((await page.goto(below))?.status()).toBe(200);
  await expect(currentSlide(gallery(page, 'Studio slideshow'))).toHaveAttribute('data-slide-id', 'slide-2');
});

test('without JavaScript the first slide shows and a numbered link shows another in its place', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.demoUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pagePath);
  const show = gallery(page, 'Studio slideshow');
  await expect(show.getByRole('img', { name: 'Fern mugs on a shelf' })).toBeVisible();
  await show.getByRole('link', { name: 'Slide 3: Plum vase' }).click();
  await expect(show.getByRole('img', { name: 'Plum vase on a shelf' })).toBeVisible();
  await expect(show.getByRole('img', { name: 'Fern mugs on a shelf' })).toBeHidden();
});

test('axe finds nothing on the galleries, before and after they move', async ({ browser }) => {
  // axe reads the whole page twice, which takes a while on a busy machine.
  test.slow();
  const page = await visit(browser, '?nomotion=true', 'reduce');
  expect(await axeViolations(page)).toEqual([]);
  await gallery(page, 'Kiln slideshow').getByRole('button', { name: 'Next slide' }).click();
  await gallery(page, 'Glaze strip').getByRole('link', { name: 'Plum vase on a shelf' }).click();
  await expect(
    gallery(page, 'Glaze strip').getByRole('link', { name: 'Plum vase on a shelf' }),
  ).toHaveAttribute('aria-current', 'true');
  expect(await axeViolations(page)).toEqual([]);
});
