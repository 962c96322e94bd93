// The carousel's rules as the island applies them (widgets spec section 4, "Carousel"): slides per
// row for the viewport, the groups it moves through and the state of its controls, all core's; and
// the words that announce the group.
import {
  CAROUSEL_VIEWPORT_CAPS,
  carouselControls,
  carouselGroupCount,
  carouselSlidesPerRow,
} from '@tessera/core';

export interface CarouselView {
  perRow: number;
  groupCount: number;
  /** The group shown, within [0, groupCount) */
  group: number;
  controls: ReturnType<typeof carouselControls>;
  /** 'Slides 4–6 of 9' */
  status: string;
}

export function carouselStatus(group: number, perRow: number, total: number): string {
  const first = group * perRow + 1;
  const last = Math.min(first + perRow - 1, total);
  return first === last ? `Slide ${first} of ${total}` : `Slides ${first}–${last} of ${total}`;
}

/** The carousel of `total` slides at this viewport width, on `group` (kept within its groups). */
export function carouselView(
  total: number,
  setting: number,
  viewportWidth: number,
  group: number,
): CarouselView {
  const perRow = carouselSlidesPerRow(setting, viewportWidth);
  const groupCount = carouselGroupCount(total, perRow);
  const shown = Math.min(Math.max(Math.floor(group) || 0, 0), Math.max(groupCount - 1, 0));
  return {
    perRow,
    groupCount,
    group: shown,
    controls: carouselControls(shown, groupCount),
    status: carouselStatus(shown, perRow, total),
  };
}

/** The group holding slide `index` when `perRow` slides make a row. */
export function groupOfSlide(index: number, perRow: number): number {
  return Math.floor(index / Math.max(1, perRow));
}

/** One layout of the row: its slides per row, from `below` px of viewport width down (0: all widths). */
interface RowLayout {
  below: number;
  perRow: number;
}

/**
 * The row's layouts for a setting: the widest viewport's, then each narrower cap of core's rule that
 * changes the count (widest first, so in CSS the narrower media query comes later and wins).
 */
export function carouselRowLayouts(setting: number): RowLayout[] {
  const layouts: RowLayout[] = [
    { below: 0, perRow: carouselSlidesPerRow(setting, Number.POSITIVE_INFINITY) },
  ];
  for (const { below } of [...CAROUSEL_VIEWPORT_CAPS].reverse()) {
    const perRow = carouselSlidesPerRow(setting, below - 1);
    if (perRow !== layouts[layouts.length - 1]?.perRow) layouts.push({ below, perRow });
  }
  return layouts;
}

/** The group whose first slide lies nearest the row's scroll position (`offsets`: each group's). */
export function nearestGroup(scrollLeft: number, offsets: readonly number[]): number {
  let nearest = 0;
  offsets.forEach((offset, group) => {
    if (Math.abs(offset - scrollLeft) < Math.abs((offsets[nearest] ?? 0) - scrollLeft)) nearest = group;
  });
  return nearest;
}

/**
 * What a settled scroll position means. The group is the island's (the buttons, keys and focus set it
 * and the row scrolls after it); only a scroll by hand moves it. `awaited` is the group the row is
 * still scrolling to after such a move (null: none): a position on the way there, as a smooth scroll
 * under load can settle or be read mid-way, or interrupted by the next click, changes nothing.
 */
export function settledGroup(
  nearest: number,
  shown: number,
  awaited: number | null,
): { group: number; awaited: number | null } {
  if (awaited === null) return { group: nearest, awaited: null };
  return { group: shown, awaited: nearest === awaited ? null : awaited };
}
