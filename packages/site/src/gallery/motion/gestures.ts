// Touch on the slides. Every transition but newSwipe moves on a swipe: 50 px sideways within 250 ms
// (core's swipeDirection). newSwipe follows the finger once it has gone 10 px more sideways than
// up or down (else the page scrolls), and on release moves on or springs back (logic.ts dragResult)
// over the spec's snap time.
import { GALLERY_MOTION, swipeDirection } from '@tessera/core';
import { dragOffset, dragResult, type Move, snapSeconds, velocity } from './logic.ts';
import type { MotionOptions } from './options.ts';

export interface GestureTarget {
  /** Moves on; false when the gallery refused (it is moving, or at an end without loop) */
  move(move: 'previous' | 'next', seconds?: number): boolean;
  /** Whether a drag this way goes past the first or last slide */
  pastEnd(move: 'previous' | 'next'): boolean;
  /** The current slide, which a newSwipe drag moves */
  current(): HTMLElement | undefined;
}

const SNAP = {
  narrowBelowPx: GALLERY_MOTION.newSwipeNarrowBelowPx,
  narrow: GALLERY_MOTION.newSwipeSnapSecondsNarrow,
  wide: GALLERY_MOTION.newSwipeSnapSecondsWide,
};

function setDrag(slide: HTMLElement | undefined, px: number | null): void {
  // CSSOM, which the Content-Security-Policy allows (it refuses style="" in markup only).
  if (px === null) slide?.style.removeProperty('--gm-drag');
  else slide?.style.setProperty('--gm-drag', `${px}px`);
  slide?.toggleAttribute('data-dragging', px !== null);
}

export function installGestures(viewport: HTMLElement, options: MotionOptions, target: GestureTarget) {
  let start: { x: number; y: number; t: number } | null = null;
  let axis: 'x' | 'y' | null = null;
  let samples: { x: number; t: number }[] = [];
  const newSwipe = options.transition === 'newSwipe' && options.design === 'stacked';

  function down(event: PointerEvent): void {
    if (event.pointerType === 'mouse') return;
    start = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    axis = null;
    samples = [];
  }

  function moveBy(event: PointerEvent): void {
    if (!start || !newSwipe) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    const { newSwipeAxisDetectionPx, newSwipeVelocitySamples } = GALLERY_MOTION;
    if (!axis && Math.max(Math.abs(dx), Math.abs(dy)) >= newSwipeAxisDetectionPx) {
      axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
    }
    if (axis !== 'x') return;
    samples = [...samples, { x: event.clientX, t: event.timeStamp }].slice(-newSwipeVelocitySamples);
    const way: 'next' | 'previous' = dx < 0 ? 'next' : 'previous';
    setDrag(
      target.current(),
      dragOffset(dx, target.pastEnd(way), options.boundaries[way === 'next' ? 1 : 0]),
    );
  }

  function up(event: PointerEvent): void {
    if (!start) return;
    const dx = event.clientX - start.x;
    const width = viewport.clientWidth;
    let move: Move;
    let seconds: number | undefined;
    if (newSwipe) {
      move = axis === 'x' ? dragResult(dx, width, options.snapPoint, velocity(samples)) : 'none';
      seconds = snapSeconds(1 - Math.abs(dx) / width, window.innerWidth, SNAP);
      setDrag(target.current(), null);
    } else {
      move = swipeDirection(dx, event.timeStamp - start.t);
    }
    start = null;
    if (move !== 'none') target.move(move, seconds);
  }

  const cancel = () => {
    setDrag(target.current(), null);
    start = null;
  };
  viewport.addEventListener('pointerdown', down);
  viewport.addEventListener('pointermove', moveBy);
  viewport.addEventListener('pointerup', up);
  viewport.addEventListener('pointercancel', cancel);
  return () => {
    viewport.removeEventListener('pointerdown', down);
    viewport.removeEventListener('pointermove', moveBy);
    viewport.removeEventListener('pointerup', up);
    viewport.removeEventListener('pointercancel', cancel);
  };
}
