import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_HIDDEN_EVENT, VIDEO_SHOWN_EVENT } from '../../video/events.ts';
import { hydrate as hydrateVideo } from '../../video/island.ts';
import { StackedDesign } from '../designs/stacked.tsx';
import { StripDesign } from '../designs/strip.tsx';
import { TEST_SETTINGS, TEST_SLIDES } from '../designs/test-gallery.ts';
import type { GallerySettings } from '../model.ts';
import { hydrate } from './island.ts';
import type { GalleryBlockData } from './options.ts';

let release: (() => void) | undefined;

function setUp(
  design: typeof StackedDesign,
  settings: Partial<GallerySettings> = {},
  options?: GalleryBlockData['designOptions'],
): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(design, {
      blockId: 'b1',
      label: 'Studio work',
      slides: TEST_SLIDES,
      settings: { ...TEST_SETTINGS, ...settings },
      ...(options && { options }),
    }),
  );
  const root = document.querySelector('section') as HTMLElement;
  release = hydrate(root) ?? undefined;
  return root;
}

const current = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('.gm-viewport .gm-slide[data-current]')?.dataset.slideId;
const button = (root: HTMLElement, step: string) =>
  root.querySelector<HTMLButtonElement>(`[data-gm-step="${step}"]`) as HTMLButtonElement;
const pauseButton = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>('[data-gm-autoplay]') as HTMLButtonElement;
const key = (target: Element, keyCode: number, key = '') =>
  target.dispatchEvent(new KeyboardEvent('keydown', { keyCode, key, bubbles: true, cancelable: true }));
const pointer = (target: Element, type: string, pointerType: string) =>
  target.dispatchEvent(new PointerEvent(type, { pointerType }));
// A change of slide takes the design's speed; the next is refused until then.
const settle = () => vi.advanceTimersByTime(1000);

/** An autoplaying slideshow moved on to its video slide (kiln), whose video the visitor played. */
function playingVideoSlide() {
  const root = setUp(StackedDesign, { autoplay: true });
  vi.advanceTimersByTime(15_000);
  expect(current(root)).toBe('kiln');
  const video = root.querySelector<HTMLElement>('.gm-viewport [data-island="video"]') as HTMLElement;
  const releaseVideo = hydrateVideo(video);
  video.querySelector<HTMLButtonElement>('.video-overlay')?.click();
  expect(video.dataset.videoState).toBe('shown');
  return { root, video, releaseVideo };
}

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/studio');
});

afterEach(() => {
  release?.();
  release = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('stacked slideshow island', () => {
  it('shows its buttons and moves with them, looping, telling the live region and the numbered links', () => {
    const root = setUp(StackedDesign);
    expect(button(root, 'next').hidden).toBe(false);
    button(root, 'next').click();
    expect(current(root)).toBe('oat');
    expect(root.querySelector('.gm-status')?.textContent).toBe('Slide 2 of 4: Oat bowls');
    expect(root.querySelector('.gm-pager [aria-current]')?.textContent).toBe('2');
    settle();
    button(root, 'previous').click();
    settle();
    button(root, 'previous').click();
    expect(current(root)).toBe('kiln');
    expect(root.querySelector('.gm-status')?.textContent).toBe('Slide 4 of 4: The kiln');
  });

  it('refuses a change while the last one is still moving', () => {
    const root = setUp(StackedDesign);
    button(root, 'next').click();
    button(root, 'next').click();
    expect(current(root)).toBe('oat');
    settle();
    button(root, 'next').click();
    expect(current(root)).toBe('plum');
  });

  it('moves with keys 37 and 39', () => {
    const root = setUp(StackedDesign);
    key(root, 39);
    expect(current(root)).toBe('oat');
    settle();
    key(root, 37);
    expect(current(root)).toBe('fern');
    settle();
    key(root, 38);
    expect(current(root)).toBe('fern');
  });

  it('goes to a slide from its numbered link instead of jumping to it', () => {
    const root = setUp(StackedDesign);
    const link = root.querySelectorAll<HTMLAnchorElement>('.gm-pager a')[2] as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(current(root)).toBe('plum');
    expect(link.getAttribute('aria-current')).toBe('true');
  });

  it('moves on by halves when told, and never from a video slide', () => {
    const root = setUp(StackedDesign, {}, { clickBehavior: 'halves' });
    const fern = root.querySelector('[data-slide-id="fern"] img') as Element;
    // happy-dom lays nothing out: a zero-width slide counts as a click in the middle, the right half.
    fern.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(current(root)).toBe('oat');
    settle();
    key(root, 37);
    settle();
    key(root, 37);
    expect(current(root)).toBe('kiln');
    settle();
    root.querySelector('[data-slide-id="kiln"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(current(root)).toBe('kiln');
  });

  it('puts the current slide’s id in the address as itemId, and selects it from there on load', () => {
    history.replaceState(null, '', '/studio?tab=2');
    const entries = history.length;
    let root = setUp(StackedDesign);
    button(root, 'next').click();
    // The page's address with a trailing slash (spec: the collection's full URL), the rest kept.
    expect(location.pathname + location.search).toBe('/studio/?tab=2&itemId=oat');
    expect(history.length).toBe(entries);
    settle();
    button(root, 'next').click();
    expect(location.pathname + location.search).toBe('/studio/?tab=2&itemId=plum');
    release?.();
    history.replaceState(null, '', '/studio/?itemId=plum');
    root = setUp(StackedDesign);
    expect(current(root)).toBe('plum');
    expect(root.querySelector('.gm-pager [aria-current]')?.textContent).toBe('3');
    expect(location.pathname + location.search).toBe('/studio/?itemId=plum');
  });

  it("spec 2 §2/§3: writes a slide's data-slide-url as itemId ('the slide's id or slide URL'), and selects a slide by either on load", () => {
    const withUrls = TEST_SLIDES.map((slide) => ({ ...slide, slideUrl: `${slide.id}-mug` }));
    const render = () => {
      document.body.innerHTML = renderToStaticMarkup(
        createElement(StackedDesign, {
          blockId: 'b1',
          label: 'Studio work',
          slides: withUrls,
          settings: TEST_SETTINGS,
        }),
      );
      const root = document.querySelector('section') as HTMLElement;
      release = hydrate(root) ?? undefined;
      return root;
    };
    history.replaceState(null, '', '/gallery');
    let root = render();
    expect(root.querySelector('[data-slide-id="oat"]')?.getAttribute('data-slide-url')).toBe('oat-mug');
    button(root, 'next').click();
    expect(location.pathname + location.search).toBe('/gallery/?itemId=oat-mug');
    release?.();
    // By its URL …
    history.replaceState(null, '', '/gallery/?itemId=plum-mug');
    root = render();
    expect(current(root)).toBe('plum');
    release?.();
    // … or by its id.
    history.replaceState(null, '', '/gallery/?itemId=kiln');
    root = render();
    expect(current(root)).toBe('kiln');
  });

  it('keeps a linked thumbnail strip in step, both ways', () => {
    const root = setUp(StackedDesign, { thumbnails: true });
    const thumbs = [...root.querySelectorAll<HTMLAnchorElement>('.gm-thumbs a')];
    thumbs[3]?.click();
    expect(current(root)).toBe('kiln');
    settle();
    button(root, 'next').click();
    expect(current(root)).toBe('fern');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  });

  it('reports bad block data with the spec’s text and leaves the markup alone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<section data-gallery="{oops"><button data-gm-step="next" hidden></button></section>';
    expect(hydrate(document.querySelector('section') as HTMLElement)).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Error decoding gallery block data.');
    expect(document.querySelector('button')?.hidden).toBe(true);
  });
});

describe('autoplay', () => {
  it('moves on every autoplay-duration, and is paused while the mouse is over it', () => {
    const root = setUp(StackedDesign, { autoplay: true, autoplayDuration: 2 });
    expect(root.dataset.autoplay).toBe('running');
    vi.advanceTimersByTime(2000);
    expect(current(root)).toBe('oat');
    pointer(root, 'pointerenter', 'mouse');
    expect(root.dataset.autoplay).toBe('paused');
    vi.advanceTimersByTime(10_000);
    expect(current(root)).toBe('oat');
    pointer(root, 'pointerleave', 'mouse');
    vi.advanceTimersByTime(2000);
    expect(current(root)).toBe('plum');
  });

  it('is not paused by a touch (mobile)', () => {
    const root = setUp(StackedDesign, { autoplay: true });
    pointer(root, 'pointerenter', 'touch');
    vi.advanceTimersByTime(5000);
    expect(current(root)).toBe('oat');
  });

  it('is suspended while a video shows and goes on after', () => {
    const root = setUp(StackedDesign, { autoplay: true });
    root.dispatchEvent(new Event(VIDEO_SHOWN_EVENT));
    // Not a multiple of the four slides' cycle, so a running autoplay would be seen.
    vi.advanceTimersByTime(12_000);
    expect(current(root)).toBe('fern');
    root.dispatchEvent(new Event(VIDEO_HIDDEN_EVENT));
    vi.advanceTimersByTime(5000);
    expect(current(root)).toBe('oat');
  });

  it('is suspended by its own video slide playing, through the video island', () => {
    const { root, releaseVideo } = playingVideoSlide();
    // Not a multiple of the four slides' cycle, so a running autoplay would be seen.
    vi.advanceTimersByTime(12_000);
    expect(current(root)).toBe('kiln');
    releaseVideo?.();
    vi.advanceTimersByTime(5000);
    expect(current(root)).toBe('fern');
  });

  it('puts a playing video back when the visitor moves on from its slide, and autoplay goes on', () => {
    const { root, video, releaseVideo } = playingVideoSlide();
    settle();
    button(root, 'next').click();
    expect(current(root)).toBe('fern');
    // Back behind its overlay (paused), so it is not heard from the hidden slide…
    expect(video.dataset.videoState).toBe('overlay');
    expect(video.querySelector('iframe')?.hidden).toBe(true);
    // …and autoplay, which it held, moves on again.
    settle();
    vi.advanceTimersByTime(5000);
    expect(current(root)).toBe('oat');
    releaseVideo?.();
  });

  it('is off with nomotion=true in the address', () => {
    history.replaceState(null, '', '/studio?nomotion=true');
    const root = setUp(StackedDesign, { autoplay: true });
    expect(root.dataset.autoplay).toBe('off');
    vi.advanceTimersByTime(12_000);
    expect(current(root)).toBe('fern');
  });

  it('is off for good once the visitor moves through the page by keyboard; the button offers play', () => {
    const root = setUp(StackedDesign, { autoplay: true });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(root.dataset.autoplay).toBe('off');
    vi.advanceTimersByTime(12_000);
    expect(current(root)).toBe('fern');
    expect(pauseButton(root).getAttribute('aria-label')).toBe('Play slideshow');
    pauseButton(root).click();
    expect(root.dataset.autoplay).toBe('running');
  });

  it('is off when the visitor prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const root = setUp(StackedDesign, { autoplay: true });
    expect(root.dataset.autoplay).toBe('off');
  });

  it('has a pause button that stops it for good and a play button that starts it again', () => {
    const root = setUp(StackedDesign, { autoplay: true });
    const control = pauseButton(root);
    expect(control.hidden).toBe(false);
    expect(control.getAttribute('aria-label')).toBe('Pause slideshow');
    pointer(root, 'pointerenter', 'mouse');
    control.click();
    expect(control.getAttribute('aria-label')).toBe('Play slideshow');
    expect(root.dataset.autoplay).toBe('off');
    // Neither the mouse leaving nor a video ending starts it again.
    pointer(root, 'pointerleave', 'mouse');
    root.dispatchEvent(new Event(VIDEO_SHOWN_EVENT));
    root.dispatchEvent(new Event(VIDEO_HIDDEN_EVENT));
    vi.advanceTimersByTime(12_000);
    expect(current(root)).toBe('fern');
    control.click();
    expect(control.getAttribute('aria-label')).toBe('Pause slideshow');
    expect(root.dataset.autoplay).toBe('running');
    vi.advanceTimersByTime(5000);
    expect(current(root)).toBe('oat');
  });

  it('keeps the pause button hidden where autoplay cannot run, and leaves it out when it is off', () => {
    history.replaceState(null, '', '/studio?nomotion=true');
    expect(pauseButton(setUp(StackedDesign, { autoplay: true })).hidden).toBe(true);
    release?.();
    history.replaceState(null, '', '/studio');
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    expect(pauseButton(setUp(StripDesign, { autoplay: true })).hidden).toBe(true);
    release?.();
    setUp(StackedDesign, { autoplay: false });
    expect(document.querySelector('[data-gm-autoplay]')).toBeNull();
  });

  it('jumps to a random other slide in randomize mode', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const root = setUp(StackedDesign, { autoplay: true }, { randomize: true });
    vi.advanceTimersByTime(5000);
    expect(current(root)).toBe('kiln');
  });
});

describe('strip island', () => {
  const stripCurrent = (root: HTMLElement) =>
    root.querySelector<HTMLElement>('.gm-viewport [aria-current="true"]')?.parentElement?.dataset.slideId;
  const items = (root: HTMLElement) => [
    ...root.querySelectorAll<HTMLAnchorElement>('.gm-viewport a.gm-item'),
  ];

  it('selects a slide clicked, and moves on from the current one per activeSlideClickBehavior', () => {
    const root = setUp(StripDesign, {}, { activeSlideClickBehavior: 'previous' });
    items(root)[2]?.click();
    expect(stripCurrent(root)).toBe('plum');
    vi.advanceTimersByTime(500);
    items(root)[2]?.click();
    expect(stripCurrent(root)).toBe('oat');
  });

  it('does nothing on the current slide with behaviour none', () => {
    const root = setUp(StripDesign, {}, { activeSlideClickBehavior: 'none' });
    items(root)[0]?.click();
    expect(stripCurrent(root)).toBe('fern');
  });

  it('activates a slide with Space as with Enter, and moves with the arrow keys', () => {
    const root = setUp(StripDesign);
    const plum = items(root)[2] as HTMLAnchorElement;
    key(plum, 32, ' ');
    expect(stripCurrent(root)).toBe('plum');
    vi.advanceTimersByTime(500);
    key(plum, 39);
    expect(stripCurrent(root)).toBe('kiln');
  });

  it('marks a video slide inactive unless it is current', () => {
    const root = setUp(StripDesign);
    const kiln = root.querySelector<HTMLElement>('[data-slide-id="kiln"]') as HTMLElement;
    expect(kiln.hasAttribute('data-inactive')).toBe(true);
    items(root)[3]?.click();
    expect(kiln.hasAttribute('data-inactive')).toBe(false);
  });
});

describe('touch', () => {
  const touch = (target: Element, type: string, clientX: number, clientY = 100) =>
    target.dispatchEvent(new PointerEvent(type, { pointerType: 'touch', clientX, clientY, bubbles: true }));

  it("takes each transition's own time: scroll 0.4 s, swipe 0.28 s, else the design's speed", () => {
    const speedOf = (design: typeof StackedDesign, transition?: 'scroll' | 'swipe' | 'fade' | 'kenBurns') => {
      const root = setUp(design, { autoplay: true, autoplayDuration: 4 }, transition && { transition });
      const times = [
        root.style.getPropertyValue('--gm-speed'),
        root.style.getPropertyValue('--gm-zoom-time'),
      ];
      release?.();
      return times;
    };
    expect(speedOf(StackedDesign, 'scroll')[0]).toBe('0.4s');
    expect(speedOf(StackedDesign, 'swipe')[0]).toBe('0.28s');
    expect(speedOf(StackedDesign, 'fade')[0]).toBe('1s');
    // Ken Burns zooms over autoplay time plus speed (spec section 4).
    expect(speedOf(StackedDesign, 'kenBurns')).toEqual(['1s', '5s']);
    expect(speedOf(StripDesign)[0]).toBe('0.5s');
  });

  it('moves on a swipe of 50 px, not on a shorter one', () => {
    const root = setUp(StackedDesign);
    const viewport = root.querySelector('.gm-viewport') as Element;
    touch(viewport, 'pointerdown', 300);
    touch(viewport, 'pointerup', 260);
    expect(current(root)).toBe('fern');
    touch(viewport, 'pointerdown', 300);
    touch(viewport, 'pointerup', 240);
    expect(current(root)).toBe('oat');
  });

  it('does not move on a swipe slower than 250 ms', () => {
    const root = setUp(StackedDesign);
    const viewport = root.querySelector('.gm-viewport') as Element;
    touch(viewport, 'pointerdown', 300);
    vi.advanceTimersByTime(251);
    touch(viewport, 'pointerup', 200);
    expect(current(root)).toBe('fern');
    touch(viewport, 'pointerdown', 300);
    vi.advanceTimersByTime(250);
    touch(viewport, 'pointerup', 200);
    expect(current(root)).toBe('oat');
  });

  it('with newSwipe, the slide follows the finger once it has gone 10 px sideways', () => {
    const root = setUp(StackedDesign, {}, { transition: 'newSwipe' });
    const viewport = root.querySelector('.gm-viewport') as Element;
    const fern = root.querySelector<HTMLElement>('[data-slide-id="fern"]') as HTMLElement;
    touch(viewport, 'pointerdown', 300);
    touch(viewport, 'pointermove', 295, 102);
    expect(fern.hasAttribute('data-dragging')).toBe(false);
    touch(viewport, 'pointermove', 240, 104);
    expect(fern.style.getPropertyValue('--gm-drag')).toBe('-60px');
    touch(viewport, 'pointercancel', 240);
    expect(fern.hasAttribute('data-dragging')).toBe(false);
  });
});
