import { GALLERY_MOTION } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  autoplayControl,
  autoplayRuns,
  dragOffset,
  dragResult,
  historyItemIdOf,
  itemIdOf,
  noMotionRequested,
  pressAutoplayControl,
  randomIndex,
  slideMatchesItemId,
  snapSeconds,
  stackedClickAction,
  stripClickAction,
  stripScrollLeft,
  velocity,
  withItemId,
} from './logic.ts';

const click = {
  insideLink: false,
  clickThroughUrl: '',
  isVideo: false,
  behavior: 'halves' as const,
  xFraction: 0.7,
};

describe('a click on a stacked slide', () => {
  it('does nothing inside a link, even with a click-through URL', () => {
    expect(stackedClickAction({ ...click, insideLink: true, clickThroughUrl: '/x' })).toBe('none');
  });
  it('goes to the click-through URL', () => {
    expect(stackedClickAction({ ...click, clickThroughUrl: '/shop' })).toEqual({ navigate: '/shop' });
  });
  it('does not advance a video slide', () => {
    expect(stackedClickAction({ ...click, isVideo: true })).toBe('none');
  });
  it('goes next or previous when told, wherever the click is', () => {
    expect(stackedClickAction({ ...click, behavior: 'next', xFraction: 0.1 })).toBe('next');
    expect(stackedClickAction({ ...click, behavior: 'previous', xFraction: 0.9 })).toBe('previous');
  });
  it('otherwise goes by halves: the right half next, the left previous', () => {
    expect(stackedClickAction({ ...click, xFraction: 0.5 })).toBe('next');
    expect(stackedClickAction({ ...click, xFraction: 0.49 })).toBe('previous');
  });
});

describe('a click on a strip slide', () => {
  it('on the current one does what activeSlideClickBehavior says', () => {
    expect(stripClickAction(2, 2, 'next')).toBe('next');
    expect(stripClickAction(2, 2, 'previous')).toBe('previous');
    expect(stripClickAction(2, 2, 'none')).toBe('none');
  });
  it('on another selects it', () => {
    expect(stripClickAction(0, 2, 'none')).toEqual({ select: 0 });
  });
});

describe('autoplay', () => {
  const free = {
    enabled: true,
    noMotion: false,
    reducedMotion: false,
    keyboardNavigation: false,
    pointerOver: false,
    videoShowing: false,
    stoppedByVisitor: false,
  };
  it('runs when enabled and nothing holds it', () => {
    expect(autoplayRuns(free)).toBe(true);
    expect(autoplayRuns({ ...free, enabled: false })).toBe(false);
  });
  it.each([
    'noMotion',
    'reducedMotion',
    'keyboardNavigation',
    'pointerOver',
    'videoShowing',
    'stoppedByVisitor',
  ] as const)('does not run with %s', (reason) => {
    expect(autoplayRuns({ ...free, [reason]: true })).toBe(false);
  });
  it('offers no pause button where autoplay cannot run at all', () => {
    for (const change of [{ enabled: false }, { noMotion: true }, { reducedMotion: true }]) {
      expect(autoplayControl({ ...free, ...change })).toBe('none');
      expect(pressAutoplayControl(autoplayControl({ ...free, ...change }))).toEqual({});
    }
  });
  it('offers pause while it runs or is only held (mouse, video); a press stops it for good', () => {
    for (const change of [{}, { pointerOver: true }, { videoShowing: true }]) {
      expect(autoplayControl({ ...free, ...change })).toBe('pause');
    }
    const stopped = { ...free, pointerOver: true, ...pressAutoplayControl('pause') };
    expect(autoplayControl(stopped)).toBe('play');
    // The mouse leaving does not start it again; only play does.
    expect(autoplayRuns({ ...stopped, pointerOver: false })).toBe(false);
  });
  it('offers play once stopped by the button or by keyboard navigation; play starts it again', () => {
    for (const change of [{ stoppedByVisitor: true }, { keyboardNavigation: true }]) {
      const stopped = { ...free, ...change };
      expect(autoplayControl(stopped)).toBe('play');
      const played = { ...stopped, ...pressAutoplayControl('play') };
      expect(autoplayRuns(played)).toBe(true);
      expect(autoplayControl(played)).toBe('pause');
    }
  });
  it('reads nomotion=true from the address, and only that', () => {
    expect(noMotionRequested('?a=1&nomotion=true')).toBe(true);
    expect(noMotionRequested('?nomotion=1')).toBe(false);
    expect(noMotionRequested('')).toBe(false);
  });
  it('picks a random slide other than the current one', () => {
    expect(randomIndex(1, 3, () => 0)).toBe(0);
    expect(randomIndex(1, 3, () => 0.99)).toBe(2);
    expect(randomIndex(0, 1, () => 0.5)).toBe(0);
  });
});

describe('strip alignment', () => {
  const slide = { left: 500, width: 200 };
  it('puts the current slide at the start, middle or end of the visible width', () => {
    expect(stripScrollLeft('start', slide, 400, 2000)).toBe(500);
    expect(stripScrollLeft('middle', slide, 400, 2000)).toBe(400);
    expect(stripScrollLeft('end', slide, 400, 2000)).toBe(300);
  });
  it('never scrolls before the first slide or past the last', () => {
    expect(stripScrollLeft('end', { left: 0, width: 200 }, 400, 2000)).toBe(0);
    expect(stripScrollLeft('start', { left: 1900, width: 100 }, 400, 2000)).toBe(1600);
    expect(stripScrollLeft('middle', slide, 400, 300)).toBe(0);
  });
});

describe('newSwipe', () => {
  it('follows the finger unless past an end, where the boundary decides', () => {
    expect(dragOffset(-90, false, 'hard')).toBe(-90);
    expect(dragOffset(-90, true, 'none')).toBe(-90);
    expect(dragOffset(-90, true, 'hard')).toBe(0);
    expect(dragOffset(-90, true, 'inertial')).toBe(-30);
  });
  it('moves on past the snap point, or when flicked; springs back otherwise', () => {
    expect(dragResult(-200, 400, 50, 0)).toBe('next');
    expect(dragResult(199, 400, 50, 0)).toBe('none');
    expect(dragResult(200, 400, 50, 0)).toBe('previous');
    expect(dragResult(60, 400, 50, 0.5)).toBe('previous');
    expect(dragResult(60, 400, null, 0)).toBe('none');
    // A flick back against the drag does not move on.
    expect(dragResult(60, 400, 50, -0.5)).toBe('none');
  });
  it('measures speed over the samples kept', () => {
    expect(
      velocity([
        { x: 0, t: 0 },
        { x: 10, t: 5 },
        { x: 50, t: 20 },
      ]),
    ).toBe(2.5);
    expect(velocity([])).toBe(0);
  });
  it('snaps within the spec’s range for the width, shorter with less left to go', () => {
    const ranges = {
      narrowBelowPx: GALLERY_MOTION.newSwipeNarrowBelowPx,
      narrow: GALLERY_MOTION.newSwipeSnapSecondsNarrow,
      wide: GALLERY_MOTION.newSwipeSnapSecondsWide,
    };
    expect(snapSeconds(1, 500, ranges)).toBe(0.3);
    expect(snapSeconds(0, 500, ranges)).toBe(0.2);
    expect(snapSeconds(1, 1000, ranges)).toBe(0.5);
    expect(snapSeconds(0.5, 1000, ranges)).toBeCloseTo(0.4);
  });
});

describe('gallery history', () => {
  it('reads itemId, and writes it after the page address with one trailing slash, keeping the rest', () => {
    expect(itemIdOf('https://x.test/p?itemId=oat')).toBe('oat');
    expect(itemIdOf('https://x.test/p')).toBeNull();
    expect(withItemId('https://x.test/p', 'fern')).toBe('https://x.test/p/?itemId=fern');
    expect(withItemId('https://x.test/p/', 'fern')).toBe('https://x.test/p/?itemId=fern');
    expect(withItemId('https://x.test/', 'fern')).toBe('https://x.test/?itemId=fern');
    expect(withItemId('https://x.test/p?a=1#top', 'fern')).toBe('https://x.test/p/?a=1&itemId=fern#top');
    expect(withItemId('https://x.test/p/?itemId=oat', 'a b')).toBe('https://x.test/p/?itemId=a+b');
  });
});

describe("spec 2 §2 gallery history: 'the slide's id or slide URL'", () => {
  it('writes the slide URL where the slide has one, else its id', () => {
    expect(historyItemIdOf({ slideId: 'i7', slideUrl: 'plum-vase' })).toBe('plum-vase');
    expect(historyItemIdOf({ slideId: 'i7' })).toBe('i7');
    expect(historyItemIdOf({ slideId: 'i7', slideUrl: '' })).toBe('i7');
    expect(historyItemIdOf({})).toBeNull();
  });

  it("selects the slide an itemId names: 'an itemId matching a slide id or URL selects that slide'", () => {
    const slide = { slideId: 'i7', slideUrl: 'plum-vase' };
    expect(slideMatchesItemId(slide, 'i7')).toBe(true);
    expect(slideMatchesItemId(slide, 'plum-vase')).toBe(true);
    expect(slideMatchesItemId(slide, 'oat-bowls')).toBe(false);
    expect(slideMatchesItemId({ slideId: 'i7' }, '')).toBe(false);
    expect(slideMatchesItemId({ slideId: 'i7' }, null)).toBe(false);
  });
});
