// The slideshow's decisions as plain functions, so each can be tested without a browser: what a click
// does, whether autoplay may run, where a strip puts its current slide, what a drag does, and the
// `itemId` of gallery history.
import type { SlideClickBehavior } from '@tessera/core';
import type { ActiveSlideClickBehavior, SwipeBoundary } from './options.ts';

export type Move = 'previous' | 'next' | 'none';

/**
 * A click on a stacked slideshow's slide (spec section 4): inside a link, nothing (the link works);
 * with a click-through URL, go there; a video slide does not advance; otherwise next, previous, or the
 * right half next and the left half previous. xFraction is where the click was across the slide.
 */
export function stackedClickAction(click: {
  insideLink: boolean;
  clickThroughUrl: string;
  isVideo: boolean;
  behavior: SlideClickBehavior;
  xFraction: number;
}): Move | { navigate: string } {
  if (click.insideLink) return 'none';
  if (click.clickThroughUrl) return { navigate: click.clickThroughUrl };
  if (click.isVideo) return 'none';
  if (click.behavior === 'next' || click.behavior === 'previous') return click.behavior;
  return click.xFraction < 0.5 ? 'previous' : 'next';
}

/** A click on a strip's slide: the current one moves per activeSlideClickBehavior, another is selected. */
export function stripClickAction(
  clicked: number,
  current: number,
  behavior: ActiveSlideClickBehavior,
): Move | { select: number } {
  return clicked === current ? behavior : { select: clicked };
}

/** Why autoplay may not run now; empty when it may. */
export interface AutoplayState {
  enabled: boolean;
  /** nomotion=true in the page's address */
  noMotion: boolean;
  reducedMotion: boolean;
  /** The visitor has moved through the page by keyboard */
  keyboardNavigation: boolean;
  /** The mouse is over the gallery or its controls (never set by touch) */
  pointerOver: boolean;
  videoShowing: boolean;
  /** The visitor pressed the pause button (WCAG 2.2.2): off until they press play */
  stoppedByVisitor: boolean;
}

export function autoplayRuns(state: AutoplayState): boolean {
  return (
    state.enabled &&
    !state.noMotion &&
    !state.reducedMotion &&
    !state.keyboardNavigation &&
    !state.pointerOver &&
    !state.videoShowing &&
    !state.stoppedByVisitor
  );
}

/**
 * What the pause button offers: nothing when autoplay cannot run here at all (never on, nomotion=true,
 * reduced motion); play once the visitor stopped it, by the button or by moving through the page by
 * keyboard (the spec's rule, which the button shows rather than hides); pause otherwise, also while
 * the mouse or a video merely holds it for a while.
 */
export type AutoplayControl = 'none' | 'pause' | 'play';

export function autoplayControl(state: AutoplayState): AutoplayControl {
  if (!state.enabled || state.noMotion || state.reducedMotion) return 'none';
  return state.stoppedByVisitor || state.keyboardNavigation ? 'play' : 'pause';
}

/** The change a press of the pause button makes: pause stops for good; play starts again. */
export function pressAutoplayControl(control: AutoplayControl): Partial<AutoplayState> {
  if (control === 'pause') return { stoppedByVisitor: true };
  return control === 'play' ? { stoppedByVisitor: false, keyboardNavigation: false } : {};
}

export function noMotionRequested(search: string): boolean {
  return new URLSearchParams(search).get('nomotion') === 'true';
}

/** A random slide other than the current one, for randomize mode (the current one with a single slide). */
export function randomIndex(current: number, count: number, random: () => number = Math.random): number {
  if (count < 2) return current;
  const other = Math.floor(random() * (count - 1));
  return other >= current ? other + 1 : other;
}

/**
 * How far a strip's track scrolls so its current slide sits at the start, middle or end of the
 * visible width, kept within the track (no empty space before the first or after the last slide).
 */
export function stripScrollLeft(
  alignment: 'start' | 'middle' | 'end',
  slide: { left: number; width: number },
  viewportWidth: number,
  trackWidth: number,
): number {
  const gap = viewportWidth - slide.width;
  const offset = alignment === 'start' ? 0 : alignment === 'middle' ? gap / 2 : gap;
  const max = Math.max(0, trackWidth - viewportWidth);
  return Math.min(max, Math.max(0, slide.left - offset));
}

/**
 * A newSwipe drag's offset in pixels. Past an end of a gallery that does not loop, a hard boundary
 * stops it, an inertial one lets it go a third as far, none lets it follow the finger.
 */
export function dragOffset(deltaX: number, pastEnd: boolean, boundary: SwipeBoundary): number {
  if (!pastEnd || boundary === 'none') return deltaX;
  return boundary === 'hard' ? 0 : deltaX / 3;
}

/**
 * Where a newSwipe drag ends: on when it went past the snap point (a percentage of the width) or was
 * flicked (faster than half a width a second, over the last samples); back otherwise.
 */
export function dragResult(
  deltaX: number,
  width: number,
  snapPoint: number | null,
  velocityPxPerMs: number,
): Move {
  const direction: Move = deltaX < 0 ? 'next' : 'previous';
  if (deltaX === 0 || width <= 0) return 'none';
  const flicked =
    Math.abs(velocityPxPerMs) * 1000 > width / 2 && Math.sign(velocityPxPerMs) === Math.sign(deltaX);
  const past = snapPoint !== null && (Math.abs(deltaX) / width) * 100 >= snapPoint;
  return flicked || past ? direction : 'none';
}

/** Pixels a millisecond over the samples kept (the spec's 5-sample window). */
export function velocity(samples: readonly { x: number; t: number }[]): number {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.t === first.t) return 0;
  return (last.x - first.x) / (last.t - first.t);
}

/** newSwipe's snap animation, in seconds: the spec's range for the width, shorter for less distance left. */
export function snapSeconds(
  remainingFraction: number,
  viewportWidth: number,
  ranges: { narrowBelowPx: number; narrow: { min: number; max: number }; wide: { min: number; max: number } },
): number {
  const { min, max } = viewportWidth < ranges.narrowBelowPx ? ranges.narrow : ranges.wide;
  const fraction = Math.min(1, Math.max(0, remainingFraction));
  return min + (max - min) * fraction;
}

/**
 * What gallery history writes for a slide (spec section 2: "the slide's id or slide URL"): its slide
 * URL (data-slide-url, a collection picture's urlId, the more readable address) where it has one,
 * else its id. Null for a slide with neither.
 */
export function historyItemIdOf(slide: { slideId?: string | undefined; slideUrl?: string | undefined }) {
  return slide.slideUrl || slide.slideId || null;
}

/** Whether `itemId` names the slide ("an itemId matching a slide id or URL selects that slide"). */
export function slideMatchesItemId(
  slide: { slideId?: string | undefined; slideUrl?: string | undefined },
  itemId: string | null,
): boolean {
  return itemId !== null && itemId !== '' && (slide.slideId === itemId || slide.slideUrl === itemId);
}

/** The slide id gallery history keeps in the address, or null. */
export function itemIdOf(href: string): string | null {
  return new URL(href).searchParams.get('itemId');
}

/**
 * The address gallery history writes (spec: the slide's id "appended to the collection's full URL
 * with a trailing slash"): the page's path with one trailing slash, then `itemId` set to the slide's
 * id. The spec replaces only the itemId value, so the rest of the query (nomotion=true, say, which
 * must survive a reload) and the fragment are kept.
 */
export function withItemId(href: string, id: string): string {
  const url = new URL(href);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.searchParams.set('itemId', id);
  return url.href;
}
