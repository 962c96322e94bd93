// What a change of slide looks like. The stacked view marks the current slide and leaves the motion
// to its transition's CSS (designs/stacked-styles.ts); the strip view marks the current slide and
// scrolls its track so the slide sits where the alignment puts it, over the design's speed.
import { stripScrollLeft } from './logic.ts';

export interface SlideView {
  show(index: number, previous: number, direction: 'next' | 'previous', seconds: number): void;
}

/** The main slides of a gallery element: the slideshow's or the strip's own, not its thumbnails. */
export function mainSlides(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(':scope > .gm-stage > .gm-viewport .gm-slide')];
}

function eased(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

function scrollOver(element: HTMLElement, left: number, seconds: number): void {
  const from = element.scrollLeft;
  if (seconds <= 0 || from === left) {
    element.scrollLeft = left;
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / (seconds * 1000));
    element.scrollLeft = from + (left - from) * eased(t);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function stackedView(root: HTMLElement, slides: HTMLElement[]): SlideView {
  let zoomIn = true;
  return {
    show(index, previous, direction) {
      const incoming = slides[index];
      for (const slide of slides) slide.removeAttribute('data-leaving');
      if (previous !== index) {
        slides[previous]?.removeAttribute('data-current');
        slides[previous]?.setAttribute('data-leaving', '');
      }
      // The sliding transitions place the incoming slide on the side it comes from before it moves:
      // a layout read commits that place, so the move starts from it.
      root.dataset.direction = direction;
      void incoming?.offsetWidth;
      // Ken Burns zooms in on one slide and out on the next (spec section 4).
      incoming?.setAttribute('data-zoom', zoomIn ? 'in' : 'out');
      zoomIn = !zoomIn;
      incoming?.setAttribute('data-current', '');
    },
  };
}

/**
 * A strip: `items` are its slides' links (the strip's own, or a linked thumbnail strip's). The
 * current one is aria-current; a video slide that is not current is inactive (data-inactive, which
 * the video embed reads: it does not play from there, a click selects it first).
 */
export function stripView(
  track: HTMLElement,
  items: HTMLElement[],
  alignment: 'start' | 'middle' | 'end',
): SlideView {
  return {
    show(index, _previous, _direction, seconds) {
      items.forEach((item, at) => {
        const current = at === index;
        item.toggleAttribute('aria-current', current);
        if (current) item.setAttribute('aria-current', 'true');
        const slide = item.parentElement;
        slide?.toggleAttribute('data-current', current);
        if (slide?.dataset.type === 'video') slide.toggleAttribute('data-inactive', !current);
      });
      const item = items[index]?.parentElement;
      if (!item) return;
      const left = stripScrollLeft(
        alignment,
        { left: item.offsetLeft, width: item.offsetWidth },
        track.clientWidth,
        track.scrollWidth,
      );
      scrollOver(track, left, seconds);
    },
  };
}
