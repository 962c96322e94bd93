// The carousel's rules (logic.ts), its server markup (designs/carousel.tsx) and its island.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gallery } from '../../blocks/gallery/index.tsx';
import { htmlDocument, renderBlock } from '../../blocks/testing.ts';
import { carouselRules } from '../designs/carousel.tsx';
import { hydrate } from './island.ts';
import {
  carouselRowLayouts,
  carouselStatus,
  carouselView,
  groupOfSlide,
  nearestGroup,
  settledGroup,
} from './logic.ts';

const slides = Array.from({ length: 9 }, (_, i) => ({
  id: `s${i + 1}`,
  image: { src: `/s/photo-${i + 1}.jpg`, width: 1200, height: 800, placeholder: '#336699' },
  alt: `Photo ${i + 1}`,
  caption: '',
  clickThroughUrl: i === 0 ? '/shop' : '',
}));

const draw = (data: object = {}, onPage = true) =>
  htmlDocument(renderBlock(gallery, { design: 'carousel', slides, ...data }, { onPage }));

describe('carousel rules', () => {
  it('moves through ceil(total / per row) groups; the controls hide when all fit', () => {
    expect(carouselView(9, 3, 1000, 0)).toMatchObject({
      perRow: 3,
      groupCount: 3,
      group: 0,
      controls: { hidden: false, previousDisabled: true, nextDisabled: false },
      status: 'Slides 1–3 of 9',
    });
    expect(carouselView(9, 3, 1000, 2)).toMatchObject({
      controls: { previousDisabled: false, nextDisabled: true },
      status: 'Slides 7–9 of 9',
    });
    expect(carouselView(3, 3, 1000, 0).controls.hidden).toBe(true);
  });

  it('takes 2 a row below 480 px and 3 below 724 px, by core', () => {
    expect(carouselView(9, 5, 479, 0)).toMatchObject({ perRow: 2, groupCount: 5 });
    expect(carouselView(9, 5, 480, 0)).toMatchObject({ perRow: 3, groupCount: 3 });
    expect(carouselView(9, 5, 724, 0)).toMatchObject({ perRow: 5, groupCount: 2 });
    expect(carouselView(9, 1, 300, 0).perRow).toBe(1);
  });

  it('keeps the group within the groups there are', () => {
    expect(carouselView(9, 3, 1000, 7).group).toBe(2);
    expect(carouselView(9, 3, 1000, -1).group).toBe(0);
  });

  it('announces the slides of the group, a lone slide in the singular', () => {
    expect(carouselStatus(1, 3, 9)).toBe('Slides 4–6 of 9');
    expect(carouselStatus(2, 4, 9)).toBe('Slide 9 of 9');
    expect(carouselStatus(3, 2, 7)).toBe('Slide 7 of 7');
  });

  it('finds the group of a slide', () => {
    expect(groupOfSlide(0, 3)).toBe(0);
    expect(groupOfSlide(5, 3)).toBe(1);
    expect(groupOfSlide(6, 3)).toBe(2);
  });

  it('finds the group nearest the row position', () => {
    expect(nearestGroup(0, [0, 300, 600])).toBe(0);
    expect(nearestGroup(149, [0, 300, 600])).toBe(0);
    expect(nearestGroup(451, [0, 300, 600])).toBe(2);
    expect(nearestGroup(900, [0, 300, 600])).toBe(2);
    expect(nearestGroup(50, [])).toBe(0);
  });

  it('keeps the group of a move while the row is on its way there; follows a scroll by hand', () => {
    // On the way to group 2: resting at group 1 (the first of two clicks) changes nothing.
    expect(settledGroup(1, 2, 2)).toEqual({ group: 2, awaited: 2 });
    // Arrived: nothing is awaited any more.
    expect(settledGroup(2, 2, 2)).toEqual({ group: 2, awaited: null });
    // Nothing awaited: the row's position is a scroll by hand, and says the group.
    expect(settledGroup(1, 2, null)).toEqual({ group: 1, awaited: null });
  });

  it('lists a row layout per cap that changes the count, widest first', () => {
    expect(carouselRowLayouts(5)).toEqual([
      { below: 0, perRow: 5 },
      { below: 724, perRow: 3 },
      { below: 480, perRow: 2 },
    ]);
    expect(carouselRowLayouts(3)).toEqual([
      { below: 0, perRow: 3 },
      { below: 480, perRow: 2 },
    ]);
    expect(carouselRowLayouts(1)).toEqual([{ below: 0, perRow: 1 }]);
  });

  it('writes media queries from the rule: count, empty places of the last group, snap points', () => {
    const rules = carouselRules('g-b1', 4, 9);
    expect(rules).toContain('.g-b1{--c-n:4;--c-pad:3}');
    expect(rules).toContain('.g-b1 .carousel-slide:nth-child(4n+1){scroll-snap-align:start}');
    expect(rules).toContain('@media (width < 724px){.g-b1{--c-n:3;--c-pad:0}');
    expect(rules).toContain('@media (width < 480px){.g-b1{--c-n:2;--c-pad:1}');
    // The narrower query comes later, so it wins where both match.
    expect(rules.indexOf('width < 724px')).toBeLessThan(rules.indexOf('width < 480px'));
  });
});

describe('the carousel design', () => {
  it('is a labelled carousel region of slides with its controls hidden until the island runs', () => {
    const doc = draw({ label: 'Summer pots' });
    const root = doc.querySelector('section.gallery-carousel') as HTMLElement;
    expect(root.getAttribute('aria-label')).toBe('Summer pots');
    expect(root.getAttribute('aria-roledescription')).toBe('carousel');
    expect(root.hasAttribute('data-carousel')).toBe(true);
    expect(root.dataset.slidesPerRow).toBe('3');
    expect(doc.querySelectorAll('.carousel-track > li.carousel-slide')).toHaveLength(9);
    expect(doc.querySelector('.carousel-controls')?.hasAttribute('hidden')).toBe(true);
    const trackId = doc.querySelector('.carousel-track')?.id;
    expect(trackId).toBeTruthy();
    for (const name of ['Previous slides', 'Next slides']) {
      const button = doc.querySelector(`button[aria-label="${name}"]`);
      expect(button?.getAttribute('aria-controls')).toBe(trackId);
      expect(button?.getAttribute('type')).toBe('button');
    }
    expect(doc.querySelector('.carousel-status')?.getAttribute('aria-live')).toBe('polite');
    expect(doc.querySelector('[style]')).toBeNull();
  });

  it('has a gutter of 1% and 3 a row by default, and the media queries in its own rules', () => {
    const css = [...draw().querySelectorAll('.gallery-carousel style')].map((s) => s.textContent).join('');
    expect(css).toContain('--c-gap:1%');
    expect(css).toContain('--c-n:3');
    expect(css).toContain('@media (width < 480px){.g-b1{--c-n:2;--c-pad:1}');
  });

  it('leaves the pictures past the first row to the loader, with a <noscript> picture for no JavaScript', () => {
    const doc = draw({ slidesPerRow: 4 });
    const items = [...doc.querySelectorAll('.carousel-slide')];
    for (const item of items.slice(0, 4)) {
      const img = item.querySelector('img') as HTMLImageElement;
      expect(img.getAttribute('src')).toMatch(/^\/s\/photo-\d\.jpg$/);
      expect(img.getAttribute('srcset')).toContain('format=750w');
    }
    for (const item of items.slice(4)) {
      const img = item.querySelector('img') as HTMLImageElement;
      expect(img.hasAttribute('src')).toBe(false);
      expect(img.dataset.src).toMatch(/^\/s\/photo-\d\.jpg$/);
      expect(img.dataset.imageDimensions).toBe('1200x800');
      expect(img.getAttribute('width')).toBe('1200');
      expect(img.className).toMatch(/img-deferred .*ph-336699/);
      expect(item.querySelector('noscript')?.innerHTML).toContain(`src="${img.dataset.src}"`);
    }
  });

  it('defers nothing outside a page (the editor), and sets its variables through the CSSOM there', () => {
    const doc = draw({}, false);
    expect(doc.querySelector('img[data-src]')).toBeNull();
    expect(doc.querySelector('.gallery-carousel style')).toBeNull();
  });

  it('offers the lightbox on the same root when it is on', () => {
    const root = draw({ lightbox: true }).querySelector('section.gallery-carousel') as HTMLElement;
    expect(root.dataset.island).toBe('lightbox');
    expect(root.hasAttribute('data-carousel')).toBe(true);
  });
});

describe('the carousel island', () => {
  let release: () => void = () => {};

  function setUp(width: number, data: object = {}) {
    vi.stubGlobal('innerWidth', width);
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = draw(data).body.innerHTML;
    const root = document.querySelector<HTMLElement>('[data-carousel]') as HTMLElement;
    const track = root.querySelector<HTMLElement>('.carousel-track') as HTMLElement;
    const items = [...track.children] as HTMLElement[];
    // Laid out as the CSS would: each slide one place further along the row.
    items.forEach((item, i) => {
      Object.defineProperty(item, 'offsetLeft', { value: i * 100 });
    });
    track.scrollTo = ((options: ScrollToOptions) => {
      track.scrollLeft = options.left ?? 0;
    }) as typeof track.scrollTo;
    release = hydrate(root);
    const button = (name: string) => root.querySelector(`[aria-label="${name}"]`) as HTMLButtonElement;
    return {
      root,
      track,
      items,
      previous: button('Previous slides'),
      next: button('Next slides'),
      controls: root.querySelector('.carousel-controls') as HTMLElement,
      status: () => root.querySelector('.carousel-status')?.textContent,
    };
  }

  const press = (keyCode: number) =>
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { keyCode, bubbles: true, cancelable: true } as KeyboardEventInit),
    );

  beforeEach(() => vi.spyOn(console, 'error'));
  afterEach(() => {
    release();
    // The loads it started end, so the image loader's shared queue starts empty for the next test.
    for (const image of document.querySelectorAll('img')) image.dispatchEvent(new Event('load'));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows the controls, previous disabled on the first group and next on the last', () => {
    const { controls, previous, next, track, status } = setUp(1000);
    expect(controls.hidden).toBe(false);
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    next.click();
    expect(track.scrollLeft).toBe(300);
    expect(status()).toBe('Slides 4–6 of 9');
    expect([previous.disabled, next.disabled]).toEqual([false, false]);
    next.click();
    expect(track.scrollLeft).toBe(600);
    expect(status()).toBe('Slides 7–9 of 9');
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
    previous.click();
    expect(status()).toBe('Slides 4–6 of 9');
  });

  it('moves by 2 below 480 px', () => {
    const { next, track, status } = setUp(400);
    next.click();
    expect(track.scrollLeft).toBe(200);
    expect(status()).toBe('Slides 3–4 of 9');
  });

  it('hides the controls when every slide fits in one row', () => {
    const { controls } = setUp(1000, { slides: slides.slice(0, 3) });
    expect(controls.hidden).toBe(true);
  });

  it('moves by the arrow keys (37, 39) and hands focus on when a focused button is disabled', () => {
    const { next, previous, status } = setUp(1000);
    next.focus();
    press(39);
    expect(status()).toBe('Slides 4–6 of 9');
    press(39);
    expect(next.disabled).toBe(true);
    expect(document.activeElement).toBe(previous);
    press(37);
    press(37);
    expect(status()).toBe('Slides 1–3 of 9');
    expect(document.activeElement).toBe(next);
  });

  it('takes focus along to the new group when it was on a slide', () => {
    const { items, status } = setUp(1000, {
      slides: slides.map((slide) => ({ ...slide, clickThroughUrl: '/shop' })),
    });
    ((items[0] as HTMLElement).querySelector('a') as HTMLAnchorElement).focus();
    press(39);
    expect(status()).toBe('Slides 4–6 of 9');
    expect(document.activeElement).toBe(items[3]?.querySelector('a'));
  });

  it('shows the group of a slide that Tab reaches', () => {
    const { items, status, track } = setUp(1000, {
      slides: slides.map((slide) => ({ ...slide, clickThroughUrl: '/shop' })),
    });
    ((items[7] as HTMLElement).querySelector('a') as HTMLAnchorElement).focus();
    expect(status()).toBe('Slides 7–9 of 9');
    expect(track.scrollLeft).toBe(600);
  });

  describe('where the row comes to rest', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    /** The row rests at `left`: scrollend where the browser has it, scroll (debounced) where not. */
    const settleAt = (track: HTMLElement, left: number) => {
      track.scrollLeft = left;
      for (const type of ['scroll', 'scrollend']) track.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(100);
    };

    it('follows a scroll by hand once it settles', () => {
      const { track, status, previous } = setUp(1000);
      settleAt(track, 310);
      expect(status()).toBe('Slides 4–6 of 9');
      expect(previous.disabled).toBe(false);
    });

    it('keeps the group of a move while a smooth scroll is on its way, however it settles', () => {
      const { track, status, next } = setUp(1000);
      // Smooth: the row starts where it was and gets there later.
      const asked: number[] = [];
      track.scrollTo = ((options: ScrollToOptions) => asked.push(options.left ?? 0)) as typeof track.scrollTo;
      next.click();
      next.click();
      expect(asked).toEqual([300, 600]);
      expect(status()).toBe('Slides 7–9 of 9');
      // The first scroll, cut short by the second click, rests at group 1; then mid-way.
      settleAt(track, 300);
      settleAt(track, 400);
      expect(status()).toBe('Slides 7–9 of 9');
      expect(next.disabled).toBe(true);
      settleAt(track, 600);
      expect(status()).toBe('Slides 7–9 of 9');
      // There: a scroll by hand counts again.
      settleAt(track, 310);
      expect(status()).toBe('Slides 4–6 of 9');
    });

    it('lets a scroll by hand take over from a move on its way', () => {
      const { track, status, next } = setUp(1000);
      track.scrollTo = (() => {}) as typeof track.scrollTo;
      next.click();
      expect(status()).toBe('Slides 4–6 of 9');
      track.dispatchEvent(new Event('wheel'));
      settleAt(track, 0);
      expect(status()).toBe('Slides 1–3 of 9');
    });
  });

  it('loads the deferred pictures through the image loader', () => {
    const { items } = setUp(1000);
    const deferred = items[5]?.querySelector('img') as HTMLImageElement;
    expect(deferred.getAttribute('src')).toMatch(/^\/s\/photo-6\.jpg\?format=\d+w$/);
  });

  it('is undone by its destructor', () => {
    const { controls, next, status } = setUp(1000);
    next.click();
    release();
    release = () => {};
    expect(controls.hidden).toBe(true);
    expect(status()).toBe('');
  });
});
