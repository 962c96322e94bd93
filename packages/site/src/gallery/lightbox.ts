// The gallery lightbox (widgets spec, sections 3, 4 and 9): a modal dialog over an overlay at 0.95
// opacity that fades in (overlay 0.35 s, then content 0.6 s) and on closing fades out and is removed.
// Escape, a click on the overlay, or any click that is not on the image or a control closes it; a
// click on the image's left half goes back, on its right half forward, but not in its outer 2%;
// arrow keys move at most once per 200 ms; a 50 px swipe within 250 ms moves on touch. Focus stays
// inside while it is open and goes back to what opened it (the shared focus containment). The rules are core's.
import {
  LIGHTBOX_DEFAULTS,
  type LightboxTheme,
  lightboxClickAction,
  lightboxIndexAfter,
  lightboxKeyAllowed,
  swipeDirection,
} from '@tessera/core';
import { containFocus, type FocusContainment } from '../runtime/focus-containment.ts';

export interface LightboxItem {
  src: string;
  /** Renditions by width, when the server makes them; '' for none */
  srcset: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

export interface LightboxOptions {
  items: readonly LightboxItem[];
  index: number;
  theme: LightboxTheme;
  /** The dialog's accessible name */
  label: string;
  /** Gets focus back when the lightbox closes */
  opener: HTMLElement;
}

export interface Lightbox {
  readonly element: HTMLElement;
  readonly index: number;
  close(): void;
}

type Action = 'previous' | 'next' | 'close' | 'caption';

const CONTROLS: { action: Action; label: string; text: string }[] = [
  { action: 'caption', label: 'Caption', text: 'Caption' },
  { action: 'previous', label: 'Previous image', text: '‹' },
  { action: 'next', label: 'Next image', text: '›' },
  { action: 'close', label: 'Close', text: '×' },
];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

function controlButton({ action, label, text }: (typeof CONTROLS)[number]): HTMLButtonElement {
  const button = element('button', `lightbox-${action}${action === 'caption' ? '-toggle' : ''}`);
  button.type = 'button';
  button.dataset.lightboxAction = action;
  button.textContent = text;
  if (text !== label) button.setAttribute('aria-label', label);
  if (action === 'caption') button.setAttribute('aria-pressed', 'true');
  return button;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The dialog's parts, not yet in the document. */
function buildDialog(options: LightboxOptions) {
  const root = element('div', `lightbox lightbox-${options.theme}`);
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', options.label);
  const content = element('div', 'lightbox-content');
  const figure = element('figure', 'lightbox-figure');
  const image = element('img', 'lightbox-image');
  const caption = element('figcaption', 'lightbox-caption');
  const counter = element('p', 'lightbox-counter');
  counter.setAttribute('aria-live', 'polite');
  figure.append(image, caption);
  const buttons = CONTROLS.map(controlButton);
  content.append(figure, counter, ...buttons);
  root.append(element('div', 'lightbox-overlay'), content);
  return { root, image, caption, counter, buttons };
}

export function openLightbox(options: LightboxOptions): Lightbox {
  const { items, opener } = options;
  const parts = buildDialog(options);
  const { root, image, caption, counter, buttons } = parts;
  let index = lightboxIndexAfter(options.index - 1, items.length, 1);
  let lastKeyMove: number | undefined;
  let touch: { x: number; at: number } | undefined;
  let closed = false;

  function show(next: number): void {
    index = next;
    const item = items[index];
    if (!item) return;
    if (item.srcset) {
      image.srcset = item.srcset;
      image.sizes = '100vw';
    } else image.removeAttribute('srcset');
    image.src = item.src;
    image.alt = item.alt;
    // Its size gives the box its shape before the picture arrives; an unknown size is left out.
    for (const side of ['width', 'height'] as const) {
      if (item[side] > 0) image.setAttribute(side, String(item[side]));
      else image.removeAttribute(side);
    }
    caption.textContent = item.caption;
    counter.textContent = `${index + 1} of ${items.length}`;
  }

  const move = (direction: 1 | -1) => show(lightboxIndexAfter(index, items.length, direction));

  function toggleCaption(button: HTMLElement): void {
    caption.hidden = !caption.hidden;
    button.setAttribute('aria-pressed', String(!caption.hidden));
  }

  function act(action: Action, control: HTMLElement): void {
    if (action === 'close') close();
    else if (action === 'caption') toggleCaption(control);
    else move(action === 'next' ? 1 : -1);
  }

  function onClick(event: MouseEvent): void {
    const target = event.target as HTMLElement;
    const control = target.closest<HTMLElement>('[data-lightbox-action]');
    if (control) act(control.dataset.lightboxAction as Action, control);
    else if (target === image) clickImage(event.clientX);
    else close();
  }

  function clickImage(clientX: number): void {
    const box = image.getBoundingClientRect();
    const action = lightboxClickAction((clientX - box.left) / box.width);
    if (action !== 'none') move(action === 'next' ? 1 : -1);
  }

  // On the window in the capture phase, so the page's own Escape (owner.ts) leaves it alone.
  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight')
      arrow(event.key === 'ArrowRight' ? 1 : -1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  function arrow(direction: 1 | -1): void {
    const now = Date.now();
    if (!lightboxKeyAllowed(lastKeyMove, now)) return;
    lastKeyMove = now;
    move(direction);
  }

  function onTouchStart(event: TouchEvent): void {
    const point = event.changedTouches[0];
    touch = point ? { x: point.clientX, at: Date.now() } : undefined;
  }

  function onTouchEnd(event: TouchEvent): void {
    const point = event.changedTouches[0];
    if (!touch || !point) return;
    const direction = swipeDirection(point.clientX - touch.x, Date.now() - touch.at);
    touch = undefined;
    if (direction !== 'none') move(direction === 'next' ? 1 : -1);
  }

  const scrollLock = document.documentElement.style.overflow;

  function close(): void {
    if (closed) return;
    closed = true;
    window.removeEventListener('keydown', onKeyDown, { capture: true });
    document.documentElement.style.overflow = scrollLock;
    root.classList.replace('lightbox-open', 'lightbox-closing');
    containment.release();
    if (prefersReducedMotion()) root.remove();
    else setTimeout(() => root.remove(), LIGHTBOX_DEFAULTS.overlayFadeSeconds * 1000);
  }

  show(index);
  root.addEventListener('click', onClick);
  root.addEventListener('touchstart', onTouchStart, { passive: true });
  root.addEventListener('touchend', onTouchEnd);
  window.addEventListener('keydown', onKeyDown, { capture: true });
  document.body.append(root);
  // Tab goes round the controls; focus that lands outside comes back in; the opener gets it back.
  const containment: FocusContainment = containFocus({ container: root, returnTo: opener });
  document.documentElement.style.overflow = 'hidden';
  // Read layout once so the class below starts the fade instead of landing at its end.
  root.getBoundingClientRect();
  root.classList.add('lightbox-open');
  buttons[buttons.length - 1]?.focus();

  return {
    element: root,
    get index() {
      return index;
    },
    close,
  };
}
