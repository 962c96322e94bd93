// The carousel (spec sections 4 and 9): a row of slidesPerRow slides (3 by default, a gutter of 1%
// of the row's width between them) that moves by groups of a row. The row is a scroll-snap scroller
// that snaps at each group's first slide, so it works without JavaScript; its slides per row at each
// viewport width are media queries written from core's rule, so the layout is right before any
// script runs. The island (../carousel/) adds the previous and next buttons, arrow keys and the
// announcement of the group, and loads the pictures past the first row only when they come near.

import { carouselGroupCount, FOCUS_RING_DECLARATIONS } from '@tessera/core';
import { useOnPage } from '../../page/Picture.tsx';
import { DEFERRED_PICTURE_CSS } from '../../runtime/images/deferred-picture.tsx';
import { carouselRowLayouts } from '../carousel/logic.ts';
import { CAROUSEL_ISLAND_ATTRIBUTE } from '../carousel/trigger.ts';
import type { GalleryDesignProps } from '../model.ts';
import { LIGHTBOX_ISLAND } from '../trigger.ts';
import { cropRatio, frameVars, offersLightbox, sizesForFraction } from './frame.tsx';
import { useScopedVars } from './scoped-style.tsx';
import { GallerySlideView } from './slide.tsx';

// --c-n slides a row, --c-gap between them; the ::after spacer is the empty places of the last
// group (--c-pad), so that group too scrolls to the row's start. Its negative margin takes back the
// gap before it.
export const carouselCss = `.gallery-carousel{position:relative}
.carousel-track{display:flex;align-items:flex-start;gap:var(--c-gap);overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:thin;list-style:none;margin:0;padding:0;position:relative}
.carousel-track::after{content:"";flex:0 0 calc(var(--c-pad) * (100% + var(--c-gap)) / var(--c-n));margin-left:calc(-1 * var(--c-gap))}
.carousel-slide{flex:0 0 calc((100% - (var(--c-n) - 1) * var(--c-gap)) / var(--c-n));min-width:0}
.carousel-track:focus-visible{${FOCUS_RING_DECLARATIONS}}
@media (prefers-reduced-motion:no-preference){.carousel-track{scroll-behavior:smooth}}
.carousel-prev,.carousel-next{position:absolute;top:50%;translate:0 -50%;width:2.75rem;height:2.75rem;border:0;border-radius:50%;background:#fff;color:#111;box-shadow:0 1px 4px #0006;font-size:1.5rem;line-height:1;cursor:pointer}
.carousel-prev{left:.5rem}.carousel-next{right:.5rem}
.carousel-prev:disabled,.carousel-next:disabled{opacity:.4;cursor:default}
.carousel-prev:focus-visible,.carousel-next:focus-visible{${FOCUS_RING_DECLARATIONS}}
.carousel-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
${DEFERRED_PICTURE_CSS}`;

/** The empty places in the last group when `perRow` slides make a row. */
function emptyPlaces(total: number, perRow: number): number {
  return carouselGroupCount(total, perRow) * perRow - total;
}

/** The row at `perRow`: its count, the last group's empty places, and a snap point at each group. */
function rowRules(scope: string, perRow: number, total: number): string {
  const slide = `.${scope} .carousel-slide`;
  return `.${scope}{--c-n:${perRow};--c-pad:${emptyPlaces(total, perRow)}}${slide}:nth-child(n){scroll-snap-align:none}${slide}:nth-child(${perRow}n+1){scroll-snap-align:start}`;
}

/** The carousel's rules for each viewport width: the widest's, then a media query per narrower cap. */
export function carouselRules(scope: string, setting: number, total: number): string {
  return carouselRowLayouts(setting)
    .map(({ below, perRow }) => {
      const rules = rowRules(scope, perRow, total);
      return below === 0 ? rules : `@media (width < ${below}px){${rules}}`;
    })
    .join('');
}

export function CarouselDesign(props: GalleryDesignProps) {
  const { settings, slides, blockId, label } = props;
  const [widest] = carouselRowLayouts(settings.slidesPerRow);
  const perRow = widest?.perRow ?? 1;
  const ratio = cropRatio(settings);
  const style = useScopedVars(blockId, {
    root: {
      ...frameVars(settings, ratio, 0),
      '--c-gap': `${settings.gutter}%`,
      '--c-n': perRow,
      '--c-pad': emptyPlaces(slides.length, perRow),
    },
  });
  // Only on a published page does the runtime load what is deferred; the widest row is the most
  // any viewport shows before the carousel moves.
  const deferPastFirstRow = useOnPage();
  const lightbox = offersLightbox(props);
  const look = {
    sizes: sizesForFraction(1 / perRow),
    cropped: ratio !== null,
    lightbox,
    caption: settings.metaPosition,
  } as const;
  const trackId = `${style.scope}-slides`;
  return (
    <section
      className={`gallery gallery-carousel ${style.scope}`}
      style={style.rootStyle}
      aria-roledescription="carousel"
      aria-label={label}
      data-design="carousel"
      data-slides-per-row={settings.slidesPerRow}
      {...{ [CAROUSEL_ISLAND_ATTRIBUTE]: '' }}
      {...(lightbox && {
        'data-island': LIGHTBOX_ISLAND,
        'data-lightbox-theme': settings.lightboxTheme,
        'data-lightbox-label': label,
      })}
    >
      {style.sheet}
      {style.sheet && <style>{carouselRules(style.scope, settings.slidesPerRow, slides.length)}</style>}
      {/* Focusable, so the row scrolls by keyboard even when its slides hold no link */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ul className="carousel-track" id={trackId} aria-label="Slides" tabIndex={0}>
        {slides.map((slide, index) => (
          <li key={slide.id} className="carousel-slide">
            <GallerySlideView
              slide={slide}
              index={index}
              look={{ ...look, deferred: deferPastFirstRow && index >= perRow }}
            />
          </li>
        ))}
      </ul>
      <div className="carousel-controls" hidden>
        <button type="button" className="carousel-prev" aria-controls={trackId} aria-label="Previous slides">
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="carousel-next" aria-controls={trackId} aria-label="Next slides">
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="carousel-status" aria-live="polite" />
    </section>
  );
}
