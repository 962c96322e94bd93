// autocolumns: a masonry of columns at most columnWidth wide (250 px): core's column count rule
// (autocolumnsColumnCount, rounding up as the block sets no behaviour), with `gutter` between them.
// The gallery's width is known only in the browser, so the count is one container query per step
// at which core's count changes; no script, and no layout shift.
import { autocolumnsColumnCount } from '@tessera/core';
import type { GalleryDesignProps } from '../model.ts';
import { cropRatio, frameVars, GalleryFrame, offersLightbox, sizesAtMost } from './frame.tsx';
import { useScopedVars } from './scoped-style.tsx';
import { GallerySlideView } from './slide.tsx';

/** The block gives no rounding behaviour: core rounds up for anything but 'min' and 'up'. */
const ROUNDING = 'ceil';
/** Beyond this gallery width no more steps are written (wider than any page's content). */
const WIDEST_PX = 2560;
/** Nor more columns than this, however narrow columnWidth is (a rule per step). */
const MOST_COLUMNS = 24;
/** The canvas has no container queries of its own rules: it shows the count at this width. */
const CANVAS_WIDTH_PX = 960;

export const autocolumnsCss = `.gallery-autocolumns>.gallery-slides{columns:var(--g-cols);column-gap:var(--g-gap)}
.gallery-autocolumns>.gallery-slides>li{break-inside:avoid;margin-bottom:var(--g-gap)}`;

/**
 * The widths above which core's count rises, with the count there: n columns need more than
 * (n − 1) × (columnWidth + gutter) − gutter px. Each step is checked against core's rule.
 */
export function autocolumnsSteps(columnWidth: number, gutter: number): { above: number; columns: number }[] {
  const steps = [];
  for (let columns = 2; columns <= MOST_COLUMNS; columns++) {
    const above = (columns - 1) * (columnWidth + gutter) - gutter;
    if (above >= WIDEST_PX) break;
    steps.push({ above, columns: autocolumnsColumnCount(above + 0.5, columnWidth, gutter, ROUNDING) });
  }
  return steps;
}

export function AutocolumnsDesign(props: GalleryDesignProps) {
  const { settings, slides, blockId } = props;
  const { columnWidth, gutter } = settings;
  const ratio = cropRatio(settings);
  const style = useScopedVars(blockId, {
    root: {
      ...frameVars(settings, ratio, gutter),
      '--g-cols': autocolumnsColumnCount(CANVAS_WIDTH_PX, columnWidth, gutter, ROUNDING),
    },
    widths: [
      { above: -1, vars: { '--g-cols': 1 } },
      ...autocolumnsSteps(columnWidth, gutter).map(({ above, columns }) => ({
        above,
        vars: { '--g-cols': columns },
      })),
    ],
  });
  const look = {
    sizes: sizesAtMost(columnWidth),
    cropped: ratio !== null,
    lightbox: offersLightbox(props),
    caption: settings.metaPosition,
  } as const;
  return (
    <GalleryFrame
      props={props}
      style={style}
      renderSlide={(index) => <GallerySlideView slide={slides[index]!} index={index} look={look} />}
    />
  );
}
