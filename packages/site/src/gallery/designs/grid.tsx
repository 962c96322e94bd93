// grid: slidesPerRow equal columns (4 by default) with `padding` between them (20 px), square
// thumbnails unless square-thumbs is off, and the lightbox on by default (spec section 9). In a
// gallery narrower than 480 px at most two a row, so a phone still shows pictures, not stamps.
import type { GalleryDesignProps } from '../model.ts';
import { cropRatio, frameVars, GalleryFrame, offersLightbox, sizesForFraction } from './frame.tsx';
import { useScopedVars } from './scoped-style.tsx';
import { GallerySlideView } from './slide.tsx';

const NARROW_MAX_PER_ROW = 2;

export const gridCss = `.gallery-grid>.gallery-slides{display:grid;grid-template-columns:repeat(var(--g-cols),minmax(0,1fr));gap:var(--g-gap)}
@container (width < 480px){.gallery-grid>.gallery-slides{grid-template-columns:repeat(var(--g-cols-narrow),minmax(0,1fr))}}`;

export function GridDesign(props: GalleryDesignProps) {
  const { settings, slides, blockId } = props;
  const perRow = settings.slidesPerRow;
  const ratio = cropRatio(settings, settings.squareThumbs);
  const style = useScopedVars(blockId, {
    root: {
      ...frameVars(settings, ratio, settings.padding),
      '--g-cols': perRow,
      '--g-cols-narrow': Math.min(perRow, NARROW_MAX_PER_ROW),
    },
  });
  const look = {
    sizes: sizesForFraction(1 / perRow),
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
