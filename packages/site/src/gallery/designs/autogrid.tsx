// autogrid: as many equal columns as fit at least columnWidth wide (the browser's auto-fill), the
// slides aligned in rows, each in its own shape unless an aspect ratio crops them.
import type { GalleryDesignProps } from '../model.ts';
import { cropRatio, frameVars, GalleryFrame, offersLightbox, sizesAtMost } from './frame.tsx';
import { useScopedVars } from './scoped-style.tsx';
import { GallerySlideView } from './slide.tsx';

export const autogridCss =
  '.gallery-autogrid>.gallery-slides{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,var(--g-column)),1fr));gap:var(--g-gap);align-items:start}';

export function AutogridDesign(props: GalleryDesignProps) {
  const { settings, slides, blockId } = props;
  const ratio = cropRatio(settings);
  const style = useScopedVars(blockId, {
    root: { ...frameVars(settings, ratio, settings.gutter), '--g-column': `${settings.columnWidth}px` },
  });
  const look = {
    // A column is narrower than two column widths, else another would fit.
    sizes: sizesAtMost(2 * settings.columnWidth),
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
