import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrate } from './island.ts';

const ITEMS = [
  {
    src: '/assets/one.jpg',
    alt: 'Green hills',
    caption: 'Fern mugs',
    srcset: '/assets/one.jpg?format=500w 500w',
  },
  { src: '/assets/two.jpg', alt: 'Sand dunes', caption: 'Oat bowls' },
  { src: '/assets/three.jpg', alt: 'Purple hills', caption: 'Plum vase' },
];

function gridHtml(theme = 'dark'): string {
  const items = ITEMS.map(
    ({ src, alt, caption, srcset }) =>
      `<li><a href="${src}" aria-label="${caption}" data-lightbox-item data-caption="${caption}"><img src="${src}"${srcset ? ` srcset="${srcset}"` : ''} alt="${alt}" width="800" height="600"></a></li>`,
  ).join('');
  return `<h1>Gallery</h1><ul data-island="lightbox" data-lightbox-theme="${theme}" data-lightbox-label="Gallery">${items}</ul><a href="/after">After</a>`;
}

let release: () => void = () => {};

function setUp(theme?: string) {
  document.body.innerHTML = gridHtml(theme);
  const grid = document.querySelector<HTMLElement>('[data-island="lightbox"]') as HTMLElement;
  release = hydrate(grid);
  return [...grid.querySelectorAll<HTMLAnchorElement>('a')];
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const shownImage = () => dialog()?.querySelector<HTMLImageElement>('.lightbox-image');
const shownSrc = () => new URL(shownImage()?.src ?? '', location.href).pathname;
const button = (name: string) => dialog()?.querySelector(`button[aria-label="${name}"]`);
const control = (action: string) =>
  dialog()?.querySelector<HTMLButtonElement>(`[data-lightbox-action="${action}"]`) as HTMLButtonElement;
const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

function openAt(links: HTMLAnchorElement[], index: number): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  links[index]?.querySelector('img')?.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  release();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the gallery lightbox', () => {
  it('opens at the clicked item as a labelled modal dialog with labelled controls', () => {
    const links = setUp();
    expect(links[1]?.getAttribute('aria-haspopup')).toBe('dialog');
    const click = openAt(links, 1);
    expect(click.defaultPrevented).toBe(true);
    const open = dialog();
    expect(open?.getAttribute('aria-modal')).toBe('true');
    expect(open?.getAttribute('aria-label')).toBe('Gallery');
    expect(open?.classList).toContain('lightbox-dark');
    expect(shownSrc()).toBe('/assets/two.jpg');
    expect(shownImage()?.alt).toBe('Sand dunes');
    expect(shownImage()?.getAttribute('width')).toBe('800');
    expect(open?.querySelector('figcaption')?.textContent).toBe('Oat bowls');
    expect(open?.querySelector('.lightbox-counter')?.textContent).toBe('2 of 3');
    for (const name of ['Previous image', 'Next image', 'Close']) expect(button(name)).toBeTruthy();
    expect(control('caption').textContent).toBe('Caption');
    expect(open?.classList).toContain('lightbox-open');
    expect(open?.contains(document.activeElement)).toBe(true);
  });

  it('offers the picture’s renditions at the width of the screen, and none for a picture without', () => {
    const links = setUp();
    openAt(links, 0);
    expect(shownImage()?.getAttribute('srcset')).toBe('/assets/one.jpg?format=500w 500w');
    expect(shownImage()?.getAttribute('sizes')).toBe('100vw');
    control('next').click();
    expect(shownImage()?.hasAttribute('srcset')).toBe(false);
  });

  it('takes the light theme when the gallery asks for it', () => {
    openAt(setUp('light'), 0);
    expect(dialog()?.classList).toContain('lightbox-light');
  });

  it('leaves a click with a modifier key to the link', () => {
    const links = setUp();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    links[0]?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('moves with the arrow keys, wrapping round, at most once per 200 ms', () => {
    openAt(setUp(), 0);
    press('ArrowLeft');
    expect(shownSrc()).toBe('/assets/three.jpg');
    press('ArrowRight');
    expect(shownSrc()).toBe('/assets/three.jpg');
    vi.advanceTimersByTime(199);
    press('ArrowRight');
    expect(shownSrc()).toBe('/assets/three.jpg');
    vi.advanceTimersByTime(1);
    const accepted = press('ArrowRight');
    expect(accepted.defaultPrevented).toBe(true);
    expect(shownSrc()).toBe('/assets/one.jpg');
    expect(dialog()?.querySelector('.lightbox-counter')?.textContent).toBe('1 of 3');
  });

  it('goes back on the image’s left half and forward on its right half, but not in the outer 2%', () => {
    openAt(setUp(), 1);
    const image = shownImage() as HTMLImageElement;
    vi.spyOn(image, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, 1000, 600));
    const clickAt = (clientX: number) =>
      image.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX, clientY: 300 }));
    clickAt(105);
    clickAt(1095);
    expect(shownSrc()).toBe('/assets/two.jpg');
    clickAt(1080);
    expect(shownSrc()).toBe('/assets/three.jpg');
    clickAt(500);
    clickAt(300);
    expect(shownSrc()).toBe('/assets/one.jpg');
    expect(dialog()).not.toBeNull();
  });

  it('closes on Escape, returns focus to the item that opened it and is removed after the fade', () => {
    const links = setUp();
    links[2]?.focus();
    openAt(links, 2);
    press('ArrowRight');
    const escapeKey = press('Escape');
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(links[2]);
    expect(dialog()?.classList).toContain('lightbox-closing');
    vi.advanceTimersByTime(349);
    expect(dialog()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(dialog()).toBeNull();
    press('ArrowRight');
    expect(document.activeElement).toBe(links[2]);
  });

  it('closes on a click on the overlay, on the caption, and on Close', () => {
    const links = setUp();
    for (const target of ['.lightbox-overlay', '.lightbox-caption', '[data-lightbox-action="close"]']) {
      openAt(links, 0);
      dialog()
        ?.querySelector(target)
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(dialog()?.classList, target).toContain('lightbox-closing');
      vi.advanceTimersByTime(350);
      expect(dialog(), target).toBeNull();
    }
  });

  it('removes itself at once under reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    openAt(setUp(), 0);
    press('Escape');
    expect(dialog()).toBeNull();
  });

  it('keeps focus inside: Tab wraps both ways and focus outside comes back', () => {
    openAt(setUp(), 0);
    const controls = [...(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const first = controls[0] as HTMLButtonElement;
    const last = controls[controls.length - 1] as HTMLButtonElement;
    last.focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
    first.focus();
    expect(press('Tab').defaultPrevented).toBe(false);
    (document.querySelector('a[href="/after"]') as HTMLAnchorElement).focus();
    expect(document.activeElement).toBe(first);
  });

  it('moves with the previous and next buttons and toggles the caption', () => {
    openAt(setUp(), 0);
    control('next').click();
    expect(shownSrc()).toBe('/assets/two.jpg');
    control('previous').click();
    control('previous').click();
    expect(shownSrc()).toBe('/assets/three.jpg');
    const caption = dialog()?.querySelector('figcaption') as HTMLElement;
    control('caption').click();
    expect(caption.hidden).toBe(true);
    expect(control('caption').getAttribute('aria-pressed')).toBe('false');
    control('caption').click();
    expect(caption.hidden).toBe(false);
    expect(control('caption').getAttribute('aria-pressed')).toBe('true');
  });

  it('moves on a swipe of 50 px within 250 ms, not on a slower or shorter one', () => {
    openAt(setUp(), 0);
    const root = dialog() as HTMLElement;
    const swipe = (fromX: number, toX: number, ms: number) => {
      const touch = (x: number) =>
        [{ clientX: x, clientY: 100, identifier: 1, target: root }] as unknown as Touch[];
      root.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, changedTouches: touch(fromX) }));
      vi.advanceTimersByTime(ms);
      root.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: touch(toX) }));
    };
    swipe(300, 250, 250);
    expect(shownSrc()).toBe('/assets/two.jpg');
    swipe(300, 251, 100);
    swipe(300, 100, 251);
    expect(shownSrc()).toBe('/assets/two.jpg');
    swipe(100, 300, 50);
    expect(shownSrc()).toBe('/assets/one.jpg');
  });

  it('closes an open lightbox when the island is undone', () => {
    openAt(setUp(), 0);
    release();
    release = () => {};
    vi.advanceTimersByTime(350);
    expect(dialog()).toBeNull();
    expect(document.querySelector('a')?.hasAttribute('aria-haspopup')).toBe(false);
  });
});
