// A slideshow's behaviour on the published page (stacked and strip designs): the gallery index
// (core's rules), previous and next buttons, keys 37 and 39, clicks on slides, touch, autoplay, a
// linked thumbnail strip kept in step, and gallery history (`itemId` in the address).
//
// Video contract (video/events.ts): a video embed inside the gallery dispatches its shown event on
// the gallery element when it starts showing its video and its hidden event when it returns to its
// overlay; autoplay is suspended in between (spec section 4). A slideshow leaving a slide puts that
// slide's video back, so it is not heard from a hidden slide and autoplay goes on.
import { GALLERY_KEY_CODES, GALLERY_MOTION, normalizeGalleryIndex, stepGallery } from '@tessera/core';
import { isTypingTarget } from '../../runtime/keys.ts';
import { VIDEO_HIDDEN_EVENT, VIDEO_PUT_BACK_EVENT, VIDEO_SHOWN_EVENT } from '../../video/events.ts';
import { type Autoplay, createAutoplay } from './autoplay.ts';
import { installGestures } from './gestures.ts';
import {
  historyItemIdOf,
  itemIdOf,
  noMotionRequested,
  randomIndex,
  slideMatchesItemId,
  stackedClickAction,
  stripClickAction,
  withItemId,
} from './logic.ts';
import { type MotionOptions, motionOptions, readBlockData } from './options.ts';
import { mainSlides, type SlideView, stackedView, stripView } from './views.ts';

const VIEWPORT = ':scope > .gm-stage > .gm-viewport';

type Source = 'visitor' | 'autoplay' | 'history';

/** Seconds a change of slide takes: the transition's own time, else the design's speed. */
function changeSeconds(options: MotionOptions): number {
  if (options.design === 'stacked' && options.transition === 'scroll')
    return GALLERY_MOTION.scrollTransitionSeconds;
  if (options.design === 'stacked' && options.transition === 'swipe')
    return GALLERY_MOTION.swipeAnimationSeconds;
  return options.speed;
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function linkItems(container: Element | null): HTMLElement[] {
  return container ? [...container.querySelectorAll<HTMLElement>('.gm-item')] : [];
}

/** Puts back any video showing in a slide the slideshow has left. */
function putBackVideos(slide: HTMLElement | undefined): void {
  for (const video of slide?.querySelectorAll('[data-video-state="shown"]') ?? [])
    video.dispatchEvent(new Event(VIDEO_PUT_BACK_EVENT));
}

function buildViews(root: HTMLElement, slides: HTMLElement[], options: MotionOptions): SlideView[] {
  const views: SlideView[] = [];
  const viewport = root.querySelector<HTMLElement>(VIEWPORT);
  if (options.design === 'stacked') views.push(stackedView(root, slides));
  else if (viewport) views.push(stripView(viewport, linkItems(viewport), options.alignment));
  // The linked thumbnail strip (the child gallery, moved by this one; its keyboard is this one's), or
  // the slideshow's numbered links when it has no thumbnails.
  const thumbs = root.querySelector<HTMLElement>(':scope > .gm-thumbs .gm-scroller, :scope > .gm-pager');
  if (thumbs) views.push(stripView(thumbs, linkItems(thumbs), 'middle'));
  return views;
}

export function hydrate(root: HTMLElement): (() => void) | undefined {
  const data = readBlockData(root);
  if (!data) return undefined;
  const options = motionOptions(data);
  const slides = mainSlides(root);
  if (slides.length === 0) return undefined;
  const views = buildViews(root, slides, options);
  const status = root.querySelector<HTMLElement>('.gm-status');
  const seconds = reducedMotion() ? 0 : changeSeconds(options);
  root.style.setProperty('--gm-speed', `${seconds}s`);
  root.style.setProperty('--gm-zoom-time', `${options.autoplayMs / 1000 + seconds}s`);
  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.hasAttribute('data-current')),
  );
  let movingUntil = 0;

  function go(target: number, direction: 'next' | 'previous', source: Source, time = seconds): boolean {
    const next = normalizeGalleryIndex(target, slides.length);
    // Changes are refused while the gallery (or its linked strip, moved with it) is still moving.
    if (next === index || performance.now() < movingUntil) return false;
    const previous = index;
    index = next;
    movingUntil = performance.now() + time * 1000;
    for (const view of views) view.show(index, previous, direction, time);
    if (options.design === 'stacked') putBackVideos(slides[previous]);
    const slide = slides[index];
    if (source === 'visitor' && status) {
      const caption = slide?.dataset.caption;
      status.textContent = `Slide ${index + 1} of ${slides.length}${caption ? `: ${caption}` : ''}`;
    }
    const itemId = slide && historyItemIdOf(slide.dataset);
    if (source !== 'history' && itemId)
      history.replaceState(history.state, '', withItemId(location.href, itemId));
    autoplay.restart();
    return true;
  }

  function step(direction: 1 | -1, source: Source, time?: number): boolean {
    const result = stepGallery(index, slides.length, direction, options.loop);
    return 'index' in result && go(result.index, direction > 0 ? 'next' : 'previous', source, time);
  }

  const autoplay: Autoplay = createAutoplay(
    root,
    {
      enabled: options.autoplay && slides.length > 1,
      noMotion: noMotionRequested(location.search),
      reducedMotion: reducedMotion(),
      keyboardNavigation: false,
      pointerOver: false,
      videoShowing: false,
      stoppedByVisitor: false,
    },
    options.autoplayMs,
    () => {
      if (options.randomize) go(randomIndex(index, slides.length), 'next', 'autoplay');
      else step(1, 'autoplay');
    },
    root.querySelector<HTMLButtonElement>(':scope > .gm-stage > [data-gm-autoplay]'),
  );

  function slideIndexFor(link: HTMLAnchorElement): number {
    const id = decodeURIComponent(link.hash.slice(1));
    return slides.findIndex((slide) => slide.id === id);
  }

  function onSlideClick(event: MouseEvent, slide: HTMLElement): void {
    const rect = slide.getBoundingClientRect();
    const action = stackedClickAction({
      insideLink: (event.target as Element).closest('a') !== null,
      clickThroughUrl: slide.dataset.clickThroughUrl ?? '',
      isVideo: slide.dataset.type === 'video',
      behavior: options.clickBehavior,
      xFraction: rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0.5,
    });
    if (typeof action === 'object') location.assign(action.navigate);
    else if (action !== 'none') step(action === 'next' ? 1 : -1, 'visitor');
  }

  function onLinkClick(event: MouseEvent, link: HTMLAnchorElement): void {
    const target = slideIndexFor(link);
    if (target < 0) return;
    event.preventDefault();
    const inStrip = options.design === 'strip' && link.closest('.gm-viewport') !== null;
    const action = inStrip
      ? stripClickAction(target, index, options.activeSlideClickBehavior)
      : { select: target };
    if (typeof action === 'object') go(action.select, action.select < index ? 'previous' : 'next', 'visitor');
    else if (action !== 'none') step(action === 'next' ? 1 : -1, 'visitor');
  }

  function onClick(event: MouseEvent): void {
    const target = event.target as Element;
    const button = target.closest<HTMLElement>('[data-gm-step]');
    if (button) {
      step(button.dataset.gmStep === 'next' ? 1 : -1, 'visitor');
      return;
    }
    if (target.closest('[data-gm-autoplay]')) {
      autoplay.press();
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href^="#"]');
    if (link && root.contains(link)) {
      onLinkClick(event, link);
      return;
    }
    const slide = target.closest<HTMLElement>('.gm-slide');
    if (options.design === 'stacked' && slide && slides.includes(slide)) onSlideClick(event, slide);
  }

  function onKey(event: KeyboardEvent): void {
    if (isTypingTarget(event.target)) return;
    if (event.key === ' ' && (event.target as Element).matches?.('.gm-item')) {
      // Space activates a slide as Enter does (a link's own key).
      event.preventDefault();
      (event.target as HTMLElement).click();
      return;
    }
    const direction =
      event.keyCode === GALLERY_KEY_CODES.next ? 1 : event.keyCode === GALLERY_KEY_CODES.previous ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    autoplay.set({ keyboardNavigation: true });
    step(direction, 'visitor');
  }

  // Keyboard navigation turns autoplay off for good (spec section 4): a Tab anywhere on the page.
  const onDocumentKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') autoplay.set({ keyboardNavigation: true });
  };
  // The mouse only: on touch screens (mobile) autoplay is not paused (spec section 4).
  const onPointer = (over: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') autoplay.set({ pointerOver: over });
  };
  const onEnter = onPointer(true);
  const onLeave = onPointer(false);
  const onVideoShown = () => autoplay.set({ videoShowing: true });
  const onVideoHidden = () => autoplay.set({ videoShowing: false });

  const viewport = root.querySelector<HTMLElement>(VIEWPORT) ?? root;
  const removeGestures = installGestures(viewport, options, {
    move: (move, time) => step(move === 'next' ? 1 : -1, 'visitor', time),
    pastEnd: (move) => !options.loop && index === (move === 'next' ? slides.length - 1 : 0),
    current: () => slides[index],
  });

  // Gallery history: a slide named in the address is the one shown.
  const wanted = itemIdOf(location.href);
  const restored = slides.findIndex((slide) => slideMatchesItemId(slide.dataset, wanted));
  if (restored >= 0) go(restored, 'next', 'history', 0);
  else for (const view of views) view.show(index, index, 'next', 0);

  const buttons = [...root.querySelectorAll<HTMLElement>('[data-gm-step]')];
  for (const button of buttons) button.hidden = slides.length < 2;
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  root.addEventListener('pointerenter', onEnter);
  root.addEventListener('pointerleave', onLeave);
  root.addEventListener(VIDEO_SHOWN_EVENT, onVideoShown);
  root.addEventListener(VIDEO_HIDDEN_EVENT, onVideoHidden);
  document.addEventListener('keydown', onDocumentKey);
  return () => {
    autoplay.stop();
    removeGestures();
    for (const button of buttons) button.hidden = true;
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('pointerenter', onEnter);
    root.removeEventListener('pointerleave', onLeave);
    root.removeEventListener(VIDEO_SHOWN_EVENT, onVideoShown);
    root.removeEventListener(VIDEO_HIDDEN_EVENT, onVideoHidden);
    document.removeEventListener('keydown', onDocumentKey);
  };
}
