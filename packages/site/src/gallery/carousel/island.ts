// The carousel's behaviour over the server's scroll-snap row: previous and next buttons (shown when
// the slides need more than one row), the left and right arrow keys, the group announced in a polite
// live region, and the row following Tab into another group or a scroll by hand. The group is the
// source of truth: a move sets it and the row scrolls after it; the row's position changes it only
// after a scroll by hand, never on the way to a move's group (logic.ts settledGroup). Slides per row come
// from core's rule at the viewport's width, as the page's media queries give them. Pictures past the
// first row load through the image loader as they come within 200 px.
import { GALLERY_KEY_CODES, GALLERY_RESIZE_TIMEOUT_MS } from '@tessera/core';
import { lazyLoadImagesIn } from '../../runtime/images/lazy.ts';
import { type CarouselView, carouselView, groupOfSlide, nearestGroup, settledGroup } from './logic.ts';

const SETTLED = 'onscrollend' in window ? 'scrollend' : 'scroll';
/** What starts a scroll by hand: a wheel, a finger, the scrollbar */
const HAND_SCROLLS = ['wheel', 'touchstart', 'pointerdown'];
const FOCUSABLE = 'a[href],button:not(:disabled),[tabindex]:not([tabindex="-1"])';

function debounced(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, GALLERY_RESIZE_TIMEOUT_MS.gallery);
  };
}

interface CarouselParts {
  track: HTMLElement;
  controls: HTMLElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  status: HTMLElement;
}

function partsOf(root: HTMLElement): CarouselParts | null {
  const track = root.querySelector<HTMLElement>('.carousel-track');
  const controls = root.querySelector<HTMLElement>('.carousel-controls');
  const previous = root.querySelector<HTMLButtonElement>('.carousel-prev');
  const next = root.querySelector<HTMLButtonElement>('.carousel-next');
  const status = root.querySelector<HTMLElement>('.carousel-status');
  return track && controls && previous && next && status ? { track, controls, previous, next, status } : null;
}

export function hydrate(root: HTMLElement): () => void {
  const parts = partsOf(root);
  // A missing part leaves the plain scrolling row (spec: a missing element skips the behaviour).
  return parts ? startCarousel(root, parts) : () => {};
}

function startCarousel(root: HTMLElement, { track, controls, previous, next, status }: CarouselParts) {
  const slides = [...track.children] as HTMLElement[];
  const setting = Number(root.dataset.slidesPerRow);
  const viewAt = (group: number) => carouselView(slides.length, setting, innerWidth, group);
  let view: CarouselView = viewAt(0);
  /** The group a move scrolls the row to, until the row gets there (null: none on the way) */
  let awaited: number | null = null;

  /** The row's scroll offset of a group's first slide. */
  const offsetOf = (group: number) =>
    (slides[group * view.perRow]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
  const nearestToRow = () =>
    nearestGroup(
      track.scrollLeft,
      Array.from({ length: view.groupCount }, (_, group) => offsetOf(group)),
    );

  function show(target: CarouselView, announce: boolean): void {
    view = target;
    controls.hidden = view.controls.hidden;
    // A button about to be disabled hands focus to the other, so focus is never lost to the page.
    const disabling = view.controls.previousDisabled ? previous : view.controls.nextDisabled ? next : null;
    if (disabling && document.activeElement === disabling) (disabling === previous ? next : previous).focus();
    previous.disabled = view.controls.previousDisabled;
    next.disabled = view.controls.nextDisabled;
    if (announce) status.textContent = view.status;
  }

  function goTo(group: number, focusInGroup = false): void {
    const target = viewAt(group);
    if (target.group === view.group && target.perRow === view.perRow) return;
    show(target, true);
    track.scrollTo({ left: offsetOf(view.group) });
    // An instant scroll (reduced motion) is there already; a smooth one is awaited.
    awaited = nearestToRow() === view.group ? null : view.group;
    // Without preventScroll the browser's own scroll to the focused link would cut the row's short.
    if (focusInGroup)
      slides[view.group * view.perRow]?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  }

  const onPrevious = () => goTo(view.group - 1);
  const onNext = () => goTo(view.group + 1);
  function onKeyDown(event: KeyboardEvent): void {
    const step =
      event.keyCode === GALLERY_KEY_CODES.previous ? -1 : event.keyCode === GALLERY_KEY_CODES.next ? 1 : 0;
    if (step === 0 || event.altKey || event.ctrlKey || event.metaKey) {
      // Home, End, the Page keys and Space on the focused row scroll it by hand.
      if (event.target === track) handBack();
      return;
    }
    event.preventDefault();
    goTo(view.group + step, track.contains(document.activeElement) && document.activeElement !== track);
  }
  // Tab into a slide of another group: the row shows that group.
  function onFocusIn(event: FocusEvent): void {
    const slide = (event.target as Element).closest('.carousel-slide');
    const index = slides.indexOf(slide as HTMLElement);
    if (index >= 0) goTo(groupOfSlide(index, view.perRow));
  }
  // A scroll by hand (wheel, touch, the scrollbar, keys) takes over from a move still on its way.
  const handBack = () => {
    awaited = null;
  };
  // Where the row came to rest. Heard at scrollend where the browser has it (under load a smooth
  // scroll's frames can be further apart than the debounce); the debounce can still end after the
  // next move began, which settledGroup ignores.
  const onScroll = debounced(() => {
    const settled = settledGroup(nearestToRow(), view.group, awaited);
    awaited = settled.awaited;
    if (settled.group !== view.group) show(viewAt(settled.group), true);
  });
  // A new width may change slides per row: the group holding the first slide shown stays in view.
  const onResize = debounced(() => {
    const first = view.group * view.perRow;
    const target = viewAt(groupOfSlide(first, viewAt(0).perRow));
    show(target, false);
    track.scrollTo({ left: offsetOf(view.group), behavior: 'instant' });
    awaited = null;
  });

  show(view, false);
  const listeners: [EventTarget, string, EventListener][] = [
    [previous, 'click', onPrevious],
    [next, 'click', onNext],
    [root, 'keydown', onKeyDown as EventListener],
    [track, 'focusin', onFocusIn as EventListener],
    [track, SETTLED, onScroll],
    [window, 'resize', onResize],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  for (const type of HAND_SCROLLS) track.addEventListener(type, handBack, { passive: true });
  const stopLoading = track.querySelector('img[data-src]')
    ? lazyLoadImagesIn(track, { allowSaveData: true })
    : () => {};
  return () => {
    stopLoading();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    for (const type of HAND_SCROLLS) track.removeEventListener(type, handBack);
    controls.hidden = true;
    status.textContent = '';
  };
}
