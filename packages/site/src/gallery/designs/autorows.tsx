// autorows: justified rows about rowHeight high (250 px) with `gutter` between slides (20 px). Each
// slide grows from rowHeight × its ratio in proportion to its ratio, so a row's slides share one
// height and fill the width; the last row keeps its slides at rowHeight (a filler takes the rest).
import { GALLERY_DEFAULTS } from '@tessera/core';
import type { GalleryDesignProps } from '../model.ts';
import { cropRatio, frameVars, GalleryFrame, offersLightbox, sizesAtMost, slideRatio } from './frame.tsx';
import { useScopedVars } from './scoped-style.tsx';
import { GallerySlideView } from './slide.tsx';

/** How much wider than its start a slide may grow in a row, for its `sizes`. */
const GROWTH = 1.5;

export const autorowsCss = `.gallery-autorows>.gallery-slides{display:flex;flex-wrap:wrap;gap:var(--g-gap)}
.gallery-autorows>.gallery-slides>li{flex:var(--g-a) 1 calc(var(--g-a) * var(--g-row))}
.gallery-autorows>.gallery-slides::after{content:"";flex-grow:1000000}`;

export function AutorowsDesign(props: GalleryDesignProps) {
  const { settings, slides, blockId } = props;
  const rowHeight = settings.rowHeight ?? GALLERY_DEFAULTS.autorows.rowHeight;
  const ratio = cropRatio(settings);
  const ratios = slides.map((slide) => slideRatio(slide, ratio));
  const style = useScopedVars(blockId, {
    root: { ...frameVars(settings, ratio, settings.gutter), '--g-row': `${rowHeight}px` },
    slides: ratios.map((slideRatio) => ({ '--g-a': +slideRatio.toFixed(4) })),
  });
  const lightbox = offersLightbox(props);
  return (
    <GalleryFrame
      props={props}
      style={style}
      renderSlide={(index) => (
        <GallerySlideView
          slide={slides[index]!}
          index={index}
          look={{
            sizes: sizesAtMost(rowHeight * (ratios[index] ?? 1) * GROWTH),
            cropped: ratio !== null,
            lightbox,
            caption: settings.metaPosition,
          }}
        />
      )}
    />
  );
}
